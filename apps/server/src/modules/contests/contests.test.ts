// Site contests as users see them: the list (filters, order, paging, registration counts), the info, access and
// registration, the problem list, a problem's page, the focus-mode strip and the submission list under each
// contest's rules, and submitting inside a contest (display ids, schedule, end, registration, no solved row).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, type WorkerResult } from '@verdict/shared';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { loginFailures, users } from '../accounts/tables.ts';
import { roleSessions } from '../problems/admin-test-kit.ts';
import { problems } from '../problems/tables.ts';
import { acceptedProblems, submissions } from '../submissions/tables.ts';
import { createProblem, FakeJudge, judgedCase, setSubmitInterval, submit, userWithToken, verdict } from '../submissions/test-fixtures.ts';
import { contests } from './tables.ts';
import { addProblems, call, createContest, ENDED, register, SCHEDULED, window } from './test-kit.ts';

type User = Awaited<ReturnType<typeof userWithToken>>;

describe.each(BACKENDS)('site contests on %s', (backend) => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof roleSessions>>;
  let judge: FakeJudge;
  /** Registered in the private and protected contests. */
  let fan: User;
  /** Registered nowhere. */
  let stranger: User;
  let user1: { uid: string };
  const pid: Record<string, number> = {};
  const cid = { sched: 0, run: 0, priv: 0, prot: 0, ended: 0, reopened: 0, endedPriv: 0, hidden: 0 };
  /** The verdict the stand-in judge gives each submission. */
  const verdicts = new Map<number, WorkerResult>();

  beforeAll(async () => {
    t = await createTestApp(backend);
    s = await roleSessions(t);
    judge = await new FakeJudge(t).start();
    fan = await userWithToken(t, 1002, 'fan');
    stranger = await userWithToken(t, 1002, 'stranger');
    [user1] = await t.db.select().from(users).where(eq(users.username, 'user1'));
    for (const id of ['PA', 'PB', 'PD', 'PE', 'PF', 'PG', 'PH', 'PI']) pid[id] = (await createProblem(t, { problemId: id })).id;
    pid.PC = (await createProblem(t, { problemId: 'PC', type: 1, ioScore: 100 })).id;
    await t.db.update(problems).set({ source: 'Secret source' }).where(eq(problems.id, pid.PA));
    await t.db.update(problems).set({ source: 'Old source' }).where(eq(problems.id, pid.PF));

    cid.sched = await createContest(t, s.admin, { title: 'Scheduled later', ...SCHEDULED });
    cid.run = await createContest(t, s.root, { title: 'Running public', ...window(-1, 1) });
    cid.priv = await createContest(t, s.admin, { title: 'Private 100%_OI', type: 1, auth: 1, pwd: 'secret', ...window(-2, 2) });
    cid.prot = await createContest(t, s.root, { title: 'Protected', auth: 2, pwd: 'pp', ...window(-0.5, 1) });
    cid.ended = await createContest(t, s.root, { title: 'Ended closed', ...window(-5, -4) });
    cid.reopened = await createContest(t, s.root, { title: 'Ended reopened', allowEndSubmit: true, ...ENDED });
    cid.endedPriv = await createContest(t, s.root, { title: 'Ended private', auth: 1, pwd: 'x', ...window(-6, -5.5) });
    cid.hidden = await createContest(t, s.admin, { title: 'Hidden one', visible: false });
    await addProblems(t, s.admin, cid.sched, { A: pid.PE });
    await addProblems(t, s.root, cid.run, { B: pid.PB, AA: pid.PH, A: pid.PA });
    await addProblems(t, s.admin, cid.priv, { A: pid.PC });
    await addProblems(t, s.root, cid.prot, { A: pid.PD });
    await addProblems(t, s.root, cid.ended, { A: pid.PF });
    await addProblems(t, s.root, cid.reopened, { A: pid.PG });
    await addProblems(t, s.admin, cid.hidden, { A: pid.PI });
    await register(t, fan.token, cid.priv, 'secret');
    await register(t, fan.token, cid.prot, 'pp');
  });
  afterAll(() => t?.close());

  const get = (url: string, token?: string) => call(t, 'GET', url, token);
  const titles = (rows: { title: string }[]) => rows.map((r) => r.title);
  /** Submits inside the contest and records the verdict the judge will give. */
  async function submitIn(contest: number, displayId: string, token: string, result?: WorkerResult) {
    const res = await submit(t, token, displayId, { cid: contest });
    if (res.code === 200 && result) verdicts.set((res.body.data as { submitId: number }).submitId, result);
    return res;
  }
  const judgeAll = () => judge.judgeAll((id) => verdicts.get(id) ?? verdict(JudgeStatus.WrongAnswer));

  describe('get-contest-list', () => {
    it('lists visible site contests: scheduled, running, ended, each by start time descending, with registrations', async () => {
      const res = await get('/api/get-contest-list');
      expect(res.body.data.total).toBe(7);
      expect(titles(res.body.data.records)).toEqual([
        'Scheduled later',
        'Protected',
        'Running public',
        'Private 100%_OI',
        'Ended reopened',
        'Ended closed',
        'Ended private',
      ]);
      const priv = res.body.data.records.find((r: { id: number }) => r.id === cid.priv);
      expect(priv).toMatchObject({ type: 1, auth: 1, status: 0, author: 'admin1', count: 1, duration: 4 * 3_600_000 });
      expect(priv).not.toHaveProperty('pwd');
      expect(res.body.data.records[0]).toMatchObject({ status: -1, count: 0 });
      expect(res.body.data.records[6]).toMatchObject({ status: 1 });
      const second = await get('/api/get-contest-list?limit=3&currentPage=3');
      expect(second.body.data).toMatchObject({ total: 7, records: [{ title: 'Ended private' }] });
    });

    it('filters by keyword (title, wildcards literal), status and type; empty filters mean none; bad ones are 400', async () => {
      const list = async (query: string) => titles((await get(`/api/get-contest-list?${query}`)).body.data.records);
      expect(await list('keyword=ENDED')).toEqual(['Ended reopened', 'Ended closed', 'Ended private']);
      expect(await list('keyword=%25_')).toEqual(['Private 100%_OI']);
      expect(await list('keyword=hidden')).toEqual([]);
      expect(await list('status=-1')).toEqual(['Scheduled later']);
      expect(await list('status=0')).toEqual(['Protected', 'Running public', 'Private 100%_OI']);
      expect(await list('status=1&keyword=closed')).toEqual(['Ended closed']);
      expect(await list('type=1')).toEqual(['Private 100%_OI']);
      expect(await list('status=&type=&keyword=')).toHaveLength(7);
      const bad = await get('/api/get-contest-list?status=5');
      expect([bad.code, bad.body.msg]).toEqual([400, 'The contest status must be -1, 0 or 1']);
      expect((await get('/api/get-contest-list?type=2')).body.msg).toBe('The contest type must be ACM (0) or OI (1)');
    });
  });

  describe('get-contest-info and get-contest-access', () => {
    it('answers visitors with the contest, the server time and whether the caller administers it', async () => {
      const before = Date.now();
      const res = await get(`/api/get-contest-info?cid=${cid.priv}`);
      expect(res.body.data).toMatchObject({
        id: cid.priv,
        title: 'Private 100%_OI',
        description: 'The rules.',
        allowEndSubmit: false,
        gid: null,
        isAdmin: false,
        count: 1,
      });
      expect(Date.parse(res.body.data.now)).toBeGreaterThanOrEqual(before - 1000);
      expect((await get(`/api/get-contest-info?cid=${cid.priv}`, s.admin)).body.data.isAdmin).toBe(true);
      expect((await get(`/api/get-contest-info?cid=${cid.priv}`, s.root)).body.data.isAdmin).toBe(true);
      expect((await get(`/api/get-contest-info?cid=${cid.priv}`, s.problemAdmin)).body.data.isAdmin).toBe(false);
    });

    it('an invisible contest is 404 but for its admins; unknown 404; a bad id 400', async () => {
      for (const token of [undefined, s.user, s.problemAdmin]) {
        const res = await get(`/api/get-contest-info?cid=${cid.hidden}`, token);
        expect([res.code, res.body.msg]).toEqual([404, 'The contest does not exist or is hidden']);
      }
      for (const token of [s.root, s.admin]) expect((await get(`/api/get-contest-info?cid=${cid.hidden}`, token)).code).toBe(200);
      expect((await get('/api/get-contest-info?cid=987654')).code).toBe(404);
      expect((await get('/api/get-contest-info?cid=abc')).body.msg).toBe('Please give the contest id');
    });

    it('access: login required; public open; private and protected for registered users and the contest admins', async () => {
      const access = async (contest: number, token?: string) =>
        (await get(`/api/get-contest-access?cid=${contest}`, token)).body.data?.access;
      expect((await get(`/api/get-contest-access?cid=${cid.run}`)).code).toBe(401);
      expect(await access(cid.run, stranger.token)).toBe(true);
      expect(await access(cid.priv, stranger.token)).toBe(false);
      expect(await access(cid.prot, stranger.token)).toBe(false);
      expect(await access(cid.priv, fan.token)).toBe(true);
      expect(await access(cid.prot, fan.token)).toBe(true);
      expect(await access(cid.priv, s.admin)).toBe(true);
      expect(await access(cid.priv, s.root)).toBe(true);
      expect(await access(cid.priv, s.problemAdmin)).toBe(false);
    });
  });

  describe('register-contest', () => {
    it('refuses public contests, wrong passwords, a second registration and ended contests; visitors log in first', async () => {
      const user = await userWithToken(t, 1002, 'reg');
      const expectRefusal = async (contest: number, password: string, msg: string) => {
        const res = await register(t, user.token, contest, password);
        expect([res.code, res.body.msg]).toEqual([400, msg]);
      };
      expect((await register(t, '', cid.priv, 'secret')).code).toBe(401);
      await expectRefusal(cid.run, 'x', 'This contest is public; no registration is needed');
      await expectRefusal(cid.priv, 'wrong', 'Wrong contest password');
      await expectRefusal(cid.endedPriv, 'x', 'Contest has ended');
      expect((await register(t, user.token, cid.hidden, 'x')).body).toMatchObject({
        status: 404,
        msg: 'The contest does not exist or is hidden',
      });
      expect((await call(t, 'POST', '/api/register-contest', user.token, { cid: cid.priv })).body.msg).toBe('Enter the contest password');
      const ok = await register(t, user.token, cid.priv, 'secret');
      expect([ok.code, ok.body.msg]).toEqual([200, 'Register contest successfully']);
      await expectRefusal(cid.priv, 'secret', 'You have already registered for this contest');
      expect((await get(`/api/get-contest-access?cid=${cid.priv}`, user.token)).body.data.access).toBe(true);
    });

    it('password guesses: 5 wrong ones per user and contest, then 429 for 10 minutes, the right password too', async () => {
      const guesser = await userWithToken(t, 1002, 'guesser');
      // Parallel guesses never share a try.
      const first = await Promise.all(Array.from({ length: 7 }, (_, i) => register(t, guesser.token, cid.priv, `wrong${i}`)));
      expect(first.map((r) => r.code).sort()).toEqual([400, 400, 400, 400, 400, 429, 429]);
      const locked = await register(t, guesser.token, cid.priv, 'secret');
      expect([locked.code, locked.body.msg]).toEqual([429, 'Too many wrong passwords or codes; please try again in 10 minutes']);
      const zh = await t.request({
        method: 'POST',
        url: '/api/register-contest',
        token: guesser.token,
        payload: { cid: cid.priv, password: 'secret' },
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(JSON.parse(zh.body).msg).toBe('密码或邀请码错误次数过多，请 10 分钟后再试');
      // Other contests and other users are not locked.
      expect((await register(t, guesser.token, cid.prot, 'pp')).code).toBe(200);
      const other = await userWithToken(t, 1002, 'guesser');
      expect((await register(t, other.token, cid.priv, 'secret')).code).toBe(200);
      // Ten minutes after the last counted guess the user tries again; a right one clears the count.
      await t.db
        .update(loginFailures)
        .set({ lastFailedAt: new Date(Date.now() - 11 * 60_000) })
        .where(eq(loginFailures.key, `contest:${cid.priv}:${guesser.uid}`));
      expect((await register(t, guesser.token, cid.priv, 'wrong')).code).toBe(400);
      expect((await register(t, guesser.token, cid.priv, 'secret')).code).toBe(200);
      expect(
        await t.db
          .select()
          .from(loginFailures)
          .where(eq(loginFailures.key, `contest:${cid.priv}:${guesser.uid}`)),
      ).toEqual([]);
    });
  });

  describe('submitting inside a contest', () => {
    it('judges the contest problem by its display id; the row keeps the contest and the display id; the submit interval applies', async () => {
      await setSubmitInterval(t, 60);
      try {
        const first = await submitIn(cid.run, 'A', fan.token, verdict(JudgeStatus.Accepted));
        expect(first.code).toBe(200);
        expect(first.body.data).toMatchObject({
          cid: cid.run,
          pid: pid.PA,
          displayPid: 'A',
          displayId: 'A',
          title: 'Title of PA',
          status: JudgeStatus.Pending,
        });
        const [row] = await t.db
          .select()
          .from(submissions)
          .where(eq(submissions.submitId, (first.body.data as { submitId: number }).submitId));
        expect(row).toMatchObject({ cid: cid.run, pid: pid.PA, displayPid: 'A' });
        // One clock per user: a second contest submission, or a practice one, waits out the interval.
        const again = await submitIn(cid.run, 'B', fan.token);
        expect(again.code).toBe(429);
        expect(again.body.msg).toMatch(/^You are submitting too often; please wait (59|60) seconds and try again$/);
        await createProblem(t, { problemId: 'AFTER-CONTEST' });
        expect((await submit(t, fan.token, 'AFTER-CONTEST')).code).toBe(429);
      } finally {
        await setSubmitInterval(t, 0);
      }
      expect((await submitIn(cid.run, 'B', fan.token, verdict(JudgeStatus.WrongAnswer))).code).toBe(200);
      expect((await submitIn(cid.run, 'A', s.user, verdict(JudgeStatus.WrongAnswer))).code).toBe(200);
    });

    it('the problem must be in the contest; a contest-only problem is refused outside it', async () => {
      const res = await submitIn(cid.run, 'PA', fan.token);
      expect([res.code, res.body.msg]).toEqual([404, 'The problem is not in this contest']);
      const outside = await submit(t, fan.token, 'PA');
      expect([outside.code, outside.body.msg]).toEqual([403, 'The problem can only be submitted in its contest']);
    });

    it('ended without allowEndSubmit: closed for everyone; reopened after the end: open', async () => {
      for (const token of [fan.token, s.root]) {
        const res = await submitIn(cid.ended, 'A', token);
        expect([res.code, res.body.msg]).toEqual([403, 'Contest has ended']);
      }
      expect((await submitIn(cid.reopened, 'A', fan.token, verdict(JudgeStatus.Accepted))).code).toBe(200);
    });

    it('scheduled: only the contest admins; private and protected: registration needed; hidden or unknown: 404', async () => {
      const early = await submitIn(cid.sched, 'A', fan.token);
      expect([early.code, early.body.msg]).toEqual([403, 'The contest has not started; only its admins may see problems and submissions']);
      expect((await submitIn(cid.sched, 'A', s.admin)).code).toBe(200);
      expect((await submitIn(cid.sched, 'A', s.root)).code).toBe(200);
      expect((await submitIn(cid.sched, 'A', s.problemAdmin)).code).toBe(403);
      for (const contest of [cid.priv, cid.prot]) {
        const res = await submitIn(contest, 'A', stranger.token);
        expect([res.code, res.body.msg]).toEqual([403, 'Please register for the contest before submitting']);
      }
      expect((await submitIn(cid.priv, 'A', fan.token, verdict(JudgeStatus.Accepted, undefined, { score: 100 }))).code).toBe(200);
      expect((await submitIn(cid.prot, 'A', fan.token)).code).toBe(200);
      expect((await submitIn(cid.priv, 'A', s.admin)).code).toBe(200);
      expect((await submitIn(cid.hidden, 'A', fan.token)).body.msg).toBe('The contest does not exist');
      expect((await submitIn(987654, 'A', fan.token)).code).toBe(404);
    });

    it('a contest AC never adds a solved row', async () => {
      await judgeAll();
      const accepted = await t.db
        .select()
        .from(submissions)
        .where(and(eq(submissions.uid, fan.uid), eq(submissions.status, JudgeStatus.Accepted)));
      expect(accepted.length).toBeGreaterThanOrEqual(3);
      expect(await t.db.select().from(acceptedProblems).where(eq(acceptedProblems.uid, fan.uid))).toEqual([]);
    });
  });

  describe('problems, problem page, focus mode and submissions', () => {
    it('get-contest-problem: display-id order, ac and total of the contest, the caller’s status', async () => {
      const list = async (contest: number, token: string, extra = '') =>
        (await get(`/api/get-contest-problem?cid=${contest}${extra}`, token)).body.data;
      const rows = await list(cid.run, fan.token);
      expect(rows.map((r: { displayId: string }) => r.displayId)).toEqual(['A', 'B', 'AA']);
      expect(rows).toEqual([
        { pid: pid.PA, displayId: 'A', displayTitle: 'Title of PA', color: null, ac: 1, total: 2, myStatus: JudgeStatus.Accepted },
        { pid: pid.PB, displayId: 'B', displayTitle: 'Title of PB', color: null, ac: 0, total: 1, myStatus: JudgeStatus.WrongAnswer },
        { pid: pid.PH, displayId: 'AA', displayTitle: 'Title of PH', color: null, ac: 0, total: 0, myStatus: JudgeStatus.NotSubmitted },
      ]);
      expect((await list(cid.run, s.user))[0].myStatus).toBe(JudgeStatus.WrongAnswer);
      expect((await list(cid.run, stranger.token))[0].myStatus).toBe(JudgeStatus.NotSubmitted);
      // OI contests carry the caller's score.
      expect(await list(cid.priv, fan.token)).toEqual([
        expect.objectContaining({ displayId: 'A', ac: 1, total: 2, myStatus: JudgeStatus.Accepted, score: 100 }),
      ]);
      // Submissions after the end count with containsEnd only.
      expect(await list(cid.reopened, fan.token)).toEqual([
        expect.objectContaining({ ac: 0, total: 0, myStatus: JudgeStatus.NotSubmitted }),
      ]);
      expect(await list(cid.reopened, fan.token, '&containsEnd=true')).toEqual([
        expect.objectContaining({ ac: 1, total: 1, myStatus: JudgeStatus.Accepted }),
      ]);
    });

    it('who reads a contest’s problems: visitors log in; scheduled for its admins; private for registered users; protected for all', async () => {
      const status = async (contest: number, token?: string) => {
        const res = await get(`/api/get-contest-problem?cid=${contest}`, token);
        return [res.code, res.body.msg];
      };
      expect(await status(cid.run)).toEqual([401, 'Please login first']);
      expect(await status(cid.sched, fan.token)).toEqual([
        403,
        'The contest has not started; only its admins may see problems and submissions',
      ]);
      expect((await status(cid.sched, s.admin))[0]).toBe(200);
      expect(await status(cid.priv, stranger.token)).toEqual([403, 'This contest is private; please register with its password first']);
      expect((await status(cid.priv, fan.token))[0]).toBe(200);
      expect((await status(cid.priv, s.root))[0]).toBe(200);
      expect((await status(cid.prot, stranger.token))[0]).toBe(200);
      expect((await status(cid.hidden, fan.token))[0]).toBe(404);
      expect((await status(cid.hidden, s.admin))[0]).toBe(200);
      expect((await status(cid.ended, stranger.token))[0]).toBe(200);
    });

    it('get-contest-problem-details: the problem page with its contest row; source and author withheld until the end', async () => {
      const detail = async (contest: number, displayId: string, token?: string) =>
        get(`/api/get-contest-problem-details?cid=${contest}&displayId=${displayId}`, token);
      const res = await detail(cid.run, 'A', fan.token);
      expect(res.body.data.problem).toMatchObject({ id: pid.PA, problemId: 'PA', title: 'Title of PA', auth: 3, source: '' });
      expect(res.body.data.contestProblem).toEqual({ pid: pid.PA, displayId: 'A', displayTitle: 'Title of PA', color: null });
      expect(res.body.data).toHaveProperty('languages');
      expect((await detail(cid.run, 'A', s.root)).body.data.problem.source).toBe('Secret source');
      expect((await detail(cid.ended, 'A', fan.token)).body.data.problem.source).toBe('Old source');
      const missing = await detail(cid.run, 'ZZ', fan.token);
      expect([missing.code, missing.body.msg]).toEqual([404, 'The contest problem does not exist']);
      expect((await detail(cid.run, 'A')).code).toBe(401);
      expect((await detail(cid.priv, 'A', stranger.token)).code).toBe(403);
      expect((await get(`/api/get-contest-problem-details?cid=${cid.run}`, fan.token)).body.msg).toBe('The display id is required');
    });

    it('get-full-screen-problem-list?cid=: the contest’s problems under their display ids, same rules', async () => {
      const res = await get(`/api/get-full-screen-problem-list?cid=${cid.run}`, fan.token);
      expect(res.body.data).toEqual([
        { pid: pid.PA, problemId: 'A', title: 'Title of PA', myStatus: JudgeStatus.Accepted },
        { pid: pid.PB, problemId: 'B', title: 'Title of PB', myStatus: JudgeStatus.WrongAnswer },
        { pid: pid.PH, problemId: 'AA', title: 'Title of PH', myStatus: JudgeStatus.NotSubmitted },
      ]);
      expect((await get(`/api/get-full-screen-problem-list?cid=${cid.run}`)).code).toBe(401);
      expect((await get(`/api/get-full-screen-problem-list?cid=${cid.priv}`, stranger.token)).code).toBe(403);
      expect((await get(`/api/get-full-screen-problem-list?cid=${cid.hidden}`, fan.token)).code).toBe(404);
    });

    it('contest-submissions: the contest’s rows newest first, with filters, under the contest’s rules', async () => {
      const list = async (query: string, token = stranger.token) =>
        (await get(`/api/contest-submissions?cid=${cid.run}${query}`, token)).body.data;
      const all = await list('');
      expect(all.total).toBe(3);
      expect(all.records.map((r: { username: string; displayId: string }) => [r.username, r.displayId])).toEqual([
        ['user1', 'A'],
        [fan.username, 'B'],
        [fan.username, 'A'],
      ]);
      expect(all.records[0]).not.toHaveProperty('code');
      expect((await list('&onlyMine=true', fan.token)).total).toBe(2);
      expect((await list('&problemID=A')).total).toBe(2);
      expect((await list('&username=user1')).total).toBe(1);
      expect((await list(`&status=${JudgeStatus.Accepted}`)).total).toBe(1);
      expect((await list('&limit=1&currentPage=2')).records).toHaveLength(1);
      expect((await get(`/api/contest-submissions?cid=${cid.run}`)).code).toBe(401);
      expect((await get(`/api/contest-submissions?cid=${cid.priv}`, stranger.token)).code).toBe(403);
      expect((await get(`/api/contest-submissions?cid=${cid.sched}`, fan.token)).code).toBe(403);
      expect((await get(`/api/contest-submissions?cid=${cid.priv}`, fan.token)).body.data.total).toBe(2);
      // The regular status page never lists contest submissions.
      const status = await get('/api/get-submission-list', fan.token);
      expect(status.body.data.records.every((r: { cid: number }) => r.cid === 0)).toBe(true);
    });

    it('a contest submission’s detail and code: its author and the contest’s admins (root, creator), not other admin roles', async () => {
      const [row] = await t.db
        .select()
        .from(submissions)
        .where(and(eq(submissions.cid, cid.priv), eq(submissions.uid, fan.uid)));
      const detail = (token?: string) => get(`/api/get-submission-detail?submitId=${row.submitId}`, token);
      for (const token of [fan.token, s.admin, s.root])
        expect((await detail(token)).body.data.submission).toMatchObject({ code: expect.any(String), displayId: 'A', cid: cid.priv });
      for (const token of [s.problemAdmin, s.user, undefined]) expect((await detail(token)).code).toBe(403);
      const [runRow] = await t.db
        .select()
        .from(submissions)
        .where(and(eq(submissions.cid, cid.run), eq(submissions.uid, user1.uid)));
      // The creator of another contest is nobody special here.
      expect((await get(`/api/get-submission-detail?submitId=${runRow.submitId}`, s.admin)).code).toBe(403);
    });

    it('case data of a contest submission (input, expected, output, message) for the contest’s admins only; practice keeps its rules', async () => {
      const failing = verdict(JudgeStatus.WrongAnswer, [judgedCase(1, JudgeStatus.Accepted), judgedCase(2, JudgeStatus.WrongAnswer)]);
      const res = await submitIn(cid.priv, 'A', fan.token, failing);
      expect(res.code).toBe(200);
      const id = (res.body.data as { submitId: number }).submitId;
      await judgeAll();
      const cases = async (submitId: number, token?: string) =>
        (await get(`/api/get-all-case-result?submitId=${submitId}`, token)).body.data.judgeCaseList;
      const dataOf = (rows: { status: number; message: string; inputData: string; outputData: string; userOutput: string }[]) =>
        rows.map((c) => [c.status, c.message, c.inputData, c.outputData, c.userOutput]);
      // Its author, during the contest: the verdicts alone.
      expect(dataOf(await cases(id, fan.token))).toEqual([
        [JudgeStatus.Accepted, '', '', '', ''],
        [JudgeStatus.WrongAnswer, '', '', '', ''],
      ]);
      // The contest's creator and root: everything.
      for (const token of [s.admin, s.root]) {
        expect(dataOf(await cases(id, token))).toEqual([
          [JudgeStatus.Accepted, '', 'input 1', 'expected 1', 'output 1'],
          [JudgeStatus.WrongAnswer, 'case 2 failed', 'input 2', 'expected 2', 'output 2'],
        ]);
      }
      // After the end it stays hidden from the author.
      await t.db
        .update(contests)
        .set({ endTime: new Date(Date.now() - 60_000) })
        .where(eq(contests.id, cid.priv));
      try {
        expect(dataOf(await cases(id, fan.token))[1]).toEqual([JudgeStatus.WrongAnswer, '', '', '', '']);
      } finally {
        await t.db
          .update(contests)
          .set({ endTime: new Date(Date.now() + 2 * 3_600_000) })
          .where(eq(contests.id, cid.priv));
      }
      // The wrong-case download stays closed to the author too.
      expect((await get(`/api/file/download-wrong-case?submitId=${id}`, fan.token)).code).toBe(403);
      // A practice submission of the author's still shows the excerpts and the message.
      await createProblem(t, { problemId: 'PRACTICE' });
      const practice = await submit(t, fan.token, 'PRACTICE');
      verdicts.set((practice.body.data as { submitId: number }).submitId, failing);
      await judgeAll();
      expect(dataOf(await cases((practice.body.data as { submitId: number }).submitId, fan.token))[1]).toEqual([
        JudgeStatus.WrongAnswer,
        'case 2 failed',
        'input 2',
        'expected 2',
        'output 2',
      ]);
    });
  });
});
