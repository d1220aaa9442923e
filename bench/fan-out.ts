// Benchmark (issue 18, fan-out): the wall time of one 50-case submission, from its queueing to its verdict, judged
// by one judge worker and by two (each one slot, as separate hosts would be), through the real queue and sandbox;
// runs on one host (the second switched off) and on two take turns.
// The main figure is a problem whose cases run one after another (ACM stopping at the first failing case): one host
// uses one core. A default-mode problem is measured beside it: there one worker already runs two cases at a time
// (its sandbox pool holds two slots), so a second host only helps with cores the first does not use.
import { eq } from 'drizzle-orm';
import { IN_PROGRESS_STATUSES, JudgeStatus, type JudgeStatusCode } from '@verdict/shared';
import { JudgeWorker } from '@verdict/judge';
import type { RunningServer } from '../apps/server/src/index.ts';
import { startMemoryServer } from './lib/harness.ts';
import { users } from '../apps/server/src/modules/accounts/tables.ts';
import { judgeServers, judgeTasks } from '../apps/server/src/modules/judge/tables.ts';
import { problemCases, problems } from '../apps/server/src/modules/problems/tables.ts';
import { storeTestData } from '../apps/server/src/modules/problems/testdata.ts';
import { submitForJudging } from '../apps/server/src/modules/submissions/judging.ts';
import { submissions } from '../apps/server/src/modules/submissions/tables.ts';

const SECRET = 'bench-fan-out-secret';
const CASES = 50;
const RUNS = Number(process.env.FAN_OUT_RUNS ?? 3);
/** ~150 ms of CPU per case, then the answer. */
const CODE = `#include <stdio.h>
#include <time.h>
int main(void) {
  long x; scanf("%ld", &x);
  while (clock() < CLOCKS_PER_SEC * 3 / 20) {}
  printf("%ld\\n", 2 * x);
  return 0;
}
`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function addProblem(server: RunningServer, problemId: string, judgeCaseMode: string): Promise<number> {
  const db = server.database.db;
  const [problem] = await db
    .insert(problems)
    .values({ problemId, title: `Doubling (${judgeCaseMode})`, judgeCaseMode })
    .returning();
  await db.insert(problemCases).values(
    Array.from({ length: CASES }, (_, i) => ({
      problemId: problem.id,
      seq: i + 1,
      inputHash: storeTestData(server.dataDir, `${i + 1}\n`),
      outputHash: storeTestData(server.dataDir, `${2 * (i + 1)}\n`),
    })),
  );
  return problem.id;
}

/** Waits until every worker named asked for work within the last second (the queue is empty and they are idle). */
async function allIdle(server: RunningServer, names: string[]): Promise<void> {
  for (;;) {
    const rows = await server.database.db.select({ name: judgeServers.name, idleAt: judgeServers.idleAt }).from(judgeServers);
    const idle = (name: string) => rows.some((r) => r.name === name && r.idleAt && Date.now() - r.idleAt.getTime() < 1000);
    if (names.every(idle)) return;
    await sleep(50);
  }
}

/** Queues one submission and answers the ms until its verdict, checking it is Accepted on every case and how many hosts judged it. */
async function judgeOnce(server: RunningServer, pid: number, hosts: number): Promise<number> {
  const db = server.database.db;
  const [root] = await db.select().from(users).where(eq(users.username, 'root'));
  const started = performance.now();
  const submitId = await submitForJudging(db, {
    pid,
    displayPid: 'FAN',
    uid: root.uid,
    username: 'root',
    language: 'C With O2',
    code: CODE,
  });
  for (;;) {
    const [row] = await db.select().from(submissions).where(eq(submissions.submitId, submitId));
    if (!IN_PROGRESS_STATUSES.includes(row.status as JudgeStatusCode)) {
      const wallMs = performance.now() - started;
      if (row.status !== JudgeStatus.Accepted) throw new Error(`submission ${submitId} ended with status ${row.status}`);
      const tasks = await db.select().from(judgeTasks).where(eq(judgeTasks.submitId, submitId));
      const judgedBy = new Set(tasks.map((t) => t.workerId)).size;
      if (judgedBy !== hosts) throw new Error(`submission ${submitId} was judged by ${judgedBy} workers, not ${hosts}`);
      return wallMs;
    }
    await sleep(10);
  }
}

/** One host: the second is switched off (as in the back office), so it neither claims nor counts as idle. */
const useHosts = (server: RunningServer, hosts: 1 | 2) =>
  server.database.db
    .update(judgeServers)
    .set({ enabled: hosts === 2 })
    .where(eq(judgeServers.name, 'host-b'));

/**
 * The median wall time per mode and host count, the runs on one host and on two taking turns (the other work on
 * a shared machine comes and goes: it weighs on both alike).
 */
async function measure(server: RunningServer, pids: Record<string, number>) {
  const times: Record<string, Record<1 | 2, number[]>> = {};
  for (const [mode, pid] of Object.entries(pids)) {
    times[mode] = { 1: [], 2: [] };
    for (let i = 0; i < RUNS; i++)
      for (const hosts of [1, 2] as const) {
        await useHosts(server, hosts);
        await allIdle(server, hosts === 2 ? ['host-a', 'host-b'] : ['host-a']);
        times[mode][hosts].push(await judgeOnce(server, pid, hosts));
      }
    for (const hosts of [1, 2] as const)
      console.log(`${mode}, ${hosts} host${hosts > 1 ? 's' : ''}: ${times[mode][hosts].map((t) => (t / 1000).toFixed(2)).join(' s, ')} s`);
  }
  const figure = (mode: string) => {
    const [one, two] = [median(times[mode][1]), median(times[mode][2])];
    return { oneHostMs: Math.round(one), twoHostsMs: Math.round(two), ratio: Number((two / one).toFixed(3)) };
  };
  return { sequential: figure('sequential'), default: figure('default') };
}

export async function main(): Promise<void> {
  const server = await startMemoryServer({ judgeSecret: SECRET });
  const workers: JudgeWorker[] = [];
  const startWorker = async (name: string) => {
    const worker = new JudgeWorker({ server: server.url, secret: SECRET, concurrency: 1, name, pchDir: null, log: () => {} });
    workers.push(worker);
    await worker.start();
  };
  try {
    const pids = {
      sequential: await addProblem(server, 'FAN-SEQ', 'ergodic_without_error'),
      default: await addProblem(server, 'FAN-DEF', 'default'),
    };
    console.log(`one submission of ${CASES} cases of ~150 ms CPU each (C), median of ${RUNS} runs, workers of one slot each`);
    await startWorker('host-a');
    await startWorker('host-b');
    // Warm-up: the workers fetch the test data (they share the cache folder here) and load their sandboxes.
    for (const pid of Object.values(pids)) {
      await useHosts(server, 1);
      await allIdle(server, ['host-a']);
      await judgeOnce(server, pid, 1);
    }
    const { sequential, default: parallel } = await measure(server, pids);
    const line = (label: string, f: typeof sequential) =>
      console.log(
        `${label}: one host ${(f.oneHostMs / 1000).toFixed(2)} s, two hosts ${(f.twoHostsMs / 1000).toFixed(2)} s, ratio ${f.ratio}`,
      );
    line('cases one after another', sequential);
    line('default mode', parallel);
    console.log(JSON.stringify({ bench: 'fan-out', cases: CASES, ...sequential, defaultMode: parallel }));
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
    await server.close();
  }
}
