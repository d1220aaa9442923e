// Fan-out through the worker protocol: who is offered ranges and who counts as idle, the merge once the ranges are
// back, a compile error from any range, and a rejudge mid-way. The judging itself is apps/judge/test/fan-out.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { JudgeStatus, type JudgeTaskPayload, type WorkerResult } from '@verdict/shared';
import { PARITY_BACKENDS, createTestApp, TEST_JUDGE_SECRET, type TestApp } from '../../test/helper.ts';
import { createUser } from '../../test/users.ts';
import { problemCases, problems } from '../problems/tables.ts';
import { storeTestData } from '../problems/testdata.ts';
import { rejudge } from '../submissions/judge-actions.ts';
import { submitForJudging } from '../submissions/judging.ts';
import { judgeCases, submissions } from '../submissions/tables.ts';
import { caseRanges } from './fan-out.ts';
import { judgeServers, judgeTasks } from './tables.ts';

const HEADERS = { 'x-judge-secret': TEST_JUDGE_SECRET };
const CASES = 12;

/** What a worker reports for its range: every case Accepted but those in `failing` (Wrong Answer). */
const rangeResult = (part: { firstCase: number; lastCase: number }, failing: number[] = []): WorkerResult => ({
  status: JudgeStatus.Accepted,
  score: null,
  timeMs: 5,
  memoryKb: 100,
  compileMessage: '',
  errorMessage: '',
  cases: Array.from({ length: part.lastCase - part.firstCase + 1 }, (_, i) => ({
    seq: part.firstCase + i,
    status: failing.includes(part.firstCase + i) ? JudgeStatus.WrongAnswer : JudgeStatus.Accepted,
    timeMs: 5,
    memoryKb: 100,
    score: 0,
    group: 1,
    message: '',
    inputExcerpt: '',
    expectedExcerpt: '',
    userOutputExcerpt: '',
  })),
});

describe('caseRanges', () => {
  it('cuts the cases into contiguous ranges, the first ones a case longer', () => {
    expect(caseRanges(12, 2)).toEqual([
      { firstCase: 1, lastCase: 6 },
      { firstCase: 7, lastCase: 12 },
    ]);
    expect(caseRanges(10, 3)).toEqual([
      { firstCase: 1, lastCase: 4 },
      { firstCase: 5, lastCase: 7 },
      { firstCase: 8, lastCase: 10 },
    ]);
  });
});

