// Local judge workers: on one machine `./verdict worker` runs as a child process that reaches the API over
// HTTP like any remote worker (no database credentials), restarted if it dies. The root supervisor starts it
// beside the unprivileged API; a server started otherwise (a developer's, the tests') starts it itself.
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT } from './config.ts';

export interface LocalWorkers {
  stop(): Promise<void>;
}

/** The server's logger, or the root supervisor's (`./verdict start` as root). */
export interface WorkerLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export function startLocalWorkers(options: { serverUrl: string; secret: string; concurrency: number; log: WorkerLog }): LocalWorkers {
  let child: ChildProcess | null = null;
  let stopping = false;
  let restarts = 0;
  const launch = () => {
    const cli = path.join(REPO_ROOT, 'apps/cli/src/index.ts');
    const tsx = path.join(REPO_ROOT, 'node_modules/tsx/dist/esm/index.mjs');
    child = spawn(
      process.execPath,
      [
        '--import',
        tsx,
        cli,
        'worker',
        '--server',
        options.serverUrl,
        '--concurrency',
        String(options.concurrency),
        '--name',
        'local',
        // One local worker at a time per server: after a crash (of the worker, or of the whole server) the next
        // one takes over the slot, and what the dead one was judging is judged again at once, not after its lease.
        '--instance-key',
        `local:${os.hostname()}:${options.serverUrl}`,
      ],
      {
        // Only what the worker needs: never the server's own settings (DATABASE_URL, ADMIN_PASSWORD).
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          TSX_DISABLE_CACHE: process.env.TSX_DISABLE_CACHE,
          VERDICT_JUDGE_SCRATCH: process.env.VERDICT_JUDGE_SCRATCH,
          VERDICT_JUDGE_ALLOW_NO_CGROUP: process.env.VERDICT_JUDGE_ALLOW_NO_CGROUP,
          VERDICT_JUDGE_PCH_DIR: process.env.VERDICT_JUDGE_PCH_DIR,
          VERDICT_JUDGE_SECRET: options.secret,
          VERDICT_LOCAL_WORKER: '1',
        },
        // The worker watches this pipe: when the server dies, however it dies, the worker stops too.
        stdio: ['pipe', 'inherit', 'inherit'],
      },
    );
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
