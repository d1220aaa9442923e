// The message centre's lists (spec 002 §2.9; reference §9): the caller's comments on their posts, replies and likes
// (with the sender's name and avatar), and their system and personal notices (a fanned-out notice's text read from
// the notice; templated ones translated for the reader). Unread first, then newest. Reading a page marks its items
// read once the answer is built, so the answer still shows them unread this one time.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MessageAction, PageResult, Pagination, SysMessage, UserMessage } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { offsetOf, page } from '../../db/pagination.ts';
import type { Lang } from '../../i18n/messages.ts';
import { userField } from '../accounts/index.ts';
import { noticeText } from './notify.ts';
import type { MessageKind } from './service.ts';
import { adminNotices, userMessages } from './tables.ts';

type EventKind = Exclude<MessageKind, 'sys' | 'mine'>;
type NoticeKind = Extract<MessageKind, 'sys' | 'mine'>;

const inbox = (uid: string, kind: MessageKind) => and(eq(userMessages.recipientUid, uid), eq(userMessages.kind, kind));
const unreadFirst = [asc(userMessages.state), desc(userMessages.id)];

async function totalOf(db: Db, uid: string, kind: MessageKind): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(userMessages).where(inbox(uid, kind));
  return total;
}

/** Marks the page's unread items read. */
async function markRead(db: Db, rows: { id: number; state: boolean }[]): Promise<void> {
  const unread = rows.filter((r) => !r.state).map((r) => r.id);
  if (unread.length > 0) await db.update(userMessages).set({ state: true }).where(inArray(userMessages.id, unread));
}

export async function eventPage(db: Db, uid: string, kind: EventKind, pagination: Pagination): Promise<PageResult<UserMessage>> {
  const [rows, total] = await Promise.all([
    db
      .select({
        id: userMessages.id,
        state: userMessages.state,
        senderId: userMessages.senderUid,
        senderUsername: userField(userMessages.senderUid, 'username'),
        senderAvatar: userField(userMessages.senderUid, 'avatar'),
        action: userMessages.action,
        sourceContent: userMessages.content,
        quoteContent: userMessages.quote,
        sourceType: userMessages.sourceType,
        sourceId: userMessages.sourceId,
        sourceTitle: userMessages.title,
        url: userMessages.url,
        gmtCreate: userMessages.gmtCreate,
      })
      .from(userMessages)
      .where(inbox(uid, kind))
      .orderBy(...unreadFirst)
      .limit(pagination.limit)
      .offset(offsetOf(pagination)),
    totalOf(db, uid, kind),
  ]);
  const records = rows.map((row) => ({
    ...row,
    action: row.action as MessageAction,
    sourceType: row.sourceType as UserMessage['sourceType'],
    gmtCreate: row.gmtCreate.toISOString(),
  }));
  await markRead(db, rows);
  return page(records, total);
}

export async function noticePage(
  db: Db,
  uid: string,
  kind: NoticeKind,
  pagination: Pagination,
  lang: Lang,
): Promise<PageResult<SysMessage>> {
  const [rows, total] = await Promise.all([
    db
      .select({
        id: userMessages.id,
        state: userMessages.state,
        action: userMessages.action,
        title: sql<string>`coalesce(${adminNotices.title}, ${userMessages.title})`,
        content: sql<string>`coalesce(${adminNotices.content}, ${userMessages.content})`,
        url: userMessages.url,
        gmtCreate: userMessages.gmtCreate,
      })
      .from(userMessages)
      .leftJoin(adminNotices, eq(adminNotices.id, userMessages.noticeId))
      .where(inbox(uid, kind))
      .orderBy(...unreadFirst)
      .limit(pagination.limit)
      .offset(offsetOf(pagination)),
    totalOf(db, uid, kind),
  ]);
  const records = rows.map(({ action, ...row }) => ({
    ...row,
    ...noticeText({ action, title: row.title, content: row.content }, lang),
    gmtCreate: row.gmtCreate.toISOString(),
  }));
  await markRead(db, rows);
  return page(records, total);
}
