// Online tests and compile checks: every validation rule, and the job lifecycle through the real worker
// protocol (claim, lease, idempotent job results, expiry), on both database backends.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { JudgeStatus, LIMITS, type JudgeClaim, type RoleCode, type TestJudgeResult } from '@verdict/shared';
import { PARITY_BACKENDS, createTestApp, TEST_JUDGE_SECRET, type TestApp } from '../../test/helper.ts';
import { createUser } from '../../test/users.ts';
import { users } from '../accounts/tables.ts';
import { groupMembers, groups } from '../groups/tables.ts';
import { updateSwitchConfig } from '../site/config.ts';
import { languages, problemLanguages, problems } from '../problems/tables.ts';
import { submissions } from '../submissions/tables.ts';
import { submitForJudging } from '../submissions/judging.ts';
import { purgeExpiredJobs, waitForJob, createCompileJob } from './jobs.ts';
import { enqueue, TaskPriority } from './queue.ts';
import { judgeJobs, judgeServers, judgeTasks } from './tables.ts';

const HEADERS = { 'x-judge-secret': TEST_JUDGE_SECRET };
const EN = { 'accept-language': 'en-US' };
const body = (res: { body: string }) => JSON.parse(res.body);
const AB = '#include <cstdio>\nint main(){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b);}';

const TEST_RESULT = {
  kind: 'test',
  status: JudgeStatus.Accepted,
  timeMs: 3,
  memoryKb: 1200,
  userOutput: '3\n',
  stderr: 'debug line',
} as const;

