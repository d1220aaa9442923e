// Tags and classifications administration (/api/admin/tag, /api/admin/tag/classification) through the real
// app on both backends: create, the duplicate and form rules with their messages, update, delete and what it
// does to problems and tags, the public tag calls seeing the changes, and who may manage them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { call, roleSessions, validPayload } from './admin-test-kit.ts';
import { problemTags, tagClassifications, tags } from './tables.ts';

interface TagRow {
  id: number;
  name: string;
  color: string;
  oj: string;
  classificationId: number | null;
  classification: { id: number; name: string } | null;
}

describe.each(BACKENDS)('tags and classifications on %s', (backend) => {
  let t: TestApp;
  let root: string;
  let admin: string;
  let problemAdmin: string;
  let user: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    ({ root, admin, problemAdmin, user } = await roleSessions(t));
  });
  afterAll(() => t.close());

  const TAG = '/api/admin/tag';
  const CLASSIFICATION = '/api/admin/tag/classification';
  const ok = async <T>(answer: Promise<{ code: number; body: { status: number; data: T } }>): Promise<T> => {
    const res = await answer;
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: 200 });
    return res.body.data;
  };
  const createClassification = (body: object, token = root) =>
    ok<{ id: number; name: string; oj: string; rank: number }>(call(t, 'POST', CLASSIFICATION, token, body));
  const createTag = (body: object, token = root) => ok<TagRow>(call(t, 'POST', TAG, token, body));
  const adminTags = async () => ok<TagRow[]>(call(t, 'GET', TAG, root));
  const tagRow = async (id: number) => (await t.db.select().from(tags).where(eq(tags.id, id)))[0];

  describe('classifications', () => {
    it('are created with defaults, listed by rank then id, filtered by OJ', async () => {
      const basics = await createClassification({ name: 'Basics', rank: 2 });
      expect(basics).toMatchObject({ name: 'Basics', oj: 'ME', rank: 2 });
      const first = await createClassification({ name: 'First', oj: 'me' });
      expect(first).toMatchObject({ oj: 'ME', rank: 0 });
      const remote = await createClassification({ name: 'Remote', oj: 'hdu', rank: 1 });
      expect(remote.oj).toBe('HDU');
      const all = await ok<{ id: number }[]>(call(t, 'GET', CLASSIFICATION, root));
      expect(all.map((c) => c.id)).toEqual([first.id, remote.id, basics.id]);
      const local = await ok<{ id: number }[]>(call(t, 'GET', `${CLASSIFICATION}?oj=ME`, root));
      expect(local.map((c) => c.id)).toEqual([first.id, basics.id]);
    });

    it('refuses a name already used in the same OJ (any case) and the form mistakes, with their messages', async () => {
      await createClassification({ name: 'Graphs' });
      expect((await call(t, 'POST', CLASSIFICATION, root, { name: ' graphs ' })).body).toMatchObject({
        status: 400,
        msg: 'The classification graphs already exists',
      });
      await createClassification({ name: 'Graphs', oj: 'POJ' });
      const mistakes: [object, string][] = [
        [{ name: '' }, 'The classification name is required'],
        [{}, 'The classification name is required'],
        [{ name: 'x'.repeat(101) }, 'The classification name may be at most 100 characters'],
        [{ name: 'Ranked', rank: -1 }, 'The rank must be an integer of at least 0'],
        [{ name: 'Ranked', rank: 1.5 }, 'The rank must be an integer of at least 0'],
        [{ name: 'Judged', oj: 'code forces' }, 'The OJ must be 1 to 20 letters'],
      ];
      for (const [body, msg] of mistakes)
        expect((await call(t, 'POST', CLASSIFICATION, root, body)).body, JSON.stringify(body)).toMatchObject({ status: 400, msg });
      expect((await t.db.select().from(tagClassifications).where(eq(tagClassifications.name, 'Ranked'))).length).toBe(0);
    });

    it('are updated; a clash with another one or an unknown id is refused', async () => {
      const trees = await createClassification({ name: 'Trees' });
      await createClassification({ name: 'Strings' });
      const renamed = await ok<{ name: string; rank: number }>(
        call(t, 'PUT', CLASSIFICATION, root, { id: trees.id, name: 'Trees and Forests', rank: 7 }),
      );
      expect(renamed).toMatchObject({ name: 'Trees and Forests', rank: 7 });
      // Keeping its own name is no clash.
      await ok(call(t, 'PUT', CLASSIFICATION, root, { id: trees.id, name: 'TREES AND FORESTS', rank: 7 }));
      expect((await call(t, 'PUT', CLASSIFICATION, root, { id: trees.id, name: 'strings' })).body).toMatchObject({
        status: 400,
        msg: 'The classification strings already exists',
      });
      expect((await call(t, 'PUT', CLASSIFICATION, root, { id: 999_999, name: 'Nowhere' })).body).toMatchObject({
        status: 404,
        msg: 'The tag classification does not exist',
      });
    });

    it('moved to another OJ, it no longer classifies the tags of its old OJ', async () => {
      const moving = await createClassification({ name: 'Moving' });
      const tag = await createTag({ name: 'Left behind', classificationId: moving.id });
      await ok(call(t, 'PUT', CLASSIFICATION, root, { id: moving.id, name: 'Moving', oj: 'HDU' }));
      expect((await tagRow(tag.id)).classificationId).toBeNull();
    });

    it('deleted, its tags stay (unclassified) and keep their problems', async () => {
      const doomed = await createClassification({ name: 'Doomed' });
      const tag = await createTag({ name: 'Survivor', classificationId: doomed.id });
      const { pid } = await ok<{ pid: number }>(
        call(t, 'POST', '/api/admin/problem', root, validPayload('tagged-1', { tags: [{ id: tag.id }] })),
      );
      await ok(call(t, 'DELETE', `${CLASSIFICATION}?id=${doomed.id}`, root));
      expect((await t.db.select().from(tagClassifications).where(eq(tagClassifications.id, doomed.id))).length).toBe(0);
      expect(await tagRow(tag.id)).toMatchObject({ name: 'Survivor', classificationId: null });
      expect((await adminTags()).find((row) => row.id === tag.id)).toMatchObject({ classificationId: null, classification: null });
      expect(await t.db.select().from(problemTags).where(eq(problemTags.pid, pid))).toEqual([{ pid, tid: tag.id }]);
      const groups = await ok<{ classification: { id: number } | null; tagList: { id: number }[] }[]>(
        call(t, 'GET', '/api/get-problem-tags-and-classification?oj=ME'),
      );
      expect(groups.some((g) => g.classification?.id === doomed.id)).toBe(false);
      expect(groups.find((g) => g.classification === null)?.tagList.map((tg) => tg.id)).toContain(tag.id);
      expect((await call(t, 'DELETE', `${CLASSIFICATION}?id=${doomed.id}`, root)).body).toMatchObject({
        status: 404,
        msg: 'The tag classification does not exist',
      });
    });
  });

  describe('tags', () => {
    it('are created with defaults and their classification, and shown by the public tag calls', async () => {
      const algorithms = await createClassification({ name: 'Algorithms', rank: 0 });
      const dp = await createTag({ name: ' Dynamic Programming ', color: 'rgb(255, 0, 0)', classificationId: algorithms.id });
      expect(dp).toMatchObject({
        name: 'Dynamic Programming',
        color: 'rgb(255, 0, 0)',
        oj: 'ME',
        classificationId: algorithms.id,
        classification: { id: algorithms.id, name: 'Algorithms' },
      });
      const plain = await createTag({ name: 'Plain', classificationId: '' });
      expect(plain).toMatchObject({ color: '#409EFF', oj: 'ME', classificationId: null, classification: null });
      expect((await adminTags()).map((row) => row.id)).toEqual(expect.arrayContaining([dp.id, plain.id]));
      const groups = await ok<{ classification: { id: number } | null; tagList: { id: number }[] }[]>(
        call(t, 'GET', '/api/get-problem-tags-and-classification?oj=ME'),
      );
      expect(groups.find((g) => g.classification?.id === algorithms.id)?.tagList.map((tg) => tg.id)).toEqual([dp.id]);
      const all = await ok<{ id: number }[]>(call(t, 'GET', '/api/get-all-problem-tags'));
      expect(all.map((tg) => tg.id)).toEqual(expect.arrayContaining([dp.id, plain.id]));
    });

    it('refuses a name already used in the same OJ (any case) and the form mistakes, with their messages', async () => {
      await createTag({ name: 'Greedy' });
      expect((await call(t, 'POST', TAG, root, { name: 'GREEDY' })).body).toMatchObject({
        status: 400,
        msg: 'The tag GREEDY already exists',
      });
      const elsewhere = await createTag({ name: 'Greedy', oj: 'hdu' });
      expect(elsewhere.oj).toBe('HDU');
      const remote = await createClassification({ name: 'Remote only', oj: 'POJ' });
      const mistakes: [object, number, string][] = [
        [{ name: '   ' }, 400, 'The tag name is required'],
        [{ name: 'y'.repeat(101) }, 400, 'The tag name may be at most 100 characters'],
        [{ name: 'Coloured', color: 'not-a-colour' }, 400, 'The tag colour must be a CSS colour such as #409EFF or red'],
        [{ name: 'Coloured', color: '#12345' }, 400, 'The tag colour must be a CSS colour such as #409EFF or red'],
        [{ name: 'Coloured', oj: 'M3' }, 400, 'The OJ must be 1 to 20 letters'],
        [{ name: 'Coloured', classificationId: 999_999 }, 404, 'The tag classification does not exist'],
        [{ name: 'Coloured', classificationId: remote.id }, 400, 'A tag and its classification must belong to the same OJ'],
      ];
      for (const [body, status, msg] of mistakes)
        expect((await call(t, 'POST', TAG, root, body)).body, JSON.stringify(body)).toMatchObject({ status, msg });
      expect((await t.db.select().from(tags).where(eq(tags.name, 'Coloured'))).length).toBe(0);
    });

    it('are updated (name, colour, classification); a clash or an unknown id is refused', async () => {
      const graphs = await createClassification({ name: 'Graph theory' });
      const bfs = await createTag({ name: 'BFS' });
      await createTag({ name: 'DFS' });
      const updated = await ok<TagRow>(
        call(t, 'PUT', TAG, root, { id: bfs.id, name: 'Breadth-first search', color: 'teal', classificationId: graphs.id }),
      );
      expect(updated).toMatchObject({
        id: bfs.id,
        name: 'Breadth-first search',
        color: 'teal',
        classification: { id: graphs.id, name: 'Graph theory' },
      });
      expect((await call(t, 'PUT', TAG, root, { id: bfs.id, name: 'dfs' })).body).toMatchObject({
        status: 400,
        msg: 'The tag dfs already exists',
      });
      expect((await call(t, 'PUT', TAG, root, { id: 999_999, name: 'Ghost' })).body).toMatchObject({
        status: 404,
        msg: 'The tag does not exist',
      });
      // A full update: leaving the classification out unclassifies the tag.
      expect(await ok<TagRow>(call(t, 'PUT', TAG, root, { id: bfs.id, name: 'BFS' }))).toMatchObject({
        name: 'BFS',
        color: '#409EFF',
        classificationId: null,
      });
    });

    it('deleted, it leaves every problem it was on; the problems stay', async () => {
      const doomed = await createTag({ name: 'Doomed tag' });
      const keeper = await createTag({ name: 'Keeper' });
      const one = await ok<{ pid: number }>(
        call(t, 'POST', '/api/admin/problem', root, validPayload('del-tag-1', { tags: [{ id: doomed.id }, { id: keeper.id }] })),
      );
      const two = await ok<{ pid: number }>(
        call(t, 'POST', '/api/admin/problem', root, validPayload('del-tag-2', { tags: [{ id: doomed.id }] })),
      );
      await ok(call(t, 'DELETE', `${TAG}?tid=${doomed.id}`, root));
      expect(await tagRow(doomed.id)).toBeUndefined();
      expect(await t.db.select().from(problemTags).where(eq(problemTags.tid, doomed.id))).toEqual([]);
      const tagsOf = async (pid: number) =>
        (await ok<{ id: number }[]>(call(t, 'GET', `/api/get-problem-tags?pid=${pid}`))).map((tg) => tg.id);
      expect(await tagsOf(one.pid)).toEqual([keeper.id]);
      expect(await tagsOf(two.pid)).toEqual([]);
      expect((await call(t, 'GET', `/api/admin/problem?pid=${two.pid}`, root)).body).toMatchObject({ status: 200, data: { tags: [] } });
      expect((await call(t, 'DELETE', `${TAG}?tid=${doomed.id}`, root)).body).toMatchObject({ status: 404, msg: 'The tag does not exist' });
      expect((await call(t, 'DELETE', `${TAG}?tid=abc`, root)).body).toMatchObject({ status: 400 });
    });

    it("a group's own tags are not the site's: not listed, not updated, not deleted, no name clash", async () => {
      const [groupTag] = await t.db.insert(tags).values({ name: 'Group only', gid: 7 }).returning();
      expect((await adminTags()).map((row) => row.id)).not.toContain(groupTag.id);
      expect((await call(t, 'PUT', TAG, root, { id: groupTag.id, name: 'Hijacked' })).body).toMatchObject({
        status: 404,
        msg: 'The tag does not exist',
      });
      expect((await call(t, 'DELETE', `${TAG}?tid=${groupTag.id}`, root)).body).toMatchObject({
        status: 404,
        msg: 'The tag does not exist',
      });
      expect(await tagRow(groupTag.id)).toMatchObject({ name: 'Group only', gid: 7 });
      await createTag({ name: 'Group only' });
    });
  });

  describe('who may manage tags', () => {
    const routes = (tagId: number, classificationId: number): [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object][] => [
      ['GET', TAG],
      ['POST', TAG, { name: 'Intruder' }],
      ['PUT', TAG, { id: tagId, name: 'Intruder' }],
      ['DELETE', `${TAG}?tid=${tagId}`],
      ['GET', CLASSIFICATION],
      ['POST', CLASSIFICATION, { name: 'Intruder' }],
      ['PUT', CLASSIFICATION, { id: classificationId, name: 'Intruder' }],
      ['DELETE', `${CLASSIFICATION}?id=${classificationId}`],
    ];

    it('a problem admin manages tags and classifications like root', async () => {
      const c = await createClassification({ name: 'By padmin' }, problemAdmin);
      const tag = await createTag({ name: 'By padmin', classificationId: c.id }, problemAdmin);
      await ok(call(t, 'PUT', TAG, problemAdmin, { id: tag.id, name: 'By padmin, edited', classificationId: c.id }));
      await ok(call(t, 'PUT', CLASSIFICATION, problemAdmin, { id: c.id, name: 'By padmin, edited' }));
      expect((await ok<{ id: number }[]>(call(t, 'GET', TAG, problemAdmin))).map((row) => row.id)).toContain(tag.id);
      await ok(call(t, 'DELETE', `${TAG}?tid=${tag.id}`, problemAdmin));
      await ok(call(t, 'DELETE', `${CLASSIFICATION}?id=${c.id}`, problemAdmin));
    });

    it('admins and users get 403, visitors 401, and nothing changes', async () => {
      const c = await createClassification({ name: 'Guarded' });
      const tag = await createTag({ name: 'Guarded', classificationId: c.id });
      for (const [method, url, body] of routes(tag.id, c.id)) {
        for (const token of [admin, user]) {
          expect((await call(t, method, url, token, body)).body, `${method} ${url}`).toMatchObject({
            status: 403,
            msg: 'Only the super admin and problem admins may manage tags',
          });
        }
        expect((await call(t, method, url, undefined, body)).body, `${method} ${url}`).toMatchObject({
          status: 401,
          msg: 'Please login first',
        });
      }
      expect(await tagRow(tag.id)).toMatchObject({ name: 'Guarded', classificationId: c.id });
      expect((await t.db.select().from(tagClassifications).where(eq(tagClassifications.id, c.id)))[0]).toMatchObject({ name: 'Guarded' });
      expect((await t.db.select().from(tags).where(eq(tags.name, 'Intruder'))).length).toBe(0);
    });

    it('answers in Chinese by default', async () => {
      const res = await t.request({ method: 'GET', url: TAG, token: admin });
      expect(JSON.parse(res.body)).toMatchObject({ status: 403, msg: '只有超级管理员和题目管理员可以管理标签' });
    });
  });
});
