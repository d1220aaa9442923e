// Announcements tables: the site's announcements, the groups' (gid set) and the contests' (cid set).
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
    /** Set for a contest's announcements (spec 001 "Contest announcement"); 0 for the others. */
    cid: integer('cid').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('announcements_gid_idx').on(t.gid), index('announcements_cid_idx').on(t.cid)],
);
