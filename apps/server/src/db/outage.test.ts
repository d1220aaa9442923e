// PostgreSQL restarted under load (issue 18): an API process with its local judge worker on a private cluster; reads
// and submissions keep coming while `pg_ctl stop -m fast` ends every session. Every answer is a 200 or the envelope's
// 503 with Retry-After (never a 500, never a stack), the outage is logged once, the same process answers 200 again
// once PostgreSQL is back, and nothing is half written: every submission has its task and is judged once — the
// first one's result too, which the worker reported while PostgreSQL was down and sent again until it was taken.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@verdict/shared';
import { PRIVATE_POSTGRES_AVAILABLE, startPrivatePostgres, type PrivatePostgres } from '../test/private-postgres.ts';
import { openDatabase } from './client.ts';
import { isDatabaseUnavailable, RETRY_AFTER_S } from './unavailable.ts';

const REPO = path.resolve(import.meta.dirname, '../../../..');
const TSX = path.join(REPO, 'node_modules/tsx/dist/esm/index.mjs');
/** startServer from the environment in a process of its own, printing {"url": …} once it listens. */
const API_HOST = path.join(REPO, 'apps/judge/test/fixtures/api-host.ts');
const PASSWORD = 'Root1234';
const SUM = 'a, b = map(int, input().split())\nprint(a + b)\n';
const IN_PROGRESS: number[] = [JudgeStatus.Pending, JudgeStatus.Compiling, JudgeStatus.Judging];
const UNAVAILABLE = {
  'en-US': 'The database is unavailable right now, please try again shortly',
  'zh-CN': '数据库暂时无法访问，请稍后重试',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  what: string;
  at: number;
  status: number;
  body: { status: number; msg: string; data: unknown } | null;
  text: string;
  retryAfter: string | null;
}

