// The back office's notices (reference §9, §10): to every user (All: one notices row, delivered in the background as
// Sys messages) or to one user (Single: a Mine message at once). The inbox rows of a notice read its title and
// content from the notice, so editing it changes what every recipient sees and deleting it removes them.
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { AdminNotice, AdminNoticeRequest, PageResult } from '@verdict/shared';
import { AdminNoticeSchema } from '@verdict/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { offsetOf, page } from '../../db/pagination.ts';
import { badRequest, notFound } from '../../plugins/app/errors.ts';
import { userField, userNamedExactly } from '../accounts/index.ts';
import { adminNotices, userMessages } from './tables.ts';

type NoticeInput = z.output<typeof AdminNoticeSchema>;
export type { AdminNoticeRequest };

const noticeColumns = {
  id: adminNotices.id,
  title: adminNotices.title,
  content: adminNotices.content,
  type: adminNotices.type,
  recipient: userField(adminNotices.recipientUid, 'username'),
  author: userField(adminNotices.authorUid, 'username'),
  sentCount: adminNotices.sentCount,
  delivered: adminNotices.delivered,
  gmtCreate: adminNotices.gmtCreate,
};

type NoticeRow = {
  [K in keyof typeof noticeColumns]: (typeof noticeColumns)[K] extends SQL<infer T>
    ? T
    : (typeof adminNotices.$inferSelect)[K & keyof typeof adminNotices.$inferSelect];
};

const toNotice = (r: NoticeRow): AdminNotice => ({
  ...r,
  type: r.type as AdminNotice['type'],
  author: r.author ?? '',
  gmtCreate: r.gmtCreate.toISOString(),
});

export async function listNotices(
  db: Db,
  query: { currentPage: number; limit: number; type?: 'All' | 'Single' },
): Promise<PageResult<AdminNotice>> {
  const where = query.type ? eq(adminNotices.type, query.type) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select(noticeColumns).from(adminNotices).where(where).orderBy(desc(adminNotices.id)).limit(query.limit).offset(offsetOf(query)),
    db.select({ total: count() }).from(adminNotices).where(where),
  ]);
  return page(rows.map(toNotice), total);
}

async function noticeById(db: Db, id: number): Promise<AdminNotice> {
  const [row] = await db.select(noticeColumns).from(adminNotices).where(eq(adminNotices.id, id));
  return toNotice(row);
}

async function recipientOf(db: Db, input: NoticeInput): Promise<string | null> {
  if (input.type === 'All') return null;
  const name = input.recipient?.trim();
  if (!name) throw badRequest('Notice_recipient_required');
  const row = await userNamedExactly(db, name);
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
      .returning({ id: adminNotices.id });
    if (recipientUid) await tx.insert(userMessages).values({ recipientUid, senderUid: authorUid, kind: 'mine', noticeId: notice.id });
    return notice;
  });
  return noticeById(db, row.id);
}

/** Title and content only: who it went to cannot change after it was sent. */
export async function updateNotice(db: Db, input: NoticeInput): Promise<AdminNotice> {
  if (!input.id) throw badRequest('Notice_id_required');
  const [row] = await db
    .update(adminNotices)
    .set({ title: input.title, content: input.content, gmtModified: new Date() })
    .where(eq(adminNotices.id, input.id))
    .returning({ id: adminNotices.id });
  if (!row) throw notFound('Notice_not_found');
  return noticeById(db, row.id);
}

/** Removes the notice and every inbox row it made. */
export async function deleteNotice(db: Db, id: number): Promise<void> {
  const deleted = await db.delete(adminNotices).where(eq(adminNotices.id, id)).returning({ id: adminNotices.id });
  if (deleted.length === 0) throw notFound('Notice_not_found');
}
