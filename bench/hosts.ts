// Benchmark (issue 18): several hosts on one machine, in Linux network namespaces (bench/lib/hosts-net.ts): a
// private PostgreSQL cluster, two API hosts (`./verdict start` with DATABASE_URL), a round-robin load balancer
// (bench/lib/hosts-lb.ts) and two judge hosts (`./verdict worker` against the balancer) with no route to
// PostgreSQL. The FPS sets are imported through the balancer and 200 of their reference solutions submitted by
// several users; then, each a phase with its own checks: kill -9 of a judge host holding a task, a judge host
// whose clock is 10 minutes ahead, kill -9 of an API host while clients poll. Checked everywhere: every
// submission judged exactly once with its expected verdict, test data fetched at most once per judge host and
// content hash, and (last) the problem and user counters equal to a recount from the submissions table.
// Needs root (namespaces, the sandbox). HOSTS_SUBMISSIONS overrides the 200 (for a quick look).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { execFileSync, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { IN_PROGRESS_STATUSES, JUDGE_STATUS_NAMES, JudgeStatus, type JudgeStatusCode } from '@verdict/shared';
import { buildIfNeeded } from '../apps/cli/src/commands/build.ts';
import { REPO_ROOT, TSX_LOADER } from '../apps/cli/src/paths.ts';
import { BACK, Topology, waitClosed, waitListening } from './lib/hosts-net.ts';

const SUBMISSIONS = Number(process.env.HOSTS_SUBMISSIONS ?? 200);
const USERS = 20;
const PASSWORD = 'Hosts1234';
const ROOT_PASSWORD = 'HostsRoot1';
const SECRET = 'hosts-bench-judge-secret';
const PG_BIN = '/usr/lib/postgresql/15/bin';
const FPS_DIR = '/work/shared/data/fps';
const FPS_FILES = ['PerformanceTest.xml', 'aplusb-multilang.xml', 'yibentong-1.1-examples.xml'];
/** PerformanceTest.xml's own judge stress programs (its solutions #3–#14) print something else than a+b. */
const STRESS = { title: 'A+B Problem', from: 3, to: 14 };
/** yibentong's 种树 (planting trees): its reference solution is judged Wrong Answer on the file's own cases. */
const FAILING = '种树';

const ADDRESS = {
  pg: '10.77.0.2',
  api1: '10.77.0.11',
  api2: '10.77.0.12',
  lbBack: '10.77.0.254',
  lbFront: '10.77.1.254',
  judge1: '10.77.1.21',
  judge2: '10.77.1.22',
};
const API_PORT = 8080;
const LB = `http://${ADDRESS.lbFront}:8080`;
const LB_STATS = `http://${ADDRESS.lbFront}:8099`;
const DATABASE_URL = `postgres://postgres@${ADDRESS.pg}:5432/verdict`;

interface LbStats {
  served: Record<string, number>;
  skipped: number;
  failed: number;
  downloads: Record<string, Record<string, number>>;
  results: { taskId: number; attempt: number; workerId: string; accepted: boolean | null }[];
}

interface Envelope<T = unknown> {
  status: number;
  msg: string;
  data: T;
}

