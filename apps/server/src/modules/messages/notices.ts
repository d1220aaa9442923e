// The back office's notices (reference §9, §10): to every user (All: one notices row, delivered in the background as
// Sys messages) or to one user (Single: a Mine message at once). The inbox rows of a notice read its title and
// content from the notice, so editing it changes what every recipient sees and deleting it removes them.
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { AdminNotice, AdminNoticeRequest, PageResult } from '@verdict/shared';
import { AdminNoticeSchema } from '@verdict/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { offsetOf, page } from '../../db/pagination.ts';
import { badRequest, notFound } from '../../plugins/app/errors.ts';
import { users } from '../accounts/tables.ts';
import { adminNotices, userMessages } from './tables.ts';

type NoticeInput = z.output<typeof AdminNoticeSchema>;
export type { AdminNoticeRequest };

const noticeColumns = {
  id: adminNotices.id,
  title: adminNotices.title,
  content: adminNotices.content,
  type: adminNotices.type,
  recipientUid: adminNotices.recipientUid,
  sentCount: adminNotices.sentCount,
  delivered: adminNotices.delivered,
  gmtCreate: adminNotices.gmtCreate,
  authorUid: adminNotices.authorUid,
};

type NoticeRow = { [K in keyof typeof noticeColumns]: (typeof adminNotices.$inferSelect)[K] };

async function usernames(db: Db, uids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(uids.filter((u): u is string => u !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ uid: users.uid, username: users.username }).from(users).where(inArray(users.uid, wanted));
  return new Map(rows.map((r) => [r.uid, r.username]));
}

async function toNotices(db: Db, rows: NoticeRow[]): Promise<AdminNotice[]> {
  const names = await usernames(db, rows.flatMap((r) => [r.recipientUid, r.authorUid]));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    content: r.content,
    type: r.type as AdminNotice['type'],
    recipient: r.recipientUid ? (names.get(r.recipientUid) ?? null) : null,
    author: r.authorUid ? (names.get(r.authorUid) ?? '') : '',
    sentCount: r.sentCount,
    delivered: r.delivered,
    gmtCreate: r.gmtCreate.toISOString(),
  }));
}

export async function listNotices(db: Db, query: { currentPage: number; limit: number; type?: 'All' | 'Single' }): Promise<PageResult<AdminNotice>> {
  const where = query.type ? eq(adminNotices.type, query.type) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select(noticeColumns).from(adminNotices).where(where).orderBy(desc(adminNotices.id)).limit(query.limit).offset(offsetOf(query)),
    db.select({ total: count() }).from(adminNotices).where(where),
  ]);
  return page(await toNotices(db, rows), total);
}

async function recipientOf(db: Db, input: NoticeInput): Promise<string | null> {
  if (input.type === 'All') return null;
  const name = input.recipient?.trim();
  if (!name) throw badRequest('Notice_recipient_required');
  const [row] = await db.select({ uid: users.uid }).from(users).where(eq(users.username, name)).limit(1);
  if (!row) throw badRequest('Notice_recipient_not_found', { username: name });
  return row.uid;
}

/** Stores the notice; a Single one reaches its user at once, an All one waits for the fan-out (the caller kicks it). */
export async function createNotice(db: Db, authorUid: string, input: NoticeInput): Promise<AdminNotice> {
  const recipientUid = await recipientOf(db, input);
  const row = await db.transaction(async (tx) => {
    const [notice] = await tx
      .insert(adminNotices)
      .values({
        title: input.title,
        content: input.content,
        type: input.type,
        recipientUid,
        authorUid,
        delivered: recipientUid !== null,
        sentCount: recipientUid ? 1 : 0,
      })
      .returning(noticeColumns);
    if (recipientUid) await tx.insert(userMessages).values({ recipientUid, senderUid: authorUid, kind: 'mine', noticeId: notice.id });
    return notice;
  });
  return (await toNotices(db, [row]))[0];
}

/** Title and content only: who it went to cannot change after it was sent. */
export async function updateNotice(db: Db, input: NoticeInput): Promise<AdminNotice> {
  if (!input.id) throw badRequest('Notice_id_required');
  const [row] = await db
    .update(adminNotices)
    .set({ title: input.title, content: input.content, gmtModified: new Date() })
    .where(eq(adminNotices.id, input.id))
    .returning(noticeColumns);
  if (!row) throw notFound('Notice_not_found');
  return (await toNotices(db, [row]))[0];
}

/** Removes the notice and every inbox row it made. */
export async function deleteNotice(db: Db, id: number): Promise<void> {
  const deleted = await db.delete(adminNotices).where(eq(adminNotices.id, id)).returning({ id: adminNotices.id });
  if (deleted.length === 0) throw notFound('Notice_not_found');
}
