// Site trainings as users see them: the list (filters, paging, order, visibility, problem and solved counts),
// the detail, access and registration, the problem list and the focus-mode strip, and submitting inside a
// training; and the demo training of a first start.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@verdict/shared';
import { PARITY_BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { seed } from '../../seed.ts';
import { users } from '../accounts/tables.ts';
import { roleSessions } from '../problems/admin-test-kit.ts';
import { DEMO_PROBLEM_IDS } from '../problems/demo-problems.ts';
import { problemTags, tags } from '../problems/tables.ts';
import { submissions } from '../submissions/tables.ts';
import { createProblem, setSubmitInterval, submit, userWithToken } from '../submissions/test-fixtures.ts';
import { DEMO_TRAINING } from './demo.ts';
import { trainingProblems } from './tables.ts';
import { addProblems, call, createTraining, solve } from './test-kit.ts';

type Problem = Awaited<ReturnType<typeof createProblem>>;

describe.each(PARITY_BACKENDS)('site trainings on %s', (backend) => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof roleSessions>>;
  /** A user with no registration anywhere. */
  let stranger: Awaited<ReturnType<typeof userWithToken>>;
  const p: Record<string, Problem> = {};
  const tid = { alpha: 0, beta: 0, gamma: 0, delta: 0 };
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    s = await roleSessions(t);
    for (const id of ['T1', 'T2', 'T3']) p[id] = await createProblem(t, { problemId: id });
    p.HID = await createProblem(t, { problemId: 'HID', auth: 2 });
    stranger = await userWithToken(t, 1002, 'stranger');
    categoryId = (await call(t, 'POST', '/api/admin/training/category', s.problemAdmin, { name: 'Basics', color: '#123456' })).body.data.id;
    tid.alpha = await createTraining(t, s.root, { rank: 5, title: 'Alpha basics', categoryId });
    tid.beta = await createTraining(t, s.admin, { rank: 5, title: 'Beta 100%_private', auth: 'Private', privatePwd: 'secret' });
    tid.gamma = await createTraining(t, s.admin, { rank: 1, title: 'Gamma hidden', status: false });
    tid.delta = await createTraining(t, s.problemAdmin, { rank: 2000, title: 'Delta' });
    await addProblems(t, s.root, tid.alpha, [p.T2.id, p.T1.id]);
    // A problem hidden after it joined the training: never shown nor counted.
    await t.db.insert(trainingProblems).values({ tid: tid.alpha, pid: p.HID.id, rank: 0 });
    await addProblems(t, s.admin, tid.beta, [p.T1.id, p.T3.id]);
    await addProblems(t, s.admin, tid.gamma, [p.T1.id]);
    const [user1] = await t.db.select().from(users).where(eq(users.username, 'user1'));
    await solve(t, user1, p.T1);
    const [tag] = await t.db.insert(tags).values({ name: 'Greedy', color: '#ff0000' }).returning();
    await t.db.insert(problemTags).values({ pid: p.T1.id, tid: tag.id });
  });
  afterAll(() => t?.close());

  const get = (url: string, token?: string) => call(t, 'GET', url, token);
  const titles = (rows: { title: string }[]) => rows.map((r) => r.title);

  describe('get-training-list', () => {
    it('lists visible site trainings by rank then id, paged, with their category', async () => {
      const res = await get('/api/get-training-list');
      expect(res.body.data.total).toBe(3);
      expect(titles(res.body.data.records)).toEqual(['Alpha basics', 'Beta 100%_private', 'Delta']);
      expect(res.body.data.records[0]).toMatchObject({
        id: tid.alpha,
        rank: 5,
        auth: 'Public',
        author: 'root',
        category: { id: categoryId, name: 'Basics', color: '#123456' },
      });
      expect(res.body.data.records[2].category).toBeNull();
      expect(res.body.data.records[0]).not.toHaveProperty('privatePwd');
      const second = await get('/api/get-training-list?limit=2&currentPage=2');
      expect(second.body.data).toMatchObject({ total: 3, records: [{ title: 'Delta' }] });
    });

    it('filters by keyword (title or author, wildcards literal), category, auth and source', async () => {
      const list = async (query: string) => titles((await get(`/api/get-training-list?${query}`)).body.data.records);
      expect(await list('keyword=BASICS')).toEqual(['Alpha basics']);
      expect(await list('keyword=padmin')).toEqual(['Delta']);
      expect(await list('keyword=%25_')).toEqual(['Beta 100%_private']);
      expect(await list('keyword=hidden')).toEqual([]);
      expect(await list(`categoryId=${categoryId}`)).toEqual(['Alpha basics']);
      expect(await list('auth=Private')).toEqual(['Beta 100%_private']);
      expect(await list('source=official&keyword=&categoryId=&auth=')).toHaveLength(3);
      expect(await list('source=personal')).toEqual([]);
      expect((await get('/api/get-training-list?auth=Secret')).code).toBe(400);
    });

    it('counts public problems only; acCount is the caller’s, 0 for visitors and private trainings they cannot open', async () => {
      const counts = async (token?: string) =>
        Object.fromEntries(
          (await get('/api/get-training-list', token)).body.data.records.map(
            (r: { title: string; problemCount: number; acCount: number }) => [r.title, [r.problemCount, r.acCount]],
          ),
        );
      expect(await counts()).toEqual({ 'Alpha basics': [2, 0], 'Beta 100%_private': [2, 0], Delta: [0, 0] });
      expect(await counts(s.user)).toEqual({ 'Alpha basics': [2, 1], 'Beta 100%_private': [2, 0], Delta: [0, 0] });
    });
  });

  describe('get-training-detail and get-training-access', () => {
    it('answers the training with its introduction; hidden ones only to root and their author', async () => {
      const res = await get(`/api/get-training-detail?tid=${tid.alpha}`);
      expect(res.body.data).toMatchObject({
        id: tid.alpha,
        title: 'Alpha basics',
        description: 'What it teaches.',
        problemCount: 2,
        category: { name: 'Basics' },
      });
      for (const token of [undefined, s.user, s.problemAdmin]) {
        const hidden = await get(`/api/get-training-detail?tid=${tid.gamma}`, token);
        expect(hidden.code).toBe(404);
        expect(hidden.body.msg).toBe('The training does not exist or is hidden');
      }
      for (const token of [s.root, s.admin]) expect((await get(`/api/get-training-detail?tid=${tid.gamma}`, token)).code).toBe(200);
      expect((await get('/api/get-training-detail?tid=987654')).code).toBe(404);
      expect((await get('/api/get-training-detail?tid=abc')).body.msg).toBe('Please give the training id');
    });

    it('access: visitors must log in; public for all, private for root, the author and registered users', async () => {
      const access = async (training: number, token?: string) =>
        (await get(`/api/get-training-access?tid=${training}`, token)).body.data?.access;
      expect((await get(`/api/get-training-access?tid=${tid.alpha}`)).code).toBe(401);
      expect(await access(tid.alpha, stranger.token)).toBe(true);
      expect(await access(tid.beta, stranger.token)).toBe(false);
      expect(await access(tid.beta, s.admin)).toBe(true);
      expect(await access(tid.beta, s.root)).toBe(true);
      expect(await access(tid.beta, s.problemAdmin)).toBe(false);
    });
  });

  describe('register-training, problem list and focus mode', () => {
    it('a private training’s problems: 401 visitors, 403 without access', async () => {
      expect((await get(`/api/get-training-problem-list?tid=${tid.beta}`)).code).toBe(401);
      const refused = await get(`/api/get-training-problem-list?tid=${tid.beta}`, s.user);
      expect(refused.code).toBe(403);
      expect(refused.body.msg).toBe('This training is private; please register with its password first');
      expect((await get(`/api/get-full-screen-problem-list?tid=${tid.beta}`, s.user)).code).toBe(403);
      expect((await get(`/api/get-training-problem-list?tid=${tid.beta}`, s.admin)).code).toBe(200);
    });

    it('registers with the right password once; public trainings need none', async () => {
      const register = (training: number, password: string, token?: string) =>
        call(t, 'POST', '/api/register-training', token, { tid: training, password });
      expect((await register(tid.beta, 'secret')).code).toBe(401);
      expect((await register(tid.beta, 'wrong', s.user)).body).toMatchObject({ status: 400, msg: 'Wrong training password' });
      expect((await register(tid.beta, '', s.user)).body).toMatchObject({ status: 400, msg: 'The training password is required' });
      expect((await register(tid.alpha, 'secret', s.user)).body).toMatchObject({
        status: 400,
        msg: 'This training is public; no registration is needed',
      });
      expect((await register(tid.gamma, 'secret', s.user)).code).toBe(404);
      expect((await register(tid.beta, 'secret', s.user)).body).toEqual({ status: 200, msg: 'Register training successful', data: null });
      const zh = await t.request({
        method: 'POST',
        url: '/api/register-training',
        token: s.user,
        payload: { tid: tid.beta, password: 'secret' },
      });
      expect(JSON.parse(zh.body)).toMatchObject({ status: 400, msg: '您已注册该训练，请勿重复注册' });
      expect((await get(`/api/get-training-access?tid=${tid.beta}`, s.user)).body.data).toEqual({ access: true });
      const beta = (await get('/api/get-training-list?auth=Private', s.user)).body.data.records[0];
      expect([beta.problemCount, beta.acCount]).toEqual([2, 1]);
    });

    it('password guesses: 5 wrong ones per user and training, then 429, the right password too', async () => {
      const guesser = await userWithToken(t, 1002, 'guesser');
      const register = (password: string) => call(t, 'POST', '/api/register-training', guesser.token, { tid: tid.beta, password });
      for (let i = 0; i < 5; i++) expect((await register(`wrong${i}`)).code).toBe(400);
      expect((await register('secret')).body).toMatchObject({
        status: 429,
        msg: 'Too many wrong passwords or codes; please try again in 10 minutes',
      });
    });

    it('lists public problems in the training’s order with tags, global counts and the caller’s status', async () => {
      const res = await get(`/api/get-training-problem-list?tid=${tid.alpha}`, s.user);
      expect(res.body.data.map((r: { problemId: string }) => r.problemId)).toEqual(['T2', 'T1']);
      expect(res.body.data[1]).toMatchObject({
        pid: p.T1.id,
        title: 'Title of T1',
        total: 1,
        ac: 1,
        wa: 0,
        tags: [{ name: 'Greedy', color: '#ff0000' }],
        myStatus: JudgeStatus.Accepted,
      });
      expect(res.body.data[0]).toMatchObject({ total: 0, ac: 0, tags: [], myStatus: JudgeStatus.NotSubmitted });
      const visitor = await get(`/api/get-training-problem-list?tid=${tid.alpha}`);
      expect(visitor.body.data[1]).not.toHaveProperty('myStatus');
      expect((await get(`/api/get-training-problem-list?tid=${tid.gamma}`)).code).toBe(404);
    });

    it('get-full-screen-problem-list with tid: the same problems and rules', async () => {
      expect((await get(`/api/get-full-screen-problem-list?tid=${tid.alpha}`, s.user)).body.data).toEqual([
        { pid: p.T2.id, problemId: 'T2', title: 'Title of T2', myStatus: JudgeStatus.NotSubmitted },
        { pid: p.T1.id, problemId: 'T1', title: 'Title of T1', myStatus: JudgeStatus.Accepted },
      ]);
      expect((await get(`/api/get-full-screen-problem-list?tid=${tid.alpha}`)).body.data[0]).toEqual({
        pid: p.T2.id,
        problemId: 'T2',
        title: 'Title of T2',
      });
      expect((await get(`/api/get-full-screen-problem-list?tid=${tid.beta}`, s.user)).code).toBe(200);
      expect((await get(`/api/get-full-screen-problem-list?tid=${tid.beta}`, stranger.token)).code).toBe(403);
      expect((await get(`/api/get-full-screen-problem-list?tid=${tid.gamma}`)).code).toBe(404);
    });
  });

  describe('submit-problem-judge with tid', () => {
    it('refuses hidden or unknown trainings, trainings without access and problems outside the training', async () => {
      await setSubmitInterval(t, 0);
      const unknown = await submit(t, stranger.token, 'T1', { tid: 987654 });
      expect([unknown.code, unknown.body.msg]).toEqual([404, 'The training does not exist']);
      expect((await submit(t, stranger.token, 'T1', { tid: tid.gamma })).code).toBe(404);
      const noAccess = await submit(t, stranger.token, 'T1', { tid: tid.beta });
      expect([noAccess.code, noAccess.body.msg]).toEqual([403, 'You have no access to this training; please register first']);
      const outside = await submit(t, stranger.token, 'T3', { tid: tid.alpha });
      expect([outside.code, outside.body.msg]).toEqual([404, 'The problem is not in this training']);
    });

    it('judges a training submission as a common one, with the training on the row and the submit interval', async () => {
      await setSubmitInterval(t, 60);
      const res = await submit(t, stranger.token, 'T2', { tid: tid.alpha });
      expect(res.code).toBe(200);
      expect(res.body.data).toMatchObject({ status: JudgeStatus.Pending, cid: 0 });
      const [row] = await t.db.select().from(submissions).where(eq(submissions.submitId, res.body.data.submitId));
      expect(row.tid).toBe(tid.alpha);
      expect((await submit(t, stranger.token, 'T2', { tid: tid.alpha })).code).toBe(429);
      // The author opens the private training without registering.
      expect((await submit(t, s.admin, 'T3', { tid: tid.beta })).code).toBe(200);
      await setSubmitInterval(t, 0);
    });
  });

  // Last: it adds the demo content to this database.
  it('a first start seeds the demo training once: the demo problems in order, public, in its category', async () => {
    await seed(t.db, { demo: true, dataDir: t.dataDir });
    await seed(t.db, { demo: true, dataDir: t.dataDir });
    const list = await get(`/api/get-training-list?keyword=${encodeURIComponent(DEMO_TRAINING.title)}`);
    expect(list.body.data.total).toBe(1);
    const [training] = list.body.data.records;
    expect(training).toMatchObject({ auth: 'Public', author: 'root', problemCount: 5, category: DEMO_TRAINING.category });
    const strip = await get(`/api/get-full-screen-problem-list?tid=${training.id}`);
    expect(strip.body.data.map((r: { problemId: string }) => r.problemId)).toEqual(DEMO_PROBLEM_IDS);
    expect((await get('/api/get-training-category')).body.data).toContainEqual({ id: training.category.id, ...DEMO_TRAINING.category });
  });
});
