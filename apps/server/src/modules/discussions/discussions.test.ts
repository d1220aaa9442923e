// Site discussions: categories (root edits the whole list), posting (permission, thresholds, daily limit under
// parallel posts, problem and category checks, pins), the list (order, filters, paging, hidden content, hasLike),
// the detail (views, banned, unknown), the public switch, edit and delete rights, likes that never double-count
// and their message, reports.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Discussion } from '@verdict/shared';
import { PARITY_BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { userMessages } from '../messages/tables.ts';
import { updateSwitchConfig, updateWebsiteConfig } from '../site/config.ts';
import { createProblem, userWithToken } from '../submissions/test-fixtures.ts';
import { call, categoryIds, post, postForm, poster } from './discussion-test-kit.ts';
import { discussionLikes, discussionReports, discussions } from './tables.ts';

type User = Awaited<ReturnType<typeof poster>>;

describe.each(PARITY_BACKENDS)('discussions on %s', (backend) => {
  let t: TestApp;
  let root: string;
  let admin: User;
  let alice: User;
  let bob: User;
  let cats: number[];

  beforeAll(async () => {
    t = await createTestApp(backend);
    await updateSwitchConfig(t.db, { defaultCreateDiscussionACInitValue: 2, defaultCreateDiscussionDailyLimit: 50 });
    root = await t.login();
    admin = await userWithToken(t, 1001, 'admin');
    alice = await poster(t);
    bob = await poster(t);
    cats = await categoryIds(t);
    await createProblem(t, { problemId: 'DP1' });
    await createProblem(t, { problemId: 'SECRET', auth: 2 });
  });
  afterAll(() => t?.close());

  const get = (url: string, token?: string) => call(t, 'GET', url, token);
  const titles = (rows: Discussion[]) => rows.map((d) => d.title);

  describe('categories', () => {
    it('anyone lists the seeded ones in order', async () => {
      const { body } = await get('/api/discussion-category');
      expect(body.data.map((c: { name: string }) => c.name)).toEqual(['闲聊', '题解', '求助', '建议', '记录']);
    });

    it('root saves the whole list; others are refused; bad lists are 400', async () => {
      const list = (await get('/api/discussion-category')).body.data as { id: number; name: string }[];
      const next = [{ id: list[1].id, name: 'Solutions' }, { id: list[0].id, name: '闲聊' }, ...list.slice(2), { name: 'Extra' }];
      expect((await call(t, 'POST', '/api/discussion-category', alice.token, next)).code).toBe(403);
      expect((await call(t, 'POST', '/api/discussion-category', admin.token, next)).code).toBe(403);
      const saved = await call(t, 'POST', '/api/discussion-category', root, next);
      expect(saved.body.data.map((c: { name: string }) => c.name)).toEqual(['Solutions', '闲聊', '求助', '建议', '记录', 'Extra']);
      const dup = await call(t, 'POST', '/api/discussion-category', root, [{ name: 'A' }, { name: 'A' }]);
      expect(dup.body).toMatchObject({ status: 400, msg: 'The category name A appears twice' });
      expect((await call(t, 'POST', '/api/discussion-category', root, [])).body.msg).toBe('Keep at least one category');
      expect((await call(t, 'POST', '/api/discussion-category', root, [{ name: 'x'.repeat(21) }])).code).toBe(400);
      // Extra removed (unused); the first five restored to their seeded order.
      const back = await call(t, 'POST', '/api/discussion-category', root, list);
      expect(back.body.data).toEqual(list);
    });

    it('a category still used by a post cannot go', async () => {
      const did = await post(t, admin.token, postForm(cats[4]));
      const list = (await get('/api/discussion-category')).body.data as { id: number; name: string }[];
      const res = await call(t, 'POST', '/api/discussion-category', root, list.slice(0, 4));
      expect(res.body).toMatchObject({ status: 400, msg: 'Category 记录 still has discussions and cannot be removed' });
      expect((await get('/api/discussion-category')).body.data).toHaveLength(5);
      await call(t, 'DELETE', `/api/discussion?did=${did}`, admin.token);
    });
  });

  describe('posting', () => {
    it('answers the post with its author, role, category and problem', async () => {
      const res = await call(t, 'POST', '/api/discussion', alice.token, postForm(cats[0], { title: '  Padded  ', pid: 'DP1' }));
      expect(res.body.data).toMatchObject({
        title: 'Padded',
        pid: 'DP1',
        gid: null,
        categoryId: cats[0],
        categoryName: '闲聊',
        author: alice.username,
        uid: alice.uid,
        role: 'user',
        topPriority: false,
        status: 0,
        likeNum: 0,
        viewNum: 0,
        hasLike: false,
        content: 'The **content** of the post.',
      });
      expect((await call(t, 'POST', '/api/discussion', root, postForm(cats[0]))).body.data.role).toBe('root');
      expect((await call(t, 'POST', '/api/discussion', admin.token, postForm(cats[0]))).body.data.role).toBe('admin');
    });

    it('visitors 401, muted roles 403, too few solved 400, unknown category or problem 400', async () => {
      expect((await call(t, 'POST', '/api/discussion', undefined, postForm(cats[0]))).code).toBe(401);
      const muted = await poster(t, 2, 1005);
      expect((await call(t, 'POST', '/api/discussion', muted.token, postForm(cats[0]))).code).toBe(403);
      const newbie = await poster(t, 1);
      expect((await call(t, 'POST', '/api/discussion', newbie.token, postForm(cats[0]))).body).toMatchObject({
        status: 400,
        msg: 'You need to solve at least 2 problems before posting a discussion',
      });
      expect((await call(t, 'POST', '/api/discussion', alice.token, postForm(99999))).body.msg).toBe('The category does not exist');
      expect((await call(t, 'POST', '/api/discussion', alice.token, postForm(cats[0], { pid: 'NOPE' }))).body.msg).toBe(
        'Problem NOPE does not exist',
      );
      // A hidden problem is unknown to a user, known to root.
      expect((await call(t, 'POST', '/api/discussion', alice.token, postForm(cats[0], { pid: 'SECRET' }))).code).toBe(400);
      expect((await call(t, 'POST', '/api/discussion', root, postForm(cats[0], { pid: 'SECRET' }))).code).toBe(200);
    });

    it('checks the fields after trimming, with the spec texts', async () => {
      const bad = async (overrides: object) => (await call(t, 'POST', '/api/discussion', alice.token, postForm(cats[0], overrides))).body;
      expect(await bad({ title: '   ' })).toMatchObject({ status: 400, msg: 'Title is required' });
      expect((await bad({ title: 'x'.repeat(256) })).msg).toBe('Title Can not exceed 255');
      expect((await bad({ description: 'x'.repeat(256) })).msg).toBe('Description Can not exceed 255');
      expect((await bad({ content: 'x'.repeat(65536) })).msg).toBe('Content Can not exceed 65535');
      expect((await bad({ categoryId: undefined })).msg).toBe('Category is required');
    });

    it('only admin roles pin: a pin asked by a user is dropped', async () => {
      expect((await call(t, 'POST', '/api/discussion', bob.token, postForm(cats[0], { topPriority: true }))).body.data.topPriority).toBe(
        false,
      );
      expect((await call(t, 'POST', '/api/discussion', admin.token, postForm(cats[0], { topPriority: true }))).body.data.topPriority).toBe(
        true,
      );
    });

    it('at most the daily limit in 24 hours, also when the posts arrive together; admins are exempt', async () => {
      await updateSwitchConfig(t.db, { defaultCreateDiscussionDailyLimit: 3 });
      const carol = await poster(t);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => call(t, 'POST', '/api/discussion', carol.token, postForm(cats[1]))),
      );
      expect(answers.filter((a) => a.body.status === 200)).toHaveLength(3);
      expect(answers.find((a) => a.body.status === 400)?.body.msg).toBe('You may post at most 3 discussions a day');
      expect(await t.db.$count(discussions, eq(discussions.uid, carol.uid))).toBe(3);
      // Posts older than 24 hours no longer count.
      await t.db
        .update(discussions)
        .set({ gmtCreate: new Date(Date.now() - 25 * 3600_000) })
        .where(eq(discussions.uid, carol.uid));
      expect((await call(t, 'POST', '/api/discussion', carol.token, postForm(cats[1]))).code).toBe(200);
      for (let i = 0; i < 4; i++) expect((await call(t, 'POST', '/api/discussion', admin.token, postForm(cats[1]))).code).toBe(200);
      await updateSwitchConfig(t.db, { defaultCreateDiscussionDailyLimit: 50 });
    });
  });

  describe('list and detail', () => {
    let dave: User;
    let erin: User;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      dave = await poster(t);
      erin = await poster(t);
      ids.first = await post(t, dave.token, postForm(cats[2], { title: 'Zebra first', pid: 'DP1', description: 'about stripes' }));
      ids.second = await post(t, erin.token, postForm(cats[2], { title: 'Zebra second' }));
      ids.pinned = await post(t, admin.token, postForm(cats[2], { title: 'Zebra pinned', topPriority: true }));
      ids.banned = await post(t, dave.token, postForm(cats[2], { title: 'Zebra banned' }));
      await t.db.update(discussions).set({ status: 1 }).where(eq(discussions.id, ids.banned));
    });

    const list = async (query: string, token?: string) => (await get(`/api/get-discussion-list?cid=${cats[2]}&${query}`, token)).body.data;

    it('pinned first, then newest; banned left out; content only on the caller’s own posts', async () => {
      const page = await list('', dave.token);
      expect(titles(page.records)).toEqual(['Zebra pinned', 'Zebra second', 'Zebra first']);
      expect(page.total).toBe(3);
      const byTitle = Object.fromEntries(page.records.map((d: Discussion) => [d.title, d]));
      expect(byTitle['Zebra first'].content).toBe('The **content** of the post.');
      expect(byTitle['Zebra second'].content).toBe('');
      expect(byTitle['Zebra first']).toMatchObject({ author: dave.username, pid: 'DP1', categoryName: '求助', hasLike: false });
      expect((await list('')).records.every((d: Discussion) => d.content === '')).toBe(true);
    });

    it('pages, problem, keyword (title, description, author, id) and onlyMine', async () => {
      const second = await list('limit=2&currentPage=2');
      expect(titles(second.records)).toEqual(['Zebra first']);
      expect(second.total).toBe(3);
      expect(titles((await list('pid=DP1')).records)).toEqual(['Zebra first']);
      expect((await list('pid=UNKNOWN')).total).toBe(0);
      expect(titles((await list('keyword=stripes')).records)).toEqual(['Zebra first']);
      expect(titles((await list('keyword=second')).records)).toEqual(['Zebra second']);
      expect(titles((await list(`keyword=${erin.username}`)).records)).toEqual(['Zebra second']);
      expect(titles((await list(`keyword=${ids.first}`)).records)).toContain('Zebra first');
      expect(titles((await list('keyword=100%25')).records)).toEqual([]);
      expect(titles((await list('onlyMine=true', dave.token)).records)).toEqual(['Zebra first']);
      expect((await list('onlyMine=true')).total).toBe(0);
      expect((await get(`/api/get-discussion-list?keyword=${'k'.repeat(101)}`)).body).toMatchObject({
        status: 400,
        msg: 'The keyword is too long',
      });
    });

    it('the total follows every write at once (it is kept in memory between writes)', async () => {
      const before = (await list('')).total;
      const did = await post(t, erin.token, postForm(cats[2], { title: 'Zebra counted' }));
      expect((await list('')).total).toBe(before + 1);
      await call(t, 'PUT', '/api/admin/discussion', admin.token, { id: did, status: 1 });
      expect((await list('')).total).toBe(before);
      await call(t, 'DELETE', `/api/admin/discussion?did=${did}`, admin.token);
      expect((await list('admin=true', admin.token)).total).toBe(before + 1);
    });

    it('banned posts for admin roles asking admin=true, never for users', async () => {
      expect(titles((await list('admin=true', admin.token)).records)).toContain('Zebra banned');
      expect(titles((await list('admin=true', dave.token)).records)).not.toContain('Zebra banned');
    });

    it('the detail counts one view per read, shows the content; banned 403 except admins; unknown 404', async () => {
      const read = async (token?: string) => (await get(`/api/get-discussion-detail?did=${ids.second}`, token)).body.data;
      expect((await read()).viewNum).toBe(1);
      const again = await read(dave.token);
      expect(again).toMatchObject({ viewNum: 2, content: 'The **content** of the post.', author: erin.username });
      await Promise.all(Array.from({ length: 5 }, () => read()));
      expect((await read()).viewNum).toBe(8);
      expect((await get(`/api/get-discussion-detail?did=${ids.banned}`, dave.token)).body).toMatchObject({
        status: 403,
        msg: 'This discussion has been banned',
      });
      expect((await get(`/api/get-discussion-detail?did=${ids.banned}`, admin.token)).code).toBe(200);
      expect((await get('/api/get-discussion-detail?did=999999')).code).toBe(404);
      expect((await get('/api/get-discussion-detail?did=abc')).code).toBe(400);
    });

    it('the public switch closes list, detail and posting with the spec message', async () => {
      await updateWebsiteConfig(t.db, { openPublicDiscussion: false });
      try {
        for (const res of [
          await get('/api/get-discussion-list'),
          await get(`/api/get-discussion-detail?did=${ids.first}`),
          await call(t, 'POST', '/api/discussion', dave.token, postForm(cats[0])),
        ]) {
          expect(res.body).toMatchObject({ status: 403, msg: 'No Access: the public discussion area is closed' });
        }
        const zh = await t.request({ method: 'GET', url: '/api/get-discussion-list', headers: { 'accept-language': 'zh-CN' } });
        expect(JSON.parse(zh.body).msg).toBe('无权访问：网站已关闭公共讨论区');
      } finally {
        await updateWebsiteConfig(t.db, { openPublicDiscussion: true });
      }
    });
  });

  describe('edit and delete', () => {
    it('the author and root edit; others 403; the category and a user’s pin stay as stored', async () => {
      const did = await post(t, alice.token, postForm(cats[0]));
      const edit = (token: string, overrides: object = {}) =>
        call(t, 'PUT', '/api/discussion', token, postForm(cats[3], { id: did, title: 'Edited', topPriority: true, ...overrides }));
      const res = await edit(alice.token);
      expect(res.body.data).toMatchObject({ id: did, title: 'Edited', categoryId: cats[0], topPriority: false });
      expect((await edit(bob.token)).body).toMatchObject({ status: 403, msg: 'Only the author may edit this discussion' });
      expect((await edit(admin.token)).code).toBe(403);
      expect((await edit(root, { title: 'By root' })).body.data).toMatchObject({
        title: 'By root',
        topPriority: true,
        author: alice.username,
      });
      // The author's later edit keeps root's pin.
      expect((await edit(alice.token, { topPriority: false })).body.data.topPriority).toBe(true);
      expect((await call(t, 'PUT', '/api/discussion', alice.token, postForm(cats[0]))).body.msg).toBe('Say which discussion to edit');
      expect((await call(t, 'PUT', '/api/discussion', alice.token, postForm(cats[0], { id: 999999 }))).code).toBe(404);
    });

    it('the author or an admin role deletes, with the likes and reports', async () => {
      const did = await post(t, alice.token, postForm(cats[0]));
      await call(t, 'GET', `/api/discussion-like?did=${did}&toLike=true`, bob.token);
      await call(t, 'POST', '/api/discussion-report', bob.token, { did, content: 'spam' });
      expect((await call(t, 'DELETE', `/api/discussion?did=${did}`, bob.token)).body).toMatchObject({
        status: 403,
        msg: 'You may not delete this discussion',
      });
      expect((await call(t, 'DELETE', `/api/discussion?did=${did}`, admin.token)).code).toBe(200);
      expect(await t.db.$count(discussionLikes, eq(discussionLikes.did, did))).toBe(0);
      expect(await t.db.$count(discussionReports, eq(discussionReports.did, did))).toBe(0);
      const own = await post(t, alice.token, postForm(cats[0]));
      expect((await call(t, 'DELETE', `/api/discussion?did=${own}`, alice.token)).code).toBe(200);
      expect((await call(t, 'DELETE', `/api/discussion?did=${own}`, alice.token)).code).toBe(404);
    });
  });

  describe('likes', () => {
    it('counts each user once, whatever is sent and however often; the author hears of a new like once', async () => {
      const did = await post(t, alice.token, postForm(cats[0], { title: 'Likeable' }));
      const like = (token: string, toLike = true) => call(t, 'GET', `/api/discussion-like?did=${did}&toLike=${toLike}`, token);
      expect((await like(bob.token)).body.data).toEqual({ likeNum: 1, hasLike: true });
      expect((await like(bob.token)).body.data).toEqual({ likeNum: 1, hasLike: true });
      await Promise.all(Array.from({ length: 6 }, () => like(admin.token)));
      expect((await get(`/api/get-discussion-detail?did=${did}`, bob.token)).body.data).toMatchObject({ likeNum: 2, hasLike: true });
      expect((await like(bob.token, false)).body.data).toEqual({ likeNum: 1, hasLike: false });
      expect((await like(bob.token, false)).body.data).toEqual({ likeNum: 1, hasLike: false });
      await Promise.all([like(bob.token), like(bob.token, false), like(bob.token), like(bob.token)]);
      const rows = await t.db.$count(discussionLikes, eq(discussionLikes.did, did));
      expect((await get(`/api/get-discussion-detail?did=${did}`)).body.data.likeNum).toBe(rows);

      const messages = await t.db
        .select()
        .from(userMessages)
        .where(and(eq(userMessages.recipientUid, alice.uid), eq(userMessages.sourceId, did)));
      const fromAdmin = messages.filter((m) => m.senderUid === admin.uid);
      expect(fromAdmin).toHaveLength(1);
      expect(fromAdmin[0]).toMatchObject({
        kind: 'like',
        action: 'Like_Discuss',
        sourceType: 'Discussion',
        title: 'Likeable',
        content: 'Likeable',
        url: `/discussion-detail/${did}`,
      });
      // Self-like: counted, no message.
      expect((await like(alice.token)).body.data.hasLike).toBe(true);
      expect(await t.db.$count(userMessages, and(eq(userMessages.senderUid, alice.uid), eq(userMessages.sourceId, did)))).toBe(0);
    });

    it('visitors 401; unknown post 404; banned post 403', async () => {
      const did = await post(t, alice.token, postForm(cats[0]));
      expect((await call(t, 'GET', `/api/discussion-like?did=${did}&toLike=true`)).code).toBe(401);
      expect((await call(t, 'GET', `/api/discussion-like?did=999999&toLike=true`, bob.token)).code).toBe(404);
      await t.db.update(discussions).set({ status: 1 }).where(eq(discussions.id, did));
      expect((await call(t, 'GET', `/api/discussion-like?did=${did}&toLike=true`, bob.token)).code).toBe(403);
    });
  });

  describe('hostile input', () => {
    it('ids beyond what a column holds answer 400, never 500', async () => {
      const big = 99_999_999_999;
      for (const url of [
        `/api/get-discussion-detail?did=${big}`,
        `/api/get-discussion-list?cid=${big}`,
        `/api/get-discussion-list?gid=${big}`,
        `/api/discussion-like?did=${big}&toLike=true`,
        `/api/group/get-admin-discussion-list?gid=${big}`,
      ]) {
        expect((await get(url, root)).code).toBe(400);
      }
      expect((await call(t, 'POST', '/api/discussion', root, postForm(big))).body).toMatchObject({
        status: 400,
        msg: 'The category does not exist',
      });
      expect((await call(t, 'PUT', '/api/discussion', root, postForm(cats[0], { id: big }))).code).toBe(400);
      expect((await call(t, 'DELETE', `/api/discussion?did=${big}`, root)).code).toBe(400);
      expect((await call(t, 'POST', '/api/discussion-report', root, { did: big, content: 'x' })).code).toBe(400);
      expect((await call(t, 'POST', '/api/discussion-category', root, [{ id: big, name: 'x' }])).code).toBe(400);
      expect((await call(t, 'POST', '/api/discussion-category', root, { not: 'a list' })).code).toBe(400);
      expect((await call(t, 'POST', '/api/discussion', root)).code).toBe(400);
    });
  });

  describe('reports', () => {
    it('stores the caller as reporter, unread; ≤ 255 characters; not twice a minute', async () => {
      const did = await post(t, alice.token, postForm(cats[0], { title: 'Reported' }));
      const report = (body: object, token = bob.token) => call(t, 'POST', '/api/discussion-report', token, body);
      expect((await report({ did, content: 'x'.repeat(256) })).body).toMatchObject({ status: 400, msg: 'The report Can not exceed 255' });
      expect((await report({ did, content: '   ' })).body.msg).toBe('The report is required');
      expect((await report({ did, content: 'Spam', reporter: alice.username })).code).toBe(200);
      expect((await report({ did, content: 'Again' })).body.msg).toBe('You reported this discussion a moment ago; please wait a little');
      expect((await call(t, 'POST', '/api/discussion-report', undefined, { did, content: 'x' })).code).toBe(401);
      const rows = await t.db.select().from(discussionReports).where(eq(discussionReports.did, did));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ reporterUid: bob.uid, content: 'Spam', status: false });
    });
  });
});
