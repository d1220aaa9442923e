// End to end: the server's queue and a real worker judging real code in the sandbox over HTTP, including a
// worker that dies mid-task (its task is judged again by another worker and counted once).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { JudgeStatus, type JudgeTaskPayload } from '@verdict/shared';
import type { RunningServer } from '../../server/src/index.ts';
import { startTestServer } from './test-server.ts';
import { problemCases, problems } from '../../server/src/modules/problems/tables.ts';
import { judgeCases, submissions } from '../../server/src/modules/submissions/tables.ts';
import { submitForJudging } from '../../server/src/modules/submissions/judging.ts';
import { judgeTasks } from '../../server/src/modules/judge/tables.ts';
import { storeTestData } from '../../server/src/modules/problems/testdata.ts';
import { users } from '../../server/src/modules/accounts/tables.ts';
import { JudgeWorker } from '../src/index.ts';

const SECRET = 'worker-test-secret';
let server: RunningServer;
let worker: JudgeWorker;
let pid: number;
let root: { uid: string; username: string };

const AB = '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);}';

async function call<T>(path: string, payload: object): Promise<T> {
  const res = await fetch(`${server.url}/api/judge/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-judge-secret': SECRET },
    body: JSON.stringify(payload),
  });
  return (await res.json()).data as T;
}

async function finalStatus(submitId: number, timeoutMs = 60_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await server.database.db.select().from(submissions).where(eq(submissions.submitId, submitId));
    if (![JudgeStatus.Pending, JudgeStatus.Compiling, JudgeStatus.Judging].includes(row.status as 5)) return row.status;
    if (Date.now() > deadline) throw new Error(`submission ${submitId} still ${row.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const submit = (code: string) =>
  submitForJudging(server.database.db, { pid, displayPid: 'P1', uid: root.uid, username: root.username, language: 'C++ 17 With O2', code });

beforeAll(async () => {
  server = await startTestServer({ judgeSecret: SECRET });
  const db = server.database.db;
  [root] = await db.select().from(users).where(eq(users.username, 'root'));
  const [problem] = await db.insert(problems).values({ problemId: 'P1', title: 'A+B' }).returning();
  pid = problem.id;
  await db.insert(problemCases).values([
    { problemId: pid, seq: 1, inputHash: storeTestData(server.dataDir, '1 2\n'), outputHash: storeTestData(server.dataDir, '3\n') },
    { problemId: pid, seq: 2, inputHash: storeTestData(server.dataDir, '-5 7\n'), outputHash: storeTestData(server.dataDir, '2\n') },
  ]);
  worker = new JudgeWorker({ server: server.url, secret: SECRET, concurrency: 2, name: 'e2e', log: () => {} });
  await worker.start();
});

afterAll(async () => {
  await worker?.stop();
  await server?.close();
});

describe('judging through the queue', () => {
  it('judges submissions pulled over HTTP: Accepted and Wrong Answer with their cases', async () => {
    const ac = await submit(AB);
    const wa = await submit('#include <cstdio>\nint main(){puts("3");}');
    expect(await finalStatus(ac)).toBe(JudgeStatus.Accepted);
    const waStatus = await finalStatus(wa);
    if (waStatus !== JudgeStatus.WrongAnswer) console.log(await server.database.db.select().from(submissions));
    expect(waStatus).toBe(JudgeStatus.WrongAnswer);
    const cases = await server.database.db.select().from(judgeCases).where(eq(judgeCases.submitId, wa));
    expect(cases.map((c) => c.status).sort()).toEqual([JudgeStatus.WrongAnswer, JudgeStatus.Accepted].sort());
    const [row] = await server.database.db.select().from(submissions).where(eq(submissions.submitId, ac));
    expect(row.judger).toBe('e2e');
  });

  it('renews the leases of the tasks in hand only: a claim made for it whose answer it never saw runs out and is judged again', async () => {
    await worker.stop();
    worker = new JudgeWorker({ server: server.url, secret: SECRET, concurrency: 1, name: 'holder', heartbeatMs: 100, log: () => {} });
    await worker.start();
    const db = server.database.db;
    const taskOf = async (submitId: number) => (await db.select().from(judgeTasks).where(eq(judgeTasks.submitId, submitId)))[0];
    // Each case sleeps 1.5 s: the worker's only slot holds it for 3 s.
    const slow = await submit(`#include <cstdio>\n#include <unistd.h>\nint main(){usleep(1500000);${AB.slice(AB.indexOf('{') + 1)}`);
    for (let task = await taskOf(slow); task.workerId !== worker.id; task = await taskOf(slow)) await new Promise((r) => setTimeout(r, 20));
    const other = await submit(AB);
    const lost = await call<JudgeTaskPayload>('claim', { workerId: worker.id, waitMs: 0 });
    expect(lost.submitId).toBe(other);
    await db
      .update(judgeTasks)
      .set({ leaseExpiresAt: sql`now() + interval '2 seconds'` })
      .where(inArray(judgeTasks.submitId, [slow, other]));
    await new Promise((r) => setTimeout(r, 600));
    const leaseLeft = async (submitId: number) => (await taskOf(submitId)).leaseExpiresAt!.getTime() - Date.now();
    expect(await leaseLeft(slow)).toBeGreaterThan(50_000);
    expect(await leaseLeft(other)).toBeLessThan(2_000);
    expect(await finalStatus(slow)).toBe(JudgeStatus.Accepted);
    // Its lease runs out: the worker, free again, claims it (attempt 2) and judges it once.
    expect(await finalStatus(other)).toBe(JudgeStatus.Accepted);
    expect(await taskOf(other)).toMatchObject({ attempt: 2, state: 'done' });
  });

  it('judges again the task of a worker that died mid-task, and counts it once', async () => {
    // A second worker that claims a task and dies: it never reports, nor renews its lease.
    await worker.stop();
    const { workerId } = await call<{ workerId: string }>('register', { name: 'doomed', cores: 1, concurrency: 1, version: 'x' });
    const submitId = await submit(AB);
    const lost = await call<JudgeTaskPayload>('claim', { workerId, waitMs: 0 });
    expect(lost.submitId).toBe(submitId);
    await call('progress', { workerId, taskId: lost.taskId, attempt: lost.attempt, phase: 'compiling' });
    await server.database.db
      .update(judgeTasks)
      .set({ leaseExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(judgeTasks.id, lost.taskId));
    worker = new JudgeWorker({ server: server.url, secret: SECRET, concurrency: 2, name: 'rescuer', log: () => {} });
    await worker.start();
    expect(await finalStatus(submitId)).toBe(JudgeStatus.Accepted);
    // The dead worker wakes up and reports a different verdict: refused.
    const late = await call<{ accepted: boolean }>('result', {
      workerId,
      taskId: lost.taskId,
      attempt: lost.attempt,
      result: { status: JudgeStatus.WrongAnswer, score: null, timeMs: 1, memoryKb: 1, compileMessage: '', errorMessage: '', cases: [] },
    });
    expect(late).toEqual({ accepted: false });
    const [row] = await server.database.db.select().from(submissions).where(eq(submissions.submitId, submitId));
    expect(row).toMatchObject({ status: JudgeStatus.Accepted, judger: 'rescuer' });
    expect(await server.database.db.select().from(judgeCases).where(eq(judgeCases.submitId, submitId))).toHaveLength(2);
  });
});
