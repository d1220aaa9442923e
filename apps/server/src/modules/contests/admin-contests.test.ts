// Contest administration: the form's validation, who edits which contest, the list, visibility, deleting,
// registrations wiped by a password change, and the contest's problems (picker, add, edit, remove and their
// effects on problems and submissions).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { roleSessions } from '../problems/admin-test-kit.ts';
import { problems } from '../problems/tables.ts';
import { submissions } from '../submissions/tables.ts';
import { createProblem, setSubmitInterval, submit, userWithToken } from '../submissions/test-fixtures.ts';
import { contestProblems, contestRegisters } from './tables.ts';
import { addProblems, call, contestForm, createContest, register, SCHEDULED } from './test-kit.ts';

describe.each(BACKENDS)('contest administration on %s', (backend) => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof roleSessions>>;
  const pid: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(backend);
    s = await roleSessions(t);
    await setSubmitInterval(t, 0);
    for (const id of ['Q1', 'Q2', 'Q3', 'Q4', 'Q5']) pid[id] = (await createProblem(t, { problemId: id })).id;
    pid.QHID = (await createProblem(t, { problemId: 'QHID', auth: 2 })).id;
    pid.QREM = (await createProblem(t, { problemId: 'QREM', isRemote: true })).id;
  });
  afterAll(() => t?.close());

  const authOf = async (id: number) => (await t.db.select({ auth: problems.auth }).from(problems).where(eq(problems.id, id)))[0].auth;
  const registrations = async (cid: number) => (await t.db.select().from(contestRegisters).where(eq(contestRegisters.cid, cid))).length;

  describe('the contest form', () => {
    it('creates a contest (ids from 1000) owned by the caller; reads it back with its password', async () => {
      const res = await call(t, 'POST', '/api/admin/contest', s.admin, {
        contest: contestForm({ title: 'Made by admin', auth: 1, pwd: ' pw ' }),
      });
      expect(res.code).toBe(200);
      expect(res.body.data.id).toBeGreaterThanOrEqual(1000);
      const read = await call(t, 'GET', `/api/admin/contest?cid=${res.body.data.id}`, s.admin);
      expect(read.body.data).toMatchObject({
        title: 'Made by admin',
        auth: 1,
        pwd: 'pw',
        author: 'admin1',
        visible: true,
        allowEndSubmit: false,
        status: 0,
      });
    });

    it('validation errors are translated 400s', async () => {
      const refusal = async (overrides: Record<string, unknown>, msg: string) => {
        const res = await call(t, 'POST', '/api/admin/contest', s.root, { contest: { ...contestForm(), ...overrides } });
        expect([res.code, res.body.msg]).toEqual([400, msg]);
      };
      await refusal({ title: ' ' }, 'The contest title is required');
      await refusal({ description: '' }, 'The contest description is required');
      await refusal({ type: 3 }, 'The contest type must be ACM (0) or OI (1)');
      await refusal({ auth: 5 }, 'The contest auth must be public (0), private (1) or protected (2)');
      await refusal({ auth: 2, pwd: '' }, 'Enter the contest password');
      await refusal({ startTime: 'tomorrow' }, 'The start time is required');
      await refusal({ endTime: contestForm().startTime }, 'The end time must be after the start time');
      await refusal({ title: 'x'.repeat(256) }, 'The contest title may be at most 255 characters');
      const zh = await t.request({
        method: 'POST',
        url: '/api/admin/contest',
        token: s.root,
        payload: { contest: { ...contestForm(), title: '' } },
      });
      expect(JSON.parse(zh.body)).toMatchObject({ status: 400, msg: '比赛标题不能为空' });
    });

    it('root edits every contest; admin and problem admin only their own; users not at all', async () => {
      const rootContest = await createContest(t, s.root, { title: 'Root’s' });
      const adminContest = await createContest(t, s.admin, { title: 'Admin’s' });
      for (const token of [s.admin, s.problemAdmin]) {
        const read = await call(t, 'GET', `/api/admin/contest?cid=${rootContest}`, token);
        expect([read.code, read.body.msg]).toEqual([403, 'You may only manage the contests you created']);
        expect((await call(t, 'PUT', '/api/admin/contest', token, { id: rootContest, contest: contestForm() })).code).toBe(403);
        expect((await call(t, 'PUT', '/api/admin/contest/change-contest-visible', token, { cid: rootContest, visible: false })).code).toBe(
          403,
        );
        expect((await call(t, 'DELETE', `/api/admin/contest?cid=${rootContest}`, token)).code).toBe(403);
      }
      const update = await call(t, 'PUT', '/api/admin/contest', s.root, {
        id: adminContest,
        contest: contestForm({ title: 'Renamed by root', type: 1 }),
      });
      expect(update.code).toBe(200);
      expect((await call(t, 'GET', `/api/admin/contest?cid=${adminContest}`, s.admin)).body.data).toMatchObject({
        title: 'Renamed by root',
        type: 1,
        author: 'admin1',
      });
      expect((await call(t, 'POST', '/api/admin/contest', s.user, { contest: contestForm() })).code).toBe(403);
      expect((await call(t, 'GET', '/api/admin/contest/get-contest-list', s.user)).code).toBe(403);
      expect((await call(t, 'GET', '/api/admin/contest?cid=987654', s.root)).code).toBe(404);
    });

    it('the back-office list shows hidden contests, each password only to who may edit it (root, the creator); keyword on the title', async () => {
      await createContest(t, s.problemAdmin, { title: 'Zeta hidden', visible: false, auth: 2, pwd: 'z', ...SCHEDULED });
      const res = await call(t, 'GET', '/api/admin/contest/get-contest-list?keyword=zeta', s.admin);
      expect(res.body.data).toMatchObject({
        total: 1,
        records: [{ title: 'Zeta hidden', visible: false, pwd: null, status: -1, author: 'padmin' }],
      });
      for (const token of [s.problemAdmin, s.root]) {
        expect((await call(t, 'GET', '/api/admin/contest/get-contest-list?keyword=zeta', token)).body.data.records[0].pwd).toBe('z');
      }
      expect((await call(t, 'GET', '/api/admin/contest/get-contest-list?limit=1', s.admin)).body.data.records).toHaveLength(1);
      expect((await call(t, 'GET', '/api/get-contest-list?keyword=zeta')).body.data.total).toBe(0);
    });

    it('change-contest-visible hides and shows a contest on the site', async () => {
      const cid = await createContest(t, s.admin, { title: 'Flicker' });
      expect((await call(t, 'PUT', '/api/admin/contest/change-contest-visible', s.admin, { cid, visible: false })).code).toBe(200);
      expect((await call(t, 'GET', `/api/get-contest-info?cid=${cid}`)).code).toBe(404);
      await call(t, 'PUT', '/api/admin/contest/change-contest-visible', s.admin, { cid, visible: true });
      expect((await call(t, 'GET', `/api/get-contest-info?cid=${cid}`)).code).toBe(200);
    });

    it('a new password or going public wipes the registrations; the same password keeps them', async () => {
      const cid = await createContest(t, s.admin, { title: 'Locked', auth: 1, pwd: 'one' });
      const users = [await userWithToken(t, 1002, 'reg'), await userWithToken(t, 1002, 'reg')];
      for (const u of users) expect((await register(t, u.token, cid, 'one')).code).toBe(200);
      await call(t, 'PUT', '/api/admin/contest', s.admin, { id: cid, contest: contestForm({ title: 'Locked', auth: 1, pwd: 'one' }) });
      expect(await registrations(cid)).toBe(2);
      await call(t, 'PUT', '/api/admin/contest', s.admin, { id: cid, contest: contestForm({ title: 'Locked', auth: 1, pwd: 'two' }) });
      expect(await registrations(cid)).toBe(0);
      expect((await register(t, users[0].token, cid, 'two')).code).toBe(200);
      await call(t, 'PUT', '/api/admin/contest', s.admin, { id: cid, contest: contestForm({ title: 'Open now', auth: 0, pwd: 'two' }) });
      expect(await registrations(cid)).toBe(0);
      expect((await call(t, 'GET', `/api/admin/contest?cid=${cid}`, s.admin)).body.data).toMatchObject({ auth: 0, pwd: null });
    });
  });

  describe('contest problems', () => {
    let cid: number;

    beforeAll(async () => {
      cid = await createContest(t, s.admin, { title: 'With problems' });
    });

    it('the picker lists public local problems not in the contest; adding one makes it contest-only under its display id', async () => {
      const picker = async () =>
        (
          await call(t, 'GET', `/api/admin/contest/get-problem-list?cid=${cid}&queryExisted=false&keyword=Q`, s.admin)
        ).body.data.problemList.records.map((r: { problemId: string }) => r.problemId);
      expect(await picker()).toEqual(['Q1', 'Q2', 'Q3', 'Q4', 'Q5']);
      await addProblems(t, s.admin, cid, { A: pid.Q1, B: pid.Q2 });
      expect(await picker()).toEqual(['Q3', 'Q4', 'Q5']);
      expect(await authOf(pid.Q1)).toBe(3);
      const existing = await call(t, 'GET', `/api/admin/contest/get-problem-list?cid=${cid}`, s.problemAdmin);
      // The reference's shape: the page under problemList, the contest's links by problem id.
      expect(existing.body.data).toMatchObject({
        problemList: {
          total: 2,
          records: [
            { pid: pid.Q1, problemId: 'Q1', displayId: 'A', displayTitle: 'Title of Q1', color: null, auth: 3 },
            { pid: pid.Q2, displayId: 'B' },
          ],
        },
        contestProblemMap: { [pid.Q1]: { displayId: 'A', displayTitle: 'Title of Q1', color: null } },
      });
      expect((await call(t, 'GET', `/api/admin/contest/get-problem-list?cid=${cid}&keyword=b`, s.admin)).body.data.problemList.total).toBe(
        1,
      );
      expect((await call(t, 'GET', '/api/admin/contest/get-problem-list?cid=987654', s.admin)).code).toBe(404);
    });

    it('refuses a taken display id, a problem already in, non-public or remote problems, and someone else’s contest', async () => {
      const add = (body: object, token = s.admin) => call(t, 'POST', '/api/admin/contest/add-problem-from-public', token, body);
      const taken = await add({ cid, pid: pid.Q3, displayId: 'A' });
      expect([taken.code, taken.body.msg]).toEqual([400, 'Another problem of the contest already uses this display id']);
      expect((await add({ cid, pid: pid.Q1, displayId: 'Z' })).body.msg).toBe('The problem is already in the contest');
      expect((await add({ cid, pid: pid.QHID, displayId: 'Z' })).body.msg).toBe(
        'Only public local site problems can be added to a contest',
      );
      expect((await add({ cid, pid: pid.QREM, displayId: 'Z' })).body.msg).toBe(
        'Only public local site problems can be added to a contest',
      );
      expect((await add({ cid, pid: 987654, displayId: 'Z' })).code).toBe(404);
      expect((await add({ cid, pid: pid.Q3, displayId: '' })).body.msg).toBe('The display id is required');
      expect((await add({ cid, pid: pid.Q3, displayId: 'Z' }, s.problemAdmin)).code).toBe(403);
      expect(await authOf(pid.Q3)).toBe(1);
    });

    it('editing display id, title and colour; a new display id is rewritten on the contest’s submissions', async () => {
      const user = await userWithToken(t);
      const submitted = await submit(t, user.token, 'A', { cid });
      expect(submitted.body.data).toMatchObject({ displayPid: 'A' });
      const edit = (body: object) =>
        call(t, 'PUT', '/api/admin/contest/contest-problem', s.admin, { cid, pid: pid.Q1, displayTitle: 'Warm-up', ...body });
      expect((await edit({ displayId: 'B' })).body.msg).toBe('Another problem of the contest already uses this display id');
      expect((await edit({ displayId: 'C', color: 'red' })).body.msg).toBe('The balloon colour must look like #RRGGBB');
      expect((await edit({ displayId: 'C', displayTitle: '' })).body.msg).toBe('The display title is required');
      expect((await edit({ displayId: 'C', color: '#ff0000' })).code).toBe(200);
      const [link] = await t.db
        .select()
        .from(contestProblems)
        .where(and(eq(contestProblems.cid, cid), eq(contestProblems.pid, pid.Q1)));
      expect(link).toMatchObject({ displayId: 'C', displayTitle: 'Warm-up', color: '#ff0000' });
      const [row] = await t.db.select().from(submissions).where(eq(submissions.uid, user.uid));
      expect(row.displayPid).toBe('C');
      expect((await edit({ displayId: 'C' })).code).toBe(200);
      expect((await t.db.select().from(contestProblems).where(eq(contestProblems.pid, pid.Q1)))[0].color).toBe('#ff0000');
      expect(
        (await call(t, 'PUT', '/api/admin/contest/contest-problem', s.admin, { cid, pid: pid.Q5, displayId: 'Q', displayTitle: 'x' })).code,
      ).toBe(404);
    });

    it('removing a problem deletes its contest submissions; it is public again unless another contest holds it', async () => {
      const other = await createContest(t, s.root, { title: 'Other' });
      await t.db.insert(contestProblems).values({ cid: other, pid: pid.Q2, displayId: 'A', displayTitle: 'Shared' });
      const user = await userWithToken(t);
      expect((await submit(t, user.token, 'C', { cid })).code).toBe(200);
      const outside = await submit(t, user.token, 'Q4');
      expect(outside.code).toBe(200);
      const remove = (p: number, token = s.admin) => call(t, 'DELETE', `/api/admin/contest/contest-problem?cid=${cid}&pid=${p}`, token);
      expect((await remove(pid.Q1, s.problemAdmin)).code).toBe(403);
      expect((await remove(pid.Q1)).code).toBe(200);
      expect(
        await t.db
          .select()
          .from(submissions)
          .where(and(eq(submissions.cid, cid), eq(submissions.pid, pid.Q1))),
      ).toEqual([]);
      expect(await authOf(pid.Q1)).toBe(1);
      expect((await remove(pid.Q2)).code).toBe(200);
      expect(await authOf(pid.Q2)).toBe(3);
      expect((await remove(pid.Q2)).body.msg).toBe('The problem is not in the contest');
      expect(await t.db.select().from(submissions).where(eq(submissions.uid, user.uid))).toHaveLength(1);
    });

    it('deleting a contest: root or its author; its submissions go and its problems are public again', async () => {
      const doomed = await createContest(t, s.admin, { title: 'Doomed' });
      await addProblems(t, s.admin, doomed, { A: pid.Q5 });
      const user = await userWithToken(t);
      expect((await submit(t, user.token, 'A', { cid: doomed })).code).toBe(200);
      expect((await call(t, 'DELETE', `/api/admin/contest?cid=${doomed}`, s.problemAdmin)).code).toBe(403);
      expect((await call(t, 'DELETE', `/api/admin/contest?cid=${doomed}`, s.admin)).code).toBe(200);
      expect((await call(t, 'GET', `/api/get-contest-info?cid=${doomed}`)).code).toBe(404);
      expect(await t.db.select().from(submissions).where(eq(submissions.cid, doomed))).toEqual([]);
      expect(await authOf(pid.Q5)).toBe(1);
      const byRoot = await createContest(t, s.admin, { title: 'Doomed too' });
      expect((await call(t, 'DELETE', `/api/admin/contest?cid=${byRoot}`, s.root)).code).toBe(200);
      expect((await call(t, 'DELETE', `/api/admin/contest?cid=${byRoot}`, s.root)).code).toBe(404);
    });
  });
});
