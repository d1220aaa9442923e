// Group announcements: members read the visible ones only, the group's admins the hidden ones too; creating takes
// a group admin, editing and deleting the author, the group's root or the site root; the forms are validated; an
// unknown group answers 404; disbanding a group takes its announcements with it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupAnnouncement } from '@verdict/shared';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { announcements } from '../announcements/tables.ts';
import { userWithToken } from '../submissions/test-fixtures.ts';
import { disband, groupMailbox, rootCaller } from './disband-test-kit.ts';
import { addMember, call, createGroup } from './test-kit.ts';

type User = Awaited<ReturnType<typeof userWithToken>>;

describe.each(BACKENDS)('group announcements on %s', (backend) => {
  let t: TestApp;
  let root: string;
  let owner: User;
  let adminA: User;
  let adminB: User;
  let member: User;
  let outsider: User;
  let gid: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    root = await t.login();
    owner = await userWithToken(t, 1002, 'gowner');
    adminA = await userWithToken(t, 1002, 'gadmina');
    adminB = await userWithToken(t, 1002, 'gadminb');
    member = await userWithToken(t, 1002, 'gmember');
    outsider = await userWithToken(t, 1002, 'goutsider');
    gid = await createGroup(t, root);
    await addMember(t, gid, owner.uid, 5);
    await addMember(t, gid, adminA.uid, 4);
    await addMember(t, gid, adminB.uid, 4);
    await addMember(t, gid, member.uid, 3);
  });
  afterAll(() => t?.close());

  const create = (token: string | undefined, body: object) => call(t, 'POST', '/api/group/announcement', token, body);
  const update = (token: string, body: object) => call(t, 'PUT', '/api/group/announcement', token, body);
  const remove = (token: string, aid: number) => call(t, 'DELETE', `/api/group/announcement?aid=${aid}`, token);
  const list = (token: string | undefined, g = gid, query = '') =>
    call(t, 'GET', `/api/group/get-announcement-list?gid=${g}${query}`, token);
  const adminList = (token: string, g = gid) => call(t, 'GET', `/api/group/get-admin-announcement-list?gid=${g}`, token);
  const titles = (res: { body: { data: { records: GroupAnnouncement[] } } }) => res.body.data.records.map((a) => a.title);
  const post = async (token: string, title: string, status = 0) => {
    const res = await create(token, { gid, title, content: `Body of ${title}`, status });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id as number;
  };

  it('members read the visible announcements only, newest first; the admins see the hidden ones too', async () => {
    await post(adminA.token, 'Visible one');
    await post(adminA.token, 'Hidden one', 1);
    await post(owner.token, 'Visible two');
    const seen = await list(member.token);
    expect(seen.code).toBe(200);
    expect(titles(seen)).toEqual(['Visible two', 'Visible one']);
    expect(seen.body.data.total).toBe(2);
    expect(seen.body.data.records[0]).toMatchObject({ gid, status: 0, username: owner.username, content: 'Body of Visible two' });
    expect(titles(await list(member.token, gid, '&limit=1'))).toEqual(['Visible two']);
    for (const token of [adminA.token, owner.token, root]) {
      expect(titles(await adminList(token))).toEqual(['Visible two', 'Hidden one', 'Visible one']);
    }
  });

  it('visitors, non-members and plain members are refused where they have no right', async () => {
    expect((await list(undefined)).code).toBe(401);
    expect((await list(outsider.token)).code).toBe(403);
    expect((await adminList(member.token)).code).toBe(403);
    expect((await adminList(outsider.token)).code).toBe(403);
    expect((await create(member.token, { gid, title: 'T', content: 'C' })).code).toBe(403);
    expect((await create(undefined, { gid, title: 'T', content: 'C' })).code).toBe(401);
  });

  it('an unknown group answers 404', async () => {
    expect((await list(member.token, 999999)).code).toBe(404);
    expect((await adminList(root, 999999)).code).toBe(404);
    expect((await create(root, { gid: 999999, title: 'T', content: 'C' })).code).toBe(404);
    expect((await update(root, { id: 999999, title: 'T', content: 'C', status: 0 })).code).toBe(404);
    expect((await remove(root, 999999)).code).toBe(404);
  });

  it('the author, the group root and the site root edit and delete; another admin may not', async () => {
    const aid = await post(adminA.token, 'By A');
    const form = (title: string, status = 0) => ({ id: aid, title, content: 'Changed', status });
    const refused = await update(adminB.token, form('By B'));
    expect([refused.code, refused.body.msg]).toEqual([
      403,
      'Only the author, the group owner or the super admin may edit or delete this announcement',
    ]);
    expect((await remove(adminB.token, aid)).code).toBe(403);
    expect((await update(member.token, form('By member'))).code).toBe(403);
    expect((await update(adminA.token, form('By A again', 1))).code).toBe(200);
    expect((await update(owner.token, form('By owner', 1))).code).toBe(200);
    expect((await update(root, form('By root', 1))).code).toBe(200);
    const [row] = await t.db.select().from(announcements).where(eq(announcements.id, aid));
    expect(row).toMatchObject({ title: 'By root', content: 'Changed', status: 1, gid });
    expect(titles(await list(member.token))).not.toContain('By root');
    expect((await remove(owner.token, aid)).code).toBe(200);
    expect(await t.db.select().from(announcements).where(eq(announcements.id, aid))).toEqual([]);
    const again = await post(adminA.token, 'Removed by root');
    expect((await remove(root, again)).code).toBe(200);
    const mine = await post(adminA.token, 'Removed by author');
    expect((await remove(adminA.token, mine)).code).toBe(200);
  });

  it('a site announcement is not a group announcement', async () => {
    const [site] = await t.db.insert(announcements).values({ title: 'Site', content: 'S' }).returning({ id: announcements.id });
    expect((await update(root, { id: site.id, title: 'T', content: 'C', status: 0 })).code).toBe(404);
    expect((await remove(root, site.id)).code).toBe(404);
  });

  it('validates the form with translated messages', async () => {
    const cases: [object, string][] = [
      [{ gid, content: 'C' }, 'The announcement title is required'],
      [{ gid, title: '   ', content: 'C' }, 'The announcement title is required'],
      [{ gid, title: 'x'.repeat(256), content: 'C' }, 'The announcement title may have at most 255 characters'],
      [{ gid, title: 'T' }, 'The announcement content is required'],
      [{ gid, title: 'T', content: 'x'.repeat(65536) }, 'The announcement content may have at most 65535 characters'],
      [{ gid, title: 'T', content: 'C', status: 2 }, 'The announcement status must be 0 (visible) or 1 (hidden)'],
    ];
    for (const [body, msg] of cases) {
      const res = await create(adminA.token, body);
      expect([res.code, res.body.msg]).toEqual([400, msg]);
    }
    expect((await create(adminA.token, { gid, title: 'x'.repeat(255), content: 'C' })).code).toBe(200);
  });

  it('disbanding the group deletes its announcements', async () => {
    const g = await createGroup(t, root);
    const res = await create(root, { gid: g, title: 'Doomed', content: 'C' });
    expect(res.code).toBe(200);
    const mailbox = await groupMailbox(t);
    expect((await disband(t, mailbox, await rootCaller(t), g)).code).toBe(200);
    await mailbox.close();
    expect(await t.db.select().from(announcements).where(eq(announcements.gid, g))).toEqual([]);
  });
});
