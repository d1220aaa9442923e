// Contests tables: the contest row (the contests issue extends it with rules, problems and records).
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { users } from '../accounts/tables.ts';

export const contests = pgTable(
  'contests',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** 0 ACM, 1 OI. */
    type: smallint('type').notNull().default(0),
    /** 0 public, 1 private, 2 protected. */
    auth: smallint('auth').notNull().default(0),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    uid: uuid('uid').references(() => users.uid, { onDelete: 'set null' }),
    author: text('author'),
    gid: integer('gid'),
    visible: boolean('visible').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('contests_start_idx').on(t.startTime)],
);
