// Messages tables: the per-user inbox behind the message centre, and the back office's notices. A notice to every
// user is one notices row fanned out in the background into inbox rows that point at it (the text is not copied).
import { boolean, index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { users } from '../accounts/tables.ts';

export const adminNotices = pgTable('admin_notices', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  /** All or Single. */
  type: text('type').notNull(),
  recipientUid: uuid('recipient_uid').references(() => users.uid, { onDelete: 'cascade' }),
  authorUid: uuid('author_uid').references(() => users.uid, { onDelete: 'set null' }),
  /** Fan-out progress: users reached so far, the last uid written, and done. */
  sentCount: integer('sent_count').notNull().default(0),
  cursorUid: uuid('cursor_uid'),
  delivered: boolean('delivered').notNull().default(false),
  ...timestamps,
});

export const userMessages = pgTable(
  'user_messages',
  {
    id: serial('id').primaryKey(),
    recipientUid: uuid('recipient_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    senderUid: uuid('sender_uid').references(() => users.uid, { onDelete: 'set null' }),
    /** discuss, reply, like, sys or mine. */
    kind: text('kind').notNull(),
    /** Discuss, Reply, Like_Post, Like_Discuss; null for notices. */
    action: text('action'),
    /** Discussion or Contest; the source's id (discussion or contest). */
    sourceType: text('source_type'),
    sourceId: integer('source_id'),
    /** The source's title (notices: their title); kept as it was when the message was made. */
    title: text('title').notNull().default(''),
    /** What the sender wrote (notices: their markdown). */
    content: text('content').notNull().default(''),
    /** What was answered or liked. */
    quote: text('quote'),
    /** A fanned-out notice: its text is read from admin_notices. */
    noticeId: integer('notice_id').references(() => adminNotices.id, { onDelete: 'cascade' }),
    url: text('url'),
    /** false while unread. */
    state: boolean('state').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('user_messages_recipient_idx').on(t.recipientUid, t.kind, t.state),
    index('user_messages_list_idx').on(t.recipientUid, t.kind, t.id),
    index('user_messages_notice_idx').on(t.noticeId),
  ],
);
