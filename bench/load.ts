// Benchmark (issue 18): 500 virtual users, created through the back office's batch import and logged in, poll
// the status page and the lists (each about once a second) while submissions arrive from distinct users at 20 a
// second, for 2 minutes, on PostgreSQL with the local judge workers. Then every submission must reach its final
// verdict, judged exactly once (one task, one attempt). The baseline in the same run: the same reads with no
// submissions and no judging. Figures: read latency percentiles, submit latency, errors, the queue's drain time.
// LOAD_USERS, LOAD_SUBMIT_RATE and LOAD_DURATION_S override the sizes (for a quick look).
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { withBenchServer } from './lib/harness.ts';

const USERS = Number(process.env.LOAD_USERS ?? 500);
const SUBMIT_RATE = Number(process.env.LOAD_SUBMIT_RATE ?? 20);
const DURATION_S = Number(process.env.LOAD_DURATION_S ?? 120);
const BASELINE_S = Math.min(20, DURATION_S);
const PASSWORD = 'Load1234';
const ROOT_PASSWORD = 'BenchRoot1';
const READ_P99_TARGET_MS = 200;
const CODE = 'a, b = map(int, input().split())\nprint(a + b)\n';

interface PhaseResult {
  reads: number;
  readErrors: number;
  readP50: number;
  readP95: number;
  readP99: number;
  submits: number;
  submitErrors: number;
  submitP50: number;
  submitP99: number;
  submitIds: number[];
  errorSamples: string[];
}

