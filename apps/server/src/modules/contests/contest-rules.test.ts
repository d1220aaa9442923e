// The contest rules beyond the core: the new form fields (flat body, seal, stars, awards, account rule), the
// account rule at registration and submit (reference §5.3), what a seal withholds from the submission list,
// the detail and the status polling (§5.6), and the wire aliases clients of the spec send.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, formatAccountRule } from '@verdict/shared';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { users } from '../accounts/tables.ts';
import { announcements } from '../announcements/tables.ts';
import { roleSessions, validPayload } from '../problems/admin-test-kit.ts';
import { createProblem, FakeJudge, setSubmitInterval, submit, userWithToken, verdict } from '../submissions/test-fixtures.ts';
import { submissions } from '../submissions/tables.ts';
import { addProblems, call, contestForm, createContest, register, window } from './test-kit.ts';

type User = Awaited<ReturnType<typeof userWithToken>>;
const MINUTE = 60_000;

describe.each(BACKENDS)('contest rules on %s', (backend) => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof roleSessions>>;
  let judge: FakeJudge;
  let team2: User;
  let team02: User;
  let other: User;
  const pid: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(backend);
    s = await roleSessions(t);
    judge = await new FakeJudge(t).start();
    await setSubmitInterval(t, 0);
    // userWithToken numbers its users; the account rule needs exact names, so they are renamed.
    team2 = await userWithToken(t, 1002, 'rt');
    team02 = await userWithToken(t, 1002, 'rt');
    other = await userWithToken(t, 1002, 'rt');
    for (const [user, name] of [
      [team2, 'team2'],
      [team02, 'team02'],
      [other, 'guest'],
    ] as const) {
      await t.db.update(users).set({ username: name }).where(eq(users.uid, user.uid));
      user.token = await t.login(name, 'Passw0rd');
    }
    for (const id of ['RA', 'RB', 'RC', 'RD', 'RE']) pid[id] = (await createProblem(t, { problemId: id, type: id === 'RC' ? 1 : 0 })).id;
  });
  afterAll(() => t?.close());

  const get = (url: string, token?: string) => call(t, 'GET', url, token);

  describe('the contest form', () => {
    it('takes the flat body of the reference, keeps every field and answers it back', async () => {
      const form = contestForm({
        title: 'Flat form',
        sealRank: true,
        sealRankTime: new Date(Date.now() + 30 * MINUTE).toISOString(),
        autoRealRank: false,
        openRank: true,
        openPrint: true,
        rankShowName: 'nickname',
        starAccount: ['guest'],
        oiRankScoreType: 'Highest',
        awardType: 2,
        awardConfigList: [
          { priority: 2, name: 'Silver', background: '#cccccc', color: '#000000', num: 2 },
          { priority: 1, name: 'Gold', background: '#ffd700', color: '#000000', num: 1 },
        ],
      });
      const created = await call(t, 'POST', '/api/admin/contest', s.admin, form);
      expect(created.body.status).toBe(200);
      const cid = created.body.data.id;
      const back = (await get(`/api/admin/contest?cid=${cid}`, s.admin)).body.data;
      expect(back).toMatchObject({
        title: 'Flat form',
        sealRank: true,
        autoRealRank: false,
        openRank: true,
        openPrint: true,
        rankShowName: 'nickname',
        starAccount: ['guest'],
        oiRankScoreType: 'Highest',
        awardType: 2,
      });
      expect(back.awardConfigList.map((a: { name: string }) => a.name)).toEqual(['Gold', 'Silver']);
      expect(Date.parse(back.sealRankTime)).toBe(Date.parse(form.sealRankTime!));

      const update = await call(t, 'PUT', '/api/admin/contest', s.admin, {
        ...form,
        id: String(cid),
        title: 'Flat form 2',
        sealRank: false,
      });
      expect(update.body.status).toBe(200);
      const info = (await get(`/api/get-contest-info?cid=${cid}`, s.admin)).body.data;
      expect(info).toMatchObject({ title: 'Flat form 2', sealRank: false, sealRankTime: null, openPrint: true, realTimeRank: true });
    });

    it('refuses a seal outside the contest, a star named twice and a broken account rule, with their messages', async () => {
      const cases: [object, string][] = [
        [{ sealRank: true, sealRankTime: new Date(Date.now() + 5 * 60 * MINUTE).toISOString() }, 'seal time must lie between'],
        [{ sealRank: true }, 'seal time must lie between'],
        [{ starAccount: ['guest', 'Guest'] }, 'star user is listed twice'],
        [{ openAccountLimit: true, accountLimitRule: '<prefix>t</prefix><start>9</start><end>1</end>' }, 'account rule is invalid'],
        [{ awardType: 1, awardConfigList: [{ priority: 1, name: '', background: '#fff', color: '#000000', num: 1 }] }, 'award levels'],
      ];
      for (const [overrides, message] of cases) {
        const res = await call(t, 'POST', '/api/admin/contest', s.admin, contestForm(overrides));
        expect(res.body.status, JSON.stringify(overrides)).toBe(400);
        expect(res.body.msg).toContain(message);
      }
    });
  });

  describe('clone', () => {
    it('copies the contest with its problems as "<title> [Cloned]", hidden, owned by the caller, pointing at its source', async () => {
      const cid = await createContest(t, s.admin, { title: 'Original', openPrint: true, starAccount: ['guest'] });
      await addProblems(t, s.admin, cid, { A: pid.RD, B: pid.RE });
      const res = await get(`/api/admin/contest/clone?cid=${cid}`, s.root);
      expect(res.body.status).toBe(200);
      const copy = (await get(`/api/admin/contest?cid=${res.body.data.id}`, s.root)).body.data;
      expect(copy).toMatchObject({
        title: 'Original [Cloned]',
        source: cid,
        visible: false,
        openPrint: true,
        starAccount: ['guest'],
        author: 'root',
      });
      const problems = (await get(`/api/admin/contest/get-problem-list?cid=${copy.id}`, s.root)).body.data.problemList.records;
      expect(problems.map((p: { displayId: string }) => p.displayId)).toEqual(['A', 'B']);
      expect((await get(`/api/admin/contest/clone?cid=${cid}`, s.problemAdmin)).body.status).toBe(403);
      expect((await get(`/api/admin/contest/clone?cid=${cid}`, team2.token)).code).toBe(403);
    });
  });

  it('deleting a contest takes its announcements with it', async () => {
    const cid = await createContest(t, s.admin, { title: 'Short-lived' });
    const posted = await call(t, 'POST', '/api/admin/contest/announcement', s.admin, {
      cid,
      announcement: { title: 'Hi', content: 'Welcome' },
    });
    expect(posted.body.status).toBe(200);
    expect((await call(t, 'DELETE', `/api/admin/contest?cid=${cid}`, s.admin)).body.status).toBe(200);
    expect(await t.db.select().from(announcements).where(eq(announcements.cid, cid))).toEqual([]);
  });

  describe('a problem made inside a contest', () => {
    it('is contest-only whatever the form said, linked under its display id, and refused whole when the id is taken', async () => {
      const cid = await createContest(t, s.admin, { title: 'Made inside' });
      const made = await call(t, 'POST', '/api/admin/contest/problem', s.admin, {
        ...validPayload('INSIDE1'),
        cid: String(cid),
        displayId: 'A',
      });
      expect(made.body.status).toBe(200);
      const links = (await get(`/api/admin/contest/get-problem-list?cid=${cid}`, s.admin)).body.data.problemList.records;
      expect(links).toMatchObject([{ problemId: 'INSIDE1', displayId: 'A', auth: 3, displayTitle: 'Problem INSIDE1' }]);
      const clash = await call(t, 'POST', '/api/admin/contest/problem', s.admin, { ...validPayload('INSIDE2'), cid, displayId: 'A' });
      expect(clash.body.status).toBe(400);
      expect((await get('/api/admin/problem/get-problem-list?keyword=INSIDE2', s.root)).body.data.total).toBe(0);
      const stranger = await call(t, 'POST', '/api/admin/contest/problem', s.problemAdmin, { ...validPayload('INSIDE3'), cid });
      expect(stranger.body.status).toBe(403);
    });
  });

  describe('the account rule', () => {
    const rule = formatAccountRule({ prefix: 'team', suffix: '', numberFrom: 1, numberTo: 3, extraAccounts: ['guest'] });

    it('lets only matching usernames register: numbers in range written plainly, and the extra names', async () => {
      const cid = await createContest(t, s.admin, {
        title: 'Ruled private',
        auth: 1,
        pwd: 'pw',
        openAccountLimit: true,
        accountLimitRule: rule,
      });
      expect((await register(t, team2.token, cid, 'pw')).body.status).toBe(200);
      expect((await register(t, other.token, cid, 'pw')).body.status).toBe(200);
      const padded = await register(t, team02.token, cid, 'pw');
      expect(padded.body.status).toBe(403);
      expect(padded.body.msg).toContain('account rule');
    });

    it('refuses a submission from a username outside the rule in a public contest', async () => {
      const cid = await createContest(t, s.admin, { title: 'Ruled public', openAccountLimit: true, accountLimitRule: rule });
      await addProblems(t, s.admin, cid, { A: pid.RA });
      const refused = await submit(t, team02.token, 'A', { cid: String(cid) });
      expect(refused.body.status).toBe(403);
      expect(refused.body.msg).toContain('account rule');
      expect((await submit(t, team2.token, 'A', { cid })).body.status).toBe(200);
      await judge.judgeAll(() => verdict(JudgeStatus.Accepted));
    });
  });

  describe('a sealed OI contest', () => {
    let cid: number;
    let before: number;
    let after: number;
    let othersAfter: number;

    beforeAll(async () => {
      cid = await createContest(t, s.admin, {
        title: 'Sealed OI',
        type: 1,
        ...window(-1, 1),
        sealRank: true,
        sealRankTime: new Date(Date.now() - 30 * MINUTE).toISOString(),
      });
      await addProblems(t, s.admin, cid, { A: pid.RC });
      const sub = async (user: User) => ((await submit(t, user.token, 'A', { cid })).body.data as { submitId: number }).submitId;
      before = await sub(team2);
      after = await sub(team2);
      othersAfter = await sub(other);
      await judge.judgeAll(() => verdict(JudgeStatus.Accepted, undefined, { score: 100 }));
      // The first one was made before the seal.
      await t.db
        .update(submissions)
        .set({ submitTime: new Date(Date.now() - 40 * MINUTE) })
        .where(eq(submissions.submitId, before));
    });

    it('shows its author a submission after the seal as "Submitted Unknown Result", in the detail and the polling', async () => {
      const detail = (await get(`/api/get-submission-detail?submitId=${after}`, team2.token)).body.data.submission;
      expect(detail).toMatchObject({ status: JudgeStatus.SubmittedUnknownResult, score: null, time: null });
      const early = (await get(`/api/get-submission-detail?submitId=${before}`, team2.token)).body.data.submission;
      expect(early.status).toBe(JudgeStatus.Accepted);
      const polled = await call(t, 'POST', '/api/check-contest-submissions-status', team2.token, {
        submitIds: [String(after)],
        cid: String(cid),
      });
      expect(polled.body.data).toEqual([
        { submitId: after, status: JudgeStatus.SubmittedUnknownResult, score: null, time: null, memory: null },
      ]);
      const cases = await get(`/api/get-all-case-result?submitId=${after}`, team2.token);
      expect(cases.body.status).toBe(403);
    });

    it('counts the problem list up to the seal for users, and shows a problem submitted after it as unknown', async () => {
      const [mine] = (await get(`/api/get-contest-problem?cid=${cid}`, team2.token)).body.data;
      expect(mine).toMatchObject({ displayId: 'A', ac: 1, total: 1, myStatus: JudgeStatus.SubmittedUnknownResult, score: null });
      const [theirs] = (await get(`/api/get-contest-problem?cid=${cid}`, s.admin)).body.data;
      expect(theirs).toMatchObject({ ac: 3, total: 3 });
    });

    it('lists the rows before the seal and the viewer own rows (withheld), hiding the others after the seal', async () => {
      const list = (await get(`/api/contest-submissions?contestID=${cid}&limit=30`, team2.token)).body.data;
      expect(list.records.map((r: { submitId: number }) => r.submitId).sort()).toEqual([before, after].sort());
      const mine = list.records.find((r: { submitId: number }) => r.submitId === after);
      expect(mine.status).toBe(JudgeStatus.SubmittedUnknownResult);
      const admin = (await get(`/api/contest-submissions?cid=${cid}&limit=30`, s.admin)).body.data;
      expect(admin.records.map((r: { submitId: number }) => r.submitId).sort()).toEqual([before, after, othersAfter].sort());
      expect(admin.records.every((r: { status: number }) => r.status === JudgeStatus.Accepted)).toBe(true);
      const info = (await get(`/api/get-contest-info?cid=${cid}`, team2.token)).body.data;
      expect(info.realTimeRank).toBe(false);
    });
  });

  describe('wire aliases', () => {
    it('reads cid 0 and gid 0 as "none" and numeric ids sent as strings', async () => {
      const res = await call(t, 'POST', '/api/get-user-problem-status', team2.token, {
        pidList: [String(pid.RA), pid.RB],
        isContestProblemList: false,
        cid: 0,
        gid: 0,
      });
      expect(res.body.status).toBe(200);
      expect(Object.keys(res.body.data).sort()).toEqual([String(pid.RA), String(pid.RB)].sort());
      const sub = await submit(t, team2.token, 'RB', { cid: 0, gid: 0 });
      expect(sub.body.status).toBe(200);
      await judge.judgeAll(() => verdict(JudgeStatus.Accepted));
      const submitId = String((sub.body.data as { submitId: number }).submitId);
      const manual = await call(t, 'POST', '/api/admin/judge/manual-judge', s.root, { submitId, status: '-1', score: null });
      expect(manual.body.status).toBe(200);
      expect((await get(`/api/get-submission-detail?submitId=${submitId}`, s.root)).body.data.submission.status).toBe(
        JudgeStatus.WrongAnswer,
      );
    });

    it('lists every auth in the back-office problem list for auth=0', async () => {
      const all = await get('/api/admin/problem/get-problem-list?auth=0&limit=100', s.admin);
      const none = await get('/api/admin/problem/get-problem-list?limit=100', s.admin);
      expect(all.body.status).toBe(200);
      expect(all.body.data.total).toBe(none.body.data.total);
    });
  });
});
