// Verdicts and their changes: the judge's result settled on the submission (OI rank score, solved rows),
// then rejudge, cancel, manual judge and resubmit, each keeping the solved rows and problem counts right.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { JudgeStatus, type Submission } from '@verdict/shared';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { TaskPriority } from '../judge/queue.ts';
import { judgeTasks } from '../judge/tables.ts';
import { judgeCases } from './tables.ts';
import { oiRankScoreOf } from './settle.ts';
import { acceptedProblems, submissions } from './tables.ts';
import {
  call,
  countWithStatus,
  createProblem,
  FakeJudge,
  judgedCase,
  setSubmitInterval,
  submit,
  userWithToken,
  verdict,
} from './test-fixtures.ts';

type User = Awaited<ReturnType<typeof userWithToken>>;

describe('oiRankScoreOf', () => {
  const oi = { type: 1, difficulty: 3, ioScore: 100, judgeCaseMode: 'default' };
  it('full marks in default mode: round(0.1·ioScore + 2·difficulty)', () => {
    expect(oiRankScoreOf(oi, JudgeStatus.Accepted, 100)).toBe(16);
    expect(oiRankScoreOf({ ...oi, ioScore: 35 }, JudgeStatus.Accepted, 35)).toBe(10);
  });
  it('otherwise round(0.1·score + 2·difficulty·score/ioScore)', () => {
    expect(oiRankScoreOf(oi, JudgeStatus.PartialAccepted, 45)).toBe(7);
    expect(oiRankScoreOf({ ...oi, judgeCaseMode: 'subtask_lowest' }, JudgeStatus.Accepted, 100)).toBe(16);
    expect(oiRankScoreOf(oi, JudgeStatus.WrongAnswer, 0)).toBe(0);
    expect(oiRankScoreOf({ ...oi, ioScore: 0 }, JudgeStatus.WrongAnswer, 0)).toBe(0);
  });
  it('none for ACM problems or without a score', () => {
    expect(oiRankScoreOf({ ...oi, type: 0 }, JudgeStatus.Accepted, 100)).toBeNull();
    expect(oiRankScoreOf(oi, JudgeStatus.CompileError, null)).toBeNull();
  });
});

