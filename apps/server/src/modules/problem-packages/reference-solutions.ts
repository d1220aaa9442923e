// Reference solutions as imports store them: read in the order they were written, and the language each runs in.
import { asc, inArray } from 'drizzle-orm';
import { languageByName } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { referenceSolutions } from './tables.ts';

/** The problems' reference solutions, in the order they were saved (a query: add `.for('update')` to lock them). */
export const referenceSolutionsOf = (db: Db | Tx, pids: number[]) =>
  db.select().from(referenceSolutions).where(inArray(referenceSolutions.pid, pids)).orderBy(asc(referenceSolutions.id));

/** Our language key for a solution, null when no local language runs it. */
export const solutionLanguageKey = (solution: { language: string | null }): string | null =>
  solution.language ? (languageByName(solution.language)?.key ?? null) : null;