interface Solution {
  problemId: string;
  language: string;
  code: string;
  expected: JudgeStatusCode;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => +(ms / 1000).toFixed(1);

/** A call through the load balancer; answers the envelope and the token header. */
async function call<T = unknown>(method: string, url: string, init: { token?: string; json?: object; form?: FormData } = {}) {
  const headers: Record<string, string> = { 'accept-language': 'en-US' };
  if (init.token) headers.authorization = init.token;
  if (init.json) headers['content-type'] = 'application/json';
  const res = await fetch(`${LB}/api${url}`, { method, headers, body: init.json ? JSON.stringify(init.json) : init.form });
  return { body: (await res.json()) as Envelope<T>, token: res.headers.get('authorization') ?? '' };
}

async function ok<T = unknown>(
  method: string,
  url: string,
  init: { token?: string; json?: object; form?: FormData } = {},
): Promise<{ data: T; token: string }> {
  const { body, token } = await call<T>(method, url, init);
  if (body.status !== 200) throw new Error(`${method} ${url}: ${body.status} ${body.msg}`);
  return { data: body.data, token };
}

const lbStats = async () => (await (await fetch(LB_STATS)).json()) as LbStats;

const failures: string[] = [];
function check(label: string, passed: boolean, detail = ''): boolean {
  console.log(`  ${passed ? 'ok  ' : 'FAIL'} ${label}${detail ? `: ${detail}` : ''}`);
  if (!passed) failures.push(label);
  return passed;
}

/** A private PostgreSQL cluster in the pg namespace (a throwaway: no fsync), answering on its address. */
function startPostgres(net: Topology, dir: string, log: fs.WriteStream): ChildProcess {
  fs.chownSync(dir, uidOf('postgres'), gidOf('postgres'));
  execFileSync('runuser', ['-u', 'postgres', '--', `${PG_BIN}/initdb`, '-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync'], {
    stdio: 'ignore',
  });
  fs.appendFileSync(path.join(dir, 'pg_hba.conf'), `host all all ${ADDRESS.pg.replace(/\.\d+$/, '.0')}/${BACK.prefix} trust\n`);
  const settings = [`listen_addresses=${ADDRESS.pg}`, `unix_socket_directories=${dir}`, 'fsync=off', 'max_connections=200'];
  return net.spawn(
    'pg',
    ['runuser', '-u', 'postgres', '--', `${PG_BIN}/postgres`, '-D', dir, ...settings.flatMap((s) => ['-c', s])],
    process.env,
    log,
  );
}

const idOf = (flag: string) => (name: string) => Number(execFileSync('id', [flag, name]).toString().trim());
const uidOf = idOf('-u');
const gidOf = idOf('-g');

class Hosts {
  readonly net = Topology.create([
    { name: 'pg', back: ADDRESS.pg },
    { name: 'api1', back: ADDRESS.api1 },
    { name: 'api2', back: ADDRESS.api2 },
    { name: 'lb', back: ADDRESS.lbBack, front: ADDRESS.lbFront },
    { name: 'judge1', front: ADDRESS.judge1 },
    { name: 'judge2', front: ADDRESS.judge2 },
  ]);
  readonly workers = new Map<string, ChildProcess>();

  constructor(
    readonly work: string,
    readonly log: fs.WriteStream,
  ) {}

  async startApi(name: 'api1' | 'api2'): Promise<void> {
    const dataDir = path.join(this.work, name);
    fs.mkdirSync(dataDir, { recursive: true });
    const env = {
      ...process.env,
      DATABASE_URL,
      DATA_DIR: dataDir,
      HOST: ADDRESS[name],
      PORT: String(API_PORT),
      JUDGE_WORKERS: '0',
      JUDGE_SECRET: SECRET,
      ADMIN_PASSWORD: ROOT_PASSWORD,
      TRUST_PROXY: ADDRESS.lbBack,
      LOG_LEVEL: 'warn',
    };
    const child = this.net.spawn(name, [path.join(REPO_ROOT, 'verdict'), 'start'], env, this.log);
    await waitListening(ADDRESS[name], API_PORT, 180_000, () => child.exitCode === null);
  }

  /** `./verdict worker` on a judge host, against the balancer; `clock` runs it under libfaketime. */
  startWorker(name: 'judge1' | 'judge2', clock?: string): void {
    const tmp = path.join(this.work, name);
    fs.mkdirSync(tmp, { recursive: true, mode: 0o700 });
    const command = [
      path.join(REPO_ROOT, 'verdict'),
      'worker',
      '--server',
      LB,
      '--name',
      name,
      '--instance-key',
      name,
      '--concurrency',
      '1',
    ];
    const env = { ...process.env, TMPDIR: tmp, VERDICT_JUDGE_SECRET: SECRET };
    this.workers.set(name, this.net.spawn(name, clock ? ['faketime', '-f', clock, ...command] : command, env, this.log));
  }

  /** SIGTERM: the worker finishes the tasks in hand and exits. */
  async stopWorker(name: string): Promise<void> {
    const child = this.workers.get(name)!;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }

