// Training administration: the back office list, the form (create, read, update with the edit-own rule, the
// password wiping registrations), the visibility switch, root-only delete, the training's problems (picker,
// add, rank, remove) and the categories.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { roleSessions } from '../problems/admin-test-kit.ts';
import { createProblem } from '../submissions/test-fixtures.ts';
import { trainingRegistrations, trainings } from './tables.ts';
import { addProblems, call, createTraining, trainingForm } from './test-kit.ts';

type Problem = Awaited<ReturnType<typeof createProblem>>;

describe.each(BACKENDS)('training administration on %s', (backend) => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof roleSessions>>;
  const p: Record<string, Problem> = {};
  /** root's, admin1's (private, password "secret"), padmin's. */
  const tid = { root: 0, admin: 0, padmin: 0 };

  beforeAll(async () => {
    t = await createTestApp(backend);
    s = await roleSessions(t);
    for (const id of ['A1', 'A2', 'A3', 'A10']) p[id] = await createProblem(t, { problemId: id });
    p.HID = await createProblem(t, { problemId: 'HID', auth: 2 });
    p.GRP = await createProblem(t, { problemId: 'GRP', auth: 1, gid: 7 });
    p.REM = await createProblem(t, { problemId: 'HDU-1000', isRemote: true });
    tid.root = await createTraining(t, s.root, { title: 'Root training', rank: 3 });
    tid.admin = await createTraining(t, s.admin, {
      title: 'Admin training',
      rank: 1,
      auth: 'Private',
      privatePwd: 'secret',
      status: false,
    });
    tid.padmin = await createTraining(t, s.problemAdmin, { title: 'Padmin training', rank: 3 });
  });
  afterAll(() => t?.close());

  const get = (url: string, token: string) => call(t, 'GET', url, token);
  const put = (url: string, token: string, payload: object) => call(t, 'PUT', url, token, payload);
  const update = (id: number, token: string, overrides = {}) =>
    put('/api/admin/training', token, { id, training: trainingForm(overrides) });
  const register = (token: string) => call(t, 'POST', '/api/register-training', token, { tid: tid.admin, password: 'secret' });
  const registrations = async () => t.db.$count(trainingRegistrations, eq(trainingRegistrations.tid, tid.admin));

  describe('trainings', () => {
    it('lists every site training, hidden ones too, by rank then id; keyword over title and author', async () => {
      const res = await get('/api/admin/training/get-training-list', s.admin);
      expect(res.body.data.total).toBe(3);
      expect(res.body.data.records.map((r: { id: number }) => r.id)).toEqual([tid.admin, tid.root, tid.padmin]);
      expect(res.body.data.records[0]).toMatchObject({
        title: 'Admin training',
        auth: 'Private',
        privatePwd: 'secret',
        status: false,
        author: 'admin1',
        description: 'What it teaches.',
      });
      expect((await get('/api/admin/training/get-training-list?keyword=padmin&limit=1', s.admin)).body.data).toMatchObject({
        total: 1,
        records: [{ id: tid.padmin }],
      });
      expect((await get('/api/admin/training/get-training-list?currentPage=2&limit=2', s.admin)).body.data.records).toHaveLength(1);
    });

    it('creates with the caller as author; validates the form', async () => {
      const [row] = await t.db.select().from(trainings).where(eq(trainings.id, tid.padmin));
      expect(row).toMatchObject({ author: 'padmin', rank: 3, auth: 'Public', privatePwd: null, status: true, gid: null });
      const create = (training: object) => call(t, 'POST', '/api/admin/training', s.admin, { training });
      expect((await create(trainingForm({ auth: 'Private' }))).body).toMatchObject({
        status: 400,
        msg: 'The training password is required',
      });
      expect((await create(trainingForm({ auth: 'Private', privatePwd: '  ' }))).code).toBe(400);
      expect((await create(trainingForm({ rank: -1 }))).body.msg).toBe('The rank must be an integer from 0 to 2147483647');
      expect((await create(trainingForm({ title: ' ' }))).body.msg).toBe('The training title is required');
      expect((await create(trainingForm({ categoryId: 987654 }))).code).toBe(404);
      const zero = await create(trainingForm({ rank: 0, title: 'Zero' }));
      expect(zero.code).toBe(200);
      expect((await call(t, 'DELETE', `/api/admin/training?tid=${zero.body.data.id}`, s.root)).code).toBe(200);
    });

    it('reads and edits: root every training, other admins only their own', async () => {
      expect((await get(`/api/admin/training?tid=${tid.admin}`, s.admin)).body.data).toMatchObject({
        id: tid.admin,
        privatePwd: 'secret',
        uid: expect.any(String),
      });
      expect((await get(`/api/admin/training?tid=${tid.admin}`, s.root)).code).toBe(200);
      const refused = await get(`/api/admin/training?tid=${tid.root}`, s.admin);
      expect([refused.code, refused.body.msg]).toEqual([403, 'You may only manage the trainings you created']);
      expect((await get(`/api/admin/training?tid=${tid.admin}`, s.problemAdmin)).code).toBe(403);
      expect((await get('/api/admin/training?tid=987654', s.root)).code).toBe(404);
      expect((await update(tid.root, s.admin)).code).toBe(403);
      expect((await update(tid.padmin, s.admin)).code).toBe(403);
      expect((await update(tid.padmin, s.root, { title: 'Renamed by root', rank: 2 })).code).toBe(200);
      expect((await get(`/api/admin/training?tid=${tid.padmin}`, s.problemAdmin)).body.data).toMatchObject({
        title: 'Renamed by root',
        rank: 2,
        author: 'padmin',
      });
    });

    it('the visibility switch follows the edit rule', async () => {
      const status = (id: number, token: string, value: boolean) =>
        put('/api/admin/training/change-training-status', token, { tid: id, status: value });
      expect((await status(tid.root, s.admin, false)).code).toBe(403);
      expect((await status(tid.admin, s.admin, true)).code).toBe(200);
      expect((await get(`/api/get-training-detail?tid=${tid.admin}`, s.user)).code).toBe(200);
      expect((await status(tid.admin, s.root, false)).code).toBe(200);
      expect((await get(`/api/get-training-detail?tid=${tid.admin}`, s.user)).code).toBe(404);
      expect((await status(tid.admin, s.admin, true)).code).toBe(200);
      expect((await status(987654, s.root, true)).code).toBe(404);
    });

    it('a new password or going public ends the registrations; keeping the password keeps them', async () => {
      const privateForm = (password: string) => ({ title: 'Admin training', rank: 1, auth: 'Private' as const, privatePwd: password });
      expect((await register(s.user)).code).toBe(200);
      expect((await update(tid.admin, s.admin, { ...privateForm('secret'), description: 'Edited.' })).code).toBe(200);
      expect(await registrations()).toBe(1);
      expect((await update(tid.admin, s.admin, privateForm('secret2'))).code).toBe(200);
      expect(await registrations()).toBe(0);
      expect((await get(`/api/get-training-access?tid=${tid.admin}`, s.user)).body.data).toEqual({ access: false });
      expect((await update(tid.admin, s.admin, privateForm('secret'))).code).toBe(200);
      expect((await register(s.user)).code).toBe(200);
      expect((await update(tid.admin, s.admin, { title: 'Admin training', rank: 1, auth: 'Public', privatePwd: 'ignored' })).code).toBe(
        200,
      );
      expect(await registrations()).toBe(0);
      expect((await get(`/api/admin/training?tid=${tid.admin}`, s.admin)).body.data).toMatchObject({ auth: 'Public', privatePwd: null });
      expect((await update(tid.admin, s.admin, privateForm('secret'))).code).toBe(200);
    });

    it('delete is root’s: the training goes with its problem links and registrations', async () => {
      const doomed = await createTraining(t, s.admin, { title: 'Doomed', auth: 'Private', privatePwd: 'x' });
      await addProblems(t, s.admin, doomed, [p.A1.id]);
      expect((await call(t, 'POST', '/api/register-training', s.user, { tid: doomed, password: 'x' })).code).toBe(200);
      expect((await call(t, 'DELETE', `/api/admin/training?tid=${doomed}`, s.admin)).code).toBe(403);
      expect((await call(t, 'DELETE', `/api/admin/training?tid=${doomed}`, s.root)).code).toBe(200);
      expect((await call(t, 'GET', `/api/get-training-detail?tid=${doomed}`)).code).toBe(404);
      expect(await t.db.$count(trainingRegistrations, eq(trainingRegistrations.tid, doomed))).toBe(0);
      expect((await call(t, 'DELETE', `/api/admin/training?tid=${doomed}`, s.root)).code).toBe(404);
    });
  });

  describe('a training’s problems', () => {
    const listed = async (query: string, token = s.admin) => {
      const res = await get(`/api/admin/training/get-problem-list?tid=${tid.admin}&${query}`, token);
      expect(res.code, JSON.stringify(res.body)).toBe(200);
      return res.body.data as { total: number; records: { pid: number; problemId: string; rank: number | null; auth: number }[] };
    };
    const add = (pid: number, token = s.admin, training = tid.admin) =>
      call(t, 'POST', '/api/admin/training/add-problem-from-public', token, { tid: training, pid });

    it('adds public local problems, each after the last; refuses the others and duplicates', async () => {
      expect((await add(p.A2.id)).code).toBe(200);
      expect((await add(p.A1.id)).code).toBe(200);
      expect((await add(p.A2.id)).body).toMatchObject({ status: 400, msg: 'The problem is already in the training' });
      for (const other of [p.HID, p.GRP, p.REM])
        expect((await add(other.id)).body).toMatchObject({ status: 400, msg: 'Only public site problems can be added to a training' });
      expect((await add(987654)).code).toBe(404);
      expect((await add(p.A3.id, s.admin, tid.root)).code).toBe(403);
      expect((await add(p.A3.id, s.root, 987654)).code).toBe(404);
      const existing = await listed('queryExisted=true');
      expect(existing.records.map((r) => [r.problemId, r.rank])).toEqual([
        ['A2', 1000],
        ['A1', 1001],
      ]);
    });

    it('lists the training’s problems (any auth) or, for the picker, the public ones it lacks in display-id order', async () => {
      // A problem hidden after it joined still shows in the back office.
      await t.db.execute(`update problems set auth = 2 where id = ${p.A1.id}`);
      expect((await listed('')).records.map((r) => [r.problemId, r.auth])).toEqual([
        ['A2', 1],
        ['A1', 2],
      ]);
      await t.db.execute(`update problems set auth = 1 where id = ${p.A1.id}`);
      const picker = await listed('queryExisted=false');
      expect(picker.records.map((r) => [r.problemId, r.rank])).toEqual([
        ['A3', null],
        ['A10', null],
      ]);
      expect((await listed('queryExisted=false&keyword=a1')).records.map((r) => r.problemId)).toEqual(['A10']);
      expect((await listed('queryExisted=true&keyword=A2')).total).toBe(1);
      expect((await listed('queryExisted=false&limit=1&currentPage=2')).records.map((r) => r.problemId)).toEqual(['A10']);
      expect((await listed('queryExisted=true', s.problemAdmin)).total).toBe(2);
      expect((await get('/api/admin/training/get-problem-list?tid=987654', s.root)).code).toBe(404);
    });

    it('moves and removes a problem under the edit rule', async () => {
      const rank = (pid: number, value: number, token = s.admin) =>
        put('/api/admin/training/problem', token, { tid: tid.admin, pid, rank: value });
      expect((await rank(p.A1.id, 5)).code).toBe(200);
      expect((await listed('')).records.map((r) => r.problemId)).toEqual(['A1', 'A2']);
      expect((await rank(p.A1.id, 5, s.problemAdmin)).code).toBe(403);
      expect((await rank(p.A3.id, 5)).body).toMatchObject({ status: 404, msg: 'The problem is not in the training' });
      expect((await rank(p.A1.id, -5)).code).toBe(400);
      const remove = (pid: number, token = s.admin) => call(t, 'DELETE', `/api/admin/training/problem?tid=${tid.admin}&pid=${pid}`, token);
      expect((await remove(p.A1.id, s.problemAdmin)).code).toBe(403);
      expect((await remove(p.A1.id)).code).toBe(200);
      expect((await remove(p.A1.id)).code).toBe(404);
      expect((await listed('')).records.map((r) => r.problemId)).toEqual(['A2']);
      expect((await listed('queryExisted=false')).records.map((r) => r.problemId)).toEqual(['A1', 'A3', 'A10']);
    });
  });

  describe('categories', () => {
    const create = (token: string, name: string, color = '#00aa00') =>
      call(t, 'POST', '/api/admin/training/category', token, { name, color });

    it('root and problem admins manage them; names are unique; deleting one leaves its trainings uncategorised', async () => {
      const refused = await create(s.admin, 'Graphs');
      expect([refused.code, refused.body.msg]).toEqual([403, 'Only the super admin and problem admins may manage training categories']);
      const graphs = (await create(s.problemAdmin, 'Graphs')).body.data;
      expect(graphs).toEqual({ id: expect.any(Number), name: 'Graphs', color: '#00aa00' });
      const trees = (await create(s.root, 'Trees', '#0000FF')).body.data;
      expect((await create(s.root, 'Graphs')).body).toMatchObject({ status: 400, msg: 'The training category Graphs exists already' });
      expect((await create(s.root, 'Bad', 'red')).body.msg).toBe('The category colour must look like #RRGGBB');
      const rename = (body: object) => put('/api/admin/training/category', s.problemAdmin, body);
      expect((await rename({ id: trees.id, name: 'Graphs', color: '#0000ff' })).code).toBe(400);
      expect((await rename({ id: trees.id, name: 'Trees', color: '#111111' })).body.data).toEqual({
        id: trees.id,
        name: 'Trees',
        color: '#111111',
      });
      expect((await rename({ id: 987654, name: 'None', color: '#111111' })).code).toBe(404);
      expect((await call(t, 'GET', '/api/get-training-category')).body.data).toEqual([
        graphs,
        { id: trees.id, name: 'Trees', color: '#111111' },
      ]);

      expect((await update(tid.root, s.root, { title: 'Root training', rank: 3, categoryId: graphs.id })).code).toBe(200);
      expect((await call(t, 'DELETE', `/api/admin/training/category?id=${graphs.id}`, s.admin)).code).toBe(403);
      expect((await call(t, 'DELETE', `/api/admin/training/category?id=${graphs.id}`, s.problemAdmin)).code).toBe(200);
      expect((await call(t, 'DELETE', `/api/admin/training/category?id=${graphs.id}`, s.problemAdmin)).code).toBe(404);
      expect((await call(t, 'GET', `/api/get-training-detail?tid=${tid.root}`)).body.data.category).toBeNull();
    });
  });
});
