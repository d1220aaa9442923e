// Problem-packages tables: the reference solutions that came with imported problems, and their verification.
import { type AnyPgColumn, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
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