  /** The worker's cached test data files (its content-addressed cache in its TMPDIR). */
  cachedFiles(name: string): number {
    const dir = path.join(this.work, name, 'verdict-worker-cache');
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => /^[0-9a-f]{64}$/.test(f)).length : 0;
  }
}

/** Submits each solution from the next user in turn, a few at a time; answers the submission ids, in order. */
async function submitAll(tokens: string[], solutions: Solution[]): Promise<number[]> {
  const ids: number[] = new Array(solutions.length);
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < solutions.length; i = next++) {
      const s = solutions[i];
      const { data } = await ok<{ submitId: number }>('POST', '/submit-problem-judge', {
        token: tokens[i % tokens.length],
        json: { pid: s.problemId, language: s.language, code: s.code },
      });
      ids[i] = data.submitId;
    }
  };
  await Promise.all(Array.from({ length: 6 }, lane));
  return ids;
}

/** Waits until none of the submissions is in progress; answers the milliseconds it took. */
async function drained(db: pg.Client, ids: number[], timeoutMs: number): Promise<number> {
  const began = Date.now();
  for (;;) {
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int n from submissions where submit_id = any($1) and status = any($2)',
      [ids, IN_PROGRESS_STATUSES],
    );
    if (rows[0].n === 0) return Date.now() - began;
    if (Date.now() - began > timeoutMs) throw new Error(`${rows[0].n} submissions still in progress after ${timeoutMs / 1000} s`);
    await sleep(250);
  }
}

interface JudgedFigures {
  submissions: number;
  rightVerdict: number;
  judgedOnce: boolean;
  reattempted: number;
}

/**
 * Each submission judged exactly once: one task, done, one result the server took for it (the balancer saw every
 * result a worker sent), one row per case, and the expected verdict. `reattemptsAllowed`: tasks a fault took
 * from their worker are claimed again (attempt > 1); elsewhere every task is judged at its first claim.
 */
async function checkJudged(
  db: pg.Client,
  label: string,
  ids: number[],
  expected: JudgeStatusCode[],
  reattemptsAllowed: boolean,
): Promise<JudgedFigures> {
  const { rows } = await db.query<{
    submit_id: number;
    status: number;
    tasks: number;
    task_id: number;
    state: string;
    attempt: number;
    cases: number;
    problem_cases: number;
    what: string;
  }>(
    `select s.submit_id, s.status, (select title from problems p where p.id = s.pid) || ' ' || s.language what,
            (select count(*)::int from judge_tasks t where t.submit_id = s.submit_id) tasks,
            (select max(t.id) from judge_tasks t where t.submit_id = s.submit_id) task_id,
            (select max(t.state) from judge_tasks t where t.submit_id = s.submit_id) state,
            (select max(t.attempt) from judge_tasks t where t.submit_id = s.submit_id) attempt,
            (select count(*)::int from judge_cases c where c.submit_id = s.submit_id) cases,
            (select count(*)::int from problem_cases c where c.problem_id = s.pid) problem_cases
     from submissions s where s.submit_id = any($1)`,
    [ids],
  );
  const byId = new Map(rows.map((r) => [r.submit_id, r]));
  const results = (await lbStats()).results;
  const accepted = new Map<number, number>();
  for (const r of results) if (r.accepted) accepted.set(r.taskId, (accepted.get(r.taskId) ?? 0) + 1);
  let right = 0;
  const wrong: string[] = [];
  let once = rows.length === ids.length;
  let reattempted = 0;
  ids.forEach((id, i) => {
    const r = byId.get(id);
    if (!r) return;
    if (r.status === expected[i]) right++;
    else if (wrong.length < 5)
      wrong.push(`#${id} ${r.what}: ${JUDGE_STATUS_NAMES[r.status as JudgeStatusCode]} (expected ${JUDGE_STATUS_NAMES[expected[i]]})`);
    // A compile error has no case rows; any other verdict one per case.
    const casesRight = r.status === JudgeStatus.CompileError ? r.cases === 0 : r.cases === r.problem_cases;
    if (r.tasks !== 1 || r.state !== 'done' || accepted.get(r.task_id) !== 1 || !casesRight) once = false;
    if (r.attempt > 1) reattempted++;
  });
  check(`${label}: ${ids.length} submissions, each with the expected verdict`, right === ids.length, wrong.join(', '));
  check(`${label}: each judged exactly once (one task, done, one result taken, one row per case)`, once);
  if (!reattemptsAllowed) check(`${label}: every task judged at its first claim`, reattempted === 0, `${reattempted} claimed again`);
  return { submissions: ids.length, rightVerdict: right, judgedOnce: once, reattempted };
}