describe.skipIf(!PRIVATE_POSTGRES_AVAILABLE)('PostgreSQL restarted under load', () => {
  let postgres: PrivatePostgres;
  let server: ChildProcess;
  let url: string;
  let dataDir: string;
  const log: string[] = [];

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-outage-'));
    server = spawn(process.execPath, ['--import', TSX, API_HOST], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: postgres.url,
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: '0',
        JUDGE_WORKERS: '1',
        ADMIN_PASSWORD: PASSWORD,
        LOG_LEVEL: 'info',
        // The sweep runs through the outage too.
        FILE_SWEEP_INTERVAL_S: '1',
        VERDICT_JUDGE_PCH_DIR: 'off',
        TSX_DISABLE_CACHE: process.env.TSX_DISABLE_CACHE,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean));
    server.stdout!.on('data', keep);
    server.stderr!.on('data', keep);
    for (const deadline = Date.now() + 60_000; ; await sleep(100)) {
      const ready = log.map((line) => /^(\{"url":.*\})$/.exec(line)?.[1]).find(Boolean);
      if (ready) {
        url = (JSON.parse(ready) as { url: string }).url;
        break;
      }
      if (server.exitCode !== null || Date.now() > deadline) throw new Error(`the API did not start:\n${log.join('\n')}`);
    }
  });

  afterAll(async () => {
    if (server?.exitCode === null) {
      const exited = once(server, 'exit');
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    await postgres?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function call(what: string, method: string, route: string, token?: string, body?: unknown, lang = 'en-US'): Promise<Answer> {
    const headers: Record<string, string> = { 'accept-language': lang };
    if (token) headers.authorization = token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${url}${route}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      text = await res.text();
    } catch (error) {
      // No answer at all (the process died): status 0, which the assertions refuse.
      return { what, at: Date.now(), status: 0, body: null, text: String((error as Error).cause ?? error), retryAfter: null };
    }
    let parsed: Answer['body'] = null;
    try {
      parsed = JSON.parse(text) as Answer['body'];
    } catch {
      // Kept as text: the assertions show it.
    }
    return { what, at: Date.now(), status: res.status, body: parsed, text, retryAfter: res.headers.get('retry-after') };
  }

  it(
    'answers 503 in the envelope while PostgreSQL is down and 200 again once it is back, in the same process; nothing is half written',
    { timeout: 90_000 },
    async () => {
      const login = await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'root', password: PASSWORD }),
      });
      expect(login.status).toBe(200);
      const token = login.headers.get('authorization')!;
      expect((await call('switch', 'PUT', '/api/admin/switch/update', token, { defaultSubmitInterval: 0 })).body).toMatchObject({
        status: 200,
      });
      const created = await call('problem', 'POST', '/api/admin/problem', token, {
        // A time limit that leaves room for the first submission's sleep on a busy machine (wall limit ≈ twice it).
        problem: {
          problemId: 'OUT1',
          title: 'Outage',
          description: 'Add two numbers.',
          input: 'a b',
          output: 'a+b',
          auth: 1,
          timeLimit: 5000,
        },
        judgeMode: 'default',
        languages: ['Python3'],
        codeTemplates: [],
        tags: [],
        isUploadTestCase: false,
        samples: [{ input: '20 22\n', output: '42\n' }],
        changeJudgeCaseMode: false,
        changeModeCode: false,
      });
      expect(created.body, created.text).toMatchObject({ status: 200 });
      const submit = (n: number) =>
        call('submit', 'POST', '/api/submit-problem-judge', token, { pid: 'OUT1', language: 'Python3', code: `${SUM}# ${n}\n` });
      const detail = (submitId: number, lang?: string) =>
        call('detail', 'GET', `/api/get-submission-detail?submitId=${submitId}`, token, undefined, lang);

      // Judged slowly enough that its result is reported while PostgreSQL is down.
      const before = await call('submit', 'POST', '/api/submit-problem-judge', token, {
        pid: 'OUT1',
        language: 'Python3',
        code: `import time\ntime.sleep(2)\n${SUM}`,
      });
      expect(before.body, before.text).toMatchObject({ status: 200 });
      const beforeId = (before.body!.data as { submitId: number }).submitId;
      // The worker runs it (and sleeps in it) from here on.
      for (const deadline = Date.now() + 60_000; ; await sleep(50)) {
        const answer = await detail(beforeId);
        const status = (answer.body?.data as { submission?: { status: number } } | null)?.submission?.status;
        if (status === JudgeStatus.Judging) break;
        if (!IN_PROGRESS.includes(status ?? JudgeStatus.Pending) || Date.now() > deadline)
          throw new Error(`submission ${beforeId} not caught while it runs (${status})\n${log.slice(-20).join('\n')}`);
      }

      // Load: two readers and a submitter, until the end of the test.
      const answers: Answer[] = [];
      const tried = new Map<number, Answer>();
      let loading = true;
      const reader = async (route: () => string) => {
        while (loading) {
          answers.push(await call('read', 'GET', route(), token));
          await sleep(20);
        }
      };
      const submitter = async () => {
        for (let n = 1; loading; n++) {
          const answer = await submit(n);
          tried.set(n, answer);
          answers.push(answer);
          await sleep(200);
        }
      };
      const loads = [
        reader(() => `/api/get-submission-detail?submitId=${beforeId}`),
        reader(() => '/api/get-submission-list?currentPage=1&limit=10'),
        submitter(),
      ];
      /** Stops PostgreSQL under the load and starts it again; the times of its steps and of the answers that show them. */
      const restart = async () => {
        await sleep(300);
        const stopAt = Date.now();
        await postgres.stop();
        const stopped = Date.now();
        let first503: Answer | undefined;
        for (const deadline = Date.now() + 10_000; !first503 && Date.now() < deadline; await sleep(20))
          first503 = answers.find((a) => a.at > stopAt && a.status === 503);
        expect(first503, JSON.stringify(answers.at(-1))).toBeDefined();
        // Chinese too, with the same header.
        const zh = await detail(beforeId, 'zh-CN');
        expect([zh.status, zh.body, zh.retryAfter]).toEqual([
          503,
          { status: 503, msg: UNAVAILABLE['zh-CN'], data: null },
          String(RETRY_AFTER_S),
        ]);
        // Down until the worker's result for the first submission has met the outage.
        for (const deadline = Date.now() + 20_000; !log.some((line) => /cannot report task \d+ yet/.test(line)); await sleep(50))
          if (Date.now() > deadline) throw new Error(`the worker reported nothing during the outage\n${log.slice(-20).join('\n')}`);
        await sleep(500);
        const startAt = Date.now();
        await postgres.start();
        const started = Date.now();
        let back: Answer | undefined;
        for (const deadline = Date.now() + 10_000; !back && Date.now() < deadline; await sleep(50)) {
          const answer = await detail(beforeId);
          if (answer.status === 200) back = answer;
        }
        expect(back, log.slice(-20).join('\n')).toBeDefined();
        await sleep(500);
        return { stopAt, stopped, first503: first503!, startAt, started, back: back! };
      };
      let outage: Awaited<ReturnType<typeof restart>>;
      try {
        outage = await restart();
      } finally {
        loading = false;
        await Promise.all(loads);
      }
      const { stopAt, stopped, first503, startAt, started, back } = outage;
      console.info(
        `pg_ctl stop took ${stopped - stopAt} ms, first 503 ${first503.at - stopAt} ms after it began; ` +
          `pg_ctl start took ${started - startAt} ms, first 200 ${back.at - startAt} ms after it began ` +
          `(${answers.filter((a) => a.status === 503).length} answers 503 of ${answers.length})`,
      );

      // Never anything but a 200 or the envelope's 503 with Retry-After; no stack anywhere.
      expect(answers.filter((a) => a.status !== 200 && a.status !== 503).map((a) => `${a.what} ${a.status} ${a.text}`)).toEqual([]);
      for (const a of answers.filter((x) => x.status === 503)) {
        expect([a.body, a.retryAfter]).toEqual([{ status: 503, msg: UNAVAILABLE['en-US'], data: null }, String(RETRY_AFTER_S)]);
      }
      expect(answers.some((a) => a.at > back.at && a.what === 'submit' && a.status === 200)).toBe(true);
      // The same process throughout, the outage logged once, its end once; no stack, no restart of the worker.
      expect(server.exitCode).toBeNull();
      const lines = (pattern: RegExp) => log.filter((line) => pattern.test(line));
      expect(lines(/the database is unavailable/)).toHaveLength(1);
      expect(lines(/the database is back/)).toHaveLength(1);
      expect(lines(/"stack"|unhandled error|^\s+at /)).toEqual([]);
      expect(lines(/local judge worker exited/)).toEqual([]);

      // Judged once each: the submission made before, and every one the API accepted; nothing is half there.
      const accepted = [
        beforeId,
        ...[...tried.values()].filter((a) => a.status === 200).map((a) => (a.body!.data as { submitId: number }).submitId),
      ];
      const db = new pg.Client({ connectionString: postgres.url });
      await db.connect();
      try {
        for (const deadline = Date.now() + 45_000; ; await sleep(250)) {
          const { rows } = await db.query<{ n: number }>('select count(*)::int as n from submissions where status = any($1)', [
            IN_PROGRESS,
          ]);
          if (rows[0].n === 0) break;
          if (Date.now() > deadline) throw new Error(`submissions still being judged\n${log.slice(-30).join('\n')}`);
        }
        const { rows } = await db.query<{ submit_id: number; code: string; status: number; tasks: number; done: number; cases: number }>(`
          select s.submit_id, s.code, s.status,
            (select count(*)::int from judge_tasks t where t.submit_id = s.submit_id) as tasks,
            (select count(*)::int from judge_tasks t where t.submit_id = s.submit_id and t.state = 'done') as done,
            (select count(*)::int from judge_cases c where c.submit_id = s.submit_id) as cases
          from submissions s`);
        expect(rows.map((r) => r.submit_id).sort((a, b) => a - b)).toEqual(expect.arrayContaining(accepted.sort((a, b) => a - b)));
        for (const row of rows)
          expect(row, JSON.stringify(row)).toMatchObject({ status: JudgeStatus.Accepted, tasks: 1, done: 1, cases: 1 });
        // A submission refused with 503 is absent, or there whole (its commit made it before the answer was lost).
        const stored = new Set(rows.map((r) => r.code));
        const refused = [...tried].filter(([, a]) => a.status === 503).map(([n]) => `${SUM}# ${n}\n`);
        expect(refused.length).toBeGreaterThan(0);
        expect(rows.length).toBe(accepted.length + refused.filter((code) => stored.has(code)).length);
      } finally {
        await db.end();
      }
    },
  );

  it('a transaction cut by the stop between two statements writes nothing and fails as the database being unavailable; the pool connects again by itself', async () => {
    const database = await openDatabase({ databaseUrl: postgres.url, dataDir: 'memory' });
    try {
      const { db } = database;
      await db.execute(sql`create table outage_probe (n int)`);
      let entered!: () => void;
      let resume!: () => void;
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const gate = new Promise<void>((resolve) => (resume = resolve));
      const outcome = db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into outage_probe values (1)`);
          entered();
          // The connection is lent to this transaction, idle, when PostgreSQL ends it: heard, not a crash.
          await gate;
          await tx.execute(sql`insert into outage_probe values (2)`);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      await inside;
      await postgres.stop();
      resume();
      expect(isDatabaseUnavailable(await outcome)).toBe(true);
      // Refused while it is down (a new connection: ECONNREFUSED), served once it is back, by the same pool.
      expect(isDatabaseUnavailable(await db.execute(sql`select 1`).catch((error: unknown) => error))).toBe(true);
      await postgres.start();
      const { rows } = (await db.execute(sql`select count(*)::int as n from outage_probe`)) as unknown as { rows: { n: number }[] };
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await database.close();
    }
  });

  it('tells an unreachable database from other errors', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect' });
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const inQuery = (cause: Error) => Object.assign(new Error('Failed query: select 1'), { query: 'select 1', cause });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], ''))).toBe(true);
    expect(isDatabaseUnavailable(inQuery(terminated))).toBe(true);
    expect(isDatabaseUnavailable(inQuery(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', syscall: 'read' })))).toBe(true);
    expect(isDatabaseUnavailable(inQuery(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    // A client that hung up on its request, a constraint, bad data: not the database being away.
    expect(isDatabaseUnavailable(Object.assign(new Error('aborted'), { code: 'ECONNRESET', syscall: 'read' }))).toBe(false);
    expect(isDatabaseUnavailable(inQuery(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false);
    expect(isDatabaseUnavailable(inQuery(Object.assign(new Error('invalid input'), { code: '22P02' })))).toBe(false);
  });
});
