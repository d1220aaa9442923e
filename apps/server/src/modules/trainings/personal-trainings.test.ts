// Personal trainings (/api/personal/training): created hidden by any user, at most 20 each (admins unlimited, even
// when created at once), managed by their author and root, deleted by root only, listed on get-training-list with
// source personal once visible; their problems (public ones only) and their chapters.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, TRAINING_LIMITS } from '@verdict/shared';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { createUser } from '../../test/users.ts';
import { roleSessions } from '../problems/admin-test-kit.ts';
import { createProblem } from '../submissions/test-fixtures.ts';
import { trainings } from './tables.ts';
import { call, createTraining as createOfficial, trainingForm } from './test-kit.ts';

type Problem = Awaited<ReturnType<typeof createProblem>>;

const BASE = '/api/personal/training';

describe.each(BACKENDS)('personal trainings on %s', (backend) => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof roleSessions>> & { other: string; busy: string; racer: string };
  const p: Record<string, Problem> = {};
  let mine = 0;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const sessions = await roleSessions(t);
    for (const name of ['user2', 'busy', 'racer']) await createUser(t.db, name, Role.User);
    s = {
      ...sessions,
      other: await t.login('user2', 'Passw0rd'),
      busy: await t.login('busy', 'Passw0rd'),
      racer: await t.login('racer', 'Passw0rd'),
    };
    for (const id of ['P1', 'P2', 'P3']) p[id] = await createProblem(t, { problemId: id });
    p.HID = await createProblem(t, { problemId: 'HID', auth: 2 });
    p.GRP = await createProblem(t, { problemId: 'GRP', auth: 1, gid: 7 });
  });
  afterAll(() => t?.close());

  const get = (url: string, token?: string) => call(t, 'GET', url, token);
  const create = (token: string, overrides = {}) =>
    call(t, 'POST', BASE, token, { ...trainingForm({ title: 'My training', ...overrides }), author: 'someone', source: 'official' });
  const created = async (token: string, overrides = {}) => {
    const res = await create(token, overrides);
    if (res.code !== 200) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
    return res.body.data.id as number;
  };
  const row = async (id: number) => (await t.db.select().from(trainings).where(eq(trainings.id, id)))[0];
  const setStatus = (token: string, id: number, status: boolean) =>
    call(t, 'PUT', `${BASE}/change-status`, token, { id, status, author: 'ignored' });
  const ids = (res: { body: { data: { records: { id: number }[] } } }) => res.body.data.records.map((r) => r.id);

  describe('the training', () => {
    it('creates it hidden, personal, with the caller as author (author and source sent are ignored)', async () => {
      mine = await created(s.user, { rank: 5, status: true, categoryId: 1 });
      expect(await row(mine)).toMatchObject({
        source: 'personal',
        status: false,
        author: 'user1',
        gid: null,
        categoryId: null,
        parentId: null,
        hasChapter: false,
        rank: 5,
      });
      // Our own shape, {training}, is taken too.
      const wrapped = await call(t, 'POST', BASE, s.other, { training: trainingForm({ title: 'Wrapped' }) });
      expect(wrapped.code).toBe(200);
      expect(await row(wrapped.body.data.id)).toMatchObject({ source: 'personal', author: 'user2', status: false });
    });

    it('validates the form and needs a login', async () => {
      expect((await create(s.user, { auth: 'Private' })).body).toMatchObject({ status: 400, msg: 'The training password is required' });
      expect((await create(s.user, { title: ' ' })).body.msg).toBe('The training title is required');
      expect((await call(t, 'POST', BASE, undefined, trainingForm())).code).toBe(401);
      expect((await get(`${BASE}/list`)).code).toBe(401);
    });

    it('reads the form for its author and root only (404 unknown or not personal)', async () => {
      expect((await get(`${BASE}?id=${mine}`, s.user)).body.data).toMatchObject({ id: mine, title: 'My training', status: false });
      expect((await get(`${BASE}?tid=${mine}`, s.root)).code).toBe(200);
      expect((await get(`${BASE}?id=${mine}`, s.other)).body).toMatchObject({
        status: 403,
        msg: 'You may only manage your own personal trainings',
      });
      expect((await get(`${BASE}?id=${mine}`, s.admin)).code).toBe(403);
      expect((await get(`${BASE}?id=987654`, s.user)).body).toMatchObject({ status: 404, msg: 'The personal training does not exist' });
      const official = await createOfficial(t, s.root, { title: 'Official one' });
      expect((await get(`${BASE}?id=${official}`, s.root)).code).toBe(404);
      expect((await setStatus(s.root, official, false)).code).toBe(404);
    });

    it('lists the caller’s own (5 a page, page/size aliases, keyword); root lists everyone’s', async () => {
      const second = await created(s.user, { title: 'Graphs basics', rank: 1 });
      const res = await get(`${BASE}/list`, s.user);
      expect(res.body.data.total).toBe(2);
      expect(ids(res)).toEqual([second, mine]);
      expect(res.body.data.records[0]).toMatchObject({ source: 'personal', status: false, author: 'user1', privatePwd: null });
      expect(ids(await get(`${BASE}/list?keyword=graphs`, s.user))).toEqual([second]);
      expect(ids(await get(`${BASE}/list?page=2&size=1`, s.user))).toEqual([mine]);
      expect(ids(await get(`${BASE}/list?currentPage=2&limit=1`, s.user))).toEqual([mine]);
      expect((await get(`${BASE}/list`, s.other)).body.data.total).toBe(1);
      const all = await get(`${BASE}/list?limit=50`, s.root);
      expect(all.body.data.total).toBe(3);
      // Five a page by default.
      for (let i = 0; i < 4; i++) await created(s.busy, { title: `Busy ${i}` });
      await created(s.busy, { title: 'Busy 4' });
      await created(s.busy, { title: 'Busy 5' });
      expect((await get(`${BASE}/list`, s.busy)).body.data).toMatchObject({ total: 6 });
      expect((await get(`${BASE}/list`, s.busy)).body.data.records).toHaveLength(TRAINING_LIMITS.personalListPageSize);
    });

    it('saves for its author and root, keeping the visibility; others 403', async () => {
      const save = (token: string, title: string) =>
        call(t, 'PUT', BASE, token, { id: mine, ...trainingForm({ title, rank: 7, auth: 'Private', privatePwd: 'pw' }), status: true });
      expect((await save(s.user, 'Renamed')).code).toBe(200);
      expect(await row(mine)).toMatchObject({ title: 'Renamed', rank: 7, auth: 'Private', privatePwd: 'pw', status: false });
      expect((await save(s.root, 'By root')).code).toBe(200);
      expect((await row(mine)).title).toBe('By root');
      expect((await save(s.other, 'Stolen')).code).toBe(403);
      expect((await call(t, 'PUT', BASE, s.user, { id: mine, training: trainingForm({ title: 'Wrapped save' }) })).code).toBe(200);
      expect(await row(mine)).toMatchObject({ title: 'Wrapped save', auth: 'Public', privatePwd: null });
    });

    it('shows it on get-training-list with source personal once its author switches it visible', async () => {
      const listed = async (query: string) => ids(await get(`/api/get-training-list?${query}`, s.other));
      expect(await listed('source=personal')).not.toContain(mine);
      expect((await get(`/api/get-training-detail?tid=${mine}`, s.other)).code).toBe(404);
      expect((await setStatus(s.other, mine, true)).code).toBe(403);
      expect((await setStatus(s.user, mine, true)).code).toBe(200);
      expect(await listed('source=personal')).toContain(mine);
      expect(await listed('')).toContain(mine);
      expect(await listed('source=official')).not.toContain(mine);
      expect((await get(`/api/get-training-detail?tid=${mine}`, s.other)).body.data).toMatchObject({ source: 'personal', author: 'user1' });
      expect((await call(t, 'PUT', `${BASE}/change-status`, s.root, { tid: mine, status: 'false' })).code).toBe(200);
      expect(await listed('source=personal')).not.toContain(mine);
      expect((await setStatus(s.user, mine, true)).code).toBe(200);
    });

    it('lets only root delete', async () => {
      const doomed = await created(s.user, { title: 'Doomed' });
      expect((await call(t, 'DELETE', `${BASE}?id=${doomed}`, s.user)).code).toBe(403);
      expect((await call(t, 'DELETE', `${BASE}?id=${doomed}`, s.admin)).code).toBe(403);
      expect((await call(t, 'DELETE', `${BASE}?id=${doomed}`, s.root)).code).toBe(200);
      expect(await row(doomed)).toBeUndefined();
      expect((await call(t, 'DELETE', `${BASE}?id=${doomed}`, s.root)).code).toBe(404);
    });
  });

  describe('the limit', () => {
    it(`stops a user at ${TRAINING_LIMITS.personalMax}; admin roles are unlimited`, async () => {
      const owned = (await get(`${BASE}/list`, s.busy)).body.data.total as number;
      for (let i = owned; i < TRAINING_LIMITS.personalMax; i++) await created(s.busy, { title: `Busy ${i}` });
      expect((await create(s.busy)).body).toMatchObject({
        status: 400,
        msg: `A user may own at most ${TRAINING_LIMITS.personalMax} personal trainings; you have reached the limit`,
      });
      for (let i = 0; i <= TRAINING_LIMITS.personalMax; i++) await created(s.admin, { title: `Admin ${i}` });
      expect((await get(`${BASE}/list`, s.admin)).body.data.total).toBe(TRAINING_LIMITS.personalMax + 1);
    });

    it('holds when many creations arrive at once', async () => {
      const answers = await Promise.all(
        Array.from({ length: TRAINING_LIMITS.personalMax + 5 }, (_, i) => create(s.racer, { title: `Race ${i}` })),
      );
      expect(answers.filter((a) => a.code === 200)).toHaveLength(TRAINING_LIMITS.personalMax);
      expect(answers.filter((a) => a.code === 400)).toHaveLength(5);
      expect((await get(`${BASE}/list`, s.racer)).body.data.total).toBe(TRAINING_LIMITS.personalMax);
    });
  });

  describe('problems', () => {
    const problems = (query: string, token = s.user) => get(`${BASE}/problem-list?tid=${mine}&${query}`, token);
    const add = (pid: number, token = s.user) =>
      call(t, 'POST', `${BASE}/add-problem-from-public`, token, { tid: mine, pid, displayId: 'x' });

    it('adds public problems only, in order, for the author and root', async () => {
      expect((await add(p.P1.id)).code).toBe(200);
      expect((await add(p.P2.id)).code).toBe(200);
      expect((await add(p.P3.id, s.root)).code).toBe(200);
      expect((await add(p.P1.id)).body.msg).toBe('The problem is already in the training');
      expect((await add(p.HID.id)).body).toMatchObject({ status: 400, msg: 'Only public site problems can be added to a training' });
      expect((await add(p.GRP.id)).code).toBe(400);
      expect((await add(p.P1.id, s.other)).code).toBe(403);
      const list = await problems('queryExisted=true&auth=1');
      expect(list.body.data.records.map((r: { problemId: string }) => r.problemId)).toEqual(['P1', 'P2', 'P3']);
      expect(list.body.data.records[0]).toMatchObject({ pid: p.P1.id, rank: 1000, auth: 1 });
      expect((await problems('queryExisted=true', s.other)).code).toBe(403);
      // Shown to the other users once visible.
      const shown = await get(`/api/get-training-problem-list?tid=${mine}`, s.other);
      expect(shown.body.data.map((r: { problemId: string }) => r.problemId)).toEqual(['P1', 'P2', 'P3']);
    });

    it('offers the public problems it lacks in the picker', async () => {
      const picker = await problems('queryExisted=false&page=1&size=10');
      expect(picker.body.data.records.map((r: { problemId: string }) => r.problemId)).toEqual([]);
      expect((await call(t, 'DELETE', `${BASE}/problem?tid=${mine}&pid=${p.P3.id}`, s.user)).code).toBe(200);
      const again = await problems('queryExisted=false');
      expect(again.body.data.records.map((r: { problemId: string }) => r.problemId)).toEqual(['P3']);
    });

    it('moves and removes them', async () => {
      const rank = (pid: number, value: number, token = s.user) =>
        call(t, 'PUT', `${BASE}/problem`, token, { tid: mine, pid, rank: value });
      expect((await rank(p.P2.id, 1)).code).toBe(200);
      expect((await rank(p.P2.id, 1, s.other)).code).toBe(403);
      expect((await rank(p.P3.id, 1)).code).toBe(404);
      expect((await problems('')).body.data.records.map((r: { problemId: string }) => r.problemId)).toEqual(['P2', 'P1']);
      expect((await call(t, 'DELETE', `${BASE}/problem?tid=${mine}&pid=${p.P2.id}`, s.other)).code).toBe(403);
      expect((await call(t, 'DELETE', `${BASE}/problem?tid=${mine}&pid=${p.P2.id}`, s.root)).code).toBe(200);
      expect((await problems('')).body.data.total).toBe(1);
    });
  });

  describe('chapters', () => {
    let book = 0;
    let chapter = 0;
    const chapters = (query: string, token = s.user) => get(`${BASE}/chapter-list?parentId=${book}&${query}`, token);

    it('creates chapters of a personal training split into chapters, not counted in the limit', async () => {
      book = await created(s.user, { title: 'Book', hasChapter: true });
      expect(await row(book)).toMatchObject({ hasChapter: true, source: 'personal', status: false });
      const res = await call(t, 'POST', BASE, s.user, {
        ...trainingForm({ title: 'Chapter one', rank: 2 }),
        hasChapter: false,
        parentId: book,
        source: 'chapter',
      });
      expect(res.code).toBe(200);
      chapter = res.body.data.id;
      expect(await row(chapter)).toMatchObject({ parentId: book, source: 'chapter', gid: null, author: 'user1' });
      expect((await created(s.user, { title: 'Chapter zero', rank: 1, parentId: book })) > 0).toBe(true);
      // busy owns 20 personal trainings: a chapter of one is still allowed.
      const busyBook = (await get(`${BASE}/list?keyword=Busy 0`, s.busy)).body.data.records[0].id;
      await t.db.update(trainings).set({ hasChapter: true }).where(eq(trainings.id, busyBook));
      expect((await create(s.busy, { title: 'Busy chapter', parentId: busyBook })).code).toBe(200);
    });

    it('refuses chapters of another’s training, of a training not split, and of a chapter', async () => {
      expect((await create(s.other, { title: 'Intruder', parentId: book })).code).toBe(403);
      expect((await create(s.user, { title: 'Flat', parentId: mine })).code).toBe(400);
      expect((await create(s.user, { title: 'Nested', parentId: chapter })).code).toBe(400);
    });

    it('lists them in chapter order, hidden ones too, for the author and root (page/size, keyword)', async () => {
      const res = await chapters('');
      expect(res.body.data.total).toBe(2);
      expect(res.body.data.records.map((r: { title: string }) => r.title)).toEqual(['Chapter zero', 'Chapter one']);
      expect(res.body.data.records[1]).toMatchObject({ id: chapter, parentId: book, source: 'chapter' });
      expect((await chapters('keyword=one')).body.data.total).toBe(1);
      expect((await chapters('page=2&size=1')).body.data.records[0].id).toBe(chapter);
      expect((await chapters('', s.root)).code).toBe(200);
      expect((await chapters('', s.other)).code).toBe(403);
      // The personal list holds no chapters.
      expect(ids(await get(`${BASE}/list?limit=50`, s.user))).not.toContain(chapter);
    });

    it('edits, switches and fills a chapter; only root deletes it', async () => {
      const save = await call(t, 'PUT', BASE, s.user, { id: chapter, ...trainingForm({ title: 'Chapter 1' }) });
      expect(save.code).toBe(200);
      expect((await call(t, 'PUT', BASE, s.other, { id: chapter, ...trainingForm({ title: 'x' }) })).code).toBe(403);
      expect((await setStatus(s.user, chapter, false)).code).toBe(200);
      expect((await row(chapter)).status).toBe(false);
      const add = await call(t, 'POST', `${BASE}/add-problem-from-public`, s.user, { tid: chapter, pid: p.P1.id });
      expect(add.code).toBe(200);
      expect((await get(`${BASE}/problem-list?tid=${chapter}`, s.user)).body.data.total).toBe(1);
      expect((await call(t, 'POST', `${BASE}/add-problem-from-public`, s.user, { tid: book, pid: p.P1.id })).code).toBe(400);
      expect((await call(t, 'DELETE', `${BASE}?id=${chapter}`, s.user)).code).toBe(403);
      expect((await call(t, 'DELETE', `${BASE}?id=${chapter}`, s.root)).code).toBe(200);
      expect((await chapters('')).body.data.total).toBe(1);
    });
  });
});
