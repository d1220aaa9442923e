// Submitting: who may, the site switches, language and code rules, the submit interval, and which problems
// and contexts accept a submission; the row and its queue task as written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { JudgeStatus, LIMITS, type RoleCode } from '@verdict/shared';
import { PARITY_BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { TaskPriority } from '../judge/queue.ts';
import { judgeTasks } from '../judge/tables.ts';
import { updateSwitchConfig } from '../site/config.ts';
import { submissions } from './tables.ts';
import { AB_CODE, call, CPP, createProblem, setSubmitInterval, submit, userWithToken } from './test-fixtures.ts';

describe.each(PARITY_BACKENDS)('submit-problem-judge on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await createProblem(t, { problemId: 'P1000', languages: [CPP, 'C++ 17', 'Python3'] });
    await createProblem(t, { problemId: 'ANY' });
    await createProblem(t, { problemId: 'HIDDEN', auth: 2 });
    await createProblem(t, { problemId: 'CONTEST', auth: 3 });
    await createProblem(t, { problemId: 'GROUP', auth: 4, gid: 1001 });
    await createProblem(t, { problemId: 'REMOTE', isRemote: true });
    await setSubmitInterval(t, 0);
  });
  afterAll(() => t.close());

  it('anonymous visitors must log in; roles without the submit permission are refused; the others submit', async () => {
    const anonymous = await call(t, 'POST', '/api/submit-problem-judge', { payload: { pid: 'P1000', language: CPP, code: AB_CODE } });
    expect(anonymous.code).toBe(401);
    expect(anonymous.body.msg).toBe('Please login first');
    const table: [RoleCode, number][] = [
      [1000, 200],
      [1001, 200],
      [1002, 200],
      [1003, 403],
      [1004, 200],
      [1005, 200],
      [1006, 403],
      [1007, 403],
      [1008, 200],
    ];
    for (const [role, expected] of table) {
      const user = await userWithToken(t, role);
      // Even an empty code hears about the permission first.
      const res = await submit(t, user.token, 'P1000', expected === 403 ? { code: '' } : {});
      expect([role, res.code]).toEqual([role, expected]);
      if (expected === 403) expect(res.body.msg).toBe('You do not have permission to do this');
    }
  });

  it('writes a Pending row with length, ip and share off, and queues it at practice priority', async () => {
    const user = await userWithToken(t);
    const res = await submit(t, user.token, 'P1000');
    expect(res.code).toBe(200);
    expect(res.body.data).toMatchObject({
      status: JudgeStatus.Pending,
      displayPid: 'P1000',
      username: user.username,
      language: CPP,
      length: AB_CODE.length,
      share: false,
      cid: 0,
      gid: null,
      title: 'Title of P1000',
    });
    expect(res.body.data).not.toHaveProperty('code');
    const [row] = await t.db.select().from(submissions).where(eq(submissions.submitId, res.body.data.submitId));
    expect(row).toMatchObject({
      status: JudgeStatus.Pending,
      length: AB_CODE.length,
      ip: '127.0.0.1',
      share: false,
      code: AB_CODE,
      version: 0,
    });
    const [task] = await t.db.select().from(judgeTasks).where(eq(judgeTasks.submitId, row.submitId));
    expect(task).toMatchObject({ state: 'queued', priority: TaskPriority.Practice });
  });

  it('each closed site switch refuses its kind of submission', async () => {
    const user = await userWithToken(t);
    await updateSwitchConfig(t.db, { openPublicJudge: false });
    const closed = await submit(t, user.token, 'P1000');
    expect(closed.code).toBe(403);
    expect(closed.body.msg).toBe('The site has closed judging of problems for now');
    await updateSwitchConfig(t.db, { openPublicJudge: true, openContestJudge: false, openGroupJudge: false });
    expect((await submit(t, user.token, 'P1000', { cid: 5 })).body.msg).toBe('The site has closed judging of contest submissions for now');
    expect((await submit(t, user.token, 'P1000', { gid: 5 })).body.msg).toBe('The site has closed judging of group submissions for now');
    await updateSwitchConfig(t.db, { openContestJudge: true, openGroupJudge: true });
    expect((await submit(t, user.token, 'P1000')).code).toBe(200);
  });

  it('checks the language, then the code, with translated messages', async () => {
    const user = await userWithToken(t);
    const unknown = await submit(t, user.token, 'P1000', { language: 'Brainfuck' });
    expect(unknown.code).toBe(400);
    expect(unknown.body.msg).toBe('Unknown language: Brainfuck');
    // The language comes before the code.
    expect((await submit(t, user.token, 'P1000', { language: 'Brainfuck', code: '' })).body.msg).toBe('Unknown language: Brainfuck');
    const empty = await submit(t, user.token, 'P1000', { code: '  \n\t ' });
    expect(empty.code).toBe(400);
    expect(empty.body.msg).toBe('Code can not be empty');
    const zh = await call(t, 'POST', '/api/submit-problem-judge', {
      token: user.token,
      lang: 'zh-CN',
      payload: { pid: 'P1000', language: CPP, code: '' },
    });
    expect(zh.body.msg).toBe('代码不能为空');
    const long = await submit(t, user.token, 'P1000', { code: 'x'.repeat(LIMITS.codeMax + 1) });
    expect(long.code).toBe(400);
    expect(long.body.msg).toBe('Code Length can not exceed 65535');
    // Exactly at the limit, and short code in any language, is fine (no "under 50 characters" rule).
    expect((await submit(t, user.token, 'P1000', { code: 'x'.repeat(LIMITS.codeMax) })).code).toBe(200);
    expect((await submit(t, user.token, 'P1000', { code: 'int main(){}' })).code).toBe(200);
  });

  it("enforces the problem's language list; a problem without one takes every local language", async () => {
    const user = await userWithToken(t);
    const refused = await submit(t, user.token, 'P1000', { language: 'Java' });
    expect(refused.code).toBe(400);
    expect(refused.body.msg).toBe('The problem does not accept Java');
    expect((await submit(t, user.token, 'P1000', { language: 'Python3', code: 'print(1)' })).code).toBe(200);
    expect((await submit(t, user.token, 'ANY', { language: 'Java', code: 'class Main {}' })).code).toBe(200);
  });

  it('problems: unknown 404, hidden for admin roles only, contest-only never outside its contest, group ones for admin roles, remote ones refused', async () => {
    const user = await userWithToken(t);
    const admin = await userWithToken(t, 1001);
    const root = await userWithToken(t, 1000);
    const missing = await submit(t, user.token, 'NOPE');
    expect([missing.code, missing.body.msg]).toEqual([404, 'The problem does not exist']);
    const hidden = await submit(t, user.token, 'HIDDEN');
    expect([hidden.code, hidden.body.msg]).toEqual([403, 'The problem is not public; you cannot submit to it']);
    expect((await submit(t, admin.token, 'HIDDEN')).code).toBe(200);
    for (const who of [user, root]) {
      const contest = await submit(t, who.token, 'CONTEST');
      expect([contest.code, contest.body.msg]).toEqual([403, 'The problem can only be submitted in its contest']);
    }
    expect((await submit(t, user.token, 'GROUP')).code).toBe(403);
    const group = await submit(t, root.token, 'GROUP');
    expect(group.code).toBe(200);
    // A group problem's submission carries its group, so it never counts as a public solve.
    expect(group.body.data).toMatchObject({ gid: 1001 });
    const remote = await submit(t, user.token, 'REMOTE');
    expect([remote.code, remote.body.msg]).toEqual([400, 'Remote judge problems cannot be submitted here']);
  });

  it('contests, groups and trainings do not exist yet: naming one is 404; 0 and null mean none', async () => {
    const user = await userWithToken(t);
    expect((await submit(t, user.token, 'P1000', { cid: 1000 })).body.msg).toBe('The contest does not exist');
    expect((await submit(t, user.token, 'P1000', { gid: 3 })).body.msg).toBe('The group does not exist');
    expect((await submit(t, user.token, 'P1000', { tid: 9 })).body.msg).toBe('The training does not exist');
    expect((await submit(t, user.token, 'P1000', { cid: 0, gid: null, tid: 0 })).code).toBe(200);
    expect(await t.db.select().from(submissions).where(eq(submissions.uid, user.uid))).toHaveLength(1);
  });

  it('bad shapes are translated 400s, never 500s', async () => {
    const user = await userWithToken(t);
    for (const payload of [
      {},
      { pid: 'P1000', language: CPP },
      { pid: 'P1000', code: 'x' },
      { pid: 'P1000', language: CPP, code: 5 },
      { pid: '', language: CPP, code: 'x' },
      { pid: 'P1000', language: CPP, code: 'x', cid: -1 },
    ]) {
      const res = await call(t, 'POST', '/api/submit-problem-judge', { token: user.token, payload });
      expect(res.code).toBe(400);
      expect(res.body.msg).toBeTruthy();
    }
  });

  describe('submit interval', () => {
    beforeAll(() => setSubmitInterval(t, 8));
    afterAll(() => setSubmitInterval(t, 0));

    it('one non-contest submission per interval per user, naming the seconds to wait; refused ones do not count', async () => {
      const user = await userWithToken(t);
      const other = await userWithToken(t);
      // A submission refused for its problem leaves no trace, so it does not start the interval.
      expect((await submit(t, user.token, 'NOPE')).code).toBe(404);
      expect((await submit(t, user.token, 'P1000')).code).toBe(200);
      const again = await submit(t, user.token, 'P1000');
      expect(again.code).toBe(429);
      const seconds = Number(/wait (\d+) seconds/.exec(again.body.msg)?.[1]);
      expect(seconds).toBeGreaterThanOrEqual(7);
      expect(seconds).toBeLessThanOrEqual(8);
      const zh = await call(t, 'POST', '/api/submit-problem-judge', {
        token: user.token,
        lang: 'zh-CN',
        payload: { pid: 'P1000', language: CPP, code: AB_CODE },
      });
      expect(zh.body.msg).toMatch(/^提交过于频繁，请 \d 秒后再试$/);
      // Another user is not held up.
      expect((await submit(t, other.token, 'P1000')).code).toBe(200);
      // Once the interval has passed, the user submits again.
      await t.db
        .update(submissions)
        .set({ submitTime: sql`now() - interval '9 seconds'` })
        .where(eq(submissions.uid, user.uid));
      expect((await submit(t, user.token, 'P1000')).code).toBe(200);
      expect(await t.db.select().from(submissions).where(eq(submissions.uid, user.uid))).toHaveLength(2);
    });

    it('two submissions sent at once: exactly one gets through', async () => {
      const user = await userWithToken(t);
      const answers = await Promise.all([submit(t, user.token, 'P1000'), submit(t, user.token, 'P1000'), submit(t, user.token, 'P1000')]);
      expect(answers.map((a) => a.code).sort()).toEqual([200, 429, 429]);
    });

    it('an interval of 0 turns the check off', async () => {
      await setSubmitInterval(t, 0);
      const user = await userWithToken(t);
      expect((await submit(t, user.token, 'P1000')).code).toBe(200);
      expect((await submit(t, user.token, 'P1000')).code).toBe(200);
      await setSubmitInterval(t, 8);
    });
  });
});
