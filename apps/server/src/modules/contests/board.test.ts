// Contest boards (reference §5.4–§5.9, issue 13): hand-computed ACM and OI boards from records inserted with chosen
// times and statuses (penalties, PA/CE, tries after an AC, first-blood ties, after-contest cells, the seal for users
// and admins, stars, pinned rows, awards with ties, keyword, paging), the outside board and its info for visitors,
// permissions, the xlsx and zip exports, and a verdict from the judge reaching the board.
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, type AcmBoardRow, type BoardPage, type OiBoardRow } from '@verdict/shared';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { users } from '../accounts/tables.ts';
import { roleSessions, unzip } from '../problems/admin-test-kit.ts';
import { submissions } from '../submissions/tables.ts';
import { createProblem, FakeJudge, setSubmitInterval, submit, userWithToken, verdict } from '../submissions/test-fixtures.ts';
import { awardShare } from './board.ts';
import { contests } from './tables.ts';
import { addProblems, call, createContest, register, window } from './test-kit.ts';

type User = Awaited<ReturnType<typeof userWithToken>>;
type ContestPatch = Partial<typeof contests.$inferInsert>;
type Contest = { cid: number; pids: Record<string, number>; start: number; end: number };

const AWARDS = [
  { priority: 1, name: 'Gold', background: '#ffd700', color: '#000000', num: 1 },
  { priority: 2, name: 'Silver', background: '#c0c0c0', color: '#000000', num: 1 },
  { priority: 3, name: 'Bronze', background: '#cd7f32', color: '#000000', num: 1 },
];

