// Judge worker protocol: the shared secret, registration, priorities, leases, idempotent results, test data.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { JudgeStatus, type JudgeTaskPayload } from '@verdict/shared';
import { PARITY_BACKENDS, createTestApp, TEST_JUDGE_SECRET, type TestApp } from '../../test/helper.ts';
import { createUser } from '../../test/users.ts';
import { AC_RESULT, insertAddProblem } from '../../test/judge-fixtures.ts';
import { submissions } from '../submissions/tables.ts';
import { submitForJudging } from '../submissions/judging.ts';
import { judgeServers, judgeTasks } from './tables.ts';
import { judgeCases } from '../submissions/tables.ts';
import { testDataPath } from '../problems/testdata.ts';

const HEADERS = { 'x-judge-secret': TEST_JUDGE_SECRET };
const body = (res: { body: string }) => JSON.parse(res.body);

describe.each(PARITY_BACKENDS)('judge queue on %s', (backend) => {
  let t: TestApp;
  let pid: number;
  let user: { uid: string; username: string };
  beforeAll(async () => {
    t = await createTestApp(backend);
    user = await createUser(t.db, 'judgee');
    pid = await insertAddProblem(t.db, t.dataDir, 'P1', '1 2\r\n');
  });
  afterAll(() => t.close());

  const worker = (url: string, payload: object) => t.request({ method: 'POST', url: `/api/judge/${url}`, payload, headers: HEADERS });
  const register = async (name = 'w') =>
    body(await worker('register', { name, cores: 2, concurrency: 2, version: 'test' })).data.workerId as string;
  const submit = (cid = 0) =>
    submitForJudging(t.db, {
      pid,
      displayPid: 'P1',
      uid: user.uid,
      username: user.username,
      language: 'C++ 17 With O2',
      code: 'int main(){}',
      cid,
    });
  const claim = async (workerId: string) => body(await worker('claim', { workerId, waitMs: 0 })).data as JudgeTaskPayload | null;
  const statusOf = async (submitId: number) => (await t.db.select().from(submissions).where(eq(submissions.submitId, submitId)))[0].status;

  it('refuses calls without the shared secret', async () => {
    for (const headers of [{}, { 'x-judge-secret': 'wrong' }]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/judge/register',
        payload: { name: 'x', cores: 1, concurrency: 1, version: '1' },
        headers,
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('hands out tasks by priority (contest first) with everything a worker needs, and test data by hash', async () => {
    const workerId = await register();
    const practice = await submit();
    const contest = await submit(1000);
    const first = await claim(workerId);
    expect(first?.submitId).toBe(contest);
    expect(first).toMatchObject({
      attempt: 1,
      source: { language: 'cpp17-o2', code: 'int main(){}' },
      problem: { timeLimitMs: 1000, memoryLimitMb: 256, type: 'ACM', judgeMode: 'default', cases: [{ score: 0, group: 1 }] },
    });
    const second = await claim(workerId);
    expect(second?.submitId).toBe(practice);
    expect(await claim(workerId)).toBeNull();
    const data = await t.request({ method: 'GET', url: `/api/judge/data/${first!.problem.cases[0].inputHash}`, headers: HEADERS });
    expect(data.body).toBe('1 2\n');
    expect(fs.readFileSync(testDataPath(t.dataDir, first!.problem.cases[0].inputHash), 'utf8')).toBe('1 2\n');
    for (const task of [first!, second!])
      await worker('result', { workerId, taskId: task.taskId, attempt: task.attempt, result: AC_RESULT });
  });

  it('moves the submission Pending → Compiling → Judging → final as the worker reports', async () => {
    const workerId = await register('progress');
    const submitId = await submit();
    expect(await statusOf(submitId)).toBe(JudgeStatus.Pending);
    const task = (await claim(workerId))!;
    const ref = { workerId, taskId: task.taskId, attempt: task.attempt };
    await worker('progress', { ...ref, phase: 'compiling' });
    expect(await statusOf(submitId)).toBe(JudgeStatus.Compiling);
    await worker('progress', { ...ref, phase: 'judging' });
    expect(await statusOf(submitId)).toBe(JudgeStatus.Judging);
    expect(body(await worker('result', { ...ref, result: AC_RESULT })).data).toEqual({ accepted: true });
    const [row] = await t.db.select().from(submissions).where(eq(submissions.submitId, submitId));
    expect(row).toMatchObject({ status: JudgeStatus.Accepted, timeMs: 12, memoryKb: 1024, judger: 'progress' });
    const cases = await t.db.select().from(judgeCases).where(eq(judgeCases.submitId, submitId));
    expect(cases).toHaveLength(1);
  });

  it('returns the task of a dead worker to the queue; the late result of the dead one is ignored, so it counts once', async () => {
    const dead = await register('dead');
    const alive = await register('alive');
    const submitId = await submit();
    const lost = (await claim(dead))!;
    // The dead worker stops renewing its lease; it runs out.
    await t.db
      .update(judgeTasks)
      .set({ leaseExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(judgeTasks.id, lost.taskId));
    const retaken = (await claim(alive))!;
    expect(retaken.taskId).toBe(lost.taskId);
    expect(retaken.attempt).toBe(lost.attempt + 1);
    const wa = { ...AC_RESULT, status: JudgeStatus.WrongAnswer };
    expect(body(await worker('result', { workerId: alive, taskId: retaken.taskId, attempt: retaken.attempt, result: wa })).data).toEqual({
      accepted: true,
    });
    expect(body(await worker('result', { workerId: dead, taskId: lost.taskId, attempt: lost.attempt, result: AC_RESULT })).data).toEqual({
      accepted: false,
    });
    // Writing the same result again changes nothing either.
    expect(
      body(await worker('result', { workerId: alive, taskId: retaken.taskId, attempt: retaken.attempt, result: AC_RESULT })).data,
    ).toEqual({ accepted: false });
    expect(await statusOf(submitId)).toBe(JudgeStatus.WrongAnswer);
    expect(await t.db.select().from(judgeCases).where(eq(judgeCases.submitId, submitId))).toHaveLength(1);
  });

  it('a worker registering with the slot key of an earlier one replaces it: its tasks go back at once, its late result is refused', async () => {
    const registerIn = async (instanceKey: string) =>
      body(await worker('register', { name: 'local', cores: 2, concurrency: 2, version: 'test', instanceKey })).data.workerId as string;
    const crashed = await registerIn('local:host-a');
    const neighbour = await registerIn('local:host-b');
    const submitId = await submit();
    const lost = (await claim(crashed))!;
    // The back office switched the slot off (its running task goes on); the successor stays off.
    await t.db.update(judgeServers).set({ enabled: false }).where(eq(judgeServers.id, crashed));
    const successor = await registerIn('local:host-a');
    const servers = await t.db
      .select()
      .from(judgeServers)
      .where(inArray(judgeServers.id, [crashed, neighbour, successor]));
    expect(servers.map((s) => [s.id, s.enabled]).sort()).toEqual(
      [
        [neighbour, true],
        [successor, false],
      ].sort(),
    );
    // Back in the queue with its lease still running: another server takes it now, not in a minute.
    const [task] = await t.db.select().from(judgeTasks).where(eq(judgeTasks.id, lost.taskId));
    expect(task).toMatchObject({ state: 'queued', workerId: null });
    const retaken = (await claim(neighbour))!;
    expect(retaken.taskId).toBe(lost.taskId);
    const late = await worker('result', { workerId: crashed, taskId: lost.taskId, attempt: lost.attempt, result: AC_RESULT });
    expect(body(late).data).toEqual({ accepted: false });
    expect(
      body(await worker('result', { workerId: neighbour, taskId: retaken.taskId, attempt: retaken.attempt, result: AC_RESULT })).data,
    ).toEqual({
      accepted: true,
    });
    expect(await statusOf(submitId)).toBe(JudgeStatus.Accepted);
  });

  it('a heartbeat renews the leases of the worker that sends it', async () => {
    const workerId = await register('beating');
    await submit();
    const task = (await claim(workerId))!;
    await t.db
      .update(judgeTasks)
      .set({ leaseExpiresAt: sql`now() + interval '1 second'` })
      .where(eq(judgeTasks.id, task.taskId));
    await worker('heartbeat', { workerId, running: 1 });
    const [row] = await t.db.select().from(judgeTasks).where(eq(judgeTasks.id, task.taskId));
    expect(row.leaseExpiresAt!.getTime() - Date.now()).toBeGreaterThan(50_000);
    expect((await worker('heartbeat', { workerId: '00000000-0000-4000-8000-000000000000', running: 0 })).statusCode).toBe(404);
  });

  it('a heartbeat that lists the tasks in hand renews those only: a claim whose answer was lost runs out and is judged once by another', async () => {
    const workerId = await register('holding');
    const other = await register('other');
    const submitId = await submit();
    const inHand = (await claim(workerId))!;
    await submit();
    // Claimed for the worker, but the answer never reached it (the connection was cut).
    const lost = (await claim(workerId))!;
    const leaseLeft = async (taskId: number) =>
      (await t.db.select().from(judgeTasks).where(eq(judgeTasks.id, taskId)))[0].leaseExpiresAt!.getTime() - Date.now();
    await t.db
      .update(judgeTasks)
      .set({ leaseExpiresAt: sql`now() + interval '1 second'` })
      .where(inArray(judgeTasks.id, [inHand.taskId, lost.taskId]));
    expect((await worker('heartbeat', { workerId, running: 1, holding: [inHand.taskId] })).statusCode).toBe(200);
    expect(await leaseLeft(inHand.taskId)).toBeGreaterThan(50_000);
    expect(await leaseLeft(lost.taskId)).toBeLessThan(2_000);
    // An empty list renews nothing.
    await worker('heartbeat', { workerId, running: 0, holding: [] });
    expect(await leaseLeft(lost.taskId)).toBeLessThan(2_000);
    await t.db
      .update(judgeTasks)
      .set({ leaseExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(judgeTasks.id, lost.taskId));
    const retaken = (await claim(other))!;
    expect(retaken).toMatchObject({ taskId: lost.taskId, attempt: lost.attempt + 1 });
    await worker('result', { workerId: other, taskId: retaken.taskId, attempt: retaken.attempt, result: AC_RESULT });
    await worker('result', { workerId, taskId: inHand.taskId, attempt: inHand.attempt, result: AC_RESULT });
    expect(await statusOf(submitId)).toBe(JudgeStatus.Accepted);
    expect(await statusOf(retaken.submitId)).toBe(JudgeStatus.Accepted);
    const huge = await worker('heartbeat', { workerId, running: 0, holding: Array.from({ length: 1025 }, (_, i) => i + 1) });
    expect(huge.statusCode).toBe(400);
  });

  it('a claim waits for a task (long poll) and answers as soon as one is queued', async () => {
    const workerId = await register('poller');
    const started = Date.now();
    const pending = worker('claim', { workerId, waitMs: 5000 });
    setTimeout(() => void submit(), 300);
    const task = body(await pending).data;
    expect(task?.submitId).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('lists judge servers for admins only', async () => {
    const token = await t.login();
    const res = await t.request({ method: 'GET', url: '/api/admin/judge-servers', token });
    const list = body(res).data as { name: string; online: boolean; cores: number; running: number; version: string }[];
    expect(list.map((s) => s.name)).toEqual(expect.arrayContaining(['w', 'alive', 'dead']));
    expect(list[0]).toMatchObject({ online: true, cores: 2, version: 'test' });
    await createUser(t.db, 'plain', 1002, 'plain123');
    const plain = await t.login('plain', 'plain123');
    expect((await t.request({ method: 'GET', url: '/api/admin/judge-servers', token: plain })).statusCode).toBe(403);
  });
});
