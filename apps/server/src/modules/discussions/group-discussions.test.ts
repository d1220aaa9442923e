// Group discussions and the back office: members read and post (fixed group thresholds, the group switch), group
// admins pin, edit, delete and see banned posts; like messages link to the group page; the admin calls ban, pin,
// delete and read the reports.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Discussion } from '@verdict/shared';
import { PARITY_BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { addMember, createGroup } from '../groups/test-kit.ts';
import { userMessages } from '../messages/tables.ts';
import { updateWebsiteConfig } from '../site/config.ts';
import { userWithToken } from '../submissions/test-fixtures.ts';
import { call, categoryIds, post, postForm, poster } from './discussion-test-kit.ts';

type User = Awaited<ReturnType<typeof poster>>;

describe.each(PARITY_BACKENDS)('group discussions and the back office on %s', (backend) => {
  let t: TestApp;
  let root: string;
  let admin: User;
  let member: User;
  let newcomer: User;
  let groupAdmin: User;
  let outsider: User;
  let gid: number;
  let cat: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    root = await t.login();
    admin = await userWithToken(t, 1001, 'admin');
    member = await poster(t, 10);
    newcomer = await poster(t, 9);
    groupAdmin = await userWithToken(t, 1002, 'gadmin');
    outsider = await poster(t, 10);
    gid = await createGroup(t, root);
    await addMember(t, gid, member.uid, 3);
    await addMember(t, gid, newcomer.uid, 3);
    await addMember(t, gid, groupAdmin.uid, 4);
    cat = (await categoryIds(t))[0];
  });
  afterAll(() => t?.close());

  const get = (url: string, token?: string) => call(t, 'GET', url, token);
  const titles = (rows: Discussion[]) => rows.map((d) => d.title);

  describe('group posts', () => {
    it('members post with 10 solved (admin roles exempt); outsiders 403; pins by group admins only', async () => {
      const res = await call(
        t,
        'POST',
        '/api/group/discussion',
        member.token,
        postForm(cat, { gid, title: 'Group hello', topPriority: true }),
      );
      expect(res.body.data).toMatchObject({ gid, title: 'Group hello', topPriority: false, role: 'user' });
      expect((await call(t, 'POST', '/api/group/discussion', newcomer.token, postForm(cat, { gid }))).body).toMatchObject({
        status: 400,
        msg: 'You need to solve at least 10 problems before posting a discussion',
      });
      expect((await call(t, 'POST', '/api/group/discussion', outsider.token, postForm(cat, { gid }))).code).toBe(403);
      expect((await call(t, 'POST', '/api/group/discussion', member.token, postForm(cat))).body.msg).toBe('Say which group');
      expect((await call(t, 'POST', '/api/group/discussion', root, postForm(cat, { gid, topPriority: true }))).body.data.topPriority).toBe(
        true,
      );
    });

    it('the list for members (visitors 401, outsiders 403), with the site list never showing group posts', async () => {
      await post(t, member.token, postForm(cat, { gid, title: 'Members only' }));
      const list = await get(`/api/group/get-discussion-list?gid=${gid}`, member.token);
      expect(titles(list.body.data.records)).toContain('Members only');
      expect((await get(`/api/get-discussion-list?gid=${gid}`, member.token)).body.data.total).toBe(list.body.data.total);
      expect((await get(`/api/group/get-discussion-list?gid=${gid}`)).code).toBe(401);
      expect((await get(`/api/group/get-discussion-list?gid=${gid}`, outsider.token)).code).toBe(403);
      expect((await get(`/api/get-discussion-list?gid=${gid}`, outsider.token)).code).toBe(403);
      expect((await get('/api/group/get-discussion-list', member.token)).body.msg).toBe('Say which group');
      expect(titles((await get('/api/get-discussion-list', member.token)).body.data.records)).not.toContain('Members only');
      const did = list.body.data.records.find((d: Discussion) => d.title === 'Members only').id;
      expect((await get(`/api/get-discussion-detail?did=${did}`, outsider.token)).code).toBe(403);
      expect((await get(`/api/get-discussion-detail?did=${did}`, member.token)).body.data.content).not.toBe('');
    });

    it('group admins edit, ban-view and delete members’ posts; members cannot touch others’', async () => {
      const did = await post(t, member.token, postForm(cat, { gid, title: 'Moderated' }));
      const edit = (token: string) =>
        call(t, 'PUT', '/api/group/discussion', token, postForm(cat, { gid, id: did, title: 'Edited', topPriority: true }));
      expect((await edit(newcomer.token)).code).toBe(403);
      expect((await edit(groupAdmin.token)).body.data).toMatchObject({ title: 'Edited', topPriority: true });
      await call(t, 'PUT', '/api/admin/discussion', admin.token, { id: did, status: 1 });
      expect((await get(`/api/get-discussion-detail?did=${did}`, member.token)).code).toBe(403);
      expect((await get(`/api/get-discussion-detail?did=${did}`, groupAdmin.token)).code).toBe(200);
      expect((await get(`/api/group/get-admin-discussion-list?gid=${gid}`, member.token)).code).toBe(403);
      const adminList = await get(`/api/group/get-admin-discussion-list?gid=${gid}`, groupAdmin.token);
      expect(titles(adminList.body.data.records)).toContain('Edited');
      expect(titles((await get(`/api/group/get-discussion-list?gid=${gid}`, groupAdmin.token)).body.data.records)).not.toContain('Edited');
      expect((await call(t, 'DELETE', `/api/group/discussion?did=${did}`, newcomer.token)).code).toBe(403);
      expect((await call(t, 'DELETE', `/api/group/discussion?did=${did}`, groupAdmin.token)).code).toBe(200);
    });

    it('a like leaves the author a message with the group link', async () => {
      const did = await post(t, member.token, postForm(cat, { gid, title: 'Liked in group' }));
      expect((await get(`/api/discussion-like?did=${did}&toLike=true`, outsider.token)).code).toBe(403);
      expect((await get(`/api/discussion-like?did=${did}&toLike=true`, groupAdmin.token)).body.data).toEqual({ likeNum: 1, hasLike: true });
      const [message] = await t.db
        .select()
        .from(userMessages)
        .where(and(eq(userMessages.recipientUid, member.uid), eq(userMessages.sourceId, did)));
      expect(message).toMatchObject({ kind: 'like', senderUid: groupAdmin.uid, url: `/group/${gid}/discussion-detail/${did}` });
    });

    it('the group switch closes the group area with its message, not the site one', async () => {
      await updateWebsiteConfig(t.db, { openGroupDiscussion: false });
      try {
        expect((await get(`/api/group/get-discussion-list?gid=${gid}`, member.token)).body).toMatchObject({
          status: 403,
          msg: 'No Access: the group discussion area is closed',
        });
        expect((await call(t, 'POST', '/api/group/discussion', member.token, postForm(cat, { gid }))).code).toBe(403);
        expect((await get('/api/get-discussion-list', member.token)).code).toBe(200);
      } finally {
        await updateWebsiteConfig(t.db, { openGroupDiscussion: true });
      }
    });
  });

  describe('back office', () => {
    it('admin roles list banned posts, ban, unban, pin and delete; users 403', async () => {
      const did = await post(t, root, postForm(cat, { title: 'Back office' }));
      expect((await call(t, 'PUT', '/api/admin/discussion', member.token, { id: did, status: 1 })).code).toBe(403);
      expect((await get('/api/admin/discussion', member.token)).code).toBe(403);
      expect((await call(t, 'PUT', '/api/admin/discussion', admin.token, { id: did, status: 1 })).body.data).toMatchObject({ status: 1 });
      expect((await call(t, 'PUT', '/api/admin/discussion', admin.token, { id: did, topPriority: true })).body.data).toMatchObject({
        status: 1,
        topPriority: true,
      });
      const list = await get('/api/admin/discussion?keyword=Back', admin.token);
      expect(list.body.data.records[0]).toMatchObject({ id: did, status: 1 });
      expect((await call(t, 'PUT', '/api/admin/discussion', admin.token, { id: 999999, status: 0 })).code).toBe(404);
      expect((await call(t, 'PUT', '/api/admin/discussion', admin.token, { id: did, status: 2 })).code).toBe(400);
      expect((await call(t, 'DELETE', `/api/admin/discussion?did=${did}`, member.token)).code).toBe(403);
      expect((await call(t, 'DELETE', `/api/admin/discussion?did=${did}`, admin.token)).code).toBe(200);
      expect((await call(t, 'DELETE', `/api/admin/discussion?did=${did}`, admin.token)).code).toBe(404);
    });

    it('reports: unread first, then newest, with reporter and title; marked read', async () => {
      const a = await post(t, root, postForm(cat, { title: 'Report A' }));
      const b = await post(t, root, postForm(cat, { title: 'Report B' }));
      await call(t, 'POST', '/api/discussion-report', member.token, { did: a, content: 'first' });
      await call(t, 'POST', '/api/discussion-report', outsider.token, { did: b, content: 'second' });
      const page = async () => (await get('/api/admin/discussion/report', admin.token)).body.data;
      const before = await page();
      expect(before.records.map((r: { content: string }) => r.content)).toEqual(['second', 'first']);
      expect(before.records[1]).toMatchObject({ did: a, discussionTitle: 'Report A', reporter: member.username, status: false });
      expect((await call(t, 'PUT', '/api/admin/discussion/report', member.token, { id: before.records[0].id, status: true })).code).toBe(
        403,
      );
      expect((await call(t, 'PUT', '/api/admin/discussion/report', admin.token, { id: before.records[0].id, status: true })).code).toBe(
        200,
      );
      const after = await page();
      expect(after.records.map((r: { content: string; status: boolean }) => [r.content, r.status])).toEqual([
        ['first', false],
        ['second', true],
      ]);
      expect((await call(t, 'PUT', '/api/admin/discussion/report', admin.token, { id: 999999, status: true })).code).toBe(404);
      expect((await get('/api/admin/discussion/report', member.token)).code).toBe(403);
    });
  });
});
