// Back-office dashboard: the counts, the upcoming contests rule, the caller's previous login, this server's figures,
// and the judge servers (the switch holds tasks back from a server, a dead one is removed and its tasks released).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  JudgeStatus,
  type DashboardInfo,
  type JudgeServiceInfo,
  type JudgeTaskPayload,
  type PreviousLogin,
  type ServiceInfo,
} from '@verdict/shared';
import { createTestApp, PARITY_BACKENDS, TEST_JUDGE_SECRET, type TestApp } from '../../test/helper.ts';
import { createUser } from '../../test/users.ts';
import { sessions, users } from '../accounts/tables.ts';
import { contests } from '../contests/tables.ts';
import { problems } from '../problems/tables.ts';
import { startOfDay } from '../submissions/index.ts';
import { submitForJudging } from '../submissions/judging.ts';
import { submissions } from '../submissions/tables.ts';
import { judgeServers, judgeTasks } from '../judge/tables.ts';

const DAY = 86_400_000;
const body = (res: { body: string }) => JSON.parse(res.body);

const AC_RESULT = { status: JudgeStatus.Accepted, score: null, timeMs: 1, memoryKb: 1, compileMessage: '', errorMessage: '', cases: [] };

describe.each(PARITY_BACKENDS)('admin dashboard on %s', (backend) => {
  let t: TestApp;
  let root: string;
  let admin: string;
  let pid: number;
  let user: { uid: string; username: string };
  beforeAll(async () => {
    t = await createTestApp(backend);
    root = await t.login();
    await createUser(t.db, 'dashadmin', 1001, 'dash1234');
    admin = await t.login('dashadmin', 'dash1234');
    user = await createUser(t.db, 'dashuser');
    const [problem] = await t.db.insert(problems).values({ problemId: 'DASH1', title: 'A+B' }).returning();
    pid = problem.id;
  });
  afterAll(() => t.close());

  const get = async <T>(url: string, token = root) => {
    const res = await t.request({ method: 'GET', url: `/api${url}`, token, headers: { 'accept-language': 'en-US' } });
    return { status: res.statusCode, msg: body(res).msg as string, data: body(res).data as T };
  };

  describe('dashboard info', () => {
    it('counts the users and the submissions since local midnight', async () => {
      const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
      const before = await get<DashboardInfo>('/admin/dashboard/get-dashboard-info');
      expect(before.data.userNum).toBe(n);
      await createUser(t.db, 'dashnewcomer');
      const midnight = startOfDay(0);
      const row = { pid, displayPid: 'DASH1', uid: user.uid, username: user.username, language: 'C', code: '' };
      await t.db.insert(submissions).values([
        { ...row, submitTime: new Date() },
        { ...row, cid: 7, submitTime: new Date(Math.max(midnight.getTime(), Date.now() - 1000)) },
        { ...row, submitTime: new Date(midnight.getTime() - 60_000) },
      ]);
      const after = await get<DashboardInfo>('/admin/dashboard/get-dashboard-info', admin);
      expect(after.status).toBe(200);
      expect(after.data.userNum).toBe(n + 1);
      expect(after.data.todayJudgeNum).toBe(before.data.todayJudgeNum + 2);
    });

    it('lists the visible site contests not ended that start within 14 days, soonest first', async () => {
      const now = Date.now();
      const contest = (title: string, startIn: number, length: number, extra: Partial<typeof contests.$inferInsert> = {}) => ({
        title,
        startTime: new Date(now + startIn),
        endTime: new Date(now + startIn + length),
        ...extra,
      });
      await t.db
        .insert(contests)
        .values([
          contest('in 13 days', 13 * DAY, 3_600_000, { type: 1 }),
          contest('tomorrow', DAY, 3_600_000),
          contest('running', -3_600_000, 2 * 3_600_000),
          contest('in 15 days', 15 * DAY, 3_600_000),
          contest('ended', -2 * DAY, 3_600_000),
          contest('hidden', DAY, 3_600_000, { visible: false }),
          contest('group', DAY, 3_600_000, { gid: 1 }),
        ]);
      const { data } = await get<DashboardInfo>('/admin/dashboard/get-dashboard-info');
      expect(data.recentContest.map((c) => c.title)).toEqual(['running', 'tomorrow', 'in 13 days']);
      expect(data.recentContest[2]).toMatchObject({ type: 1, duration: 3_600_000 });
      expect(data.recentContest[2].id).toBeGreaterThan(0);
    });

    it('is for admin roles', async () => {
      const plain = await t.login('dashuser', 'Passw0rd');
      expect((await get('/admin/dashboard/get-dashboard-info', plain)).status).toBe(403);
      expect((await get('/admin/dashboard/get-sessions', plain)).status).toBe(403);
      expect((await t.request({ method: 'GET', url: '/api/admin/dashboard/get-dashboard-info' })).statusCode).toBe(401);
    });
  });

  describe('previous login', () => {
    const loginAs = async (agent: string) => {
      const res = await t.request({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'dashprev', password: 'prev1234' },
        headers: { 'user-agent': agent },
      });
      return res.headers.authorization as string;
    };

    it('is null at the first login, then the login before the caller’s own, followed back through token refreshes', async () => {
      await createUser(t.db, 'dashprev', 1000, 'prev1234');
      const first = await loginAs('Browser One');
      expect((await get<PreviousLogin | null>('/admin/dashboard/get-sessions', first)).data).toBeNull();

      const second = await loginAs('Browser Two');
      const previous = (await get<PreviousLogin>('/admin/dashboard/get-sessions', second)).data;
      expect(previous).toMatchObject({ ip: '127.0.0.1', userAgent: 'Browser One' });
      expect(Date.now() - new Date(previous.time).getTime()).toBeLessThan(60_000);
      // The first session still asks about its own login: nothing came before it.
      expect((await get('/admin/dashboard/get-sessions', first)).data).toBeNull();

      // The second token is swapped for a fresh one: the previous login is still the first, not the old token.
      await t.db
        .update(sessions)
        .set({ refreshAfter: new Date(Date.now() - 1000) })
        .where(eq(sessions.userAgent, 'Browser Two'));
      const swap = await t.request({ method: 'GET', url: '/api/admin/dashboard/get-sessions', token: second });
      const fresh = swap.headers.authorization as string;
      expect(fresh).toBeTruthy();
      expect(fresh).not.toBe(second);
      expect((await get<PreviousLogin>('/admin/dashboard/get-sessions', fresh)).data.userAgent).toBe('Browser One');
      // A third login sees the second as its previous one, not the refreshed session.
      const third = await loginAs('Browser Three');
      expect((await get<PreviousLogin>('/admin/dashboard/get-sessions', third)).data.userAgent).toBe('Browser Two');
    });
  });

  describe('service info', () => {
    it('answers this server’s figures to the super admin only', async () => {
      const { status, data } = await get<ServiceInfo>('/admin/config/get-service-info');
      expect(status).toBe(200);
      expect(data.cpuCores).toBeGreaterThan(0);
      expect(data.loadAverage).toHaveLength(3);
      expect(data.memoryTotal).toBeGreaterThan(data.memoryUsed);
      expect(data.processRss).toBeGreaterThan(0);
      expect(data.nodeVersion).toBe(process.version);
      expect(data.serverVersion).toMatch(/^\d+\.\d+\.\d+/);
      expect(data.uptimeSeconds).toBeGreaterThanOrEqual(0);
      expect(data.database).toEqual({
        kind: backend === 'pglite' ? 'PGlite' : 'PostgreSQL',
        version: expect.stringMatching(/^PostgreSQL \d+/),
      });
      const refused = await get('/admin/config/get-service-info', admin);
      expect(refused.status).toBe(403);
      expect(refused.msg).toBe('Please login again with the administrator account');
    });
  });

  describe('judge servers', () => {
    const worker = (url: string, payload: object) =>
      t.request({ method: 'POST', url: `/api/judge/${url}`, payload, headers: { 'x-judge-secret': TEST_JUDGE_SECRET } });
    const register = async (name: string, extra: object = {}) =>
      body(await worker('register', { name, cores: 4, concurrency: 2, version: 'test', ...extra })).data.workerId as string;
    const claim = async (workerId: string) => body(await worker('claim', { workerId, waitMs: 0 })).data as JudgeTaskPayload | null;
    const submit = () =>
      submitForJudging(t.db, { pid, displayPid: 'DASH1', uid: user.uid, username: user.username, language: 'C', code: 'x', cid: 0 });
    const judgeInfo = async () => (await get<JudgeServiceInfo>('/admin/config/get-judge-service-info')).data;
    const serverSwitch = (id: string, enabled: boolean, token = root) =>
      t.request({
        method: 'PUT',
        url: '/api/admin/judge-server',
        payload: { id, enabled },
        token,
        headers: { 'accept-language': 'en-US' },
      });
    const remove = (id: string, token = root) =>
      t.request({ method: 'DELETE', url: `/api/admin/judge-server?id=${id}`, token, headers: { 'accept-language': 'en-US' } });
    const drain = async (workerId: string) => {
      for (let task = await claim(workerId); task; task = await claim(workerId))
        await worker('result', { workerId, taskId: task.taskId, attempt: task.attempt, result: AC_RESULT });
    };

    it('lists what workers report (languages and load, optional for old workers) and the queue depth', async () => {
      const modern = await register('dash-modern', { languages: ['C', 'Python3'], loadAverage: 0.5 });
      const old = await register('dash-old');
      await worker('heartbeat', { workerId: modern, running: 1, loadAverage: 1.25 });
      expect((await worker('heartbeat', { workerId: old, running: 0 })).statusCode).toBe(200);
      await drain(modern);
      await submit();
      await submit();
      const info = await judgeInfo();
      expect(info.queueDepth).toBe(2);
      const byName = Object.fromEntries(info.servers.map((s) => [s.name, s]));
      expect(byName['dash-modern']).toMatchObject({
        cores: 4,
        concurrency: 2,
        running: 1,
        version: 'test',
        languages: ['C', 'Python3'],
        loadAverage: 1.25,
        enabled: true,
        online: true,
      });
      expect(byName['dash-old']).toMatchObject({ languages: [], loadAverage: null, enabled: true, online: true });
      await drain(modern);
      expect((await judgeInfo()).queueDepth).toBe(0);
    });

    it('gives a switched-off server no task while an enabled one gets it; its running task still finishes', async () => {
      const off = await register('dash-off');
      const on = await register('dash-on');
      const held = await submit();
      const running = (await claim(off))!;
      expect(running.submitId).toBe(held);

      const res = await serverSwitch(off, false);
      expect(res.statusCode).toBe(200);
      expect(body(res).msg).toBe('Update Successfully');
      expect((await judgeInfo()).servers.find((s) => s.id === off)?.enabled).toBe(false);

      const next = await submit();
      expect(await claim(off)).toBeNull();
      // A long poll of a server switched off waits it out and answers nothing, without spinning.
      const started = Date.now();
      expect(body(await worker('claim', { workerId: off, waitMs: 1200 })).data).toBeNull();
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
      expect((await claim(on))?.submitId).toBe(next);
      // The task it held before the switch is still its own: the result counts.
      const report = await worker('result', { workerId: off, taskId: running.taskId, attempt: running.attempt, result: AC_RESULT });
      expect(body(report).data).toEqual({ accepted: true });
      const [judged] = await t.db.select().from(submissions).where(eq(submissions.submitId, held));
      expect(judged.status).toBe(JudgeStatus.Accepted);

      expect((await serverSwitch(off, true)).statusCode).toBe(200);
      const again = await submit();
      expect((await claim(off))?.submitId).toBe(again);
      await drain(off);
      await drain(on);
      expect((await serverSwitch('00000000-0000-4000-8000-000000000000', false)).statusCode).toBe(404);
    });

    it('removes a dead server and puts its tasks back in the queue; refuses a live one', async () => {
      const dead = await register('dash-dead');
      const alive = await register('dash-alive');
      const submitId = await submit();
      const lost = (await claim(dead))!;
      expect(lost.submitId).toBe(submitId);

      const refused = await remove(dead);
      expect(refused.statusCode).toBe(400);
      expect(body(refused).msg).toBe('The judge server is still alive (it sent a heartbeat recently); only a dead server can be removed');

      // No heartbeat for longer than the lease: dead (its lease is still running out).
      await t.db
        .update(judgeServers)
        .set({ lastHeartbeat: sql`now() - interval '2 minutes'` })
        .where(eq(judgeServers.id, dead));
      expect((await judgeInfo()).servers.find((s) => s.id === dead)?.online).toBe(false);
      const removed = await remove(dead);
      expect(removed.statusCode).toBe(200);
      expect(body(removed).data).toEqual({ released: 1 });
      expect((await judgeInfo()).servers.some((s) => s.id === dead)).toBe(false);
      const [task] = await t.db.select().from(judgeTasks).where(eq(judgeTasks.id, lost.taskId));
      expect(task).toMatchObject({ state: 'queued', workerId: null });

      const retaken = (await claim(alive))!;
      expect(retaken).toMatchObject({ taskId: lost.taskId, attempt: lost.attempt + 1 });
      // The removed worker's late report is refused; it must register again.
      const late = await worker('result', { workerId: dead, taskId: lost.taskId, attempt: lost.attempt, result: AC_RESULT });
      expect(body(late).data).toEqual({ accepted: false });
      expect((await worker('heartbeat', { workerId: dead, running: 0 })).statusCode).toBe(404);
      await drain(alive);
      expect((await remove(dead)).statusCode).toBe(404);
    });

    it('is for the super admin only', async () => {
      const id = await register('dash-guarded');
      expect((await get('/admin/config/get-judge-service-info', admin)).status).toBe(403);
      expect((await serverSwitch(id, false, admin)).statusCode).toBe(403);
      expect((await remove(id, admin)).statusCode).toBe(403);
      expect((await serverSwitch('not-a-uuid', false)).statusCode).toBe(400);
      const [row] = await t.db.select().from(judgeServers).where(eq(judgeServers.id, id));
      expect(row.enabled).toBe(true);
    });
  });
});
