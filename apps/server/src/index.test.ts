// startServer: first start on PGlite in DATA_DIR (root account, demo content), restart keeps data, graceful close.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { startServer } from './index.ts';
import { DEMO_DISCUSSION } from './modules/discussions/demo.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-start-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const loginAs = (url: string, password: string) =>
  fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'root', password }),
  });

// Each test boots PGlite from nothing (WASM start, every migration, the demo content), several times: on a busy
// two-core machine that alone can pass the default 30 s.
describe('startServer on the embedded database', { timeout: 90_000 }, () => {
  it('creates root with ADMIN_PASSWORD, seeds demo content once, and keeps data across restarts', async () => {
    const dataDir = tempDir();
    const first = await startServer({
      port: 0,
      dataDir,
      adminPassword: 'Secret123',
      logLevel: 'silent',
      webDist: undefined,
      judgeWorkers: 0,
    });
    try {
      expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
      expect((await loginAs(first.url, 'Secret123')).status).toBe(200);
      const config = await (await fetch(`${first.url}/api/get-website-config`)).json();
      expect(config).toMatchObject({ status: 200, data: { shortName: 'Verdict' } });
      // No SITE_URL: the first start stores the server's own address for links in mails.
      expect(config.data.baseUrl).toBe(first.url);
    } finally {
      await first.close();
    }
    // A second start with another ADMIN_PASSWORD changes nothing: root exists, demo content is not doubled.
    const second = await startServer({
      port: 0,
      dataDir,
      adminPassword: 'Other1234',
      logLevel: 'silent',
      webDist: undefined,
      judgeWorkers: 0,
    });
    try {
      expect((await loginAs(second.url, 'Secret123')).status).toBe(200);
      expect((await loginAs(second.url, 'Other1234')).status).toBe(400);
      const list = await (await fetch(`${second.url}/api/get-common-announcement`)).json();
      expect(list.data.total).toBe(1);
      const posts = await (await fetch(`${second.url}/api/get-discussion-list`)).json();
      expect(posts.data.records).toMatchObject([{ title: DEMO_DISCUSSION.title, pid: expect.any(String), commentNum: 1 }]);
    } finally {
      await second.close();
    }
  });

  it('refuses to open a data folder in use, and takes over the lock of a process that is gone', async () => {
    const dataDir = tempDir();
    const database = await openDatabase({ dataDir });
    const lock = path.join(dataDir, 'pglite', 'verdict.lock');
    try {
      expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid));
      await expect(openDatabase({ dataDir })).rejects.toThrow(`in use by process ${process.pid}`);
    } finally {
      await database.close();
    }
    expect(fs.existsSync(lock)).toBe(false);
    // A lock left by a crash: its process no longer exists.
    const gone = spawnSync('true');
    fs.writeFileSync(lock, String(gone.pid));
    const reopened = await openDatabase({ dataDir });
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid));
    await reopened.close();
    // A lock naming this process's pid that it does not hold: an earlier life of the same pid (a container's pid 1).
    fs.writeFileSync(lock, String(process.pid));
    await (await openDatabase({ dataDir })).close();
  });

  it('without ADMIN_PASSWORD prints a random root password once, and it works', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => void (lines.push(String(chunk)), done()) });
    const { configFromEnv } = await import('./config.ts');
    expect(configFromEnv({}).adminPassword).toBeUndefined();
    const server = await startServer({
      port: 0,
      dataDir: 'memory',
      adminPassword: undefined,
      logLevel: 'info',
      webDist: undefined,
      logStream: stream,
      judgeWorkers: 0,
    });
    try {
      const line = lines.find((l) => l.includes('random password'));
      expect(line).toBeTruthy();
      const password = /random password (\S+)/.exec(line!)![1];
      expect(password).toMatch(/^(?=.*[a-zA-Z])(?=.*\d)\S{6,20}$/);
      expect((await loginAs(server.url, password)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('finishes in-flight requests when it shuts down', async () => {
    const server = await startServer({
      port: 0,
      dataDir: 'memory',
      adminPassword: 'Secret123',
      logLevel: 'silent',
      webDist: undefined,
      judgeWorkers: 0,
    });
    // Login verifies with argon2, so it is still running when close() begins.
    const arrived = once(server.app.server, 'request');
    const inFlight = loginAs(server.url, 'Secret123');
    await arrived;
    await server.close();
    expect((await inFlight).status).toBe(200);
  });
});
