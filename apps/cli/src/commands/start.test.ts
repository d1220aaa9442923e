// `./verdict start` as root, as a real process: the API listens as the unprivileged user, the judge worker
// runs as root and judges a real submission, SIGTERM to the supervisor leaves no process behind, and after a kill -9
// of everything a restart on the same data loses nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@verdict/shared';
import { REPO_ROOT } from '../paths.ts';
import { freePort } from '../../../server/src/test/free-port.ts';

const PASSWORD = 'Secret123';
const AB = '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);}';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const pids = () =>
  fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
const alive = (pid: number) => fs.existsSync(`/proc/${pid}`) && !/^State:\s+Z/m.test(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));

function status(pid: number): { uids: number[]; ppid: number } {
  const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return { uids: /^Uid:\s+(.*)$/m.exec(text)![1].split(/\s+/).map(Number), ppid: Number(/^PPid:\s+(\d+)/m.exec(text)![1]) };
}

function descendants(root: number): number[] {
  const parent = new Map<number, number>();
  for (const pid of pids()) {
    try {
      parent.set(pid, status(pid).ppid);
    } catch {
      // Gone meanwhile.
    }
  }
  const found: number[] = [];
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of parent) {
      if (!found.includes(pid) && (ppid === root || found.includes(ppid))) {
        found.push(pid);
        grew = true;
      }
    }
  }
  return found;
}

/** The process holding the TCP socket that listens on `port` (IPv4). */
function listenerOf(port: number): number | undefined {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = fs
    .readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((f) => f[1]?.endsWith(`:${hexPort}`) && f[3] === '0A')
    .map((f) => `socket:[${f[9]}]`);
  return pids().find((pid) => {
    try {
      return fs.readdirSync(`/proc/${pid}/fd`).some((fd) => inodes.includes(fs.readlinkSync(`/proc/${pid}/fd/${fd}`)));
    } catch {
      return false;
    }
  });
}

const dirs: string[] = [];
const supervisors: ChildProcess[] = [];
afterAll(() => {
  for (const supervisor of supervisors) if (supervisor.exitCode === null) supervisor.kill('SIGKILL');
  dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

/** `./verdict start` on a fresh data folder and a free port, once root can log in. */
async function startSupervised(again?: { home: string; port: number }) {
  // A data folder below a folder closed to others (0700), as a checkout under /root would be.
  const home = again?.home ?? fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-supervised-'));
  if (!again) dirs.push(home);
  const dataDir = path.join(home, 'data');
  const port = again?.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const supervisor = spawn(path.join(REPO_ROOT, 'verdict'), ['start'], {
    cwd: home,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: PASSWORD,
      JUDGE_WORKERS: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  supervisors.push(supervisor);
  const exited = once(supervisor, 'exit') as Promise<[number | null, string | null]>;
  let token: string | null = null;
  for (const deadline = Date.now() + 120_000; !token && Date.now() < deadline; await sleep(250)) {
    expect(supervisor.exitCode).toBeNull();
    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'root', password: PASSWORD }),
    }).catch(() => null);
    token = login?.status === 200 ? login.headers.get('authorization') : null;
  }
  expect(token).toBeTruthy();
  const pid = supervisor.pid!;
  const api = listenerOf(port)!;
  // The supervisor starts the worker once the API accepts connections.
  const findWorker = () =>
    descendants(pid).find(
      (child) => status(child).ppid === pid && fs.readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('\0worker\0'),
    );
  let worker = findWorker();
  for (const deadline = Date.now() + 10_000; !worker && Date.now() < deadline; await sleep(100)) worker = findWorker();
  expect(worker).toBeDefined();
  return { supervisor, pid, exited, url, home, port, dataDir, token: token!, api, worker: worker! };
}

