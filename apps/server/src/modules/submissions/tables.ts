// Submissions tables: the judge row (the judge and problems issues extend it with cases and code).
import { index, integer, pgTable, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    timeMs: integer('time_ms'),
    memoryKb: integer('memory_kb'),
    length: integer('length').notNull().default(0),
    language: text('language').notNull(),
    code: text('code').notNull().default(''),
    errorMessage: text('error_message'),
    /** Name of the judge server that judged it. */
    judger: text('judger'),
    submitTime: timestamp('submit_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('submissions_time_idx').on(t.submitTime),
    index('submissions_uid_pid_idx').on(t.uid, t.pid),
  ],
);
