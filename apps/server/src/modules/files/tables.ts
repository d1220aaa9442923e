// Files tables: markdown uploads (images and attachments of posts, statements and notices), by their uploader.
import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';

export const markdownFiles = pgTable(
  'markdown_files',
  {
    id: serial('id').primaryKey(),
    uid: uuid('uid').references(() => users.uid, { onDelete: 'set null' }),
    /** The group it was uploaded for, or null. */
    gid: integer('gid'),
    /** img or file. */
    kind: text('kind').notNull(),
    /** The stored name (a UUID and the extension of the real type). */
    storedName: text('stored_name').notNull().unique(),
    /** The uploader's file name, offered on download. */
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    gmtCreate: timestamp('gmt_create', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('markdown_files_uid_idx').on(t.uid)],
);
