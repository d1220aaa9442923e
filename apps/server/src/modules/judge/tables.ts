// Judge tables: the task queue (with leases), the registered judge servers, and per-case results.
import { sql } from 'drizzle-orm';
import type { JudgeTaskPayload, WorkerResult } from '@verdict/shared';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';
import { problems } from '../problems/tables.ts';
import { submissions } from '../submissions/tables.ts';

/**
 * Judge work that is not a submission: an online test ('test': one run on the user's input), a
 * checker/interactor compile check ('compile'), both purged after a while, or the verification of a reference
 * solution ('verify': judged like a submission on every case), kept as its solution's verdict. Never counted
 * in statistics.
 */
export const judgeJobs = pgTable(
  'judge_jobs',
  {
    /** TEST_JUDGE_<uuid> for online tests, COMPILE_<uuid> for compile checks, VERIFY_<uuid> for reference solutions. */
    key: text('key').primaryKey(),
    kind: text('kind').notNull(),
    uid: uuid('uid').references(() => users.uid, { onDelete: 'cascade' }),
    pid: integer('pid').references(() => problems.id, { onDelete: 'cascade' }),
    /** What the worker needs: language, code, input, expected output (shape per kind). */
    request: jsonb('request').notNull(),
    /** A judge status code; 5 Pending until the worker reports. */
    status: smallint('status').notNull().default(5),
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('judge_jobs_created_idx').on(t.createdAt)],
);

export const judgeTasks = pgTable(
  'judge_tasks',
  {
    id: serial('id').primaryKey(),
    /** A submission to judge, or (when null) the ephemeral job named by jobKey. */
    submitId: integer('submit_id').references(() => submissions.submitId, { onDelete: 'cascade' }),
    jobKey: text('job_key').references(() => judgeJobs.key, { onDelete: 'cascade' }),
    /** Lower first: compile check 0, contest 1, practice 2, online test 3, rejudge 4 (TaskPriority). */
    priority: smallint('priority').notNull(),
    /** queued, running or done. */
    state: text('state').notNull().default('queued'),
    /** Bumped at every claim; a result is taken only from the attempt that holds the task. */
    attempt: integer('attempt').notNull().default(0),
    workerId: uuid('worker_id'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * Fan-out (docs/scaling.md): a submission's task split over several hosts judges the case range first..last
     * (1-based, inclusive) itself, and each further range is a part row pointing to it (parentId), leased alike.
     */
    parentId: integer('parent_id').references((): AnyPgColumn => judgeTasks.id, { onDelete: 'cascade' }),
    firstCase: integer('first_case'),
    lastCase: integer('last_case'),
    /** The split task's problem as it was split, so every part judges the same cases and the merge reads them. */
    problem: jsonb('problem').$type<JudgeTaskPayload['problem']>(),
    /** A range's result and its judge's name, kept until every range that counts is back and merged. */
    partResult: jsonb('part_result').$type<{ judger: string; result: WorkerResult }>(),
  },
  (t) => [
    index('judge_tasks_claim_idx').on(t.state, t.priority, t.id),
    index('judge_tasks_submit_idx').on(t.submitId),
    index('judge_tasks_parent_idx').on(t.parentId),
  ],
);

export const judgeServers = pgTable('judge_servers', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  cores: integer('cores').notNull(),
  concurrency: integer('concurrency').notNull(),
  version: text('version').notNull(),
  running: integer('running').notNull().default(0),
  registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  lastHeartbeat: timestamp('last_heartbeat', { withTimezone: true }).notNull().defaultNow(),
  /** Off: the server gets no task (back office). */
  enabled: boolean('enabled').notNull().default(true),
  /** The languages the worker can run, as it reported them. */
  languages: text('languages')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The host's 1-minute load average at the last heartbeat. */
  loadAverage: real('load_average'),
  /** The slot the worker fills (a server's local worker): a later worker with the same key replaces it. */
  instanceKey: text('instance_key'),
  /** When a claim of this worker last found the queue empty; null once it claimed a task (fan-out looks for idle ones). */
  idleAt: timestamp('idle_at', { withTimezone: true }),
});
