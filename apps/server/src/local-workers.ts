// Local judge workers: on one machine the server starts `./verdict worker` itself, as a child process that
// reaches it over HTTP like any remote worker (no database credentials), and restarts it if it dies.
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import type { FastifyBaseLogger } from 'fastify';
import { REPO_ROOT } from './config.ts';

export interface LocalWorkers {
  stop(): Promise<void>;
}

export function startLocalWorkers(options: { serverUrl: string; secret: string; concurrency: number; log: FastifyBaseLogger }): LocalWorkers {
  let child: ChildProcess | null = null;
  let stopping = false;
  let restarts = 0;
  const launch = () => {
    const cli = path.join(REPO_ROOT, 'apps/cli/src/index.ts');
    const tsx = path.join(REPO_ROOT, 'node_modules/tsx/dist/esm/index.mjs');
    child = spawn(process.execPath, ['--import', tsx, cli, 'worker', '--server', options.serverUrl, '--concurrency', String(options.concurrency), '--name', 'local'], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, VERDICT_JUDGE_SECRET: options.secret, VERDICT_LOCAL_WORKER: '1' },
      // The worker watches this pipe: when the server dies, however it dies, the worker stops too.
      stdio: ['pipe', 'inherit', 'inherit'],
    });
    child.once('exit', (code, signal) => {
      child = null;
      if (stopping) return;
      const delay = Math.min(30_000, 1000 * 2 ** restarts++);
      options.log.error({ code, signal }, `local judge worker exited; restarting in ${delay} ms`);
      setTimeout(() => !stopping && launch(), delay).unref();
    });
  };
  launch();
  options.log.info({ concurrency: options.concurrency }, 'local judge workers started');
  return {
    async stop() {
      stopping = true;
      const running = child;
      if (!running) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      const timer = setTimeout(() => running.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
