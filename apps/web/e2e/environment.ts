// The e2e environment: Node's, plus the teardown of what a vitest worker shared between its browser-test files
// (the server and Chromium harness.ts starts once per worker). Vitest sets an environment up when it starts a
// worker and tears it down when it stops the worker, after the worker's last file; the browser tests run
// non-isolated (vitest.e2e.config.ts), so one worker runs several files.
import { builtinEnvironments, type Environment } from 'vitest/runtime';
import { stopWorkerShared } from './worker-shared';

const environment: Environment = {
  name: 'verdict-e2e',
  viteEnvironment: 'ssr',
  async setup(global, options) {
    const node = await builtinEnvironments.node.setup(global, options);
    return {
      async teardown(target) {
        await stopWorkerShared();
        await node.teardown(target);
      },
    };
  },
};

export default environment;
