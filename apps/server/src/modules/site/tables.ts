// Site tables: website configuration, announcements and the home carousel.
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { users } from '../accounts/tables.ts';

/** One row per configuration key; missing keys fall back to the defaults in the site service. */
export const siteConfig = pgTable('site_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

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

export const homeCarousel = pgTable('home_carousel', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  ...timestamps,
});
