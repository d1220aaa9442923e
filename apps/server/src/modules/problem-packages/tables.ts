// Problem-packages tables: the reference solutions that came with imported problems, and their verification; the
// import jobs of the back office.
import { type AnyPgColumn, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ImportFormat, ImportJobView, ImportReport } from '@verdict/shared';
import { timestamps } from '../../db/columns.ts';
import { users } from '../accounts/tables.ts';
import { judgeJobs } from '../judge/tables.ts';
import { problems } from '../problems/tables.ts';

/**
 * Reference solutions that came with an imported problem (FPS `<solution>`), kept to verify the import by
 * judging them. `language` is ours (null when no local language matches); `sourceLanguage` as the file named it.
 */
export const referenceSolutions = pgTable(
  'reference_solutions',
  {
    id: serial('id').primaryKey(),
    pid: integer('pid')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    sourceLanguage: text('source_language').notNull(),
    language: text('language'),
    code: text('code').notNull(),
    /** The judge job of its latest verification; its row holds the verdict. */
    verifyJobKey: text('verify_job_key').references((): AnyPgColumn => judgeJobs.key, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('reference_solutions_pid_idx').on(t.pid)],
);

/**
 * Import jobs: run by the API host that received the file, read by any host (the back office's progress polls go
 * through a load balancer). `gmtModified` moves at least every 30 s while the job runs: a running job left
 * without news much longer than that lost its host.
 */
export const importJobs = pgTable('import_jobs', {
  jobId: uuid('job_id').primaryKey(),
  uid: uuid('uid')
    .notNull()
    .references(() => users.uid, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  format: text('format').$type<ImportFormat>(),
  state: text('state').$type<ImportJobView['state']>().notNull(),
  progress: doublePrecision('progress').notNull().default(0),
  report: jsonb('report').$type<ImportReport>().notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  ...timestamps,
});
