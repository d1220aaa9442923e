// A host whose clock is 10 minutes off (issue 18): leases, liveness and the "judge online" check are computed from
// PostgreSQL's clock (now()), never from the API host's or a worker's, and the worker protocol carries no times at
// all (packages/shared/src/schemas/judge.ts): a worker on such a host is judged normally.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { JudgeStatus, type JudgeServerInfo, type JudgeTaskPayload } from '@verdict/shared';
import { createTestApp, TEST_JUDGE_SECRET, BACKENDS, type TestApp } from '../../test/helper.ts';
import { createUser } from '../../test/users.ts';
import { AC_RESULT, insertAddProblem } from '../../test/judge-fixtures.ts';
import { submissions } from '../submissions/tables.ts';
import { submitForJudging } from '../submissions/judging.ts';
import { hasOnlineWorker } from './service.ts';
import { LEASE_SECONDS } from './queue.ts';
import { judgeTasks } from './tables.ts';

const HEADERS = { 'x-judge-secret': TEST_JUDGE_SECRET };
const body = (res: { body: string }) => JSON.parse(res.body);
const MINUTE = 60_000;

// PGlite's now() is this process's clock: only PostgreSQL has a clock of its own to be off from.
describe.skipIf(!BACKENDS.includes('postgres'))('a host whose clock is 10 minutes off', () => {
  let t: TestApp;
  let pid: number;
  let user: { uid: string; username: string };
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    user = await createUser(t.db, 'skewed');
    pid = await insertAddProblem(t.db, t.dataDir, 'SKEW');
    admin = await t.login();
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => t.close());

  const worker = (url: string, payload: object) => t.request({ method: 'POST', url: `/api/judge/${url}`, payload, headers: HEADERS });

  it.each([10, -10])('%i minutes: leases and liveness by the database clock, the result accepted', async (minutes) => {
    // Only Date moves: timers stay real, so the app and the driver run as usual on a clock that is off.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + minutes * MINUTE });
    const name = `skewed${minutes}`;
    const workerId = body(await worker('register', { name, cores: 1, concurrency: 1, version: 'test' })).data.workerId as string;
    const submitId = await submitForJudging(t.db, {
      pid,
      displayPid: 'SKEW',
      uid: user.uid,
      username: user.username,
      language: 'C++ 17 With O2',
      code: 'int main(){}',
      cid: 0,
    });
    const task = body(await worker('claim', { workerId, waitMs: 0 })).data as JudgeTaskPayload;
    expect(task.submitId).toBe(submitId);

    // The lease ends a minute after the database's now, whatever this host's clock says.
    const leaseLeft = async () => {
      const [row] = await t.db
        .select({ left: sql<number>`extract(epoch from ${judgeTasks.leaseExpiresAt} - now())::float8` })
        .from(judgeTasks)
        .where(eq(judgeTasks.id, task.taskId));
      return row.left;
    };
    expect(await leaseLeft()).toBeGreaterThan(LEASE_SECONDS - 5);
    expect(await leaseLeft()).toBeLessThanOrEqual(LEASE_SECONDS);
    await t.db
      .update(judgeTasks)
      .set({ leaseExpiresAt: sql`now() + interval '5 seconds'` })
      .where(eq(judgeTasks.id, task.taskId));
    expect((await worker('heartbeat', { workerId, running: 1 })).statusCode).toBe(200);
    expect(await leaseLeft()).toBeGreaterThan(LEASE_SECONDS - 5);

    // Online for the back office and for the online test's check.
    const list = body(await t.request({ method: 'GET', url: '/api/admin/judge-servers', token: admin })).data as JudgeServerInfo[];
    expect(list.find((s) => s.id === workerId)).toMatchObject({ online: true });
    expect(await hasOnlineWorker(t.db)).toBe(true);

    const answer = await worker('result', { workerId, taskId: task.taskId, attempt: task.attempt, result: AC_RESULT });
    expect(body(answer).data).toEqual({ accepted: true });
    const [row] = await t.db.select({ status: submissions.status }).from(submissions).where(eq(submissions.submitId, submitId));
    expect(row.status).toBe(JudgeStatus.Accepted);
  });
});