// Each virtual user polls one of the read calls about once a second (jittered); the submitter picks the next user
// in turn. Latencies are taken around fetch, in a thread of its own so the server's event loop is not shared.
const LOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, tokens, durationS, submitRate, code, pid } = workerData;
const reads = [], submits = [], submitIds = [], errors = [];
let readErrors = 0, submitErrors = 0, lastSubmitId = 0;
const until = Date.now() + durationS * 1000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const paths = () => [
  '/api/get-submission-list?currentPage=1&limit=15',
  '/api/get-problem-list?currentPage=1&limit=30',
  '/api/get-submission-list?currentPage=1&limit=15&onlyMine=true',
  lastSubmitId ? '/api/get-submission-detail?submitId=' + lastSubmitId : '/api/get-recent-seven-ac-rank',
];
async function call(path, init, token) {
  const began = performance.now();
  const res = await fetch(url + path, { ...init, headers: { ...(init && init.headers), authorization: token } });
  const body = await res.json();
  const ms = performance.now() - began;
  if (res.status !== 200 || body.status !== 200) throw new Error(path.split('?')[0] + ' ' + res.status + ' ' + JSON.stringify(body).slice(0, 120));
  return { ms, body };
}
async function user(token, i) {
  await sleep(Math.random() * 1000);
  while (Date.now() < until) {
    const list = paths();
    try { reads.push((await call(list[i++ % list.length], undefined, token)).ms); }
    catch (e) { readErrors++; if (errors.length < 5) errors.push(String(e.message)); }
    await sleep(800 + Math.random() * 400);
  }
}
async function submitter() {
  if (!submitRate) return;
  const gap = 1000 / submitRate;
  let n = 0;
  const pending = [];
  for (let next = Date.now(); Date.now() < until; next += gap) {
    await sleep(Math.max(0, next - Date.now()));
    const token = tokens[n++ % tokens.length];
    pending.push(call('/api/submit-problem-judge', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pid, language: 'Python3', code }) }, token)
      .then(({ ms, body }) => { submits.push(ms); submitIds.push(body.data.submitId); lastSubmitId = body.data.submitId; })
      .catch((e) => { submitErrors++; if (errors.length < 5) errors.push(String(e.message)); }));
  }
  await Promise.all(pending);
}
const at = (xs, q) => { const s = [...xs].sort((a, b) => a - b); return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))] : 0; };
Promise.all([...tokens.map((t, i) => user(t, i)), submitter()]).then(() => parentPort.postMessage({
  reads: reads.length, readErrors, readP50: at(reads, 0.5), readP95: at(reads, 0.95), readP99: at(reads, 0.99),
  submits: submits.length, submitErrors, submitP50: at(submits, 0.5), submitP99: at(submits, 0.99), submitIds, errorSamples: errors,
}));
`;

function phase(workerData: object): Promise<PhaseResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_WORKER, { eval: true, workerData });
    worker.once('message', (result: PhaseResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

async function post(url: string, path: string, body: object, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { status: number; msg: string; data: unknown };
  if (json.status !== 200) throw new Error(`${path}: ${json.status} ${json.msg}`);
  return { json, token: res.headers.get('authorization') ?? '' };
}

/** Logs every user in, a few at a time, each from an address of its own (the login limit counts per address). */
async function logIn(url: string, usernames: string[]): Promise<string[]> {
  const tokens: string[] = new Array(usernames.length);
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < usernames.length; i = next++) {
      const address = `10.77.${i >> 8}.${i & 255}`;
      tokens[i] = (await post(url, '/api/login', { username: usernames[i], password: PASSWORD }, { 'x-forwarded-for': address })).token;
    }
  };
  await Promise.all(Array.from({ length: 8 }, lane));
  return tokens;
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

export async function main(): Promise<void> {
  const workers = Math.max(1, os.availableParallelism());
  await withBenchServer(
    ROOT_PASSWORD,
    async (server, databaseUrl) => {
      const { token: root } = await post(server.url, '/api/admin/login', { username: 'root', password: ROOT_PASSWORD });
      const usernames = Array.from({ length: USERS }, (_, i) => `load_${i}`);
      const imported = await post(
        server.url,
        '/api/admin/user/insert-batch-user',
        { users: usernames.map((u) => [u, PASSWORD]) },
        { authorization: root },
      );
      const { inserted } = imported.json.data as { inserted: number };
      if (inserted !== USERS) throw new Error(`the batch import inserted ${inserted} of ${USERS}`);
      const loginBegan = Date.now();
      const tokens = await logIn(server.url, usernames);
      console.log(`${USERS} users imported through the back office and logged in (${((Date.now() - loginBegan) / 1000).toFixed(1)} s)`);

      const common = { url: server.url, tokens, code: CODE, pid: '1000' };
      await phase({ ...common, durationS: 5, submitRate: 0 }); // warm-up: compiled code paths, pooled connections
      const baseline = await phase({ ...common, durationS: BASELINE_S, submitRate: 0 });
      console.log(
        `baseline, reads only (${BASELINE_S} s): ${baseline.reads} reads, p50 ${fmt(baseline.readP50)}, p95 ${fmt(baseline.readP95)}, p99 ${fmt(baseline.readP99)}, ${baseline.readErrors} errors`,
      );
      const loadBegan = Date.now();
      const loaded = await phase({ ...common, durationS: DURATION_S, submitRate: SUBMIT_RATE });
      console.log(
        `under load (${DURATION_S} s, ${SUBMIT_RATE} submissions/s): ${loaded.reads} reads, p50 ${fmt(loaded.readP50)}, p95 ${fmt(loaded.readP95)}, p99 ${fmt(loaded.readP99)}, ${loaded.readErrors} errors; ` +
          `${loaded.submits} submissions, p50 ${fmt(loaded.submitP50)}, p99 ${fmt(loaded.submitP99)}, ${loaded.submitErrors} errors`,
      );
      if (loaded.errorSamples.length) console.log(`errors seen: ${loaded.errorSamples.join(' | ')}`);

      // Every submission judged, once: one task each, finished at its first attempt, a final verdict.
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        let left = -1;
        for (const deadline = Date.now() + 15 * 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 500))) {
          left = Number(
            (await client.query(`select count(*) n from judge_tasks where state <> 'done' and submit_id is not null`)).rows[0].n,
          );
          if (left === 0) break;
        }
        const drainedS = (Date.now() - loadBegan) / 1000 - DURATION_S;
        const { rows } = await client.query<{ submissions: string; tasks: string; retried: string; accepted: string }>(
          `select (select count(*) from submissions where submit_id = any($1)) submissions,
                  (select count(*) from judge_tasks where submit_id = any($1)) tasks,
                  (select count(*) from judge_tasks where submit_id = any($1) and attempt <> 1) retried,
                  (select count(*) from submissions where submit_id = any($1) and status = 0) accepted`,
          [loaded.submitIds],
        );
        const counts = Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, Number(v)]));
        console.log(
          `judged: ${counts.accepted} of ${loaded.submits} accepted, ${counts.tasks} tasks, ${counts.retried} judged more than once, queue drained ${drainedS.toFixed(1)} s after the load stopped (${workers} local workers)`,
        );
        const ratio = loaded.readP99 / Math.max(baseline.readP99, 0.1);
        console.log(`read p99 under load / without: ${ratio.toFixed(2)}× (target p99 ≤ ${READ_P99_TARGET_MS} ms)`);
        const ok =
          left === 0 &&
          loaded.readErrors + loaded.submitErrors === 0 &&
          counts.submissions === loaded.submits &&
          counts.tasks === loaded.submits &&
          counts.retried === 0 &&
          counts.accepted === loaded.submits;
        console.log(
          JSON.stringify({
            bench: 'load',
            users: USERS,
            submitRate: SUBMIT_RATE,
            durationS: DURATION_S,
            reads: loaded.reads,
            readP50Ms: +loaded.readP50.toFixed(1),
            readP95Ms: +loaded.readP95.toFixed(1),
            readP99Ms: +loaded.readP99.toFixed(1),
            baselineReadP99Ms: +baseline.readP99.toFixed(1),
            submissions: loaded.submits,
            submitP99Ms: +loaded.submitP99.toFixed(1),
            errors: loaded.readErrors + loaded.submitErrors,
            judgedOnce: counts.tasks === loaded.submits && counts.retried === 0,
            accepted: counts.accepted,
            drainS: +drainedS.toFixed(1),
            ok,
          }),
        );
      } finally {
        await client.end();
      }
    },
    { demo: true, judgeWorkers: workers, trustProxy: ['127.0.0.1'] },
  );
}