describe.each(PARITY_BACKENDS)('online test and compile check on %s', (backend) => {
  let t: TestApp;
  let pid: number;
  let userToken: string;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const [problem] = await t.db
      .insert(problems)
      .values({
        problemId: 'T1',
        title: 'A+B',
        timeLimit: 1500,
        memoryLimit: 64,
        stackLimit: 32,
        judgeMode: 'spj',
        isRemoveEndBlank: false,
        isFileIo: true,
        ioReadFileName: 'ab.in',
        ioWriteFileName: 'ab.out',
        userExtraFile: { 'lib.h': 'int f();' },
      })
      .returning();
    pid = problem.id;
    await t.db.insert(problems).values([
      { problemId: 'HIDDEN', title: 'Private', auth: 2 },
      { problemId: 'CONTEST', title: 'Contest only', auth: 3 },
      { problemId: 'GROUPED', title: 'Group', auth: 4, gid: 1 },
      { problemId: 'PYONLY', title: 'Python only' },
    ]);
    const [pyOnly] = await t.db.select().from(problems).where(eq(problems.problemId, 'PYONLY'));
    const [python] = await t.db.select().from(languages).where(eq(languages.name, 'Python3'));
    await t.db.insert(problemLanguages).values({ pid: pyOnly.id, lid: python.id });
    await createUser(t.db, 'tester', 1002, 'Passw0rd');
    await createUser(t.db, 'other', 1002, 'Passw0rd');
    await createUser(t.db, 'padmin', 1008, 'Passw0rd');
    userToken = await t.login('tester', 'Passw0rd');
    adminToken = await t.login('padmin', 'Passw0rd');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await updateSwitchConfig(t.db, { openPublicJudge: true, openContestJudge: true, openGroupJudge: true, defaultSubmitInterval: 0 });
    // Each test starts with an empty queue and no judge server online.
    await t.db.delete(judgeTasks);
    await t.db.delete(judgeJobs);
    await t.db.delete(judgeServers);
  });

  // token null: a visitor.
  const submitTest = (payload: object, token: string | null = userToken, headers: Record<string, string> = EN) =>
    t.request({
      method: 'POST',
      url: '/api/submit-problem-test-judge',
      payload: { pid: 'T1', language: 'C++ 17 With O2', code: AB, userInput: '1 2', ...payload },
      token: token ?? undefined,
      headers,
    });
  const testResult = (key: string, token: string | null = userToken) =>
    t.request({
      method: 'GET',
      url: `/api/get-test-judge-result?testJudgeKey=${encodeURIComponent(key)}`,
      token: token ?? undefined,
      headers: EN,
    });
  const compileSpj = (payload: object, token: string | null = adminToken) =>
    t.request({
      method: 'POST',
      url: '/api/admin/problem/compile-spj',
      payload: { code: AB, language: 'C++ 17 With O2', mode: 'spj', ...payload },
      token: token ?? undefined,
      headers: EN,
    });
  const worker = (url: string, payload: object) => t.request({ method: 'POST', url: `/api/judge/${url}`, payload, headers: HEADERS });
  const register = async (name = 'w') =>
    body(await worker('register', { name, cores: 2, concurrency: 2, version: 'test' })).data.workerId as string;
  const claim = async (workerId: string, jobs = true, waitMs = 0) =>
    body(await worker('claim', { workerId, waitMs, jobs })).data as JudgeClaim | null;
  const keyOf = async (res: Promise<{ body: string; statusCode: number }>) => {
    const answer = await res;
    expect(answer.statusCode, answer.body).toBe(200);
    return body(answer).data as string;
  };

  describe('submit-problem-test-judge validation', () => {
    it('asks visitors to log in first, whatever the body', async () => {
      const res = await t.request({ method: 'POST', url: '/api/submit-problem-test-judge', payload: { code: '' }, headers: EN });
      expect(res.statusCode).toBe(401);
      expect(body(res).msg).toBe('Please login first');
    });

    it('refuses the roles without the submit permission (403)', async () => {
      for (const role of [1003, 1006, 1007] as RoleCode[]) {
        await createUser(t.db, `nosubmit${role}`, role, 'Passw0rd');
        const token = await t.login(`nosubmit${role}`, 'Passw0rd');
        expect((await submitTest({}, token)).statusCode).toBe(403);
      }
    });

    it('follows the open-judge switch of the type asked for', async () => {
      const cases = [
        ['public', 'openPublicJudge'],
        ['contest', 'openContestJudge'],
        ['group', 'openGroupJudge'],
      ] as const;
      for (const [type, name] of cases) {
        await updateSwitchConfig(t.db, { [name]: false });
        const closed = await submitTest({ type });
        expect(closed.statusCode).toBe(403);
        expect(body(closed).msg).toMatch(/closed/);
        // The other types stay open.
        const other = cases.find(([other]) => other !== type)![0];
        expect((await submitTest({ type: other })).statusCode).toBe(200);
        await updateSwitchConfig(t.db, { [name]: true });
      }
    });

    it('needs a problem the caller may open: unknown 404, hidden, contest-only and group ones by role', async () => {
      expect((await submitTest({ pid: 'NOPE' })).statusCode).toBe(404);
      expect((await submitTest({ pid: '' })).statusCode).toBe(400);
      const root = await t.login();
      for (const hidden of ['HIDDEN', 'CONTEST', 'GROUPED']) {
        const res = await submitTest({ pid: hidden });
        expect(res.statusCode).toBe(403);
        expect(body(res).msg).toBe('You do not have access to this problem');
        expect((await submitTest({ pid: hidden }, root)).statusCode).toBe(200);
      }
      // A problem admin opens contest-only problems, not the hidden (concealed) ones nor group ones (members only).
      expect((await submitTest({ pid: 'CONTEST' }, adminToken)).statusCode).toBe(200);
      expect((await submitTest({ pid: 'GROUPED' }, adminToken)).statusCode).toBe(403);
      expect((await submitTest({ pid: 'HIDDEN' }, adminToken)).statusCode).toBe(403);
    });

    it('needs a known language the problem accepts (no list: every local language)', async () => {
      const unknown = await submitTest({ language: 'Brainfuck' });
      expect(unknown.statusCode).toBe(400);
      expect(body(unknown).msg).toBe('This language is not supported');
      expect((await submitTest({ language: '' })).statusCode).toBe(400);
      const refused = await submitTest({ pid: 'PYONLY' });
      expect(refused.statusCode).toBe(400);
      expect(body(refused).msg).toBe('This problem does not accept this language');
      expect((await submitTest({ pid: 'PYONLY', language: 'Python3', code: 'print(1)' })).statusCode).toBe(200);
      expect((await submitTest({ language: 'Java', code: 'class Main {}' })).statusCode).toBe(200);
    });

    it('needs code that is not empty and at most 65535 characters', async () => {
      for (const code of ['', '   \n\t']) {
        const res = await submitTest({ code });
        expect(res.statusCode).toBe(400);
        expect(body(res).msg).toBe('Code can not be empty');
      }
      const missing = await t.request({
        method: 'POST',
        url: '/api/submit-problem-test-judge',
        payload: { pid: 'T1', language: 'C++', userInput: '1' },
        token: userToken,
        headers: EN,
      });
      expect(body(missing).msg).toBe('Code can not be empty');
      const long = await submitTest({ code: 'x'.repeat(LIMITS.codeMax + 1) });
      expect(long.statusCode).toBe(400);
      expect(body(long).msg).toBe('Code Length can not exceed 65535');
      expect((await submitTest({ code: `${AB}${' '.repeat(LIMITS.codeMax - AB.length)}` })).statusCode).toBe(200);
    });

    it('needs an input of at most 1000 characters, with a translated message', async () => {
      const missing = await t.request({
        method: 'POST',
        url: '/api/submit-problem-test-judge',
        payload: { pid: 'T1', language: 'C++', code: AB },
        token: userToken,
        headers: EN,
      });
      expect(missing.statusCode).toBe(400);
      expect(body(missing).msg).toBe('The test input is required');
      expect(body(await submitTest({ userInput: '' })).msg).toBe('The test input is required');
      const long = await submitTest({ userInput: 'x'.repeat(LIMITS.testInputMax + 1) });
      expect(long.statusCode).toBe(400);
      expect(body(long).msg).toBe('The test input may be at most 1000 characters');
      const zh = await submitTest({ userInput: 'x'.repeat(LIMITS.testInputMax + 1) }, userToken, { 'accept-language': 'zh-CN' });
      expect(body(zh).msg).toBe('测试输入不能超过 1000 个字符');
      expect((await submitTest({ userInput: 'x'.repeat(LIMITS.testInputMax) })).statusCode).toBe(200);
    });

    it('lets one user run one test per submit interval, without touching other users', async () => {
      await updateSwitchConfig(t.db, { defaultSubmitInterval: 30 });
      expect((await submitTest({})).statusCode).toBe(200);
      const again = await submitTest({});
      expect(again.statusCode).toBe(429);
      expect(body(again).msg).toMatch(/^Online tests too frequent, please try again in (29|30) s$/);
      const otherToken = await t.login('other', 'Passw0rd');
      expect((await submitTest({}, otherToken)).statusCode).toBe(200);
      // Two at once: only one passes.
      const both = await Promise.all([submitTest({}, adminToken), submitTest({}, adminToken)]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 429]);
      // The interval has passed.
      await t.db.update(judgeJobs).set({ createdAt: sql`now() - interval '31 seconds'` });
      expect((await submitTest({})).statusCode).toBe(200);
    });
  });

  describe('job lifecycle through the worker protocol', () => {
    it('queues a TEST_JUDGE_ key, reads Pending, then the result the worker reports', async () => {
      const key = await keyOf(submitTest({ userInput: '1 2\r\n3', expectedOutput: '3\n' }));
      expect(key).toMatch(/^TEST_JUDGE_[0-9a-f-]{36}$/);
      const pending = body(await testResult(key)).data as TestJudgeResult;
      expect(pending).toEqual({
        status: JudgeStatus.Pending,
        time: null,
        memory: null,
        stderr: '',
        userInput: '1 2\r\n3',
        expectedOutput: '3\n',
        userOutput: '',
        problemJudgeMode: 'spj',
      });

      const workerId = await register();
      // A worker that does not take jobs (an older one) never receives it.
      expect(await claim(workerId, false)).toBeNull();
      const job = await claim(workerId);
      expect(job).toEqual({
        kind: 'test',
        taskId: expect.any(Number),
        attempt: 1,
        jobKey: key,
        source: { language: 'cpp17-o2', code: AB },
        input: '1 2\n3\n',
        expectedOutput: '3\n',
        problem: {
          timeLimitMs: 1500,
          memoryLimitMb: 64,
          stackLimitMb: 32,
          isRemoveEndBlank: false,
          fileIO: { input: 'ab.in', output: 'ab.out' },
          userExtraFiles: { 'lib.h': 'int f();' },
        },
      });
      const ref = { workerId, taskId: job!.taskId, attempt: job!.attempt };
      expect(body(await worker('job-result', { ...ref, result: TEST_RESULT })).data).toEqual({ accepted: true });
      const done = body(await testResult(key)).data as TestJudgeResult;
      expect(done).toEqual({
        status: JudgeStatus.Accepted,
        time: 3,
        memory: 1200,
        stderr: 'debug line',
        userInput: '1 2\r\n3',
        expectedOutput: '3\n',
        userOutput: '3\n',
        problemJudgeMode: 'spj',
      });
      // Reading again answers the same (polling is idempotent).
      expect(body(await testResult(key)).data).toEqual(done);
      // Online tests never become submissions, so they count in no statistics.
      expect(await t.db.select().from(submissions)).toHaveLength(0);
    });

    it('shows a compile error as -2 with the compiler message', async () => {
      const key = await keyOf(submitTest({ code: 'int main( {' }));
      const workerId = await register();
      const job = (await claim(workerId))!;
      const result = {
        kind: 'test',
        status: JudgeStatus.CompileError,
        timeMs: null,
        memoryKb: null,
        userOutput: '',
        stderr: "main.cpp:1:11: error: expected ')'",
      };
      await worker('job-result', { workerId, taskId: job.taskId, attempt: job.attempt, result });
      expect(body(await testResult(key)).data).toMatchObject({
        status: JudgeStatus.CompileError,
        time: null,
        memory: null,
        stderr: "main.cpp:1:11: error: expected ')'",
      });
    });

    it('shows a result to its owner only; unknown keys are 404, visitors 401', async () => {
      const key = await keyOf(submitTest({}));
      const otherToken = await t.login('other', 'Passw0rd');
      expect((await testResult(key, otherToken)).statusCode).toBe(403);
      expect((await testResult(key, null)).statusCode).toBe(401);
      const unknown = await testResult('TEST_JUDGE_00000000-0000-4000-8000-000000000000');
      expect(unknown.statusCode).toBe(404);
      expect(body(unknown).msg).toBe('The online test does not exist or has expired, please run it again');
      expect((await t.request({ method: 'GET', url: '/api/get-test-judge-result', token: userToken, headers: EN })).statusCode).toBe(400);
    });

    it('takes a job result only from the attempt holding the task, once, and of the right kind', async () => {
      const key = await keyOf(submitTest({}));
      const dead = await register('dead');
      const alive = await register('alive');
      const lost = (await claim(dead))!;
      await t.db
        .update(judgeTasks)
        .set({ leaseExpiresAt: sql`now() - interval '1 second'` })
        .where(eq(judgeTasks.id, lost.taskId));
      const retaken = (await claim(alive))!;
      expect(retaken).toMatchObject({ kind: 'test', taskId: lost.taskId, attempt: lost.attempt + 1 });
      const aliveRef = { workerId: alive, taskId: retaken.taskId, attempt: retaken.attempt };
      // A compile result for a test job is a worker bug: refused, and the task stays held.
      const mismatch = await worker('job-result', { ...aliveRef, result: { kind: 'compile', status: 0, message: '' } });
      expect(mismatch.statusCode).toBe(400);
      // A submission result or progress for a job task is not taken either.
      const submissionResult = { status: 0, score: null, timeMs: 0, memoryKb: 0, compileMessage: '', errorMessage: '', cases: [] };
      expect(body(await worker('result', { ...aliveRef, result: submissionResult })).data).toEqual({ accepted: false });
      expect(body(await worker('progress', { ...aliveRef, phase: 'compiling' })).data).toEqual({ accepted: false });
      const wa = { ...TEST_RESULT, status: JudgeStatus.WrongAnswer };
      expect(body(await worker('job-result', { ...aliveRef, result: wa })).data).toEqual({ accepted: true });
      expect(
        body(await worker('job-result', { workerId: dead, taskId: lost.taskId, attempt: lost.attempt, result: TEST_RESULT })).data,
      ).toEqual({ accepted: false });
      expect(body(await worker('job-result', { ...aliveRef, result: TEST_RESULT })).data).toEqual({ accepted: false });
      expect(body(await testResult(key)).data.status).toBe(JudgeStatus.WrongAnswer);
    });

    it('refuses a job result for a submission task', async () => {
      await submitForJudging(t.db, {
        pid,
        displayPid: 'T1',
        uid: (await createUser(t.db, 'submitter')).uid,
        username: 'submitter',
        language: 'C++',
        code: AB,
      });
      const workerId = await register();
      const task = (await claim(workerId))!;
      expect(task.kind).toBe('submission');
      expect(body(await worker('job-result', { workerId, taskId: task.taskId, attempt: task.attempt, result: TEST_RESULT })).data).toEqual({
        accepted: false,
      });
      await t.db.delete(submissions);
    });

    it('expires results after 10 minutes and purges the jobs with their tasks', async () => {
      const key = await keyOf(submitTest({}));
      const fresh = await keyOf(submitTest({}, adminToken));
      await t.db
        .update(judgeJobs)
        .set({ createdAt: sql`now() - interval '11 minutes'` })
        .where(eq(judgeJobs.key, key));
      expect((await testResult(key)).statusCode).toBe(404);
      expect(await purgeExpiredJobs(t.db)).toBe(1);
      expect(await t.db.select().from(judgeJobs).where(eq(judgeJobs.key, key))).toHaveLength(0);
      expect((await t.db.select().from(judgeTasks)).map((task) => task.jobKey)).toEqual([fresh]);
      expect((await testResult(fresh, adminToken)).statusCode).toBe(200);
    });

    it('hands out tasks by priority: compile checks, contest, practice, online tests, rejudges', async () => {
      const submitter = await createUser(t.db, 'prio');
      const submit = (cid = 0) =>
        submitForJudging(t.db, { pid, displayPid: 'T1', uid: submitter.uid, username: 'prio', language: 'C++', code: AB, cid });
      const rejudged = await submit();
      await t.db.delete(judgeTasks);
      await enqueue(t.db, rejudged, TaskPriority.Rejudge);
      const test = await keyOf(submitTest({}));
      const practice = await submit();
      const contest = await submit(7);
      const compile = await createCompileJob(t.db, submitter.uid, { language: 'cpp17-o2', code: AB, mode: 'spj', extraFiles: {} });
      const workerId = await register();
      const order = [];
      for (let task = await claim(workerId); task; task = await claim(workerId))
        order.push(task.kind === 'submission' ? task.submitId : task.jobKey);
      expect(order).toEqual([compile, contest, practice, test, rejudged]);
      await t.db.delete(submissions).where(inArray(submissions.submitId, [rejudged, practice, contest]));
    });
  });

  describe('compile-spj', () => {
    it('is for admin roles', async () => {
      expect((await compileSpj({}, null)).statusCode).toBe(401);
      expect((await compileSpj({}, userToken)).statusCode).toBe(403);
    });

    it("is for a group's admins with its gid (the group problem form)", async () => {
      const [tester] = await t.db.select().from(users).where(eq(users.username, 'tester'));
      const [group] = await t.db
        .insert(groups)
        .values({
          name: 'Compilers',
          shortName: 'COMPL',
          brief: 'A brief',
          description: 'A description',
          uid: tester.uid,
          owner: 'tester',
          auth: 1,
        })
        .returning();
      await t.db.insert(groupMembers).values({ gid: group.id, uid: tester.uid, auth: 5 });
      try {
        // No judge server is online: 503 means the caller got past the rights.
        expect((await compileSpj({ gid: group.id }, userToken)).statusCode).toBe(503);
        expect((await compileSpj({ gid: group.id }, await t.login('other', 'Passw0rd'))).statusCode).toBe(403);
        expect((await compileSpj({ gid: group.id + 1 }, userToken)).statusCode).toBe(404);
        expect((await compileSpj({ gid: group.id }, null)).statusCode).toBe(401);
      } finally {
        await t.db.delete(groups).where(eq(groups.id, group.id));
      }
    });

    it('validates the code, language, mode and extra file names', async () => {
      const expectations: [object, string][] = [
        [{ code: ' ' }, 'Code can not be empty'],
        [{ language: 'Python3' }, 'Special judges and interactors must be written in C or C++'],
        [{ language: 'Cobol' }, 'This language is not supported'],
        [{ mode: 'default' }, 'The mode must be spj or interactive'],
        [{ extraFiles: { '../testlib.h': '' } }, 'Invalid extra file name'],
        [{ extraFiles: { '..': '' } }, 'Invalid extra file name'],
      ];
      for (const [payload, msg] of expectations) {
        const res = await compileSpj(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(body(res).msg).toBe(msg);
      }
    });

    it('answers 503 at once when no judge server is online', async () => {
      const workerId = await register();
      await t.db
        .update(judgeServers)
        .set({ lastHeartbeat: sql`now() - interval '2 minutes'` })
        .where(eq(judgeServers.id, workerId));
      const res = await compileSpj({});
      expect(res.statusCode).toBe(503);
      expect(body(res).msg).toBe('No judge server is available, please try again later');
      expect(await t.db.select().from(judgeJobs)).toHaveLength(0);
    });

    it('waits for the worker: OK → null, compile error → 400 with the compiler message, judge failure → 503; the job is removed', async () => {
      const workerId = await register();
      const answers = [
        { result: { kind: 'compile', status: JudgeStatus.Accepted, message: '' }, status: 200, msg: 'success' },
        {
          result: { kind: 'compile', status: JudgeStatus.CompileError, message: "checker.cpp:1: error: 'x' was not declared {here}" },
          status: 400,
          msg: "checker.cpp:1: error: 'x' was not declared {here}",
        },
        {
          result: { kind: 'compile', status: JudgeStatus.SystemError, message: 'the sandbox failed' },
          status: 503,
          msg: 'The judge failed: the sandbox failed',
        },
      ];
      for (const answer of answers) {
        const pending = compileSpj({ language: 'cpp17', mode: 'interactive', extraFiles: { 'testlib.h': '#pragma once' } });
        const job = await claim(workerId, true, 5000);
        expect(job).toEqual({
          kind: 'compile',
          taskId: expect.any(Number),
          attempt: 1,
          jobKey: expect.stringMatching(/^COMPILE_/),
          source: { language: 'cpp17', code: AB },
          extraFiles: { 'testlib.h': '#pragma once' },
        });
        await worker('job-result', { workerId, taskId: job!.taskId, attempt: job!.attempt, result: answer.result });
        const res = await pending;
        expect(res.statusCode).toBe(answer.status);
        expect(body(res)).toMatchObject({ status: answer.status, msg: answer.msg, data: null });
        expect(await t.db.select().from(judgeJobs)).toHaveLength(0);
        expect(await t.db.select().from(judgeTasks)).toHaveLength(0);
      }
    });

    it('gives up waiting after the timeout', async () => {
      const key = await createCompileJob(t.db, (await createUser(t.db, 'waiter')).uid, {
        language: 'c',
        code: AB,
        mode: 'spj',
        extraFiles: {},
      });
      const started = Date.now();
      expect(await waitForJob(t.db, key, 600)).toBeNull();
      expect(Date.now() - started).toBeGreaterThanOrEqual(550);
    });
  });
});