/** Downloads per judge host (by its address at the balancer): no content hash twice. */
async function checkDownloads(label: string): Promise<Record<string, { downloads: number; hashes: number }>> {
  const { downloads } = await lbStats();
  const figures: Record<string, { downloads: number; hashes: number }> = {};
  let once = true;
  for (const host of ['judge1', 'judge2'] as const) {
    const perHash = downloads[ADDRESS[host]] ?? {};
    const counts = Object.values(perHash);
    figures[host] = { downloads: counts.reduce((a, b) => a + b, 0), hashes: counts.length };
    if (counts.some((n) => n > 1)) once = false;
  }
  check(`${label}: test data fetched at most once per judge host and content hash`, once, JSON.stringify(figures));
  return figures;
}

/** The current registration of a judge host's worker (its instance key is its name). */
async function workerIdOf(db: pg.Client, name: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    'select id from judge_servers where instance_key = $1 order by registered_at desc limit 1',
    [name],
  );
  return rows[0]?.id ?? null;
}

async function waitForWorkers(db: pg.Client, names: string[], since: Date): Promise<void> {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(250)) {
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int n from judge_servers where instance_key = any($1) and registered_at >= $2',
      [names, since],
    );
    if (rows[0].n === names.length) return;
  }
  throw new Error(`the workers ${names.join(', ')} did not register`);
}

/** Imports an FPS file through the balancer: the job runs on the host that took the upload, and either host answers its progress. */
async function importFps(token: string, file: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([fs.readFileSync(path.join(FPS_DIR, file))]), file);
  const { data } = await ok<{ jobId: string }>('POST', '/file/import-problem', { token, form });
  for (const deadline = Date.now() + 300_000; Date.now() < deadline; await sleep(250)) {
    const { body } = await call<{ state: string; report: { failed: unknown[]; imported: unknown[] } }>(
      'GET',
      `/admin/problem/import-progress?jobId=${data.jobId}`,
      { token },
    );
    if (body.status !== 200) throw new Error(`import of ${file}: ${body.status} ${body.msg}`);
    if (body.data.state === 'running') continue;
    if (body.data.state !== 'done' || body.data.report.failed.length) throw new Error(`import of ${file}: ${JSON.stringify(body.data)}`);
    return body.data.report.imported.length;
  }
  throw new Error(`import of ${file} did not finish`);
}

/** The FPS files' reference solutions that have a language here, with their expected verdict. */
async function referenceSolutions(db: pg.Client): Promise<Solution[]> {
  const { rows } = await db.query<{ problem_id: string; title: string; language: string; code: string; n: number }>(
    `select p.problem_id, p.title, r.language, r.code, row_number() over (partition by r.pid order by r.id)::int n
     from reference_solutions r join problems p on p.id = r.pid where r.language is not null order by r.id`,
  );
  return rows
    .filter((r) => !(r.title === STRESS.title && r.n >= STRESS.from && r.n <= STRESS.to) && !r.title.includes(FAILING))
    .map((r) => ({ problemId: r.problem_id, language: r.language, code: r.code, expected: JudgeStatus.Accepted }));
}

/** Solutions for a phase: `count` of them, taking each of the pool in turn from `start`. */
const pick = (pool: Solution[], start: number, count: number) => Array.from({ length: count }, (_, i) => pool[(start + i) % pool.length]);

