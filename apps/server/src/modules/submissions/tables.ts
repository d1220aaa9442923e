// Submissions tables: the judge row (the judge and problems issues extend it with cases and code).
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';
import { problems } from '../problems/tables.ts';

export const submissions = pgTable(
  'submissions',
  {
    submitId: serial('submit_id').primaryKey(),
    pid: integer('pid')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    displayPid: text('display_pid').notNull(),
    uid: uuid('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    /** 0 outside contests. */
    cid: integer('cid').notNull().default(0),
    gid: integer('gid'),
    status: smallint('status').notNull().default(5),
    score: integer('score'),
    /** OI: round(0.1 x score + 2 x difficulty x score / ioScore), as the judge settles it. */
    oiRankScore: integer('oi_rank_score'),
    timeMs: integer('time_ms'),
    memoryKb: integer('memory_kb'),
    length: integer('length').notNull().default(0),
    language: text('language').notNull(),
    code: text('code').notNull().default(''),
    errorMessage: text('error_message'),
    /** Name of the judge server that judged it. */
    judger: text('judger'),
    /** The owner shares the code (non-contest submissions only). */
    share: boolean('share').notNull().default(false),
    /** Set by a super admin's manual judge or cancel. */
    isManual: boolean('is_manual').notNull().default(false),
    /** Bumped at every rejudge. */
    version: integer('version').notNull().default(0),
    /** Training the submission was made from, if any. */
    tid: integer('tid'),
    ip: text('ip'),
    submitTime: timestamp('submit_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('submissions_time_idx').on(t.submitTime),
    index('submissions_uid_pid_idx').on(t.uid, t.pid),
    index('submissions_pid_status_idx').on(t.pid, t.cid, t.status),
    index('submissions_cid_time_idx').on(t.cid, t.submitTime),
    // A contest's records in board order (problem, user) with every column its board, its marks and its OI picks
    // read: the board is an index-only scan with no sort (its whole read of 300,000 records 0.8 s -> 0.43 s).
    index('submissions_board_idx').on(t.cid, t.pid, t.uid, t.submitTime, t.submitId, t.status, t.score, t.timeMs),
  ],
);

/** One row per accepted non-contest, non-group submission: solved count = distinct pid per uid. */
export const acceptedProblems = pgTable(
  'accepted_problems',
  {
    submitId: integer('submit_id')
      .primaryKey()
      .references(() => submissions.submitId, { onDelete: 'cascade' }),
    uid: uuid('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    pid: integer('pid')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    gmtCreate: timestamp('gmt_create', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accepted_problems_uid_pid_idx').on(t.uid, t.pid)],
);

/** Wrong-case downloads, counted per user and day against the quota (2 users, 5 admins). */
export const caseDownloads = pgTable(
  'case_downloads',
  {
    id: serial('id').primaryKey(),
    uid: uuid('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    submitId: integer('submit_id')
      .notNull()
      .references(() => submissions.submitId, { onDelete: 'cascade' }),
    gmtCreate: timestamp('gmt_create', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('case_downloads_uid_time_idx').on(t.uid, t.gmtCreate)],
);

/** The per-case results of a submission's last judgement (the judge reports them; settle.ts stores them). */
export const judgeCases = pgTable(
  'judge_cases',
  {
    id: serial('id').primaryKey(),
    submitId: integer('submit_id')
      .notNull()
      .references(() => submissions.submitId, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    status: smallint('status').notNull(),
    timeMs: integer('time_ms').notNull(),
    memoryKb: integer('memory_kb').notNull(),
    score: integer('score').notNull().default(0),
    groupNum: integer('group_num').notNull().default(1),
    message: text('message').notNull().default(''),
    inputExcerpt: text('input_excerpt').notNull().default(''),
    expectedExcerpt: text('expected_excerpt').notNull().default(''),
    userOutputExcerpt: text('user_output_excerpt').notNull().default(''),
  },
  (t) => [index('judge_cases_submit_idx').on(t.submitId)],
);
