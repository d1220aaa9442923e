// Message centre lists and cleaning: only the caller's rows, unread first then newest, the page sizes, the sender
// joined, a fanned-out notice's text read from the notice, a page marked read after it is answered (the unread count
// drops by that page), and cleaning one or all of a kind. Both backends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PARITY_BACKENDS, type TestApp } from '../../test/helper.ts';
import { call } from '../problems/admin-test-kit.ts';
import { userWithToken } from '../submissions/test-fixtures.ts';
import { notifyTemplate } from './notify.ts';
import { adminNotices, userMessages } from './tables.ts';

type User = Awaited<ReturnType<typeof userWithToken>>;
type Row = typeof userMessages.$inferInsert;

describe.each(PARITY_BACKENDS)('message centre lists on %s', (backend) => {
  let t: TestApp;
  let carol: User;
  let dave: User;

  beforeAll(async () => {
    t = await createTestApp(backend);
    carol = await userWithToken(t, 1002, 'carol');
    dave = await userWithToken(t, 1002, 'dave');
  });
  afterAll(() => t?.close());

  const get = (url: string, token?: string) => call(t, 'GET', url, token);
  const unread = async (token: string) => (await get('/api/msg/unread', token)).body.data;
  const event = (recipientUid: string, n: number, extra: Partial<Row> = {}): Row => ({
    recipientUid,
    senderUid: dave.uid,
    kind: 'discuss',
    action: 'Discuss',
    sourceType: 'Discussion',
    sourceId: 7,
    title: 'A post',
    content: `comment ${n}`,
    url: '/discussion-detail/7',
    ...extra,
  });

  it('needs login', async () => {
    for (const path of ['comment', 'reply', 'like', 'sys', 'mine']) expect((await get(`/api/msg/${path}`)).code).toBe(401);
    expect((await call(t, 'DELETE', '/api/msg/clean?type=Sys')).code).toBe(401);
  });

  it('lists unread first, then newest, six a page, and marks each page read after answering it', async () => {
    const rows = Array.from({ length: 8 }, (_, i) => event(carol.uid, i + 1, { state: i === 7 || i === 2 }));
    await t.db.insert(userMessages).values([...rows, event(dave.uid, 99), event(carol.uid, 50, { kind: 'reply', action: 'Reply' })]);
    expect(await unread(carol.token)).toMatchObject({ comment: 6, reply: 1 });
    const first = (await get('/api/msg/comment', carol.token)).body.data;
    expect(first.total).toBe(8);
    expect(first.records.map((m: { sourceContent: string }) => m.sourceContent)).toEqual([
      'comment 7',
      'comment 6',
      'comment 5',
      'comment 4',
      'comment 2',
      'comment 1',
    ]);
    expect(first.records.every((m: { state: boolean }) => !m.state)).toBe(true);
    expect(first.records[0]).toMatchObject({
      senderId: dave.uid,
      senderUsername: dave.username,
      senderAvatar: null,
      action: 'Discuss',
      sourceType: 'Discussion',
      sourceId: 7,
      sourceTitle: 'A post',
      quoteContent: null,
      url: '/discussion-detail/7',
    });
    expect(await unread(carol.token)).toMatchObject({ comment: 0, reply: 1 });
    const again = (await get('/api/msg/comment?currentPage=1&limit=6', carol.token)).body.data;
    expect(again.records.map((m: { sourceContent: string }) => m.sourceContent)).toEqual([
      'comment 8',
      'comment 7',
      'comment 6',
      'comment 5',
      'comment 4',
      'comment 3',
    ]);
    expect(again.records.every((m: { state: boolean }) => m.state)).toBe(true);
    const replies = (await get('/api/msg/reply', carol.token)).body.data;
    expect(replies.records.map((m: { sourceContent: string }) => m.sourceContent)).toEqual(['comment 50']);
    expect((await unread(dave.token)).comment).toBe(1);
  });

  it('reads system notices from their notice, eight a page, and personal ones from the row', async () => {
    const [notice] = await t.db.insert(adminNotices).values({ title: 'Maintenance', content: 'At **noon**', type: 'All' }).returning();
    await t.db
      .insert(userMessages)
      .values([
        ...Array.from({ length: 9 }, (_, i) => ({ recipientUid: carol.uid, kind: 'sys', title: `sys ${i + 1}`, content: 'text' })),
        { recipientUid: carol.uid, kind: 'sys', noticeId: notice.id },
        { recipientUid: carol.uid, kind: 'mine', title: 'Welcome', content: 'to the group', url: '/group/1000' },
      ]);
    const sys = (await get('/api/msg/sys', carol.token)).body.data;
    expect(sys.total).toBe(10);
    expect(sys.records).toHaveLength(8);
    expect(sys.records[0]).toMatchObject({ title: 'Maintenance', content: 'At **noon**', state: false, url: null });
    expect((await unread(carol.token)).sys).toBe(2);
    const mine = (await get('/api/msg/mine', carol.token)).body.data;
    expect(mine.records).toEqual([
      expect.objectContaining({ title: 'Welcome', content: 'to the group', url: '/group/1000', state: false }),
    ]);
    expect((await unread(carol.token)).mine).toBe(0);
    await notifyTemplate(t.db, {
      recipientUids: [carol.uid],
      kind: 'mine',
      titleKey: 'Group_notice_welcome_title',
      contentKey: 'Group_notice_welcome_content',
      params: { group: 'Algo' },
    });
    const [welcome] = (await get('/api/msg/mine', carol.token)).body.data.records;
    expect(welcome).toMatchObject({ title: 'Welcome to the group "Algo"', state: false });
  });

  it("cleans one message or all of a kind, only the caller's", async () => {
    const [daves] = await t.db
      .insert(userMessages)
      .values(event(dave.uid, 1, { kind: 'like', action: 'Like_Post' }))
      .returning();
    const mine = await t.db
      .insert(userMessages)
      .values([event(carol.uid, 1, { kind: 'like', action: 'Like_Post' }), event(carol.uid, 2, { kind: 'like', action: 'Like_Post' })])
      .returning();
    const clean = (query: string, token = carol.token) => call(t, 'DELETE', `/api/msg/clean?${query}`, token);
    expect((await clean(`type=Like&id=${daves.id}`)).code).toBe(404);
    expect((await clean(`type=Sys&id=${mine[0].id}`)).code).toBe(404);
    expect((await clean(`type=Like&id=${mine[0].id}`)).code).toBe(200);
    expect((await get('/api/msg/like', carol.token)).body.data.total).toBe(1);
    expect((await clean('type=Discuss')).code).toBe(200);
    expect((await get('/api/msg/comment', carol.token)).body.data.total).toBe(0);
    expect((await get('/api/msg/like', carol.token)).body.data.total).toBe(1);
    expect((await get('/api/msg/like', dave.token)).body.data.total).toBe(1);
    expect((await get('/api/msg/comment', dave.token)).body.data.total).toBe(1);
    expect((await clean('type=Nope')).body).toMatchObject({
      status: 400,
      msg: 'The message type must be Discuss, Reply, Like, Sys or Mine',
    });
  });
});
