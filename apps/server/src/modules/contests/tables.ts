// Contests tables (spec 001 §3 "Contest", "Contest problem"; reference §5): the contest row, its problems under
// their display ids and the registrations of private and protected contests. Site contests have gid null.
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { AwardConfig, AwardTypeCode, ContestAuthCode, ContestTypeCode, OiRankScoreType, RankShowName } from '@verdict/shared';
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
    /** Seal (reference §5.6): from sealRankTime to the end non-admins see frozen cells; autoRealRank lifts it at the end. */
    sealRank: boolean('seal_rank').notNull().default(false),
    sealRankTime: timestamp('seal_rank_time', { withTimezone: true }),
    autoRealRank: boolean('auto_real_rank').notNull().default(true),
    /** Visitors may read the problem list and the outside board once the contest started. */
    openRank: boolean('open_rank').notNull().default(false),
    openPrint: boolean('open_print').notNull().default(false),
    rankShowName: text('rank_show_name').$type<RankShowName>().notNull().default('username'),
    /** Account limit (reference §5.3): only usernames matching the rule may register and submit. */
    openAccountLimit: boolean('open_account_limit').notNull().default(false),
    accountLimitRule: text('account_limit_rule'),
    /** Usernames ranked as stars: rank -1, no award, no rank number. */
    starAccount: jsonb('star_account').$type<string[]>().notNull().default([]),
    oiRankScoreType: text('oi_rank_score_type').$type<OiRankScoreType>().notNull().default('Recent'),
    /** 0 none, 1 by percent, 2 by count; the config sorted by priority. */
    awardType: smallint('award_type').$type<AwardTypeCode>().notNull().default(0),
    awardConfig: jsonb('award_config').$type<AwardConfig[]>().notNull().default([]),
    /** The contest this one was cloned from. */
    source: integer('source'),
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

/** Print requests (reference §5.8): the text to print and whether an admin printed it (0 no, 1 yes). */
export const contestPrints = pgTable(
  'contest_prints',
  {
    id: serial('id').primaryKey(),
    cid: integer('cid')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    uid: uuid('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    realname: text('realname'),
    content: text('content').notNull(),
    status: smallint('status').notNull().default(0),
    gmtCreate: timestamp('gmt_create', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contest_prints_cid_idx').on(t.cid, t.status), index('contest_prints_uid_time_idx').on(t.uid, t.gmtCreate)],
);

/** Balloons handed out: the first ACs (by submission) an admin checked on the AC info list. */
export const contestBalloons = pgTable(
  'contest_balloons',
  {
    cid: integer('cid')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    submitId: integer('submit_id').notNull(),
    checked: boolean('checked').notNull().default(true),
    gmtModified: timestamp('gmt_modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cid, t.submitId] })],
);
