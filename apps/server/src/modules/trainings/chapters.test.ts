// Training chapters (docs/trainings-chapters.md): creating them (only in a training split into chapters, by its
// managers), their order, hidden and private chapters (the chapter's own registration after its training's),
// problems refused on the split training, the training's problem list, counts and progress over its visible
// chapters, submitting in a chapter, the user-view and back-office chapter lists, update and delete.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, type AdminTraining, type TrainingListItem } from '@verdict/shared';
import { PARITY_BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { roleSessions } from '../problems/admin-test-kit.ts';
import { createProblem, setSubmitInterval, submit, userWithToken } from '../submissions/test-fixtures.ts';
import { trainingProblems, trainings } from './tables.ts';
import { addProblems, call, createTraining, solve } from './test-kit.ts';

type Problem = Awaited<ReturnType<typeof createProblem>>;
type User = Awaited<ReturnType<typeof userWithToken>>;

describe.each(PARITY_BACKENDS)('training chapters on %s', (backend) => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof roleSessions>>;
  const p: Record<string, Problem> = {};
  const u: Record<string, User> = {};
  /** split: a training in chapters by admin1; first/second/hidden/locked: its chapters; plain: no chapters. */
  const tid = { split: 0, first: 0, second: 0, hidden: 0, locked: 0, plain: 0 };

  const get = (url: string, token?: string) => call(t, 'GET', url, token);
  const titles = (rows: { title: string }[]) => rows.map((r) => r.title);
  const chapterList = async (id: number, token?: string, query = '') =>
    (await get(`/api/get-training-chapter-list?tid=${id}${query}`, token)).body.data as { records: TrainingListItem[]; total: number };
  const problemIds = async (id: number, token?: string) =>
    ((await get(`/api/get-training-problem-list?tid=${id}`, token)).body.data as { problemId: string }[]).map((r) => r.problemId);
  const detail = async (id: number, token?: string) =>
    (await get(`/api/get-training-detail?tid=${id}`, token)).body.data as TrainingListItem;

  beforeAll(async () => {
    t = await createTestApp(backend);
    s = await roleSessions(t);
    for (const name of ['alice', 'bob']) u[name] = await userWithToken(t, 1002, name);
    for (const id of ['C1', 'C2', 'C3', 'C4', 'C5']) p[id] = await createProblem(t, { problemId: id });
    p.HID = await createProblem(t, { problemId: 'CHID', auth: 2 });
    tid.split = await createTraining(t, s.admin, { title: 'Split', hasChapter: true });
    tid.plain = await createTraining(t, s.admin, { title: 'Plain' });
    // Chapter order is rank, then id: "Second" (rank 1) lists before "First" (rank 5).
    tid.first = await createTraining(t, s.admin, { parentId: tid.split, title: 'First', rank: 5 });
    tid.second = await createTraining(t, s.root, { parentId: tid.split, title: 'Second', rank: 1 });
    tid.hidden = await createTraining(t, s.admin, { parentId: tid.split, title: 'Hidden', rank: 6, status: false });
    tid.locked = await createTraining(t, s.admin, { parentId: tid.split, title: 'Locked', rank: 7, auth: 'Private', privatePwd: 'key' });
    await addProblems(t, s.admin, tid.first, [p.C2.id, p.C1.id]);
    await t.db.insert(trainingProblems).values({ tid: tid.first, pid: p.HID.id });
    // The root's chapter: admin1 manages it as the training's author.
    await addProblems(t, s.admin, tid.second, [p.C3.id, p.C1.id]);
    await addProblems(t, s.admin, tid.hidden, [p.C4.id]);
    await addProblems(t, s.admin, tid.locked, [p.C5.id]);
  });
  afterAll(() => t?.close());

  describe('creating chapters', () => {
    it('makes a chapter a training row of its training: source chapter, no category, no chapters of its own', async () => {
      const [row] = await t.db.select().from(trainings).where(eq(trainings.id, tid.first));
      expect(row).toMatchObject({ parentId: tid.split, source: 'chapter', gid: null, categoryId: null, hasChapter: false });
      const [split] = await t.db.select().from(trainings).where(eq(trainings.id, tid.split));
      expect(split).toMatchObject({ hasChapter: true, parentId: null, source: 'official' });
    });

    it('refuses a parent not split into chapters, a chapter as parent, an unknown one and one the caller does not manage', async () => {
      const create = (token: string, parentId: number) =>
        call(t, 'POST', '/api/admin/training', token, { training: { title: 'X', description: 'd', auth: 'Public', parentId } });
      const notSplit = await create(s.admin, tid.plain);
      expect([notSplit.code, notSplit.body.msg]).toEqual([400, 'The training is not split into chapters; it takes no chapters']);
      const ofChapter = await create(s.admin, tid.first);
      expect([ofChapter.code, ofChapter.body.msg]).toEqual([400, 'A chapter cannot have chapters']);
      expect((await create(s.admin, 987654)).code).toBe(404);
      expect((await create(s.problemAdmin, tid.split)).code).toBe(403);
      expect((await create(s.user, tid.split)).code).toBe(403);
    });

    it('refuses problems on the split training itself; its chapters take them from its bank', async () => {
      const refused = await call(t, 'POST', '/api/admin/training/add-problem-from-public', s.admin, { tid: tid.split, pid: p.C1.id });
      expect([refused.code, refused.body.msg]).toEqual([400, 'The training is split into chapters; add the problems to its chapters']);
      const hidden = await call(t, 'POST', '/api/admin/training/add-problem-from-public', s.admin, { tid: tid.first, pid: p.HID.id });
      expect(hidden.code).toBe(400);
      const picker = await get(`/api/admin/training/get-problem-list?tid=${tid.first}&queryExisted=false`, s.admin);
      expect(picker.body.data.records.map((r: { problemId: string }) => r.problemId)).toEqual(['C3', 'C4', 'C5']);
    });

    it("keeps hasChapter and parentId on update; the training's author manages the root's chapter, others do not", async () => {
      const save = (token: string, id: number, extra: object) =>
        call(t, 'PUT', '/api/admin/training', token, {
          id,
          training: { title: 'Second', description: 'd', auth: 'Public', rank: 1, ...extra },
        });
      expect((await save(s.admin, tid.second, { hasChapter: true, parentId: tid.plain })).code).toBe(200);
      const [row] = await t.db.select().from(trainings).where(eq(trainings.id, tid.second));
      expect(row).toMatchObject({ parentId: tid.split, hasChapter: false, source: 'chapter' });
      expect((await save(s.problemAdmin, tid.second, {})).code).toBe(403);
      expect((await save(s.admin, tid.plain, { title: 'Plain', hasChapter: true })).code).toBe(200);
      expect((await t.db.select().from(trainings).where(eq(trainings.id, tid.plain)))[0].hasChapter).toBe(false);
      const form = await get(`/api/admin/training?tid=${tid.second}`, s.admin);
      expect(form.body.data).toMatchObject({ id: tid.second, parentId: tid.split, source: 'chapter' });
    });
  });

  describe('get-training-chapter-list', () => {
    it('lists the visible chapters in order (rank, id) for everyone, hidden ones for the managers', async () => {
      const visitor = await chapterList(tid.split);
      expect([visitor.total, titles(visitor.records)]).toEqual([3, ['Second', 'First', 'Locked']]);
      expect(visitor.records[0]).toMatchObject({
        parentId: tid.split,
        source: 'chapter',
        hasChapter: false,
        problemCount: 2,
        category: null,
      });
      expect(titles((await chapterList(tid.split, u.bob.token)).records)).toEqual(['Second', 'First', 'Locked']);
      expect(titles((await chapterList(tid.split, s.admin)).records)).toEqual(['Second', 'First', 'Hidden', 'Locked']);
      expect(titles((await chapterList(tid.split, s.root)).records)).toEqual(['Second', 'First', 'Hidden', 'Locked']);
      expect(titles((await chapterList(tid.split, s.problemAdmin)).records)).toEqual(['Second', 'First', 'Locked']);
    });

    it('pages by 15 by default; a training without chapters lists none; unknown or hidden trainings are 404', async () => {
      const second = await chapterList(tid.split, undefined, '&limit=2&currentPage=2');
      expect([second.total, titles(second.records)]).toEqual([3, ['Locked']]);
      expect(await chapterList(tid.plain)).toEqual({ records: [], total: 0 });
      expect(await chapterList(tid.first)).toEqual({ records: [], total: 0 });
      expect((await get('/api/get-training-chapter-list?tid=987654')).code).toBe(404);
      const hiddenTraining = await createTraining(t, s.admin, { title: 'Hidden split', hasChapter: true, status: false });
      await createTraining(t, s.admin, { parentId: hiddenTraining, title: 'Inside' });
      expect((await get(`/api/get-training-chapter-list?tid=${hiddenTraining}`, u.bob.token)).code).toBe(404);
      expect(titles((await chapterList(hiddenTraining, s.admin)).records)).toEqual(['Inside']);
      expect((await get('/api/get-training-chapter-list?tid=x')).code).toBe(400);
    });

    it('never lists chapters in get-training-list; the split training counts its visible chapters', async () => {
      const list = await get('/api/get-training-list?limit=50');
      expect(titles(list.body.data.records)).not.toContain('First');
      expect(list.body.data.records.find((r: TrainingListItem) => r.id === tid.split)).toMatchObject({ hasChapter: true, chapterCount: 3 });
    });
  });

  describe("the split training's problems", () => {
    it("lists its visible chapters' shown problems in chapter order, then each chapter's, a problem in two chapters once", async () => {
      // Second (C3, C1), First (C2, C1, hidden CHID), Locked (C5); the hidden chapter's C4 never.
      expect(await problemIds(tid.split)).toEqual(['C3', 'C1', 'C2', 'C5']);
      expect(await problemIds(tid.split, s.admin)).toEqual(['C3', 'C1', 'C2', 'C5']);
      expect((await detail(tid.split)).problemCount).toBe(4);
      expect(await problemIds(tid.first)).toEqual(['C2', 'C1']);
    });

    it("counts the viewer's solved problems once each, the chapters' too", async () => {
      await solve(t, u.alice, p.C1);
      await solve(t, u.alice, p.C4);
      expect((await detail(tid.split, u.alice.token)).acCount).toBe(1);
      expect((await chapterList(tid.split, u.alice.token)).records.map((r) => [r.title, r.acCount, r.problemCount])).toEqual([
        ['Second', 1, 2],
        ['First', 1, 2],
        ['Locked', 0, 1],
      ]);
      // Showing the hidden chapter brings its problem in.
      await call(t, 'PUT', '/api/admin/training/change-training-status', s.admin, { tid: tid.hidden, status: true });
      expect(await detail(tid.split, u.alice.token)).toMatchObject({ problemCount: 5, acCount: 2, chapterCount: 4 });
      expect(await problemIds(tid.split)).toEqual(['C3', 'C1', 'C2', 'C4', 'C5']);
      await call(t, 'PUT', '/api/admin/training/change-training-status', s.admin, { tid: tid.hidden, status: false });
    });
  });

  describe('opening a chapter', () => {
    it('hides a hidden chapter from everyone but its managers', async () => {
      expect((await get(`/api/get-training-detail?tid=${tid.hidden}`, u.bob.token)).code).toBe(404);
      expect((await get(`/api/get-training-problem-list?tid=${tid.hidden}`)).code).toBe(404);
      expect(await problemIds(tid.hidden, s.admin)).toEqual(['C4']);
    });

    it("opens a private chapter after its own registration; its training's managers without", async () => {
      expect((await detail(tid.locked, u.bob.token)).auth).toBe('Private');
      expect((await get(`/api/get-training-problem-list?tid=${tid.locked}`)).code).toBe(401);
      const refused = await get(`/api/get-training-problem-list?tid=${tid.locked}`, u.bob.token);
      expect([refused.code, refused.body.msg]).toEqual([403, 'This training is private; please register with its password first']);
      expect((await get(`/api/get-training-access?tid=${tid.locked}`, u.bob.token)).body.data).toEqual({ access: false });
      const wrong = await call(t, 'POST', '/api/register-training', u.bob.token, { tid: tid.locked, password: 'nope' });
      expect(wrong.code).toBe(400);
      expect((await call(t, 'POST', '/api/register-training', u.bob.token, { tid: tid.locked, password: 'key' })).code).toBe(200);
      expect(await problemIds(tid.locked, u.bob.token)).toEqual(['C5']);
      expect((await get(`/api/get-training-access?tid=${tid.locked}`, u.bob.token)).body.data).toEqual({ access: true });
      expect(await problemIds(tid.locked, s.admin)).toEqual(['C5']);
      expect(await problemIds(tid.locked, s.root)).toEqual(['C5']);
      expect((await get(`/api/get-training-problem-list?tid=${tid.locked}`, s.problemAdmin)).code).toBe(403);
    });

    it("needs its training open first: a private training's chapters open only after the training's registration", async () => {
      const secret = await createTraining(t, s.admin, { title: 'Secret', hasChapter: true, auth: 'Private', privatePwd: 'pw' });
      const open = await createTraining(t, s.admin, { parentId: secret, title: 'Open chapter' });
      await addProblems(t, s.admin, open, [p.C1.id]);
      expect((await get(`/api/get-training-problem-list?tid=${open}`, u.alice.token)).code).toBe(403);
      expect((await detail(open, u.alice.token)).acCount).toBe(0);
      await call(t, 'POST', '/api/register-training', u.alice.token, { tid: secret, password: 'pw' });
      expect(await problemIds(open, u.alice.token)).toEqual(['C1']);
      expect((await detail(open, u.alice.token)).acCount).toBe(1);
      // A chapter of a hidden training is hidden with it.
      await call(t, 'PUT', '/api/admin/training/change-training-status', s.admin, { tid: secret, status: false });
      expect((await get(`/api/get-training-detail?tid=${open}`, u.alice.token)).code).toBe(404);
      expect((await get(`/api/get-training-detail?tid=${open}`, s.admin)).code).toBe(200);
    });

    it('takes submissions in a chapter under its rules; in the split training, for problems of chapters the caller opens', async () => {
      await setSubmitInterval(t, 0);
      expect((await submit(t, u.alice.token, 'C2', { tid: tid.first })).body.data).toMatchObject({ status: JudgeStatus.Pending });
      expect((await submit(t, u.alice.token, 'C3', { tid: tid.first })).code).toBe(404);
      expect((await submit(t, u.alice.token, 'C4', { tid: tid.hidden })).code).toBe(404);
      expect((await submit(t, u.alice.token, 'C5', { tid: tid.locked })).code).toBe(403);
      expect((await submit(t, u.bob.token, 'C5', { tid: tid.locked })).code).toBe(200);
      expect((await submit(t, u.alice.token, 'C2', { tid: tid.split })).code).toBe(200);
      expect((await submit(t, u.alice.token, 'C5', { tid: tid.split })).code).toBe(403);
      expect((await submit(t, u.alice.token, 'C4', { tid: tid.split })).code).toBe(404);
    });
  });

  describe('the back office chapter list', () => {
    it('lists every chapter with the form fields for whoever manages the training, by keyword', async () => {
      const list = await get(`/api/admin/training/get-chapter-list?trainingId=${tid.split}`, s.admin);
      expect([list.code, list.body.data.total]).toEqual([200, 4]);
      const records = list.body.data.records as AdminTraining[];
      expect(titles(records)).toEqual(['Second', 'First', 'Hidden', 'Locked']);
      expect(records[3]).toMatchObject({ privatePwd: 'key', status: true, parentId: tid.split });
      expect(records[2].status).toBe(false);
      const found = await get(`/api/admin/training/get-chapter-list?trainingId=${tid.split}&keyword=LOCK&limit=1`, s.root);
      expect([found.body.data.total, titles(found.body.data.records)]).toEqual([1, ['Locked']]);
      expect((await get(`/api/admin/training/get-chapter-list?trainingId=${tid.split}`, s.problemAdmin)).code).toBe(403);
      expect((await get(`/api/admin/training/get-chapter-list?trainingId=${tid.split}`, s.user)).code).toBe(403);
      expect((await get(`/api/admin/training/get-chapter-list?trainingId=${tid.split}`)).code).toBe(401);
      expect((await get(`/api/admin/training/get-chapter-list?trainingId=987654`, s.admin)).code).toBe(404);
    });
  });

  it("deleting a training deletes its chapters and their problem links (root's call)", async () => {
    const doomed = await createTraining(t, s.admin, { title: 'Doomed', hasChapter: true });
    const chapter = await createTraining(t, s.admin, { parentId: doomed, title: 'Goes too' });
    await addProblems(t, s.admin, chapter, [p.C1.id]);
    expect((await call(t, 'DELETE', `/api/admin/training?tid=${doomed}`, s.root)).code).toBe(200);
    expect(await t.db.select().from(trainings).where(eq(trainings.id, chapter))).toEqual([]);
    expect(await t.db.select().from(trainingProblems).where(eq(trainingProblems.tid, chapter))).toEqual([]);
    // A chapter alone goes by the same call.
    const single = await createTraining(t, s.admin, { parentId: tid.split, title: 'Single' });
    expect((await call(t, 'DELETE', `/api/admin/training?tid=${single}`, s.root)).code).toBe(200);
  });
});
