// Messages tables: the per-user notification inbox behind the message centre.
import { boolean, index, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { users } from '../accounts/tables.ts';

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
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    url: text('url'),
    /** false while unread. */
    state: boolean('state').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('user_messages_recipient_idx').on(t.recipientUid, t.kind, t.state)],
);