export async function main(): Promise<void> {
  if (process.getuid?.() !== 0) throw new Error('bench hosts needs root (network namespaces, the judge sandbox)');
  const began = Date.now();
  await buildIfNeeded();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-bench-hosts-'));
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-bench-hosts-pg-'));
  const log = fs.createWriteStream(path.join(work, 'hosts.log'));
  let hosts: Hosts | null = null;
  let db: pg.Client | null = null;
  let finished = false;
  // The hosts' output is kept when something failed (or HOSTS_KEEP_LOG is set); the rest goes.
  const teardown = () => {
    hosts?.net.destroy();
    fs.rmSync(pgDir, { recursive: true, force: true });
    const keep = !finished || failures.length > 0 || !!process.env.HOSTS_KEEP_LOG;
    for (const entry of fs.readdirSync(work))
      if (!keep || entry !== 'hosts.log') fs.rmSync(path.join(work, entry), { recursive: true, force: true });
    if (keep) console.log(`host logs: ${path.join(work, 'hosts.log')}`);
    else fs.rmSync(work, { recursive: true, force: true });
  };
  const interrupted = () => {
    console.log('interrupted: tearing the hosts down');
    teardown();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const phases: Record<string, number> = {};
  const timed = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    const start = Date.now();
    console.log(`${name}…`);
    try {
      return await fn();
    } finally {
      phases[name] = seconds(Date.now() - start);
    }
  };
  try {
    hosts = new Hosts(work, log);
    const h = hosts;
    await timed('hosts', async () => {
      startPostgres(h.net, pgDir, log);
      await waitListening(ADDRESS.pg, 5432, 60_000);
      const admin = new pg.Client({ connectionString: `postgres://postgres@${ADDRESS.pg}:5432/postgres` });
      await admin.connect();
      await admin.query('create database verdict');
      await admin.end();
      await h.startApi('api1'); // first: it migrates the empty database
      await h.startApi('api2');
      const upstreams = [ADDRESS.api1, ADDRESS.api2].map((a) => `http://${a}:${API_PORT}`);
      h.net.spawn(
        'lb',
        [
          process.execPath,
          '--import',
          TSX_LOADER,
          path.join(import.meta.dirname, 'lib/hosts-lb.ts'),
          '0.0.0.0',
          '8080',
          '8099',
          ...upstreams,
        ],
        process.env,
        log,
      );
      await waitListening(ADDRESS.lbFront, 8080, 30_000);
      h.startWorker('judge1');
      h.startWorker('judge2');
    });
    db = new pg.Client({ connectionString: DATABASE_URL });
    await db.connect();
    await waitForWorkers(db, ['judge1', 'judge2'], new Date(0));

    // The judge hosts cannot reach PostgreSQL (an API host can: the check itself can fail).
    const probe = (host: string) =>
      hosts!.net.run(host, [
        process.execPath,
        '-e',
        `require('net').connect(5432, '${ADDRESS.pg}').on('connect', () => { console.log('connected'); process.exit(0) }).on('error', (e) => { console.log(e.code); process.exit(3) })`,
      ]);
    const fromJudge = [probe('judge1'), probe('judge2')];
    const fromApi = probe('api1');
    check(
      'the judge hosts have no route to PostgreSQL',
      fromJudge.every((p) => p.code !== 0),
      fromJudge.map((p) => p.output.trim()).join(', '),
    );
    check('an API host reaches PostgreSQL', fromApi.code === 0, fromApi.output.trim());

    const { token: root } = await ok('POST', '/login', { json: { username: 'root', password: ROOT_PASSWORD } });
    await ok('PUT', '/admin/switch/update', { token: root, json: { defaultSubmitInterval: 0 } });
    const imported = await timed('import', async () => {
      let n = 0;
      for (const file of FPS_FILES) n += await importFps(root, file);
      return n;
    });
    const usernames = Array.from({ length: USERS }, (_, i) => `hosts_${i}`);
    await ok('POST', '/admin/user/insert-batch-user', { token: root, json: { users: usernames.map((u) => [u, PASSWORD]) } });
    const tokens: string[] = [];
    for (const username of usernames) tokens.push((await ok('POST', '/login', { json: { username, password: PASSWORD } })).token);
    const pool = await referenceSolutions(db);
    console.log(`${imported} problems imported through the balancer, ${pool.length} reference solutions to submit, ${USERS} users`);
    const allIds: number[] = [];

    // 1. The load: every submission judged once, right; test data fetched once per judge host.
    const main = await timed('submissions', async () => {
      const solutions = pick(pool, 0, SUBMISSIONS);
      const ids = await submitAll(tokens, solutions);
      allIds.push(...ids);
      const drainMs = await drained(db!, ids, 600_000);
      console.log(`  ${ids.length} submissions judged, the queue drained ${seconds(drainMs)} s after the last was accepted`);
      const served = (await lbStats()).served;
      console.log(`  requests per API host: ${JSON.stringify(served)}`);
      return {
        ...(await checkJudged(
          db!,
          'load',
          ids,
          solutions.map((s) => s.expected),
          false,
        )),
        drainS: seconds(drainMs),
      };
    });
    const { rows: judgers } = await db.query<{ judger: string; n: number }>(
      'select judger, count(*)::int n from submissions where submit_id = any($1) group by judger order by judger',
      [allIds],
    );
    console.log(`  judged per host: ${judgers.map((r) => `${r.judger} ${r.n}`).join(', ')}`);
    check('both judge hosts took part', judgers.length === 2);
    const downloads = await checkDownloads('load');

    // 2a. kill -9 of a judge host while it holds a task: the task goes back to the queue and is judged once.
    const judgeKill = await timed('fault: kill -9 of a judge host', async () => {
      // C++ (a compile of a second or more): a task is held long enough to be caught holding it.
      const solutions = pick(
        pool.filter((s) => s.language.includes('C++')),
        0,
        12,
      );
      const ids = await submitAll(tokens, solutions);
      allIds.push(...ids);
      const victim = (await workerIdOf(db!, 'judge1'))!;
      let held: number[] = [];
      for (const deadline = Date.now() + 60_000; Date.now() < deadline && !held.length; await sleep(50)) {
        const { rows } = await db!.query<{ id: number }>(
          `select id from judge_tasks where worker_id = $1 and state = 'running' and submit_id = any($2)`,
          [victim, ids],
        );
        held = rows.map((r) => r.id);
      }
      if (!check('judge1 held a task when it was killed', held.length > 0)) return null;
      const killed = await h.net.killHostAndWait('judge1');
      const killedAt = new Date();
      console.log(`  kill -9 of judge1's ${killed} processes while it held task ${held.join(', ')}`);
      h.startWorker('judge1');
      await waitForWorkers(db!, ['judge1'], killedAt);
      const requeuedMs = await (async () => {
        const start = Date.now();
        for (;;) {
          const { rows } = await db!.query<{ n: number }>(
            `select count(*)::int n from judge_tasks where id = any($1) and worker_id = $2 and state = 'running'`,
            [held, victim],
          );
          if (rows[0].n === 0) return Date.now() - start;
          await sleep(100);
        }
      })();
      await drained(db!, ids, 300_000);
      const judged = await checkJudged(
        db!,
        'judge killed',
        ids,
        solutions.map((s) => s.expected),
        true,
      );
      const { rows } = await db!.query<{ attempt: number; worker_id: string }>(
        'select attempt, worker_id from judge_tasks where id = any($1)',
        [held],
      );
      const results = (await lbStats()).results.filter((r) => held.includes(r.taskId));
      check(
        "the killed host's tasks were judged again by a later claim, the dead one's attempt reported nothing",
        rows.every((r) => r.attempt > 1 && r.worker_id !== victim) && results.every((r) => r.workerId !== victim),
        JSON.stringify(rows),
      );
      return { ...judged, killedTasks: held.length, requeuedS: seconds(requeuedMs) };
    });
    await checkDownloads('after the judge kill (the restarted host keeps its cache)');

    // 2c. A judge host whose clock is 10 minutes ahead: its tasks are judged once, never taken back by the lease.
    const skewed = await timed('fault: judge host clock +10 min', async () => {
      await h.stopWorker('judge1');
      await h.stopWorker('judge2');
      const restartedAt = new Date();
      h.startWorker('judge2', '+10m');
      await waitForWorkers(db!, ['judge2'], restartedAt);
      const offset =
        Number(h.net.run('judge2', ['faketime', '-f', '+10m', process.execPath, '-e', 'console.log(Date.now())']).output) - Date.now();
      check("judge2's clock is 10 minutes ahead", Math.abs(offset - 600_000) < 5_000, `${seconds(offset)} s`);
      const solutions = pick(pool, SUBMISSIONS, 20);
      const ids = await submitAll(tokens, solutions);
      allIds.push(...ids);
      // While it judges: the leases it holds end within LEASE_SECONDS of the server's clock, not 10 minutes off.
      const lease = { leftS: null as number | null };
      const watching = (async () => {
        for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(100)) {
          const { rows } = await db!.query<{ left: number }>(
            `select extract(epoch from lease_expires_at - now())::float8 as left
             from judge_tasks where submit_id = any($1) and state = 'running' limit 1`,
            [ids],
          );
          if (rows[0]) lease.leftS = rows[0].left;
          if (rows[0] === undefined && lease.leftS !== null) return;
        }
      })();
      const drainMs = await drained(db!, ids, 300_000);
      await watching;
      check(
        'its leases run on the server clock (0 < lease left ≤ 60 s)',
        lease.leftS !== null && lease.leftS > 0 && lease.leftS <= 60,
        `${lease.leftS?.toFixed(1)} s left`,
      );
      const judged = await checkJudged(
        db!,
        'clock +10 min',
        ids,
        solutions.map((s) => s.expected),
        false,
      );
      const { rows } = await db!.query<{ n: number }>(
        `select count(*)::int n from submissions where submit_id = any($1) and judger = 'judge2'`,
        [ids],
      );
      check('all of them judged by the skewed host', rows[0].n === ids.length, `${rows[0].n}`);
      await h.stopWorker('judge2');
      const back = new Date();
      h.startWorker('judge1');
      h.startWorker('judge2');
      await waitForWorkers(db!, ['judge1', 'judge2'], back);
      return { ...judged, clockOffsetS: seconds(offset), drainS: seconds(drainMs) };
    });

    // 2b. kill -9 of an API host while clients poll through the balancer: the other one answers; nothing lost or doubled.
    const apiKill = await timed('fault: kill -9 of an API host', async () => {
      const solutions = pick(pool, SUBMISSIONS + 20, 30);
      const ids = await submitAll(tokens, solutions);
      allIds.push(...ids);
      let polls = 0;
      const errors: string[] = [];
      let polling = true;
      const poller = async (token: string, submitId: number) => {
        while (polling) {
          for (const url of [`/get-submission-detail?submitId=${submitId}`, '/get-submission-list?currentPage=1&limit=15']) {
            try {
              const { body } = await call('GET', url, { token });
              if (body.status !== 200) errors.push(`${url.split('?')[0]} ${body.status} ${body.msg}`);
            } catch (error) {
              errors.push(`${url.split('?')[0]} ${(error as Error).message}`);
            }
            polls++;
          }
          await sleep(200);
        }
      };
      const pollers = tokens.map((t, i) => poller(t, ids[i % ids.length]));
      await sleep(2000);
      const killed = await h.net.killHostAndWait('api1');
      const closedMs = await waitClosed(ADDRESS.api1, API_PORT, 30_000);
      console.log(
        `  kill -9 of api1's ${killed} processes while ${tokens.length} clients poll (its port refused connections ${closedMs} ms later)`,
      );
      const after = pick(pool, SUBMISSIONS + 50, 10);
      const afterIds = await submitAll(tokens, after);
      allIds.push(...afterIds);
      const drainMs = await drained(db!, [...ids, ...afterIds], 300_000);
      await sleep(1000);
      polling = false;
      await Promise.all(pollers);
      check(`every poll answered (${polls} polls through the balancer)`, errors.length === 0, errors.slice(0, 3).join(' | '));
      const judged = await checkJudged(
        db!,
        'API host killed',
        [...ids, ...afterIds],
        [...solutions, ...after].map((s) => s.expected),
        true,
      );
      return { ...judged, polls, pollErrors: errors.length, drainS: seconds(drainMs) };
    });

    // Nothing lost or counted twice: what the bench submitted, once each; the counters the API shows equal a recount.
    const counters = await timed('counters', async () => {
      const { rows: stored } = await db!.query<{ n: number; distinct: number }>(
        `select count(*)::int n, count(distinct submit_id)::int as distinct from submissions where uid in (select uid from users where username like 'hosts\\_%')`,
      );
      check(
        'the submissions table holds each accepted submit once',
        stored[0].n === allIds.length && new Set(allIds).size === allIds.length,
        `${stored[0].n} rows, ${allIds.length} submits`,
      );
      let userMismatch = 0;
      for (const username of usernames) {
        const { data } = await ok<{ total: number; solvedList: string[] }>('GET', `/get-user-home-info?username=${username}`);
        const { rows } = await db!.query<{ total: number; solved: number; accepted: number; recorded: number }>(
          `select (select count(*)::int from submissions s where s.uid = u.uid and s.cid = 0) total,
                  (select count(distinct pid)::int from submissions s where s.uid = u.uid and s.cid = 0 and s.status = 0) solved,
                  (select count(*)::int from submissions s where s.uid = u.uid and s.cid = 0 and s.status = 0) accepted,
                  (select count(*)::int from accepted_problems a where a.uid = u.uid) recorded
           from users u where u.username = $1`,
          [username],
        );
        const r = rows[0];
        if (data.total !== r.total || data.solvedList.length !== r.solved || r.accepted !== r.recorded) userMismatch++;
      }
      check(
        `user counters (submitted, solved, accepted records) equal a recount, ${usernames.length} users`,
        userMismatch === 0,
        `${userMismatch} differ`,
      );
      const { rows: problems } = await db!.query<{ problem_id: string; total: number; ac: number }>(
        `select p.problem_id, count(s.submit_id)::int total, (count(*) filter (where s.status = 0))::int ac
         from problems p join submissions s on s.pid = p.id and s.cid = 0 group by p.problem_id`,
      );
      let problemMismatch = 0;
      for (const p of problems) {
        const { data } = await ok<{ problemCount: { total: number; ac: number } }>(
          'GET',
          `/get-problem-detail?problemId=${encodeURIComponent(p.problem_id)}`,
          { token: root },
        );
        if (data.problemCount.total !== p.total || data.problemCount.ac !== p.ac) problemMismatch++;
      }
      check(
        `problem counters (total, accepted) equal a recount, ${problems.length} problems`,
        problemMismatch === 0,
        `${problemMismatch} differ`,
      );
      return { users: usernames.length, problems: problems.length, mismatches: userMismatch + problemMismatch };
    });

    const finalDownloads = await checkDownloads('whole run');
    const cache = { judge1: h.cachedFiles('judge1'), judge2: h.cachedFiles('judge2') };
    check(
      "each judge host's cache holds one file per hash it fetched",
      cache.judge1 === finalDownloads.judge1.hashes && cache.judge2 === finalDownloads.judge2.hashes,
      JSON.stringify(cache),
    );
    const stats = await lbStats();
    const wallMs = Date.now() - began;
    console.log(`phases (s): ${JSON.stringify(phases)}`);
    console.log(
      JSON.stringify({
        bench: 'hosts',
        submissions: SUBMISSIONS,
        judgedOnce: main.judgedOnce && !!judgeKill?.judgedOnce && skewed.judgedOnce && apiKill.judgedOnce,
        rightVerdicts: main.rightVerdict,
        drainS: main.drainS,
        downloads,
        downloadsWholeRun: finalDownloads,
        judgeKill,
        clockSkew: skewed,
        apiKill,
        counters,
        lb: { served: stats.served, skipped: stats.skipped, failed: stats.failed },
        phasesS: phases,
        failures,
        ok: failures.length === 0,
        wallMs,
      }),
    );
    finished = true;
  } finally {
    await db?.end().catch(() => {});
    log.end();
    teardown();
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  }
  // `./verdict bench` exits 0 when main returns; the JSON line above stays the last one.
  if (failures.length) process.exit(1);
}
