// `./verdict start` as root: a small supervisor, so that a bug in the API is not root. The API runs as the
// unprivileged system user `verdict`, which owns the data folder and nothing else; the judge worker, which
// needs root for its sandbox, runs as a process of its own and reaches the API over HTTP with the shared
// secret, like a worker on another host. The API gets no descriptor of ours but pipes: its output comes
// through the supervisor and it has a session of its own, so it cannot reach the terminal root started from.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { configFromEnv, startLocalWorkers, type LocalWorkers, type WorkerLog } from '@verdict/server';
import { CLI_ENTRY, TSX_LOADER, WEB_DIST } from '../paths.ts';
import { giveDataDir } from './data-dir.ts';
import { ensureReachable } from './reach.ts';
import { ensureServiceUser, type ServiceUser } from './service-user.ts';

const log: WorkerLog = {
  info: (details, message) => console.error(`verdict: ${message}`, JSON.stringify(details)),
  error: (details, message) => console.error(`verdict: ${message}`, JSON.stringify(details)),
};

/** Where the worker beside the API reaches it: a wildcard address is reached on loopback. */
const reachableHost = (host: string) => (host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host);

function startApi(user: ServiceUser, dataDir: string, secret: string): ChildProcess {
  const api = spawn(process.execPath, ['--import', TSX_LOADER, CLI_ENTRY, 'start'], {
    uid: user.uid,
    gid: user.gid,
    cwd: dataDir,
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {
      ...process.env,
      HOME: dataDir,
      USER: user.name,
      LOGNAME: user.name,
      DATA_DIR: dataDir,
      JUDGE_SECRET: secret,
      JUDGE_WORKERS: '0',
      VERDICT_SUPERVISED: '1',
    },
  });
  api.stdout!.pipe(process.stdout);
  api.stderr!.pipe(process.stderr);
  return api;
}

/** Resolves once the API accepts connections; false if it exited first. */
async function listening(api: ChildProcess, host: string, port: number): Promise<boolean> {
  while (api.exitCode === null && api.signalCode === null) {
    const connected = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host, port }, () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (connected) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

export async function supervise(): Promise<number | void> {
  const config = configFromEnv();
  if (config.port === 0) {
    console.error('verdict: PORT=0 is not supported when started as root (the judge worker must know the port)');
    return 2;
  }
  let user: ServiceUser;
  let dataDir: string;
  try {
    user = ensureServiceUser();
    dataDir = giveDataDir(config.dataDir, user);
    ensureReachable(user, [TSX_LOADER, CLI_ENTRY, ...[path.join(WEB_DIST, 'index.html')].filter((f) => fs.existsSync(f)), dataDir]);
  } catch (error) {
    console.error(`verdict: ${(error as Error).message}`);
    return 1;
  }
  const secret = config.judgeSecret ?? randomBytes(32).toString('base64url');
  const api = startApi(user, dataDir, secret);
  log.info({ user: user.name, uid: user.uid, judgeWorkers: config.judgeWorkers }, `the API runs as ${user.name}; the judge worker as root`);
  let workers: LocalWorkers | null = null;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await workers?.stop();
    if (api.exitCode === null && api.signalCode === null) {
      const exited = once(api, 'exit');
      api.kill('SIGTERM');
      const timer = setTimeout(() => api.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    }
    process.exit(code);
  };
  api.once('exit', (code, signal) => {
    if (stopping) return;
    log.error({ code, signal }, 'the API exited; stopping');
    void stop(1);
  });
  // A process that could not be spawned never exits, and no worker has started yet.
  api.once('error', (error) => {
    log.error({ error: error.message }, 'the API could not be started');
    process.exit(1);
  });
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  const host = reachableHost(config.host);
  if ((await listening(api, host, config.port)) && !stopping && config.judgeWorkers > 0) {
    const serverUrl = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
    workers = startLocalWorkers({ serverUrl, secret, concurrency: config.judgeWorkers, log });
  }
}