describe.each(BACKENDS)('contest boards on %s', (backend) => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof roleSessions>>;
  let root: { uid: string; username: string };
  let admin: { uid: string; username: string };
  /** ACM contest (ended, after-contest submissions allowed): a1, a2 tie; a3; star a5; a4 unsolved. */
  let acm: Contest;
  const u: Record<string, User> = {};

  beforeAll(async () => {
    t = await createTestApp(backend);
    s = await roleSessions(t);
    [root] = await t.db.select().from(users).where(eq(users.username, 'root'));
    [admin] = await t.db.select().from(users).where(eq(users.username, 'admin1'));
    for (const name of ['a1', 'a2', 'a3', 'a4', 'a5', 'o1', 'o2', 'f1', 'x1']) u[name] = await userWithToken(t, 1002, `${name}_`);
    acm = await contestWith({ title: 'ACM board', ...window(-3, -1) }, ['A', 'B'], { allowEndSubmit: true, starAccount: [u.a5.username] });
    const rec = (user: { uid: string; username: string }, displayId: string, status: number, second: number) =>
      record(acm, user, displayId, status, second);
    // a1: A WA, CE (free), AC at 120, WA after the AC (ignored); B PA (free), AC at 300 → 2 solved, 120 + 1200 + 300.
    await rec(u.a1, 'A', JudgeStatus.WrongAnswer, 60);
    await rec(u.a1, 'A', JudgeStatus.CompileError, 90);
    await rec(u.a1, 'A', JudgeStatus.Accepted, 120);
    await rec(u.a1, 'A', JudgeStatus.WrongAnswer, 130);
    await rec(u.a1, 'B', JudgeStatus.PartialAccepted, 200);
    await rec(u.a1, 'B', JudgeStatus.Accepted, 300);
    // a2: A AC at 120 (first blood tie), B MLE then AC at 300 → the same 2 and 1620 s: rank 1 too.
    await rec(u.a2, 'A', JudgeStatus.Accepted, 120);
    await rec(u.a2, 'B', JudgeStatus.MemoryLimitExceeded, 10);
    await rec(u.a2, 'B', JudgeStatus.Accepted, 300);
    // a3: one AC at 500; a pre-start AC on B does not count.
    await rec(u.a3, 'A', JudgeStatus.Accepted, 500);
    await rec(u.a3, 'B', JudgeStatus.Accepted, -10);
    // a4: TLE, RE and PE are penalised, SE and cancelled are not; a pending record is invisible; AC after the end.
    await rec(u.a4, 'A', JudgeStatus.TimeLimitExceeded, 10);
    await rec(u.a4, 'A', JudgeStatus.RuntimeError, 20);
    await rec(u.a4, 'A', JudgeStatus.PresentationError, 25);
    await rec(u.a4, 'A', JudgeStatus.SystemError, 30);
    await rec(u.a4, 'A', JudgeStatus.Cancelled, 35);
    await rec(u.a4, 'B', JudgeStatus.Pending, 40);
    await rec(u.a4, 'A', JudgeStatus.Accepted, 7200 + 10);
    // a5 is a star; the creator (admin1) and a root are never on the board.
    await rec(u.a5, 'B', JudgeStatus.Accepted, 600);
    await rec(admin, 'A', JudgeStatus.Accepted, 5);
    await rec(root, 'A', JudgeStatus.Accepted, 5);
  });
  afterAll(() => t?.close());

  let problemCount = 0;
  /** A contest by admin1 with fresh problems under the display ids and the settings the form would save. */
  async function contestWith(form: Record<string, unknown>, displayIds: string[], patch: ContestPatch = {}) {
    const cid = await createContest(t, s.admin, form);
    const pids: Record<string, number> = {};
    for (const displayId of displayIds) pids[displayId] = (await createProblem(t, { problemId: `BP${++problemCount}` })).id;
    await addProblems(t, s.admin, cid, pids);
    const [row] = await t.db
      .update(contests)
      .set({ ...patch, gmtModified: new Date() })
      .where(eq(contests.id, cid))
      .returning();
    return { cid, pids, start: row.startTime.getTime(), end: row.endTime.getTime() };
  }

  async function patchContest(cid: number, patch: ContestPatch) {
    await t.db
      .update(contests)
      .set({ ...patch, gmtModified: new Date(Date.now() + Math.random() * 1000) })
      .where(eq(contests.id, cid));
  }

  async function record(
    contest: Contest,
    user: { uid: string; username: string },
    displayId: string,
    status: number,
    second: number,
    extra: { score?: number; timeMs?: number } = {},
  ) {
    await t.db.insert(submissions).values({
      pid: contest.pids[displayId],
      displayPid: displayId,
      uid: user.uid,
      username: user.username,
      cid: contest.cid,
      status,
      language: 'C++ 17 With O2',
      code: `// ${user.username} ${displayId} ${second}`,
      submitTime: new Date(contest.start + second * 1000),
      ...extra,
    });
  }

  async function board<R = AcmBoardRow>(token: string | undefined, body: Record<string, unknown>, url = '/api/get-contest-rank') {
    const res = await call(t, 'POST', url, token, body);
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Omit<BoardPage, 'records'> & { records: R[] };
  }
  const summary = (rows: AcmBoardRow[]) => rows.map((r) => [r.username.replace(/_\d+$/, ''), r.rank, r.ac, r.totalTime]);

  describe('ACM', () => {
    it('ranks by solved then time, ties share a rank, stars take no number, creator and roots are left out', async () => {
      const page = await board(u.x1.token, { cid: acm.cid });
      expect(page.sealed).toBe(false);
      const real = page.records.filter((r) => !r.isConcerned);
      expect(summary(real)).toEqual([
        ['a1', 1, 2, 1620],
        ['a2', 1, 2, 1620],
        ['a3', 3, 1, 500],
        ['a5', -1, 1, 600],
        ['a4', 4, 0, 0],
      ]);
      expect(page.total).toBe(5);
    });

    it('penalises WA/TLE/MLE/RE/PE only, ignores tries after the AC, marks first-blood ties', async () => {
      const rows = (await board(u.x1.token, { cid: acm.cid })).records;
      const by = (name: string) => rows.find((r) => r.username === u[name].username)!;
      expect(by('a1').submissionInfo.A).toMatchObject({
        isAC: true,
        isFirstAC: true,
        errorNum: 1,
        tryNum: 0,
        ACTime: 120,
        isAfterContest: false,
      });
      expect(by('a1').submissionInfo.B).toMatchObject({ isAC: true, isFirstAC: true, errorNum: 0, ACTime: 300 });
      expect(by('a1').total).toBe(5);
      expect(by('a2').submissionInfo.A.isFirstAC).toBe(true);
      expect(by('a2').submissionInfo.B).toMatchObject({ isFirstAC: true, errorNum: 1 });
      expect(by('a3').submissionInfo.A.isFirstAC).toBe(false);
      expect(by('a3').submissionInfo.B).toBeUndefined();
      expect(by('a4').submissionInfo.A).toMatchObject({ isAC: false, errorNum: 3, tryNum: 0, ACTime: null });
      expect(by('a4').submissionInfo.B).toBeUndefined();
      expect(by('a4').total).toBe(5);
      expect(by('a5').submissionInfo.B.isFirstAC).toBe(false);
    });

    it('containsEnd adds the after-contest cells when the contest allows end submissions', async () => {
      const rows = (await board(u.x1.token, { cid: acm.cid, containsEnd: true })).records;
      const a4 = rows.find((r) => r.username === u.a4.username)!;
      expect(a4.submissionInfo.A).toMatchObject({ isAC: true, isAfterContest: true, isFirstAC: false, errorNum: 3, ACTime: 7210 });
      expect(a4).toMatchObject({ ac: 1, totalTime: 7210 + 3 * 1200, rank: 4 });
      await patchContest(acm.cid, { allowEndSubmit: false });
      const closed = (await board(u.x1.token, { cid: acm.cid, containsEnd: true })).records;
      expect(closed.find((r) => r.username === u.a4.username)!.ac).toBe(0);
      await patchContest(acm.cid, { allowEndSubmit: true });
    });

    it('removeStar drops the stars; the viewer and the concerned users are pinned on every page without inflating paging', async () => {
      expect(summary((await board(u.x1.token, { cid: acm.cid, removeStar: true })).records).map((r) => r[0])).toEqual([
        'a1',
        'a2',
        'a3',
        'a4',
      ]);
      const first = await board(u.a4.token, { cid: acm.cid, limit: 2, currentPage: 1, concernedList: [u.a3.uid, u.a4.uid] });
      expect(first.total).toBe(5);
      expect(first.records.map((r) => [r.username.replace(/_\d+$/, ''), r.isConcerned])).toEqual([
        ['a4', true],
        ['a3', true],
        ['a1', false],
        ['a2', false],
      ]);
      const last = await board(u.a4.token, { cid: acm.cid, limit: 2, currentPage: 3, concernedList: [u.a3.uid] });
      expect(last.records.map((r) => [r.username.replace(/_\d+$/, ''), r.isConcerned, r.rank])).toEqual([
        ['a4', true, 4],
        ['a3', true, 3],
        ['a4', false, 4],
      ]);
      const starless = await board(u.a5.token, { cid: acm.cid, removeStar: true, limit: 30 });
      expect(starless.records.some((r) => r.username === u.a5.username)).toBe(false);
    });

    it('filters by school or shown name (case-insensitive) after ranking; rankShowName picks the name', async () => {
      await t.db.update(users).set({ school: 'Harbour School' }).where(eq(users.uid, u.a3.uid));
      await t.db.update(users).set({ nickname: 'Speedy' }).where(eq(users.uid, u.a1.uid));
      await patchContest(acm.cid, { rankShowName: 'nickname' });
      const bySchool = await board(u.x1.token, { cid: acm.cid, keyword: 'HARBOUR' });
      expect(bySchool.total).toBe(1);
      expect(bySchool.records.map((r) => [r.username, r.rank, r.school])).toEqual([[u.a3.username, 3, 'Harbour School']]);
      const byName = await board(u.x1.token, { cid: acm.cid, keyword: 'speedy' });
      expect(byName.records.map((r) => [r.rankShowName, r.rank])).toEqual([['Speedy', 1]]);
      const all = (await board(u.x1.token, { cid: acm.cid })).records;
      expect(all.find((r) => r.username === u.a2.username)!.rankShowName).toBe(u.a2.username);
      await patchContest(acm.cid, { rankShowName: 'username' });
    });

    it('hands out awards by count and by percent to users who solved something; tied users share the award', async () => {
      await patchContest(acm.cid, { awardType: 2, awardConfig: AWARDS });
      const awards = async () =>
        (await board(u.x1.token, { cid: acm.cid })).records.map((r) => [
          r.username.replace(/_\d+$/, ''),
          r.isWinAward ? r.awardName : null,
        ]);
      // Gold (1) goes to a1 and to a2 tied with them, silver (1) to a3; the star and the unsolved a4 get none.
      expect(await awards()).toEqual([
        ['a1', 'Gold'],
        ['a2', 'Gold'],
        ['a3', 'Silver'],
        ['a5', null],
        ['a4', null],
      ]);
      // Percent of the 4 ranked users: 10% floors to 0 but a level with a positive percent gets at least one.
      await patchContest(acm.cid, { awardType: 1, awardConfig: AWARDS.map((a, i) => ({ ...a, num: [10, 25, 50][i] })) });
      expect(await awards()).toEqual([
        ['a1', 'Gold'],
        ['a2', 'Gold'],
        ['a3', 'Silver'],
        ['a5', null],
        ['a4', null],
      ]);
      expect([awardShare(10, 4), awardShare(20, 100), awardShare(30, 7), awardShare(0, 50)]).toEqual([1, 20, 2, 0]);
      const gold = (await board(u.x1.token, { cid: acm.cid })).records[0];
      expect(gold).toMatchObject({ awardBackground: '#ffd700', awardColor: '#000000' });
      await patchContest(acm.cid, { awardType: 0 });
    });

    it('pages in the requested sizes; a page below 1 is the first', async () => {
      expect((await board(u.x1.token, { cid: acm.cid, limit: 3 })).records).toHaveLength(3);
      expect((await board(u.x1.token, { cid: acm.cid, limit: 3, currentPage: 2 })).records).toHaveLength(2);
      expect((await board(u.x1.token, { cid: acm.cid, limit: 3, currentPage: 0 })).records[0].username).toBe(u.a1.username);
    });
  });

  describe('seal', () => {
    let sealed: Contest;
    beforeAll(async () => {
      sealed = await contestWith({ title: 'Sealed ACM', ...window(-2, 1) }, ['A', 'B']);
      await patchContest(sealed.cid, { sealRank: true, sealRankTime: new Date(sealed.start + 3600_000) });
      const at = (h: number, m: number) => h * 3600 + m * 60;
      // f1 solved A before the seal; the WA after it in the seal is no try. B: WA before, then WA, AC, WA in the seal.
      await record(sealed, u.f1, 'A', JudgeStatus.Accepted, at(0, 10));
      await record(sealed, u.f1, 'A', JudgeStatus.WrongAnswer, at(1, 10));
      await record(sealed, u.f1, 'B', JudgeStatus.WrongAnswer, at(0, 20));
      await record(sealed, u.f1, 'B', JudgeStatus.WrongAnswer, at(1, 5));
      await record(sealed, u.f1, 'B', JudgeStatus.Accepted, at(1, 15));
      await record(sealed, u.f1, 'B', JudgeStatus.WrongAnswer, at(1, 20));
    });
    const f1Row = (page: { records: AcmBoardRow[] }) => page.records.find((r) => r.uid === u.f1.uid && !r.isConcerned)!;

    it('users see submissions in the seal as pending tries, never after an AC', async () => {
      const page = await board(u.x1.token, { cid: sealed.cid, forceRefresh: true });
      expect(page.sealed).toBe(true);
      const row = f1Row(page);
      expect(row.submissionInfo.A).toMatchObject({ isAC: true, tryNum: 0, errorNum: 0, ACTime: 600 });
      expect(row.submissionInfo.B).toMatchObject({ isAC: false, tryNum: 2, errorNum: 1 });
      expect(row).toMatchObject({ ac: 1, totalTime: 600 });
    });

    it('contest admins see the live board only with forceRefresh', async () => {
      expect((await board(s.admin, { cid: sealed.cid })).sealed).toBe(true);
      const live = await board(s.admin, { cid: sealed.cid, forceRefresh: true });
      expect(live.sealed).toBe(false);
      expect(f1Row(live).submissionInfo.B).toMatchObject({ isAC: true, tryNum: 0, errorNum: 2, ACTime: 4500 });
    });

    it('stays sealed after the end while autoRealRank is off; lifts at the end otherwise', async () => {
      const ended = await contestWith({ title: 'Ended sealed', ...window(-3, -1) }, ['A']);
      await patchContest(ended.cid, { sealRank: true, sealRankTime: new Date(ended.start + 3600_000), autoRealRank: false });
      await record(ended, u.f1, 'A', JudgeStatus.Accepted, 3600 + 60);
      const frozen = await board(u.x1.token, { cid: ended.cid });
      expect(frozen.sealed).toBe(true);
      expect(f1Row(frozen).submissionInfo.A).toMatchObject({ isAC: false, tryNum: 1 });
      await patchContest(ended.cid, { autoRealRank: true });
      const real = await board(u.x1.token, { cid: ended.cid });
      expect(real.sealed).toBe(false);
      expect(f1Row(real).submissionInfo.A).toMatchObject({ isAC: true, ACTime: 3660 });
    });
  });

  describe('OI', () => {
    let oi: Contest;
    beforeAll(async () => {
      oi = await contestWith({ title: 'OI board', type: 1, ...window(-3, -1) }, ['A', 'B']);
      await record(oi, u.o1, 'A', JudgeStatus.Accepted, 100, { score: 100, timeMs: 50 });
      await record(oi, u.o1, 'A', JudgeStatus.Accepted, 110, { score: 100, timeMs: 30 });
      await record(oi, u.o1, 'A', JudgeStatus.PartialAccepted, 200, { score: 40, timeMs: 20 });
      await record(oi, u.o1, 'B', JudgeStatus.PartialAccepted, 100, { score: 30, timeMs: 10 });
      await record(oi, u.o2, 'A', JudgeStatus.PartialAccepted, 150, { score: 70, timeMs: 10 });
      // A compile error is no judgement of the code: it does not replace the score.
      await record(oi, u.o2, 'A', JudgeStatus.CompileError, 300, { score: 0 });
    });
    const rows = async () =>
      (await board<OiBoardRow>(u.x1.token, { cid: oi.cid })).records.map((r) => [
        r.username.replace(/_\d+$/, ''),
        r.rank,
        r.totalScore,
        r.totalTime,
        r.submissionInfo,
      ]);

    it('Recent: the latest record of each problem; ties share a rank', async () => {
      expect(await rows()).toEqual([
        ['o1', 1, 70, 0, { A: 40, B: 30 }],
        ['o2', 1, 70, 0, { A: 70 }],
      ]);
    });

    it('Highest: the best score; time is the smallest run time of the accepted problems', async () => {
      await patchContest(oi.cid, { oiRankScoreType: 'Highest' });
      expect(await rows()).toEqual([
        ['o1', 1, 130, 30, { A: 100, B: 30 }],
        ['o2', 2, 70, 0, { A: 70 }],
      ]);
      const o1 = (await board<OiBoardRow>(u.x1.token, { cid: oi.cid })).records[0];
      expect(o1.timeInfo).toEqual({ A: 30 });
    });

    it('drops the records after the seal for users, not for admins forcing a refresh', async () => {
      const running = await contestWith({ title: 'Sealed OI', type: 1, ...window(-2, 1) }, ['A']);
      await patchContest(running.cid, { sealRank: true, sealRankTime: new Date(running.start + 3600_000) });
      await record(running, u.o1, 'A', JudgeStatus.PartialAccepted, 600, { score: 50 });
      await record(running, u.o1, 'A', JudgeStatus.Accepted, 3700, { score: 100, timeMs: 5 });
      const user = await board<OiBoardRow>(u.x1.token, { cid: running.cid });
      expect(user.records.map((r) => r.totalScore)).toEqual([50]);
      const live = await board<OiBoardRow>(s.admin, { cid: running.cid, forceRefresh: true });
      expect(live.records.map((r) => [r.totalScore, r.totalTime])).toEqual([[100, 5]]);
    });
  });

  describe('access', () => {
    it('the outside board answers visitors once an openRank contest started; otherwise it asks to log in', async () => {
      const res = await call(t, 'POST', '/api/get-contest-outside-scoreboard', undefined, { cid: acm.cid });
      expect(res.code).toBe(401);
      await patchContest(acm.cid, { openRank: true });
      const open = await board(undefined, { cid: acm.cid }, '/api/get-contest-outside-scoreboard');
      expect(open.total).toBe(5);
      expect(open.records.some((r) => r.isConcerned)).toBe(false);
      const info = await call(t, 'GET', `/api/get-contest-outsize-info?cid=${acm.cid}`);
      expect(info.code).toBe(200);
      expect(info.body.data.contest.title).toBe('ACM board');
      expect(info.body.data.problemList).toEqual([
        { displayId: 'A', displayTitle: 'Title of BP1', color: null },
        { displayId: 'B', displayTitle: 'Title of BP2', color: null },
      ]);
      const scheduled = await contestWith({ title: 'Later', ...window(1, 2) }, ['A'], { openRank: true });
      expect((await call(t, 'GET', `/api/get-contest-outsize-info?cid=${scheduled.cid}`)).code).toBe(401);
      expect((await call(t, 'POST', '/api/get-contest-outside-scoreboard', u.x1.token, { cid: scheduled.cid })).code).toBe(403);
      await patchContest(acm.cid, { openRank: false });
    });

    it('get-contest-rank needs a login and, for a private contest, a registration', async () => {
      expect((await call(t, 'POST', '/api/get-contest-rank', undefined, { cid: acm.cid })).code).toBe(401);
      const priv = await contestWith({ title: 'Private board', auth: 1, pwd: 'pw', ...window(-1, 1) }, ['A']);
      const denied = await call(t, 'POST', '/api/get-contest-rank', u.x1.token, { cid: priv.cid });
      expect(denied.code).toBe(403);
      expect((await call(t, 'POST', '/api/get-contest-outside-scoreboard', u.x1.token, { cid: priv.cid })).code).toBe(403);
      expect((await register(t, u.x1.token, priv.cid, 'pw')).code).toBe(200);
      expect((await board(u.x1.token, { cid: priv.cid })).total).toBe(0);
      expect((await call(t, 'POST', '/api/get-contest-rank', u.x1.token, { cid: 999_999 })).code).toBe(404);
    });
  });

  describe('exports', () => {
    const download = (url: string, token: string) => t.request({ method: 'GET', url, token, headers: { 'accept-language': 'en-US' } });

    it('the rank xlsx carries the columns and cell syntax of the board', async () => {
      await record(acm, u.a3, 'B', JudgeStatus.WrongAnswer, 700);
      const res = await download(`/api/file/download-contest-rank?cid=${acm.cid}&containsEnd=true`, s.admin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(`contest_${acm.cid}_rank.xlsx`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
      expect(values(1)).toEqual([
        'Rank',
        'Username',
        'ShowName',
        'Real Name',
        'School',
        'AC',
        'Total Submission',
        'Total Penalty Time (s)',
        'A',
        'B',
      ]);
      expect(values(2)).toEqual([1, u.a1.username, u.a1.username, '', '', 2, 5, 1620, '+(2)', '+(1)']);
      expect(values(4)).toEqual([3, u.a3.username, u.a3.username, '', 'Harbour School', 1, 2, 500, '+(1)', '-(1)']);
      expect(values(5)[0]).toBe('*');
      expect(values(6).slice(0, 9)).toEqual([4, u.a4.username, u.a4.username, '', '', 1, 6, 7210 + 3600, '+(4)*']);
      const starless = await download(`/api/file/download-contest-rank?cid=${acm.cid}&removeStar=true`, s.admin);
      const book2 = new ExcelJS.Workbook();
      await book2.xlsx.load(starless.rawPayload as unknown as ArrayBuffer);
      expect(book2.worksheets[0].rowCount).toBe(5);
      expect((await download(`/api/file/download-contest-rank?cid=${acm.cid}`, u.x1.token)).statusCode).toBe(403);
    });

    it('the AC code zip splits by user or by problem, optionally without the creator and roots', async () => {
      const byUser = await download(`/api/file/download-contest-ac-submission?cid=${acm.cid}&splitType=user`, s.admin);
      expect(byUser.statusCode).toBe(200);
      const files = await unzip(byUser.rawPayload);
      const stamp = (second: number) => new Date(acm.start + second * 1000).toISOString().replace(/[-:T]/g, '').slice(0, 14);
      expect(files[`${u.a1.username}/A_(${stamp(120)}).cpp`]).toBe(`// ${u.a1.username} A 120`);
      expect(files[`${u.a1.username}/B_(${stamp(300)}).cpp`]).toBeDefined();
      expect(files[`admin1/A_(${stamp(5)}).cpp`]).toBeDefined();
      expect(Object.keys(files).some((f) => f.includes(u.a4.username))).toBe(false);
      const byProblem = await unzip(
        (await download(`/api/file/download-contest-ac-submission?cid=${acm.cid}&splitType=problem&excludeAdmin=true`, s.admin)).rawPayload,
      );
      expect(Object.keys(byProblem).sort()).toEqual(
        [
          `A/${u.a1.username}_(${stamp(120)}).cpp`,
          `A/${u.a2.username}_(${stamp(120)}).cpp`,
          `A/${u.a3.username}_(${stamp(500)}).cpp`,
          `B/${u.a1.username}_(${stamp(300)}).cpp`,
          `B/${u.a2.username}_(${stamp(300)}).cpp`,
          `B/${u.a5.username}_(${stamp(600)}).cpp`,
        ].sort(),
      );
      const bad = await call(t, 'GET', `/api/file/download-contest-ac-submission?cid=${acm.cid}&splitType=team`, s.admin);
      expect(bad.code).toBe(400);
      expect(bad.body.msg).toBe('The split type must be user or problem');
      expect((await download(`/api/file/download-contest-ac-submission?cid=${acm.cid}`, u.x1.token)).statusCode).toBe(403);
    });
  });

  it('a verdict from the judge reaches the board within two seconds', async () => {
    await setSubmitInterval(t, 0);
    const judge = await new FakeJudge(t).start();
    const live = await contestWith({ title: 'Live board', ...window(-1, 1) }, ['A']);
    expect((await board(u.x1.token, { cid: live.cid })).total).toBe(0);
    expect((await submit(t, u.x1.token, 'A', { cid: live.cid })).code).toBe(200);
    await judge.judgeAll(() => verdict(JudgeStatus.Accepted));
    const judgedAt = Date.now();
    let row: AcmBoardRow | undefined;
    while (!row?.ac && Date.now() - judgedAt < 3000) {
      row = (await board(u.x1.token, { cid: live.cid })).records.find((r) => !r.isConcerned);
      if (!row?.ac) await new Promise((r) => setTimeout(r, 100));
    }
    expect(row).toMatchObject({ username: u.x1.username, ac: 1, rank: 1 });
    expect(Date.now() - judgedAt).toBeLessThan(2000);
  });
});
