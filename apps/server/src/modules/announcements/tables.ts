// Announcements tables: the site's announcements and the groups' (gid set).
import { boolean, index, integer, pgTable, serial, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { users } from '../accounts/tables.ts';

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    uid: uuid('uid').references(() => users.uid, { onDelete: 'set null' }),
    /** 0 visible, 1 hidden. */
    status: smallint('status').notNull().default(0),
    topPriority: boolean('top_priority').notNull().default(false),
    viewNum: integer('view_num').notNull().default(0),
    /** Set for group announcements; null for the site's. */
    gid: integer('gid'),
    ...timestamps,
  },
  (t) => [index('announcements_gid_idx').on(t.gid)],
);