describe.each(BACKENDS)('verdicts and judge actions on %s', (backend) => {
  let t: TestApp;
  let judge: FakeJudge;
  let user: User, other: User, admin: User, root: User;
  let acm: { id: number }, oi: { id: number };

  const action = (name: string, payload: object, token = root.token) =>
    call<Submission>(t, 'POST', `/api/admin/judge/${name}`, { token, payload });
  const row = async (submitId: number) => (await t.db.select().from(submissions).where(eq(submissions.submitId, submitId)))[0];
  const solvedRows = (submitId: number) => t.db.select().from(acceptedProblems).where(eq(acceptedProblems.submitId, submitId));
  const tasksOf = (submitId: number) => t.db.select().from(judgeTasks).where(eq(judgeTasks.submitId, submitId)).orderBy(judgeTasks.id);

  async function judged(who: User, problemId: string, result = verdict(JudgeStatus.Accepted)): Promise<number> {
    const res = await submit(t, who.token, problemId);
    expect(res.code).toBe(200);
    await judge.judgeAll(() => result);
    return res.body.data.submitId;
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    await setSubmitInterval(t, 0);
    judge = await new FakeJudge(t, 'box-1').start();
    user = await userWithToken(t);
    other = await userWithToken(t);
    admin = await userWithToken(t, 1001);
    root = await userWithToken(t, 1000);
    acm = await createProblem(t, { problemId: 'ACM', difficulty: 2 });
    oi = await createProblem(t, { problemId: 'OI', type: 1, difficulty: 3, ioScore: 100 });
  });
  afterAll(() => t.close());

  describe('settling the judge result', () => {
    it('writes the verdict, its judge and cases; an accepted non-contest submission gets one solved row', async () => {
      const id = await judged(user, 'ACM', verdict(JudgeStatus.Accepted, [judgedCase(1, 0), judgedCase(2, 0)]));
      expect(await row(id)).toMatchObject({
        status: JudgeStatus.Accepted,
        timeMs: 20,
        memoryKb: 1002,
        judger: 'box-1',
        score: null,
        oiRankScore: null,
        errorMessage: null,
      });
      expect(await solvedRows(id)).toEqual([expect.objectContaining({ uid: user.uid, pid: acm.id })]);
      expect(await t.db.select().from(judgeCases).where(eq(judgeCases.submitId, id))).toHaveLength(2);
      const wa = await judged(user, 'ACM', verdict(JudgeStatus.WrongAnswer));
      expect(await solvedRows(wa)).toEqual([]);
    });

    it('OI: the score and its rank score', async () => {
      const full = await judged(user, 'OI', verdict(JudgeStatus.Accepted, undefined, { score: 100 }));
      expect(await row(full)).toMatchObject({ score: 100, oiRankScore: 16 });
      const partial = await judged(user, 'OI', verdict(JudgeStatus.PartialAccepted, undefined, { score: 45 }));
      expect(await row(partial)).toMatchObject({ score: 45, oiRankScore: 7 });
      expect(await solvedRows(partial)).toEqual([]);
    });

    it('compile errors keep the compiler message; group submissions never count as solved', async () => {
      const ce = await judged(user, 'ACM', verdict(JudgeStatus.CompileError, []));
      expect((await row(ce)).errorMessage).toContain('error: expected');
      await createProblem(t, { problemId: 'GRP', auth: 4, gid: 7 });
      const group = await judged(root, 'GRP');
      expect(await row(group)).toMatchObject({ status: JudgeStatus.Accepted, gid: 7 });
      expect(await solvedRows(group)).toEqual([]);
    });
  });

  describe('rejudge', () => {
    it('resets an accepted submission, drops its solved row and cases, queues it last; the new verdict counts', async () => {
      const id = await judged(user, 'ACM');
      const acBefore = await countWithStatus(t, acm.id, JudgeStatus.Accepted);
      const res = await action('rejudge', { submitId: id });
      expect(res.code).toBe(200);
      expect(res.body.data).toMatchObject({
        submitId: id,
        status: JudgeStatus.Pending,
        judger: null,
        time: null,
        memory: null,
        isManual: false,
      });
      expect(await row(id)).toMatchObject({ status: JudgeStatus.Pending, version: 1, errorMessage: null, score: null });
      expect(await solvedRows(id)).toEqual([]);
      expect(await t.db.select().from(judgeCases).where(eq(judgeCases.submitId, id))).toEqual([]);
      expect(await countWithStatus(t, acm.id, JudgeStatus.Accepted)).toBe(acBefore - 1);
      const tasks = await tasksOf(id);
      expect(tasks.map((task) => [task.state, task.priority])).toEqual([
        ['done', TaskPriority.Practice],
        ['queued', TaskPriority.Rejudge],
      ]);
      // A fresh submission, queued later, is judged before the rejudge.
      const fresh = (await submit(t, other.token, 'ACM')).body.data.submitId;
      expect(await judge.judgeAll(() => verdict(JudgeStatus.WrongAnswer))).toEqual([fresh, id]);
      expect(await row(id)).toMatchObject({ status: JudgeStatus.WrongAnswer });
      expect(await solvedRows(id)).toEqual([]);
      expect(await countWithStatus(t, acm.id, JudgeStatus.Accepted)).toBe(acBefore - 1);
      await action('rejudge', { submitId: id });
      await judge.judgeAll(() => verdict(JudgeStatus.Accepted));
      expect(await solvedRows(id)).toHaveLength(1);
      expect((await row(id)).version).toBe(2);
    });

    it('a worker still judging the old version can no longer report', async () => {
      const id = (await submit(t, user.token, 'ACM')).body.data.submitId;
      const old = (await judge.claim())!;
      await judge.progress(old, 'judging');
      await action('rejudge', { submitId: id });
      expect(await judge.report(old, verdict(JudgeStatus.Accepted))).toEqual({ accepted: false });
      expect(await row(id)).toMatchObject({ status: JudgeStatus.Pending });
      await judge.judgeAll(() => verdict(JudgeStatus.WrongAnswer));
      expect(await row(id)).toMatchObject({ status: JudgeStatus.WrongAnswer });
    });

    it('is for the super admin only; unknown submissions are 404', async () => {
      const id = await judged(user, 'ACM');
      const refused = await action('rejudge', { submitId: id }, admin.token);
      expect([refused.code, refused.body.msg]).toEqual([403, 'Please login again with the administrator account']);
      expect((await action('rejudge', { submitId: id }, user.token)).code).toBe(403);
      expect((await call(t, 'POST', '/api/admin/judge/rejudge', { payload: { submitId: id } })).code).toBe(401);
      expect((await action('rejudge', { submitId: 987_654 })).code).toBe(404);
      expect((await row(id)).status).toBe(JudgeStatus.Accepted);
    });
  });

  describe('cancel', () => {
    it('cancels an accepted submission: no score, manual, signed by the admin, solved row and AC count gone', async () => {
      const id = await judged(user, 'OI', verdict(JudgeStatus.Accepted, undefined, { score: 100 }));
      const acBefore = await countWithStatus(t, oi.id, JudgeStatus.Accepted);
      const res = await action('cancel-judge', { submitId: id });
      expect(res.code).toBe(200);
      expect(res.body.data).toMatchObject({
        status: JudgeStatus.Cancelled,
        score: null,
        oiRankScore: null,
        isManual: true,
        judger: root.username,
      });
      expect(await solvedRows(id)).toEqual([]);
      expect(await countWithStatus(t, oi.id, JudgeStatus.Accepted)).toBe(acBefore - 1);
    });

    it('cancels a queued submission, whose task then never reaches a judge', async () => {
      const id = (await submit(t, user.token, 'ACM')).body.data.submitId;
      expect((await action('cancel-judge', { submitId: id })).body.data.status).toBe(JudgeStatus.Cancelled);
      expect(await judge.claim()).toBeNull();
    });

    it('refuses while compiling or judging, and leaves the judge on it', async () => {
      const id = (await submit(t, user.token, 'ACM')).body.data.submitId;
      const task = (await judge.claim())!;
      await judge.progress(task, 'compiling');
      const refused = await action('cancel-judge', { submitId: id });
      expect([refused.code, refused.body.msg]).toEqual([400, 'A submission being compiled or judged cannot be cancelled']);
      await judge.progress(task, 'judging');
      expect((await action('cancel-judge', { submitId: id })).code).toBe(400);
      expect(await judge.report(task, verdict(JudgeStatus.Accepted))).toEqual({ accepted: true });
      expect(await solvedRows(id)).toHaveLength(1);
    });
  });

  describe('manual judge', () => {
    it('Wrong Answer → Accepted adds the solved row, and back removes it; the counts follow', async () => {
      const id = await judged(user, 'ACM', verdict(JudgeStatus.WrongAnswer));
      const acBefore = await countWithStatus(t, acm.id, JudgeStatus.Accepted);
      const res = await action('manual-judge', { submitId: id, status: JudgeStatus.Accepted });
      expect(res.body.data).toMatchObject({ status: JudgeStatus.Accepted, isManual: true, judger: root.username, score: null });
      expect(await solvedRows(id)).toHaveLength(1);
      expect(await countWithStatus(t, acm.id, JudgeStatus.Accepted)).toBe(acBefore + 1);
      await action('manual-judge', { submitId: id, status: JudgeStatus.TimeLimitExceeded });
      expect(await solvedRows(id)).toEqual([]);
      expect(await countWithStatus(t, acm.id, JudgeStatus.Accepted)).toBe(acBefore);
    });

    it('OI: the score is clamped to [0, ioScore] and the rank score follows; Accepted without a score is full marks', async () => {
      const id = await judged(user, 'OI', verdict(JudgeStatus.WrongAnswer, undefined, { score: 0 }));
      expect((await action('manual-judge', { submitId: id, status: JudgeStatus.PartialAccepted, score: 450 })).body.data).toMatchObject({
        score: 100,
        oiRankScore: 16,
      });
      expect((await action('manual-judge', { submitId: id, status: JudgeStatus.PartialAccepted, score: -5 })).body.data).toMatchObject({
        score: 0,
        oiRankScore: 0,
      });
      expect((await action('manual-judge', { submitId: id, status: JudgeStatus.PartialAccepted, score: 45 })).body.data).toMatchObject({
        score: 45,
        oiRankScore: 7,
      });
      expect((await action('manual-judge', { submitId: id, status: JudgeStatus.WrongAnswer })).body.data).toMatchObject({ score: 45 });
      expect((await action('manual-judge', { submitId: id, status: JudgeStatus.Accepted })).body.data).toMatchObject({
        score: 100,
        oiRankScore: 16,
      });
    });

    it('refuses pending, compiling, judging and compile-error submissions, and statuses not meant to be set by hand', async () => {
      const pending = (await submit(t, user.token, 'ACM')).body.data.submitId;
      const refused = await action('manual-judge', { submitId: pending, status: JudgeStatus.Accepted });
      expect([refused.code, refused.body.msg]).toEqual([
        400,
        'A submission that is pending, compiling or being judged cannot be judged by hand',
      ]);
      const task = (await judge.claim())!;
      await judge.progress(task, 'compiling');
      expect((await action('manual-judge', { submitId: pending, status: JudgeStatus.Accepted })).code).toBe(400);
      await judge.report(task, verdict(JudgeStatus.CompileError, []));
      const ce = await action('manual-judge', { submitId: pending, status: JudgeStatus.Accepted });
      expect([ce.code, ce.body.msg]).toEqual([400, 'A submission with a compile error cannot be judged by hand']);
      const wa = await judged(user, 'ACM', verdict(JudgeStatus.WrongAnswer));
      for (const status of [
        JudgeStatus.Pending,
        JudgeStatus.Compiling,
        JudgeStatus.Judging,
        JudgeStatus.Cancelled,
        JudgeStatus.CompileError,
        JudgeStatus.Submitting,
        JudgeStatus.SubmittedUnknownResult,
        JudgeStatus.NotSubmitted,
        42,
      ]) {
        const bad = await action('manual-judge', { submitId: wa, status });
        expect([status, bad.code, bad.body.msg]).toEqual([status, 400, 'A submission cannot be judged by hand to this status']);
      }
      expect((await row(wa)).status).toBe(JudgeStatus.WrongAnswer);
      expect((await action('manual-judge', { submitId: wa, status: JudgeStatus.Accepted }, admin.token)).code).toBe(403);
    });
  });

  describe('resubmit', () => {
    const resubmit = (submitId: number, token?: string) => call<Submission>(t, 'GET', `/api/resubmit?submitId=${submitId}`, { token });

    it('the author retries a submission the system failed; it is judged again', async () => {
      const failed = await judged(user, 'ACM', verdict(JudgeStatus.SystemError, [], { errorMessage: 'judge broke' }));
      const res = await resubmit(failed, user.token);
      expect(res.body.data).toMatchObject({ submitId: failed, status: JudgeStatus.Pending, errorMessage: null });
      expect((await tasksOf(failed)).at(-1)).toMatchObject({ state: 'queued', priority: TaskPriority.Practice });
      await judge.judgeAll(() => verdict(JudgeStatus.Accepted));
      expect(await row(failed)).toMatchObject({ status: JudgeStatus.Accepted, version: 1 });
      expect(await solvedRows(failed)).toHaveLength(1);
    });

    it("refuses others' submissions, visitors, and verdicts the system did not fail", async () => {
      const failed = await judged(user, 'ACM', verdict(JudgeStatus.SubmittedFailed, []));
      const notMine = await resubmit(failed, other.token);
      expect([notMine.code, notMine.body.msg]).toEqual([403, 'Only the author of the submission can resubmit it']);
      expect((await resubmit(failed)).code).toBe(401);
      const wa = await judged(user, 'ACM', verdict(JudgeStatus.WrongAnswer));
      const refused = await resubmit(wa, user.token);
      expect([refused.code, refused.body.msg]).toEqual([
        400,
        'Only a submission that failed to submit or hit a system error can be resubmitted',
      ]);
      expect((await row(wa)).version).toBe(0);
    });
  });
});
