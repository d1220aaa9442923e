// The rank lists and the user home over hand-computed practice figures: ACM and OI orders, shared places,
// contest, group and banned users' submissions left out, search, paging, the profile by uid, username and
// self, solved problems by difficulty, the OI score and the heatmap. Raw SQL (grouped CTE, time zones, ILIKE): both backends.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, type CalendarHeatmap, type PageResult, type RankRow, type UserHomeInfo } from '@verdict/shared';
import { PARITY_BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { expiring } from './expiring.ts';
import { users } from '../accounts/tables.ts';
import { submissions } from '../submissions/tables.ts';
import {
  call,
  createProblem,
  FakeJudge,
  judgedCase,
  setSubmitInterval,
  submit,
  userWithToken,
  verdict,
} from '../submissions/test-fixtures.ts';

type User = Awaited<ReturnType<typeof userWithToken>>;
const DAY_MS = 86_400_000;
const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

describe.each(PARITY_BACKENDS)('rank lists and user home on %s', (backend) => {
  let t: TestApp;
  /** ua 2 solved in 3, ub 2 in 2, uc 1 in 3 with OI score 14, ud none in 1 with 9, banned all three. */
  let ua: User, ub: User, uc: User, ud: User, banned: User;
  const pid: Record<string, number> = {};

  async function insert(user: User, problem: string, status: number, extra: Partial<typeof submissions.$inferInsert> = {}) {
    await t.db.insert(submissions).values({
      pid: pid[problem],
      displayPid: problem,
      uid: user.uid,
      username: user.username,
      language: 'C++ 17 With O2',
      status,
      ...extra,
    });
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    await setSubmitInterval(t, 0);
    ua = await userWithToken(t, 1002, 'rka');
    ub = await userWithToken(t, 1002, 'rkb');
    uc = await userWithToken(t, 1002, 'rkc');
    ud = await userWithToken(t, 1002, 'rkd');
    banned = await userWithToken(t, 1002, 'rkx');
    await t.db.update(users).set({ nickname: 'Zebra' }).where(eq(users.uid, ua.uid));
    await t.db.update(users).set({ realname: 'Quokka', signature: 'Hello **there**' }).where(eq(users.uid, uc.uid));
    pid.RK1 = (await createProblem(t, { problemId: 'RK1', difficulty: 1 })).id;
    pid.RK2 = (await createProblem(t, { problemId: 'RK2', difficulty: 3 })).id;
    pid.RK3 = (await createProblem(t, { problemId: 'RK3', type: 1, difficulty: 2, ioScore: 100 })).id;

    const { Accepted: AC, WrongAnswer: WA, PartialAccepted: PA } = JudgeStatus;
    await insert(ua, 'RK1', AC);
    await insert(ua, 'RK1', WA);
    await insert(ua, 'RK2', AC);
    await insert(ub, 'RK2', AC);
    await insert(ub, 'RK1', AC);
    await insert(uc, 'RK3', PA, { score: 50, oiRankScore: 9, submitTime: new Date(Date.now() - 3 * DAY_MS) });
    await insert(uc, 'RK1', WA, { submitTime: new Date(Date.now() - 400 * DAY_MS) });
    await insert(uc, 'RK1', AC, { cid: 9 });
    await insert(ud, 'RK3', PA, { score: 50, oiRankScore: 9 });
    await insert(ud, 'RK1', AC, { cid: 9 });
    await insert(ud, 'RK2', AC, { gid: 3 });
    await insert(ud, 'RK3', AC, { gid: 3, score: 100, oiRankScore: 14 });
    for (const problem of ['RK1', 'RK2', 'RK3']) await insert(banned, problem, AC, { oiRankScore: 20 });
    await t.db.update(users).set({ status: 1 }).where(eq(users.uid, banned.uid));

    // uc's full marks on RK3 go through the judge, which settles the OI rank score: round(0.1 x 100 + 2 x 2).
    const judge = await new FakeJudge(t).start();
    expect((await submit(t, uc.token, 'RK3')).code).toBe(200);
    await judge.judgeAll(() => verdict(JudgeStatus.Accepted, [judgedCase(1, JudgeStatus.Accepted, { score: 100 })], { score: 100 }));
  });
  afterAll(() => t?.close());

  const rankList = async (query: string) => {
    const res = await call<PageResult<RankRow>>(t, 'GET', `/api/get-rank-list?${query}`);
    expect(res.body.status).toBe(200);
    return res.body.data;
  };
  const figures = (rows: RankRow[]) => rows.map((r) => [r.rank, r.username, r.ac, r.total, r.score]);

  describe('get-rank-list', () => {
    it('ACM: solved desc, then submissions asc; contest, group and banned users left out', async () => {
      const page = await rankList('type=ACM');
      expect(page.total).toBe(4);
      expect(figures(page.records)).toEqual([
        [1, ub.username, 2, 2, 0],
        [2, ua.username, 2, 3, 0],
        [3, uc.username, 1, 3, 14],
        [4, ud.username, 0, 1, 9],
      ]);
      expect(page.records[1]).toMatchObject({ nickname: 'Zebra', uid: ua.uid });
      expect(page.records[2].signature).toBe('Hello **there**');
    });

    it('OI: score desc, then solved desc; equal figures share a place', async () => {
      const page = await rankList('type=oi');
      const [a, b] = [ua, ub].sort((x, y) => (x.uid < y.uid ? -1 : 1));
      expect(figures(page.records)).toEqual([
        [1, uc.username, 1, 3, 14],
        [2, ud.username, 0, 1, 9],
        [3, a.username, 2, a === ua ? 3 : 2, 0],
        [3, b.username, 2, b === ua ? 3 : 2, 0],
      ]);
    });

    it('pages with currentPage and limit (ids as strings too), 30 by default', async () => {
      const page = await rankList('type=ACM&currentPage=2&limit=2');
      expect(page.total).toBe(4);
      expect(figures(page.records).map((r) => r[1])).toEqual([uc.username, ud.username]);
      expect((await rankList('type=ACM&currentPage=3&limit=2')).records).toEqual([]);
      expect((await rankList('type=ACM&currentPage=0&limit=abc')).records).toHaveLength(4);
    });

    it('searches username, nickname and realname substrings, case-insensitively, never a banned user', async () => {
      const names = async (q: string) => (await rankList(`type=ACM&searchUser=${encodeURIComponent(q)}`)).records.map((r) => r.username);
      expect(await names('zEBr')).toEqual([ua.username]);
      expect(await names('quok')).toEqual([uc.username]);
      expect(await names(ub.username.toUpperCase())).toEqual([ub.username]);
      expect((await names('rk')).sort()).toEqual([ua, ub, uc, ud].map((u) => u.username).sort());
      expect(await names(banned.username)).toEqual([]);
      expect(await names('%')).toEqual([]);
      const found = await rankList('type=ACM&searchUser=rkd');
      expect(found).toMatchObject({ total: 1, records: [{ rank: null, ac: 0, total: 1, score: 9 }] });
    });

    it('refuses an unknown type and an overlong search with a translated message', async () => {
      const bad = await call(t, 'GET', '/api/get-rank-list?type=IOI');
      expect(bad.body).toMatchObject({ status: 400, msg: 'The rank list type must be ACM or OI' });
      const zh = await call(t, 'GET', '/api/get-rank-list', { lang: 'zh-CN' });
      expect(zh.body).toMatchObject({ status: 400, msg: '排行榜类型只能是 ACM 或 OI' });
      const long = await call(t, 'GET', `/api/get-rank-list?type=ACM&searchUser=${'x'.repeat(101)}`);
      expect(long.body).toMatchObject({ status: 400, msg: 'The search may be at most 100 characters' });
    });
    it('serves pages from a snapshot of up to 60 s; a search is answered live', async () => {
      const late = await userWithToken(t, 1002, 'rklate');
      await insert(late, 'RK1', JudgeStatus.Accepted);
      const page = await rankList('type=ACM');
      expect(page.total).toBe(4);
      expect(page.records.map((r) => r.username)).not.toContain(late.username);
      expect((await rankList(`type=ACM&searchUser=${late.username}`)).records).toMatchObject([
        { username: late.username, ac: 1, total: 1 },
      ]);
    });
  });

  describe('get-user-home-info', () => {
    const home = async (query: string, token?: string) => call<UserHomeInfo>(t, 'GET', `/api/get-user-home-info?${query}`, { token });

    it('by uid: profile, practice submissions, solved problems by difficulty', async () => {
      const res = await home(`uid=${ua.uid}`);
      expect(res.body.status).toBe(200);
      const info = res.body.data;
      expect(info).toMatchObject({ uid: ua.uid, username: ua.username, nickname: 'Zebra', gender: 'secrecy', total: 3, rating: null });
      expect(info.solvedList).toEqual(['RK1', 'RK2']);
      expect(info.solvedGroupByDifficulty).toEqual({
        1: [{ id: pid.RK1, problemId: 'RK1', title: 'Title of RK1', difficulty: 1 }],
        3: [{ id: pid.RK2, problemId: 'RK2', title: 'Title of RK2', difficulty: 3 }],
      });
      expect(info).toMatchObject({ scoreList: [], score: 0 });
      expect(new Date(info.gmtCreate).getTime()).toBeGreaterThan(Date.now() - DAY_MS);
      expect(info.recentLoginTime).not.toBeNull();
      expect(info).not.toHaveProperty('email');
      expect(info).not.toHaveProperty('realname');
    });

    it('by username: the OI score is the best rank score per problem', async () => {
      const info = (await home(`username=${uc.username}`)).body.data;
      expect(info).toMatchObject({ uid: uc.uid, total: 3, solvedList: ['RK3'], scoreList: [14], score: 14, signature: 'Hello **there**' });
      expect(Object.keys(info.solvedGroupByDifficulty)).toEqual(['2']);
    });

    it('without uid or username: the signed-in user; contest and group accepts are not solved', async () => {
      const info = (await home('', ud.token)).body.data;
      expect(info).toMatchObject({ uid: ud.uid, total: 1, solvedList: [], solvedGroupByDifficulty: {}, scoreList: [9], score: 9 });
      expect((await home('uid=&username=', ud.token)).body.data.uid).toBe(ud.uid);
    });

    it('unknown users are 404, nobody at all 401, in the envelope', async () => {
      expect((await home(`uid=${randomUUID()}`)).body).toMatchObject({ status: 404, msg: 'The user does not exist', data: null });
      expect((await home('username=nobody-here')).body).toMatchObject({ status: 404, msg: 'The user does not exist' });
      expect((await home('uid=12')).body).toMatchObject({ status: 400 });
      expect((await home('')).body.status).toBe(401);
    });
  });

  describe('get-user-calendar-heatmap', () => {
    it('practice submissions per day over the last year, days with submissions only', async () => {
      const res = await call<CalendarHeatmap>(t, 'GET', `/api/get-user-calendar-heatmap?username=${uc.username}`);
      const today = new Date();
      expect(res.body.data).toEqual({
        endDate: ymd(today),
        dataList: [
          { date: ymd(new Date(Date.now() - 3 * DAY_MS)), count: 1 },
          { date: ymd(today), count: 1 },
        ],
      });
      const self = await call<CalendarHeatmap>(t, 'GET', '/api/get-user-calendar-heatmap', { token: ua.token });
      expect(self.body.data.dataList).toEqual([{ date: ymd(today), count: 3 }]);
      expect((await call(t, 'GET', `/api/get-user-calendar-heatmap?uid=${randomUUID()}`)).body.status).toBe(404);
    });
  });
});

describe('the snapshot holder', () => {
  it('shares one load, then serves the old value while a fresh one loads', async () => {
    let loads = 0;
    const snapshot = expiring(30, async () => ++loads);
    expect(await Promise.all([snapshot(), snapshot(), snapshot()])).toEqual([1, 1, 1]);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await snapshot()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await snapshot()).toBe(2);
    expect(loads).toBe(2);
  });
});
