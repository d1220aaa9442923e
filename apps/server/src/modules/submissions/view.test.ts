// Reading submissions: who sees the row, the code, the error message and the cases; status polling; the
// share toggle; the last accepted code; and the submission list with its filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  JudgeStatus,
  type AllCaseResult,
  type LastAcCode,
  type PageResult,
  type Submission,
  type SubmissionDetail,
  type SubmissionStatusRow,
} from '@verdict/shared';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { users } from '../accounts/tables.ts';
import { updateSwitchConfig } from '../site/config.ts';
import { submitForJudging } from './judging.ts';
import { call, CPP, createProblem, FakeJudge, judgedCase, setSubmitInterval, submit, userWithToken, verdict } from './test-fixtures.ts';

type User = Awaited<ReturnType<typeof userWithToken>>;

describe.each(BACKENDS)('reading submissions on %s', (backend) => {
  let t: TestApp;
  let judge: FakeJudge;
  let owner: User, other: User, admin: User, problemAdmin: User, root: User;

  const detail = (submitId: number, token?: string) =>
    call<SubmissionDetail>(t, 'GET', `/api/get-submission-detail?submitId=${submitId}`, { token });
  const cases = (submitId: number, token?: string) =>
    call<AllCaseResult>(t, 'GET', `/api/get-all-case-result?submitId=${submitId}`, { token });
  const share = (submitId: number, value: boolean, token?: string) =>
    call(t, 'PUT', '/api/submission', { token, payload: { submitId, share: value } });
  const statuses = (submitIds: number[], token?: string, cid?: number) =>
    call<SubmissionStatusRow[]>(t, 'POST', '/api/check-submissions-status', { token, payload: { submitIds, ...(cid ? { cid } : {}) } });
  const list = (query: string, token?: string) => call<PageResult<Submission>>(t, 'GET', `/api/get-submission-list?${query}`, { token });

  /** Submits as the user and has the stand-in judge give the verdict. */
  async function judged(
    user: User,
    problemId: string,
    result = verdict(JudgeStatus.Accepted),
    extra: Record<string, unknown> = {},
  ): Promise<number> {
    const res = await submit(t, user.token, problemId, extra);
    expect(res.code).toBe(200);
    await judge.judgeAll(() => result);
    return res.body.data.submitId;
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    await setSubmitInterval(t, 0);
    judge = await new FakeJudge(t).start();
    owner = await userWithToken(t, 1002, 'owner');
    other = await userWithToken(t, 1002, 'other');
    admin = await userWithToken(t, 1001, 'admin');
    problemAdmin = await userWithToken(t, 1008, 'padmin');
    root = await userWithToken(t, 1000, 'root');
    await t.db.update(users).set({ realname: 'Real Owner' }).where(eq(users.uid, owner.uid));
    await createProblem(t, { problemId: 'OPEN' });
    await createProblem(t, { problemId: 'NOSHARE', codeShare: false });
    await createProblem(t, { problemId: 'CLOSED', openCaseResult: false });
    await createProblem(t, { problemId: 'SECRET', auth: 2 });
  });
  afterAll(() => t.close());

  describe('code visibility', () => {
    it('unshared code: the owner and the problem admins (root, admin, problem admin) only', async () => {
      const id = await judged(owner, 'OPEN');
      const seen = async (token?: string) => (await detail(id, token)).body.data.submission.code;
      expect(await seen(owner.token)).toContain('scanf');
      for (const who of [admin, problemAdmin, root]) expect(await seen(who.token)).toContain('scanf');
      expect(await seen(other.token)).toBeUndefined();
      expect(await seen()).toBeUndefined();
      // The row itself stays readable to all.
      expect((await detail(id)).body.data).toMatchObject({
        codeShare: true,
        submission: { submitId: id, status: JudgeStatus.Accepted, username: owner.username, realname: null },
      });
    });

    it('shared code is seen by everyone where the problem allows sharing, nowhere else', async () => {
      const id = await judged(owner, 'OPEN');
      expect((await share(id, true, owner.token)).code).toBe(200);
      expect((await detail(id)).body.data.submission).toMatchObject({ share: true, code: expect.stringContaining('scanf') });
      expect((await detail(id, other.token)).body.data.submission.code).toContain('scanf');
      expect((await share(id, false, owner.token)).code).toBe(200);
      expect((await detail(id, other.token)).body.data.submission.code).toBeUndefined();

      const noShare = await judged(owner, 'NOSHARE');
      const refused = await share(noShare, true, owner.token);
      expect([refused.code, refused.body.msg]).toEqual([400, 'The problem does not allow sharing code']);
      expect((await detail(noShare, owner.token)).body.data.codeShare).toBe(false);
    });

    it('only the owner toggles sharing; contest code is never shared; visitors must log in', async () => {
      const id = await judged(owner, 'OPEN');
      const notOwner = await share(id, true, other.token);
      expect([notOwner.code, notOwner.body.msg]).toEqual([403, 'Only the author of the submission can share its code']);
      expect((await share(id, true, root.token)).code).toBe(403);
      expect((await share(id, true)).code).toBe(401);
      const problem = await createProblem(t, { problemId: 'INCONTEST' });
      const contestSubmission = await submitForJudging(t.db, {
        pid: problem.id,
        displayPid: 'INCONTEST',
        uid: owner.uid,
        username: owner.username,
        language: CPP,
        code: 'x',
        cid: 1000,
      });
      const contest = await share(contestSubmission, true, owner.token);
      expect([contest.code, contest.body.msg]).toEqual([400, 'The code of contest submissions cannot be shared']);
      await judge.judgeAll(() => verdict(JudgeStatus.WrongAnswer));
    });

    it('hideNonContestSubmissionCode hides all non-contest code, even shared and own, from all but the problem admins', async () => {
      const id = await judged(owner, 'OPEN');
      await share(id, true, owner.token);
      await updateSwitchConfig(t.db, { hideNonContestSubmissionCode: true });
      try {
        for (const who of [owner, other]) expect((await detail(id, who.token)).body.data.submission.code).toBeUndefined();
        expect((await detail(id)).body.data.submission.code).toBeUndefined();
        for (const who of [admin, problemAdmin, root]) expect((await detail(id, who.token)).body.data.submission.code).toContain('scanf');
      } finally {
        await updateSwitchConfig(t.db, { hideNonContestSubmissionCode: false });
      }
    });

    it('contest submissions: only their author and the admin roles see the row and the code', async () => {
      const problem = await createProblem(t, { problemId: 'CONTESTROW' });
      const id = await submitForJudging(t.db, {
        pid: problem.id,
        displayPid: 'CONTESTROW',
        uid: owner.uid,
        username: owner.username,
        language: CPP,
        code: 'contest code',
        cid: 1000,
      });
      await judge.judgeAll(() => verdict(JudgeStatus.Accepted));
      expect((await detail(id, owner.token)).body.data.submission.code).toBe('contest code');
      expect((await detail(id, root.token)).body.data.submission.code).toBe('contest code');
      const refused = await detail(id, other.token);
      expect([refused.code, refused.body.msg]).toEqual([403, 'You do not have permission to view this submission']);
      expect((await detail(id)).code).toBe(403);
      // Status polling tells others nothing about it either, asked with or without the contest.
      expect((await statuses([id], other.token)).body.data).toEqual([]);
      expect((await statuses([id], other.token, 1000)).body.data).toEqual([]);
      expect((await statuses([id], owner.token, 1000)).body.data).toEqual([
        expect.objectContaining({ submitId: id, status: JudgeStatus.Accepted }),
      ]);
    });

    it('submissions of a problem the caller cannot see are not theirs to read; the author keeps access', async () => {
      const id = await judged(admin, 'SECRET');
      expect((await detail(id, other.token)).code).toBe(403);
      expect((await detail(id)).code).toBe(403);
      expect((await detail(id, admin.token)).code).toBe(200);
      expect((await cases(id, other.token)).code).toBe(403);
      expect((await statuses([id], other.token)).body.data).toEqual([]);
      expect((await statuses([id], root.token)).body.data).toHaveLength(1);
    });

    it('an unknown submission is 404; a junk id is a 400', async () => {
      expect((await detail(999_999, owner.token)).body).toMatchObject({ status: 404, msg: 'The submission does not exist' });
      expect((await detail(Number.NaN, owner.token)).code).toBe(400);
    });
  });

  describe('error messages', () => {
    it('compile errors show with the code only; other verdicts say the message cannot be viewed', async () => {
      const ce = await judged(owner, 'OPEN', verdict(JudgeStatus.CompileError, []));
      expect((await detail(ce, owner.token)).body.data.submission.errorMessage).toBe('main.cpp:1: error: expected ; before }');
      expect((await detail(ce, root.token)).body.data.submission.errorMessage).toContain('error: expected');
      expect((await detail(ce, other.token)).body.data.submission.errorMessage).toBe('The error message does not support viewing.');
      const re = await judged(
        owner,
        'OPEN',
        verdict(JudgeStatus.RuntimeError, undefined, { errorMessage: 'The program return exit status code: 11 (SIGSEGV)' }),
      );
      expect((await detail(re, owner.token)).body.data.submission.errorMessage).toBe('The error message does not support viewing.');
      const zh = await call<SubmissionDetail>(t, 'GET', `/api/get-submission-detail?submitId=${re}`, { token: owner.token, lang: 'zh-CN' });
      expect(zh.body.data.submission.errorMessage).toBe('该错误信息不支持查看');
      const se = await judged(
        owner,
        'OPEN',
        verdict(JudgeStatus.SystemError, [], { errorMessage: 'Oops, something has gone wrong with the judgeServer' }),
      );
      expect((await detail(se, other.token)).body.data.submission.errorMessage).toBe('Oops, something has gone wrong with the judgeServer');
      const ac = await judged(owner, 'OPEN');
      expect((await detail(ac, owner.token)).body.data.submission.errorMessage).toBeNull();
    });
  });

  describe('case results', () => {
    const WA_CASES = [judgedCase(1, JudgeStatus.Accepted), judgedCase(2, JudgeStatus.WrongAnswer)];

    it('verdicts for everyone who may view the row; the stored excerpts only with the code', async () => {
      const id = await judged(owner, 'OPEN', verdict(JudgeStatus.WrongAnswer, WA_CASES));
      const mine = await cases(id, owner.token);
      expect(mine.code).toBe(200);
      expect(mine.body.data).toMatchObject({ judgeCaseMode: 'default', subTaskJudgeCaseVoList: [] });
      expect(mine.body.data.judgeCaseList).toEqual([
        {
          seq: 1,
          status: 0,
          time: 10,
          memory: 1001,
          score: 0,
          groupNum: 1,
          message: '',
          inputData: 'input 1',
          outputData: 'expected 1',
          userOutput: 'output 1',
        },
        {
          seq: 2,
          status: -1,
          time: 20,
          memory: 1002,
          score: 0,
          groupNum: 1,
          message: 'case 2 failed',
          inputData: 'input 2',
          outputData: 'expected 2',
          userOutput: 'output 2',
        },
      ]);
      for (const token of [other.token, undefined]) {
        const theirs = await cases(id, token);
        expect(theirs.body.data.judgeCaseList.map((c) => [c.status, c.message, c.inputData, c.outputData, c.userOutput])).toEqual([
          [0, '', '', '', ''],
          [-1, 'case 2 failed', '', '', ''],
        ]);
      }
    });

    it('a problem with closed case results shows them to the admin roles only, and says so', async () => {
      const id = await judged(owner, 'CLOSED', verdict(JudgeStatus.WrongAnswer, WA_CASES));
      const refused = await cases(id, owner.token);
      expect([refused.code, refused.body.msg]).toEqual([
        403,
        'The test case results of this problem are not open; only administrators can view them',
      ]);
      for (const who of [admin, problemAdmin, root]) expect((await cases(id, who.token)).body.data.judgeCaseList).toHaveLength(2);
    });

    it('subtask_lowest groups: the lowest case that ran gives the verdict; skipped cases do not', async () => {
      await createProblem(t, { problemId: 'LOWEST', type: 1, ioScore: 100, judgeCaseMode: 'subtask_lowest' });
      const id = await judged(
        owner,
        'LOWEST',
        verdict(
          JudgeStatus.PartialAccepted,
          [
            judgedCase(1, JudgeStatus.Accepted, { group: 1, score: 30 }),
            judgedCase(2, JudgeStatus.Accepted, { group: 1, score: 30, timeMs: 50 }),
            judgedCase(3, JudgeStatus.Accepted, { group: 2, score: 70 }),
            judgedCase(4, JudgeStatus.TimeLimitExceeded, { group: 2, score: 0, timeMs: 1000 }),
            judgedCase(5, JudgeStatus.Cancelled, { group: 2, score: 0, timeMs: 0, memoryKb: 0, message: 'Cancelled: Skipped Judging' }),
          ],
          { score: 30 },
        ),
      );
      const { subTaskJudgeCaseVoList, judgeCaseMode } = (await cases(id, owner.token)).body.data;
      expect(judgeCaseMode).toBe('subtask_lowest');
      expect(
        subTaskJudgeCaseVoList.map(({ subtaskDetailList, ...group }) => ({ ...group, seqs: subtaskDetailList.map((c) => c.seq) })),
      ).toEqual([
        { groupNum: 1, status: JudgeStatus.Accepted, score: 30, ac: 2, total: 2, time: 10, memory: 1001, seqs: [1, 2] },
        { groupNum: 2, status: JudgeStatus.TimeLimitExceeded, score: 0, ac: 1, total: 3, time: 1000, memory: 1004, seqs: [3, 4, 5] },
      ]);
    });

    it('subtask_average groups: the rounded mean; Accepted when all pass, Wrong Answer at 0, else Partial', async () => {
      await createProblem(t, { problemId: 'AVERAGE', type: 1, ioScore: 100, judgeCaseMode: 'subtask_average' });
      const id = await judged(
        owner,
        'AVERAGE',
        verdict(
          JudgeStatus.PartialAccepted,
          [
            judgedCase(1, JudgeStatus.Accepted, { group: 1, score: 20 }),
            judgedCase(2, JudgeStatus.Accepted, { group: 1, score: 20 }),
            judgedCase(3, JudgeStatus.Accepted, { group: 2, score: 25 }),
            judgedCase(4, JudgeStatus.WrongAnswer, { group: 2, score: 0 }),
            judgedCase(5, JudgeStatus.WrongAnswer, { group: 3, score: 0 }),
          ],
          { score: 33 },
        ),
      );
      const groups = (await cases(id, owner.token)).body.data.subTaskJudgeCaseVoList;
      expect(groups.map((g) => [g.groupNum, g.status, g.score, g.ac, g.total, g.time])).toEqual([
        [1, JudgeStatus.Accepted, 20, 2, 2, 20],
        [2, JudgeStatus.PartialAccepted, 13, 1, 2, 40],
        [3, JudgeStatus.WrongAnswer, 0, 0, 1, 50],
      ]);
    });
  });

  describe('status polling', () => {
    it('answers the visible rows asked for, with their progress', async () => {
      const mine = (await submit(t, owner.token, 'OPEN')).body.data.submitId;
      const task = (await judge.claim())!;
      await judge.progress(task, 'judging');
      const polled = await statuses([mine, 123_456], other.token);
      expect(polled.body.data).toEqual([{ submitId: mine, status: JudgeStatus.Judging, score: null, time: null, memory: null }]);
      await judge.report(task, verdict(JudgeStatus.Accepted));
      expect((await statuses([mine])).body.data).toEqual([
        { submitId: mine, status: JudgeStatus.Accepted, score: null, time: 10, memory: 1001 },
      ]);
      expect((await statuses([])).body.data).toEqual([]);
      expect((await statuses(Array.from({ length: 101 }, (_, i) => i + 1))).code).toBe(400);
    });
  });

  describe('last accepted code', () => {
    const lastAc = (pid: number, token?: string, cid?: number) =>
      call<LastAcCode>(t, 'GET', `/api/get-last-ac-code?pid=${pid}${cid === undefined ? '' : `&cid=${cid}`}`, { token });

    it('the newest accepted code of the caller with a run comment in the language; none is a clear 400', async () => {
      const problem = await createProblem(t, { problemId: 'LASTAC' });
      const user = await userWithToken(t);
      const none = await lastAc(problem.id, user.token);
      expect([none.code, none.body.msg]).toEqual([400, "You haven't passed the problem so you cannot get the code passed recently"]);
      expect((await lastAc(problem.id)).code).toBe(401);
      await judged(user, 'LASTAC', verdict(JudgeStatus.Accepted), { code: 'first()' });
      const newest = await judged(user, 'LASTAC', verdict(JudgeStatus.Accepted), { code: 'second()' });
      await judged(user, 'LASTAC', verdict(JudgeStatus.WrongAnswer), { code: 'third()' });
      // Another user's accepted code is not the caller's.
      await judged(other, 'LASTAC', verdict(JudgeStatus.Accepted), { code: 'theirs()' });
      const got = await lastAc(problem.id, user.token);
      expect(got.body.data.language).toBe(CPP);
      const lines = got.body.data.code.split('\n');
      expect(lines.slice(0, 3)).toEqual(['second()', '', '/**']);
      expect(lines[3]).toBe(` * @runId: ${newest}`);
      expect(lines.slice(4, 6)).toEqual([` * @language: ${CPP}`, ` * @author: ${user.username}`]);
      expect(lines[6]).toMatch(/^ \* @submitTime: \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(lines[7]).toBe(' */');
      // Nothing accepted inside contest 5.
      expect((await lastAc(problem.id, user.token, 5)).code).toBe(400);
    });

    it("Python gets ''' and Ruby =begin/=end", async () => {
      const problem = await createProblem(t, { problemId: 'SCRIPTS' });
      const user = await userWithToken(t);
      await judged(user, 'SCRIPTS', verdict(JudgeStatus.Accepted), { language: 'Python3', code: 'print(3)' });
      const python = (await lastAc(problem.id, user.token)).body.data.code;
      expect(python).toMatch(/^print\(3\)\n\n'''\n {4}@runId: \d+\n {4}@language: Python3\n[\s\S]*\n'''\n$/);
      await judged(user, 'SCRIPTS', verdict(JudgeStatus.Accepted), { language: 'Ruby', code: 'puts 3' });
      expect((await lastAc(problem.id, user.token)).body.data.code).toMatch(/^puts 3\n\n=begin\n {4}@runId: \d+\n[\s\S]*\n=end\n$/);
    });

    it('the hide switch keeps it from all but the problem admins', async () => {
      const problem = await createProblem(t, { problemId: 'HIDEAC' });
      const user = await userWithToken(t);
      const boss = await userWithToken(t, 1008);
      await judged(user, 'HIDEAC');
      await judged(boss, 'HIDEAC');
      await updateSwitchConfig(t.db, { hideNonContestSubmissionCode: true });
      try {
        const hidden = await lastAc(problem.id, user.token);
        expect([hidden.code, hidden.body.msg]).toEqual([403, 'This site hides the code of submissions made outside contests']);
        expect((await lastAc(problem.id, boss.token)).code).toBe(200);
      } finally {
        await updateSwitchConfig(t.db, { hideNonContestSubmissionCode: false });
      }
    });
  });

  describe('submission list', () => {
    let lister: User;
    let ids: number[];
    beforeAll(async () => {
      lister = await userWithToken(t, 1002, 'lister');
      await createProblem(t, { problemId: 'LIST1' });
      await createProblem(t, { problemId: 'LIST22' });
      ids = [];
      for (let i = 0; i < 17; i++)
        ids.push(await judged(lister, i % 2 ? 'LIST22' : 'LIST1', verdict(i % 3 ? JudgeStatus.WrongAnswer : JudgeStatus.Accepted)));
    });

    it('15 newest first by default, no code, realname for admin roles only', async () => {
      const page = await list(`username=${lister.username}`, root.token);
      expect(page.body.data.total).toBe(17);
      expect(page.body.data.records.map((r) => r.submitId)).toEqual([...ids].reverse().slice(0, 15));
      expect(page.body.data.records[0]).not.toHaveProperty('code');
      const second = await list(`username=${lister.username}&currentPage=2`, root.token);
      expect(second.body.data.records.map((r) => r.submitId)).toEqual([ids[1], ids[0]]);
      const ownerRows = await list(`username=${owner.username}`, admin.token);
      expect(ownerRows.body.data.records[0]).toMatchObject({ username: owner.username, realname: 'Real Owner' });
      const plain = await list('onlyMine=true', owner.token);
      expect(plain.body.data.records.every((r) => r.realname === null && r.username === owner.username)).toBe(true);
    });

    it('filters: onlyMine (login), status, problem id exact or partial; empty filters are ignored', async () => {
      expect((await list('onlyMine=true')).code).toBe(401);
      const mine = await list('onlyMine=true&limit=100', lister.token);
      expect(mine.body.data.total).toBe(17);
      const accepted = await list(`onlyMine=true&status=${JudgeStatus.Accepted}&limit=100`, lister.token);
      expect(accepted.body.data.total).toBe(6);
      expect(accepted.body.data.records.every((r) => r.status === JudgeStatus.Accepted)).toBe(true);
      const exact = await list('onlyMine=true&problemID=LIST1&completeProblemID=true&limit=100', lister.token);
      expect(exact.body.data.total).toBe(9);
      const partial = await list('onlyMine=true&problemID=list&limit=100', lister.token);
      expect(partial.body.data.total).toBe(17);
      const noWildcards = await list('problemID=LIST_&completeProblemID=false', lister.token);
      expect(noWildcards.body.data.total).toBe(0);
      const blank = await list('onlyMine=true&status=&username=&problemID=&completeProblemID=', lister.token);
      expect(blank.body.data.total).toBe(17);
    });

    it('the author filter is for admin roles; onlyMine wins over it', async () => {
      const refused = await list(`username=${lister.username}`, other.token);
      expect([refused.code, refused.body.msg]).toEqual([403, 'Only administrators can filter submissions by author']);
      expect((await list(`username=${lister.username}`, problemAdmin.token)).body.data.total).toBe(17);
      const mineWins = await list(`onlyMine=true&username=${lister.username}`, owner.token);
      expect(mineWins.body.data.records.every((r) => r.username === owner.username)).toBe(true);
    });

    it('never lists submissions of problems the caller cannot see, nor contest or group ones', async () => {
      const secret = await judged(admin, 'SECRET');
      const everyone = await list('limit=300');
      const visibleIds = everyone.body.data.records.map((r) => r.submitId);
      expect(visibleIds).not.toContain(secret);
      expect(everyone.body.data.records.every((r) => r.cid === 0 && r.gid === null)).toBe(true);
      expect((await list('problemID=SECRET&completeProblemID=true', other.token)).body.data.total).toBe(0);
      expect((await list('problemID=SECRET&completeProblemID=true', root.token)).body.data.records.map((r) => r.submitId)).toContain(
        secret,
      );
      // The hidden bank is the super admin's alone, even for the admin who submitted there.
      expect((await list('problemID=SECRET&completeProblemID=true', problemAdmin.token)).body.data.total).toBe(0);
      expect((await list('problemID=SECRET&completeProblemID=true', admin.token)).body.data.total).toBe(0);
      const group = await list('gid=1001', owner.token);
      expect([group.code, group.body.msg]).toEqual([404, 'The group does not exist']);
      expect((await list('gid=1001', root.token)).code).toBe(200);
    });
  });
});