describe.each(PARITY_BACKENDS)('fan-out on %s', (backend) => {
  let t: TestApp;
  let pid: number;
  let user: { uid: string; username: string };
  beforeAll(async () => {
    t = await createTestApp(backend);
    user = await createUser(t.db, 'fanned');
    const [problem] = await t.db.insert(problems).values({ problemId: 'F1', title: 'Many cases' }).returning();
    pid = problem.id;
    await t.db.insert(problemCases).values(
      Array.from({ length: CASES }, (_, i) => ({
        problemId: pid,
        seq: i + 1,
        inputHash: storeTestData(t.dataDir, `${i}\n`),
        outputHash: storeTestData(t.dataDir, `${2 * i}\n`),
      })),
    );
  });
  afterAll(() => t.close());
  // Each test decides who is idle.
  beforeEach(() => t.db.update(judgeServers).set({ idleAt: null }));

  const post = async (url: string, payload: object) =>
    JSON.parse((await t.request({ method: 'POST', url: `/api/judge/${url}`, payload, headers: HEADERS })).body).data;
  const register = async (name: string) => (await post('register', { name, cores: 1, concurrency: 1, version: 'test' })).workerId as string;
  const claim = (workerId: string, parts = true) =>
    post('claim', { workerId, waitMs: 0, jobs: false, parts }) as Promise<JudgeTaskPayload | null>;
  const report = async (workerId: string, task: JudgeTaskPayload, result: WorkerResult) =>
    (await post('result', { workerId, taskId: task.taskId, attempt: task.attempt, result })).accepted as boolean;
  const submit = () =>
    submitForJudging(t.db, { pid, displayPid: 'F1', uid: user.uid, username: user.username, language: 'C', code: 'int main(){}' });
  const submission = async (submitId: number) => (await t.db.select().from(submissions).where(eq(submissions.submitId, submitId)))[0];
  const tasksOf = (submitId: number) => t.db.select().from(judgeTasks).where(eq(judgeTasks.submitId, submitId)).orderBy(asc(judgeTasks.id));

  /** A submission split between two workers, each holding its range. */
  async function split(names: [string, string]) {
    const [a, b] = [await register(names[0]), await register(names[1])];
    expect(await claim(b)).toBeNull();
    const submitId = await submit();
    const first = (await claim(a))!;
    const second = (await claim(b))!;
    return { a, b, submitId, first, second };
  }

  it('splits for an idle worker that takes ranges, and settles once the ranges are back', async () => {
    const { a, b, submitId, first, second } = await split(['fan-a', 'fan-b']);
    expect([first.submitId, first.part, second.submitId, second.part]).toEqual([
      submitId,
      { firstCase: 1, lastCase: 6 },
      submitId,
      { firstCase: 7, lastCase: 12 },
    ]);
    expect(second.problem).toEqual(first.problem);
    expect(second.problem.cases).toHaveLength(CASES);
    // The second range's progress does not move the submission; the first range's does.
    await post('progress', { workerId: b, taskId: second.taskId, attempt: second.attempt, phase: 'compiling' });
    expect((await submission(submitId)).status).toBe(JudgeStatus.Pending);
    await post('progress', { workerId: a, taskId: first.taskId, attempt: first.attempt, phase: 'judging' });
    expect((await submission(submitId)).status).toBe(JudgeStatus.Judging);

    expect(await report(b, second, rangeResult(second.part!, [9]))).toBe(true);
    expect((await submission(submitId)).status).toBe(JudgeStatus.Judging);
    expect(await report(a, first, rangeResult(first.part!))).toBe(true);
    expect(await submission(submitId)).toMatchObject({ status: JudgeStatus.WrongAnswer, judger: 'fan-a, fan-b' });
    const cases = await t.db.select().from(judgeCases).where(eq(judgeCases.submitId, submitId)).orderBy(asc(judgeCases.seq));
    expect(cases.map((c) => c.seq)).toEqual(Array.from({ length: CASES }, (_, i) => i + 1));
    expect((await tasksOf(submitId)).map((r) => [r.state, r.problem, r.partResult])).toEqual([
      ['done', null, null],
      ['done', null, null],
    ]);
    // A result sent again is refused.
    expect(await report(b, second, rangeResult(second.part!))).toBe(false);
  });

  it('a worker that does not take ranges is neither offered one nor counted as idle', async () => {
    const old = await register('old');
    const fresh = await register('fresh');
    expect(await claim(old, false)).toBeNull();
    const whole = await submit();
    const task = (await claim(fresh))!;
    expect(task.submitId).toBe(whole);
    expect(task.part).toBeUndefined();
    await report(fresh, task, rangeResult({ firstCase: 1, lastCase: CASES }));
    expect((await submission(whole)).status).toBe(JudgeStatus.Accepted);

    const { a, submitId, first } = await split(['fan-c', 'fan-d']);
    await t.db.update(judgeTasks).set({ state: 'queued', workerId: null }).where(eq(judgeTasks.parentId, first.taskId));
    expect(await claim(old, false)).toBeNull();
    const range = (await claim(fresh))!;
    expect([range.submitId, range.part]).toEqual([submitId, { firstCase: 7, lastCase: 12 }]);
    await report(a, first, rangeResult(first.part!));
    await report(fresh, range, rangeResult(range.part!));
    expect(await submission(submitId)).toMatchObject({ status: JudgeStatus.Accepted, judger: 'fan-c, fresh' });
  });

  it('a compile error from any range ends the submission once', async () => {
    const { a, b, submitId, first, second } = await split(['fan-e', 'fan-f']);
    const compileError = { ...rangeResult(second.part!), status: JudgeStatus.CompileError, compileMessage: 'x.c:1: error', cases: [] };
    expect(await report(b, second, compileError)).toBe(true);
    expect(await submission(submitId)).toMatchObject({ status: JudgeStatus.CompileError, errorMessage: 'x.c:1: error' });
    expect(await report(a, first, rangeResult(first.part!))).toBe(false);
    expect((await submission(submitId)).status).toBe(JudgeStatus.CompileError);
  });

  it('a rejudge mid-way refuses the ranges still out and drops what was kept', async () => {
    const { a, b, submitId, first, second } = await split(['fan-g', 'fan-h']);
    expect(await report(b, second, rangeResult(second.part!))).toBe(true);
    await rejudge(t.db, submitId);
    expect(await report(a, first, rangeResult(first.part!))).toBe(false);
    const rows = await tasksOf(submitId);
    expect(rows.map((r) => [r.state, r.problem, r.partResult, r.parentId === null])).toEqual([
      ['done', null, null, true],
      ['done', null, null, false],
      ['queued', null, null, true],
    ]);
    expect((await submission(submitId)).status).toBe(JudgeStatus.Pending);
    // The new task is judged like any other (nobody is idle now: whole).
    await t.db.update(judgeServers).set({ idleAt: null });
    const again = (await claim(a))!;
    expect([again.submitId, again.part]).toEqual([submitId, undefined]);
    expect(await report(a, again, rangeResult({ firstCase: 1, lastCase: CASES }))).toBe(true);
    expect(
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(judgeCases)
        .where(eq(judgeCases.submitId, submitId)),
    ).toEqual([{ n: CASES }]);
  });
});
