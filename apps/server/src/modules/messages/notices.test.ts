// Back-office notices: root only; a Single notice reaches its user at once as Mine, an All notice reaches every
// active user exactly once as Sys through the background fan-out (batches, resumable, two runners cooperating);
// editing changes what recipients read, deleting removes their rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PARITY_BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { createUser } from '../../test/users.ts';
import { users } from '../accounts/tables.ts';
import { noticeFanOut } from './notice-fanout.ts';
import { adminNotices, userMessages } from './tables.ts';

describe.each(PARITY_BACKENDS)('notices on %s', (backend) => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    root = await t.login();
  });
  afterAll(() => t.close());

  const send = (payload: object, token = root) => t.request({ method: 'POST', url: '/api/admin/msg/notice', token, payload });

  async function delivered(id: number): Promise<typeof adminNotices.$inferSelect> {
    for (let i = 0; i < 100; i++) {
      const [row] = await t.db.select().from(adminNotices).where(eq(adminNotices.id, id));
      if (row.delivered) return row;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`notice ${id} was not delivered`);
  }

  it('tries a delivery that failed again after a pause, without a new notice or a restart', async () => {
    // First in the file: the route's own runner has not been kicked by a notice yet, so only this test's runner can
    // deliver (on PGlite the route's runner, serialised on one connection, outlives a test and takes later notices).
    // The first batch of this notice fails inside the database (as a connection cut by an outage would end it); the
    // sequence counts attempts outside the rolled-back transaction.
    const statements = (...each: string[]) =>
      each.reduce((done, text) => done.then(() => t.db.execute(sql.raw(text))), Promise.resolve() as Promise<unknown>);
    await statements(
      'create sequence notice_retry_attempts',
      `create function notice_retry_fail() returns trigger language plpgsql as $$
        begin
          if new.notice_id = (select id from admin_notices where title = 'Retry me') and nextval('notice_retry_attempts') = 1 then
            raise exception 'injected failure';
          end if;
          return new;
        end $$`,
      'create trigger notice_retry_fail before insert on user_messages for each row execute function notice_retry_fail()',
    );
    const [notice] = await t.db.insert(adminNotices).values({ title: 'Retry me', content: 'c', type: 'All' }).returning();
    const errors: unknown[] = [];
    const runner = noticeFanOut(t.db, (error) => errors.push(error), { retryMs: 100 });
    try {
      await runner.kick();
      expect(errors).toHaveLength(1);
      expect((await t.db.select().from(adminNotices).where(eq(adminNotices.id, notice.id)))[0].delivered).toBe(false);
      const done = await delivered(notice.id);
      const rows = await t.db.select().from(userMessages).where(eq(userMessages.noticeId, notice.id));
      expect(rows.length).toBe(done.sentCount);
      expect(new Set(rows.map((r) => r.recipientUid)).size).toBe(rows.length);
      expect(errors).toHaveLength(1);
    } finally {
      await runner.stop();
      await statements(
        'drop trigger notice_retry_fail on user_messages',
        'drop function notice_retry_fail()',
        'drop sequence notice_retry_attempts',
      );
    }
  });

  it('refuses everyone but root, before reading the body', async () => {
    await createUser(t.db, 'noticeadmin', 1001, 'Passw0rd');
    const admin = await t.login('noticeadmin', 'Passw0rd');
    expect((await send({}, admin)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/msg/notice', token: admin })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/msg/notice' })).statusCode).toBe(401);
  });

  it('checks the notice and its recipient', async () => {
    const noTitle = await send({ title: ' ', content: 'x', type: 'All' });
    expect(noTitle.statusCode).toBe(400);
    const unknown = await send({ title: 't', content: 'x', type: 'Single', recipient: 'nobody-here' });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.parse(unknown.body).msg).toContain('nobody-here');
  });

  it('delivers a Single notice at once as a Mine message', async () => {
    const bob = await createUser(t.db, 'noticebob', 1002, 'Passw0rd');
    const res = await send({ title: 'For you', content: '**hello**', type: 'Single', recipient: 'noticebob' });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).data).toMatchObject({ type: 'Single', recipient: 'noticebob', delivered: true, sentCount: 1 });
    const token = await t.login('noticebob', 'Passw0rd');
    const unread = JSON.parse((await t.request({ method: 'GET', url: '/api/msg/unread', token })).body).data;
    expect(unread.mine).toBe(1);
    const rows = await t.db.select().from(userMessages).where(eq(userMessages.recipientUid, bob.uid));
    expect(rows).toHaveLength(1);
  });

  it('fans an All notice out to every active user exactly once, in batches, with two runners', async () => {
    for (let i = 0; i < 7; i++) await createUser(t.db, `fan${i}`);
    const banned = await createUser(t.db, 'fanbanned', 1002, 'Passw0rd', { status: 1 });
    const res = await send({ title: 'Maintenance', content: 'Tonight', type: 'All' });
    const { id } = JSON.parse(res.body).data as { id: number };
    // A second runner with tiny batches competes with the route's own: SKIP LOCKED keeps them apart.
    await noticeFanOut(
      t.db,
      (error) => {
        throw error;
      },
      { batch: 2 },
    ).kick();
    const notice = await delivered(id);
    const rows = await t.db.select().from(userMessages).where(eq(userMessages.noticeId, id));
    const recipients = rows.map((r) => r.recipientUid);
    expect(new Set(recipients).size).toBe(recipients.length);
    expect(recipients).not.toContain(banned.uid);
    expect(rows.every((r) => r.kind === 'sys' && !r.state)).toBe(true);
    expect(notice.sentCount).toBe(recipients.length);
    expect(recipients.length).toBeGreaterThanOrEqual(9);
  });

  it('resumes from the cursor: a notice half delivered gets only the rest', async () => {
    const everyone = (await t.db.select({ uid: users.uid }).from(users).where(eq(users.status, 0))).map((u) => u.uid).sort();
    const half = everyone.slice(0, Math.floor(everyone.length / 2));
    // As a host that died after its first batch leaves it: rows for the first half, the cursor at its last uid.
    const [notice] = await t.db
      .insert(adminNotices)
      .values({ title: 'Resume', content: 'c', type: 'All', cursorUid: half.at(-1), sentCount: half.length })
      .returning();
    await t.db.insert(userMessages).values(half.map((uid) => ({ recipientUid: uid, kind: 'sys', noticeId: notice.id })));
    await noticeFanOut(
      t.db,
      (error) => {
        throw error;
      },
      { batch: 3 },
    ).kick();
    const done = await delivered(notice.id);
    const rows = await t.db.select().from(userMessages).where(eq(userMessages.noticeId, notice.id));
    expect(rows.map((r) => r.recipientUid).sort()).toEqual(everyone);
    expect(done.sentCount).toBe(everyone.length);
  });

  it('edits what recipients read and deletes their rows with the notice', async () => {
    const res = await send({ title: 'Old title', content: 'old', type: 'Single', recipient: 'noticebob' });
    const { id } = JSON.parse(res.body).data as { id: number };
    const edit = await t.request({
      method: 'PUT',
      url: '/api/admin/msg/notice',
      token: root,
      payload: { id, title: 'New title', content: 'new', type: 'Single', recipient: 'noticebob' },
    });
    expect(JSON.parse(edit.body).data).toMatchObject({ title: 'New title', content: 'new' });
    const list = JSON.parse((await t.request({ method: 'GET', url: '/api/admin/msg/notice?type=Single', token: root })).body).data;
    expect(list.records[0]).toMatchObject({ id, title: 'New title', author: 'root' });
    const del = await t.request({ method: 'DELETE', url: `/api/admin/msg/notice?id=${id}`, token: root });
    expect(del.statusCode).toBe(200);
    expect(await t.db.select().from(userMessages).where(eq(userMessages.noticeId, id))).toEqual([]);
    expect((await t.request({ method: 'DELETE', url: `/api/admin/msg/notice?id=${id}`, token: root })).statusCode).toBe(404);
  });
});
