// Contests tables (spec 001 §3 "Contest", "Contest problem"; reference §5): the contest row, its problems under
// their display ids and the registrations of private and protected contests. Site contests have gid null.
import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { ContestAuthCode, ContestTypeCode } from '@verdict/shared';
import { timestamps } from '../../db/columns.ts';
import { users } from '../accounts/tables.ts';
import { problems } from '../problems/tables.ts';

/** Ids start at 1000 (reference §5.1): migration 0010 moves the sequence. */
export const contests = pgTable(
  'contests',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** 0 ACM, 1 OI. */
    type: smallint('type').$type<ContestTypeCode>().notNull().default(0),
    /** 0 public, 1 private, 2 protected. */
    auth: smallint('auth').$type<ContestAuthCode>().notNull().default(0),
    /** Plain, as the reference compares it: admins read it back in the form. Null for public contests. */
    pwd: text('pwd'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** Submissions stay open after the end. */
    allowEndSubmit: boolean('allow_end_submit').notNull().default(false),
    uid: uuid('uid').references(() => users.uid, { onDelete: 'set null' }),
    author: text('author'),
    gid: integer('gid'),
    visible: boolean('visible').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('contests_start_idx').on(t.startTime)],
);

export const contestProblems = pgTable(
  'contest_problems',
  {
    id: serial('id').primaryKey(),
    cid: integer('cid')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    pid: integer('pid')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    /** The problem's id inside the contest (A, B, …): submissions store it as their displayPid. */
    displayId: text('display_id').notNull(),
    displayTitle: text('display_title').notNull(),
    /** Balloon colour #rrggbb. */
    color: text('color'),
    ...timestamps,
  },
  (t) => [
    unique('contest_problems_cid_pid_unique').on(t.cid, t.pid),
    unique('contest_problems_cid_display_id_unique').on(t.cid, t.displayId),
    index('contest_problems_pid_idx').on(t.pid),
  ],
);

export const contestRegisters = pgTable(
  'contest_registers',
  {
    cid: integer('cid')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    uid: uuid('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    gmtCreate: timestamp('gmt_create', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cid, t.uid] }), index('contest_registers_uid_idx').on(t.uid)],
);