async function submit(url: string, token: string, code: string): Promise<number> {
  const submitted = await (
    await fetch(`${url}/api/submit-problem-judge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ pid: '1000', language: 'C++ 17 With O2', code }),
    })
  ).json();
  expect(submitted.status).toBe(200);
  return submitted.data.submitId as number;
}

const IN_PROGRESS: number[] = [JudgeStatus.Pending, JudgeStatus.Compiling, JudgeStatus.Judging];

async function statusOf(url: string, token: string, submitId: number): Promise<number> {
  const detail = await (await fetch(`${url}/api/get-submission-detail?submitId=${submitId}`, { headers: { authorization: token } })).json();
  return detail.data.submission.status as number;
}

/** The submission's verdict once it has one (within 90 s). */
async function finalStatus(url: string, token: string, submitId: number): Promise<number> {
  let status: number = JudgeStatus.Pending;
  for (const deadline = Date.now() + 90_000; IN_PROGRESS.includes(status) && Date.now() < deadline; await sleep(250)) {
    status = await statusOf(url, token, submitId);
  }
  return status;
}

/** SIGKILL to each of `family`; one already gone (a short-lived compiler, a child dying with its parent) is fine. */
function killAll(family: number[]): void {
  for (const pid of family) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  }
}

/** Every process in `family` is gone (zombies included: reaped), within a few seconds. */
async function expectGone(family: number[]): Promise<void> {
  for (const deadline = Date.now() + 10_000; family.some(alive) && Date.now() < deadline;) await sleep(100);
  expect(family.filter(alive)).toEqual([]);
}

describe.skipIf(process.getuid?.() !== 0)('./verdict start as root', () => {
  it(
    'serves the API as an unprivileged user, judges with a root worker, and SIGTERM stops every process',
    { timeout: 240_000 },
    async () => {
      const { supervisor, pid, exited, url, port, dataDir, token, api, worker } = await startSupervised();
      expect(status(api).uids.every((uid) => uid !== 0)).toBe(true);
      expect(status(api).ppid).toBe(pid);
      const stat = fs.statSync(dataDir);
      expect([stat.uid, stat.mode & 0o777]).toEqual([status(api).uids[0], 0o700]);
      expect(status(worker).uids).toEqual([0, 0, 0, 0]);
      // The secret reaches the worker by its environment, never its command line.
      expect(fs.readFileSync(`/proc/${worker}/cmdline`, 'utf8')).not.toContain('secret');
      // Root's code never comes from tsx's cache in /tmp, which the API's user could have planted.
      expect(fs.readFileSync(`/proc/${worker}/environ`, 'utf8').split('\0')).toContain('TSX_DISABLE_CACHE=1');

      const submitId = await submit(url, token, AB);
      expect(await finalStatus(url, token, submitId)).toBe(JudgeStatus.Accepted);

      const family = [pid, ...descendants(pid)];
      supervisor.kill('SIGTERM');
      expect((await exited)[0]).toBe(0);
      await expectGone(family);
      expect(listenerOf(port)).toBeUndefined();
    },
  );

  it(
    'kill -9 of everything mid-judging, then a restart on the same data: nothing is lost and what was pending is judged once; when the API dies, the worker stops and start exits non-zero',
    { timeout: 300_000 },
    async () => {
      const first = await startSupervised();
      // Each run of each case sleeps, so the worker is caught in the middle.
      const slow = AB.replace('int main(){', 'int main(){usleep(400000);').replace(
        '#include <cstdio>',
        '#include <cstdio>\n#include <unistd.h>',
      );
      // Four submissions one after another: no interval between them.
      const interval = await fetch(`${first.url}/api/admin/switch/update`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: first.token },
        body: JSON.stringify({ defaultSubmitInterval: 0 }),
      });
      expect(interval.status).toBe(200);
      const ids = [];
      for (let i = 0; i < 4; i++) ids.push(await submit(first.url, first.token, slow));
      for (
        const deadline = Date.now() + 60_000;
        (await statusOf(first.url, first.token, ids[0])) !== JudgeStatus.Judging && Date.now() < deadline;
      ) {
        await sleep(100);
      }
      expect(await statusOf(first.url, first.token, ids[0])).toBe(JudgeStatus.Judging);
      const family = [first.pid, ...descendants(first.pid)];
      killAll(family);
      await expectGone(family);

      const second = await startSupervised({ home: first.home, port: first.port });
      const began = Date.now();
      for (const id of ids) expect(await finalStatus(second.url, second.token, id)).toBe(JudgeStatus.Accepted);
      // The dead worker's task went back when its successor registered, not after its one-minute lease.
      expect(Date.now() - began).toBeLessThan(45_000);
      const list = await (
        await fetch(`${second.url}/api/get-submission-list?currentPage=1&limit=50`, { headers: { authorization: second.token } })
      ).json();
      expect(list.data.records.map((r: { submitId: number }) => r.submitId).sort()).toEqual([...ids].sort());

      // When the API dies, the supervisor stops the judge worker and exits non-zero.
      const secondFamily = [second.pid, ...descendants(second.pid)];
      expect(secondFamily).toContain(second.worker);
      process.kill(second.api, 'SIGKILL');
      expect((await second.exited)[0]).toBe(1);
      await expectGone(secondFamily);
    },
  );
});
