// A PostgreSQL 15 cluster of a test's own (initdb in a temporary folder, a free port on 127.0.0.1), which the test
// may stop and start at will; the shared server at 127.0.0.1:5432 is never touched. Needs root (the cluster runs as
// the postgres user) and the PostgreSQL 15 binaries.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';

const BIN = '/usr/lib/postgresql/15/bin';

export const PRIVATE_POSTGRES_AVAILABLE = process.getuid?.() === 0 && fs.existsSync(path.join(BIN, 'pg_ctl'));

const run = promisify(execFile);

export interface PrivatePostgres {
  url: string;
  /** `pg_ctl stop -m fast`: every session is ended at once, like an administrator's restart. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster and removes its folder. */
  destroy(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-pg-'));
  fs.chmodSync(home, 0o755);
  const data = path.join(home, 'data');
  fs.mkdirSync(data, { mode: 0o700 });
  fs.chownSync(data, ...postgresUser());
  fs.chownSync(home, ...postgresUser());
  const asPostgres = (command: string, args: string[]) => run('runuser', ['-u', 'postgres', '--', path.join(BIN, command), ...args]);
  await asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale', 'C']);
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${home} -c fsync=off -c synchronous_commit=off`;
  const ctl = (...args: string[]) => asPostgres('pg_ctl', ['-D', data, '-l', path.join(home, 'log'), '-w', '-t', '30', ...args]);
  const start = async () => {
    await ctl('-o', options, 'start');
  };
  const stop = async () => {
    await ctl('-m', 'fast', 'stop');
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      await stop().catch(() => {});
      fs.rmSync(home, { recursive: true, force: true });
    },
  };
}

function postgresUser(): [number, number] {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('no postgres user');
  const [, , uid, gid] = line.split(':');
  return [Number(uid), Number(gid)];
}
