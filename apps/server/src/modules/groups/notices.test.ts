// Group events in the inbox: joining a public group and being approved bring a welcome, applying tells the group's
// root, removal and disbanding tell the member; each notice is stored once, as keys translated for the reader.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { noticeText } from '../messages/index.ts';
import { userMessages } from '../messages/tables.ts';
import { userWithToken } from '../submissions/test-fixtures.ts';
import { disband, groupMailbox } from './disband-test-kit.ts';
import { call, createGroup } from './test-kit.ts';

describe.each(BACKENDS)('group notices on %s', (backend) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof userWithToken>>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = await userWithToken(t, 1001, 'owner');
  });
  afterAll(() => t?.close());

  const inbox = (uid: string) =>
    t.db
      .select()
      .from(userMessages)
      .where(and(eq(userMessages.recipientUid, uid), eq(userMessages.kind, 'mine')));
  const titles = async (uid: string, lang: 'zh-CN' | 'en-US' = 'en-US') => (await inbox(uid)).map((row) => noticeText(row, lang).title);

  it('welcomes a member of a public group, in the reader language', async () => {
    const gid = await createGroup(t, owner.token, { auth: 1, name: 'Public notices' });
    const u = await userWithToken(t);
    expect((await call(t, 'POST', '/api/group/member', u.token, { gid })).code).toBe(200);
    expect(await titles(u.uid)).toEqual(['Welcome to the group "Public notices"']);
    expect(await titles(u.uid, 'zh-CN')).toEqual(['欢迎加入团队「Public notices」']);
    const [row] = await inbox(u.uid);
    expect([row.senderUid, row.url, row.state]).toEqual([owner.uid, `/group/${gid}`, false]);
  });

  it('tells the root of an application, then welcomes the approved applicant and tells a removed one', async () => {
    const gid = await createGroup(t, owner.token, { auth: 2, name: 'Protected notices' });
    const u = await userWithToken(t);
    const before = (await inbox(owner.uid)).length;
    await call(t, 'POST', '/api/group/member', u.token, { gid, reason: 'I would like to join' });
    const ownerInbox = await inbox(owner.uid);
    expect(ownerInbox).toHaveLength(before + 1);
    const apply = noticeText(ownerInbox.at(-1)!, 'en-US');
    expect(apply.title).toBe('New application to the group "Protected notices"');
    expect(apply.content).toContain(u.username);
    expect(await inbox(u.uid)).toEqual([]);

    expect((await call(t, 'PUT', '/api/group/member', owner.token, { gid, uid: u.uid, auth: 3 })).code).toBe(200);
    expect(await titles(u.uid)).toEqual(['Welcome to the group "Protected notices"']);
    // A promotion is not a second welcome.
    await call(t, 'PUT', '/api/group/member', owner.token, { gid, uid: u.uid, auth: 4 });
    expect(await inbox(u.uid)).toHaveLength(1);

    expect((await call(t, 'DELETE', `/api/group/member?gid=${gid}&uid=${u.uid}`, owner.token)).code).toBe(200);
    expect((await titles(u.uid)).at(-1)).toBe('You were removed from the group "Protected notices"');
  });

  it('tells every member when the group is disbanded, not the one who disbands it', async () => {
    const gid = await createGroup(t, owner.token, { auth: 1, name: 'Doomed notices' });
    const a = await userWithToken(t);
    const b = await userWithToken(t);
    for (const u of [a, b]) await call(t, 'POST', '/api/group/member', u.token, { gid });
    const ownerBefore = (await inbox(owner.uid)).length;
    const mailbox = await groupMailbox(t);
    expect((await disband(t, mailbox, owner, gid)).code).toBe(200);
    await mailbox.close();
    for (const u of [a, b]) expect((await titles(u.uid)).at(-1)).toBe('The group "Doomed notices" was disbanded');
    expect(await inbox(owner.uid)).toHaveLength(ownerBefore);
  });
});
