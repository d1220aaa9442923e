// Fan-out (issue 18): two judge worker processes against one server; a 20-case submission claimed while the other
// worker is idle is split into two case ranges, one judged by each, and the merged verdict, score and case list are
// those of the same submission judged by one worker: all Accepted, ACM stopping at its first failing case, OI
// subtasks where a failing case skips the rest of its group across the ranges. A worker killed (kill -9) while it
// judges its range: the range is judged again, once, by the other.
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { IN_PROGRESS_STATUSES, JudgeStatus, type JudgeStatusCode } from '@verdict/shared';
import type { RunningServer } from '../../server/src/index.ts';
import { startTestServer } from './test-server.ts';
import { users } from '../../server/src/modules/accounts/tables.ts';
import { judgeServers, judgeTasks } from '../../server/src/modules/judge/tables.ts';
import { problemCases, problems } from '../../server/src/modules/problems/tables.ts';
import { storeTestData } from '../../server/src/modules/problems/testdata.ts';
import { submitForJudging } from '../../server/src/modules/submissions/judging.ts';
import { judgeCases, submissions } from '../../server/src/modules/submissions/tables.ts';

const REPO = path.resolve(import.meta.dirname, '../../..');
const SECRET = 'fan-out-judge-secret';
const CASES = 20;
/** Doubles its input after ~60 ms of CPU; wrong on input 9 when built with -DBUG. */
const program = (bug: boolean) => `#include <stdio.h>
#include <time.h>
int main(void) {
  long x; scanf("%ld", &x);
  while (clock() < CLOCKS_PER_SEC / 16) {}
  printf("%ld\\n", ${bug ? 'x == 9 ? 0 : 2 * x' : '2 * x'});
  return 0;
}
`;

let server: RunningServer;
let root: { uid: string; username: string };
const workers = new Map<string, ChildProcess>();
const logs: string[] = [];
/** An ACM problem that stops at its first failing case, and an OI one in subtask groups 1–6, 7–14, 15–20. */
const pids = { acm: 0, oi: 0 };

function startWorker(name: string): void {
  const child = spawn(
    process.execPath,
    ['--import', path.join(REPO, 'node_modules/tsx/dist/esm/index.mjs'), path.join(REPO, 'apps/cli/src/index.ts'), 'worker'].concat([
      '--server',
      server.url,
      '--concurrency',
      '1',
      '--name',
      name,
    ]),
    {
      // C only: no precompiled C++ headers to prepare.
      env: { PATH: process.env.PATH, HOME: process.env.HOME, VERDICT_JUDGE_SECRET: SECRET, VERDICT_JUDGE_PCH_DIR: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (chunk: Buffer) => logs.push(`[${name}] ${chunk.toString().trim()}`));
  workers.set(name, child);
}

const db = () => server.database.db;

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 40_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${logs.slice(-30).join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function workerId(name: string): Promise<string> {
  const [row] = await db().select({ id: judgeServers.id }).from(judgeServers).where(eq(judgeServers.name, name));
  return row.id;
}

const setEnabled = async (name: string, enabled: boolean) => db().update(judgeServers).set({ enabled }).where(eq(judgeServers.name, name));

/** Waits for a worker to ask for work (its claim found the queue empty). */
const idle = (name: string) =>
  until(`${name} idle`, async () => {
    const [row] = await db().select({ idleAt: judgeServers.idleAt }).from(judgeServers).where(eq(judgeServers.name, name));
    return row?.idleAt && Date.now() - row.idleAt.getTime() < 1500 ? true : undefined;
  });

const submit = (pid: number, bug: boolean) =>
  submitForJudging(db(), { pid, displayPid: `P${pid}`, uid: root.uid, username: root.username, language: 'C With O2', code: program(bug) });

/** The verdict a viewer sees: status, score and the case list (times and memory vary from run to run). */
async function verdict(submitId: number) {
  const row = await until(`submission ${submitId}`, async () => {
    const [r] = await db().select().from(submissions).where(eq(submissions.submitId, submitId));
    return IN_PROGRESS_STATUSES.includes(r.status as JudgeStatusCode) ? undefined : r;
  });
  const cases = await db().select().from(judgeCases).where(eq(judgeCases.submitId, submitId)).orderBy(asc(judgeCases.seq));
  return {
    status: row.status,
    score: row.score,
    judger: row.judger,
    cases: cases.map((c) => ({ seq: c.seq, status: c.status, score: c.score, group: c.groupNum, message: c.message })),
  };
}

const tasksOf = (submitId: number) => db().select().from(judgeTasks).where(eq(judgeTasks.submitId, submitId)).orderBy(asc(judgeTasks.id));

beforeAll(async () => {
  server = await startTestServer({ judgeSecret: SECRET });
  [root] = await db().select().from(users).where(eq(users.username, 'root'));
  const [acm, oi] = await db()
    .insert(problems)
    .values([
      { problemId: 'FAN-ACM', title: 'Doubling (ACM)', judgeCaseMode: 'ergodic_without_error' },
      { problemId: 'FAN-OI', title: 'Doubling (OI)', type: 1, judgeCaseMode: 'subtask_lowest', ioScore: 100 },
    ])
    .returning();
  pids.acm = acm.id;
  pids.oi = oi.id;
  const group = (seq: number) => (seq <= 6 ? 1 : seq <= 14 ? 2 : 3);
  const rows = Array.from({ length: CASES }, (_, i) => ({
    seq: i + 1,
    inputHash: storeTestData(server.dataDir, `${i + 1}\n`),
    outputHash: storeTestData(server.dataDir, `${2 * (i + 1)}\n`),
  }));
  await db()
    .insert(problemCases)
    .values([
      ...rows.map((r) => ({ ...r, problemId: acm.id })),
      ...rows.map((r) => ({ ...r, problemId: oi.id, score: 5, groupNum: group(r.seq) })),
    ]);
  startWorker('fan-a');
  startWorker('fan-b');
  await idle('fan-a');
  await idle('fan-b');
});

afterAll(async () => {
  for (const child of workers.values())
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
  await server?.close();
});

const CASES_OF = [
  { name: 'all Accepted (ACM)', pid: () => pids.acm, bug: false },
  { name: 'ACM stopping at the failing case 9', pid: () => pids.acm, bug: true },
  { name: 'OI subtasks: case 9 fails group 2 (7–14), across both ranges', pid: () => pids.oi, bug: true },
];

describe('fan-out over two judge hosts', () => {
  const single: Awaited<ReturnType<typeof verdict>>[] = [];

  it('one worker alone (the other switched off) judges each submission whole', async () => {
    await setEnabled('fan-b', false);
    for (const c of CASES_OF) {
      const submitId = await submit(c.pid(), c.bug);
      single.push(await verdict(submitId));
      expect((await tasksOf(submitId)).map((t) => [t.parentId, t.firstCase])).toEqual([[null, null]]);
    }
    expect(single.map((v) => [v.status, v.score, v.cases.length, v.judger])).toEqual([
      [JudgeStatus.Accepted, null, 20, 'fan-a'],
      [JudgeStatus.WrongAnswer, null, 9, 'fan-a'],
      [JudgeStatus.PartialAccepted, 10, 20, 'fan-a'],
    ]);
    // Group 2 stops at case 9: 10–14 are skipped, whichever range they fall in.
    expect(single[2].cases.slice(8, 14).map((c) => c.status)).toEqual([JudgeStatus.WrongAnswer, ...Array(5).fill(JudgeStatus.Cancelled)]);
    await setEnabled('fan-b', true);
  });

  it('split over both workers when the other is idle: the same verdict, score and cases as one worker', async () => {
    const ids = { a: await workerId('fan-a'), b: await workerId('fan-b') };
    for (const [i, c] of CASES_OF.entries()) {
      await idle('fan-a');
      await idle('fan-b');
      const submitId = await submit(c.pid(), c.bug);
      const fanned = await verdict(submitId);
      expect({ ...fanned, judger: null }, c.name).toEqual({ ...single[i], judger: null });
      const tasks = await tasksOf(submitId);
      expect(tasks.map((t) => [t.firstCase, t.lastCase, t.state, t.attempt])).toEqual([
        [1, 10, 'done', 1],
        [11, 20, 'done', 1],
      ]);
      expect(tasks[1].parentId).toBe(tasks[0].id);
      expect(new Set(tasks.map((t) => t.workerId))).toEqual(new Set([ids.a, ids.b]));
      // The kept range results go once merged.
      expect(tasks.map((t) => [t.partResult, t.problem])).toEqual([
        [null, null],
        [null, null],
      ]);
    }
  });

  it('a range whose worker is killed mid-judging goes back under its lease and is judged once more', async () => {
    await idle('fan-a');
    await idle('fan-b');
    const submitId = await submit(pids.acm, false);
    const lost = await until('fan-b holding a range', async () => {
      const [task] = await db()
        .select()
        .from(judgeTasks)
        .where(and(eq(judgeTasks.submitId, submitId), eq(judgeTasks.workerId, await workerId('fan-b')), eq(judgeTasks.state, 'running')));
      return task;
    });
    workers.get('fan-b')!.kill('SIGKILL');
    await once(workers.get('fan-b')!, 'exit');
    // Its lease would run out within a minute; the test does not wait for it.
    await db()
      .update(judgeTasks)
      .set({ leaseExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(judgeTasks.id, lost.id));
    const fanned = await verdict(submitId);
    expect({ ...fanned, judger: null }).toEqual({ ...single[0], judger: null });
    const again = (await tasksOf(submitId)).find((t) => t.id === lost.id)!;
    expect(again).toMatchObject({ state: 'done', attempt: 2, workerId: await workerId('fan-a') });
    expect(fanned.cases).toHaveLength(CASES);
    expect(fanned.judger).toBe('fan-a');
  });
});
