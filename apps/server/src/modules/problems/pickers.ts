// The problem pickers of the contest and training back office, and the auth changes a contest makes: conditions
// over the problems table (for problemMeets or for a page here) and the writes, which stay in this module.
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Pagination } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { containing } from '../../db/like-pattern.ts';
import { offsetOf } from '../../db/pagination.ts';
import { knownProblemFields } from './problem-fields.ts';
import { problemListChanged } from './list-cache.ts';
import { problems } from './tables.ts';
import { bankCondition, ProblemAuth } from './visibility.ts';

/** A picker row's problem fields, for a statement whose `pid` column names the problem. */
export const pickedProblemFields = <C extends PgColumn>(pid: C) => ({
  pid,
  ...knownProblemFields(pid, ['problemId', 'title', 'author', 'auth'] as const),
});

/** The keyword over display id and title; undefined without one. */
export const problemKeywordCondition = (keyword: string | undefined): SQL | undefined =>
  keyword ? or(ilike(problems.problemId, containing(keyword)), ilike(problems.title, containing(keyword))) : undefined;

/** A local (not remote) problem. */
export const localProblemCondition = (): SQL => eq(problems.isRemote, false);

/** The problem is not among the pids the subquery selects (none of them null). */
export const problemNotAmong = (pids: SQL): SQL => sql`${problems.id} not in (${pids})`;

/**
 * A picker page of the problems meeting `condition`: display-id order (shorter first, then by id, or by display
 * id for `byProblemId`).
 */
export async function problemPickerPage(db: Db, condition: SQL, paging: Pagination, byProblemId = false) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ pid: problems.id, problemId: problems.problemId, title: problems.title, author: problems.author, auth: problems.auth })
      .from(problems)
      .where(condition)
      .orderBy(asc(sql`length(${problems.problemId})`), byProblemId ? asc(problems.problemId) : asc(problems.id))
      .limit(paging.limit)
      .offset(offsetOf(paging)),
    db.select({ total: count() }).from(problems).where(condition),
  ]);
  return { rows, total };
}

/** What adding a problem to a contest needs to know: its title, whether it is remote and public; undefined if unknown. */
export async function contestCandidate(tx: Db | Tx, pid: number) {
  const [problem] = await tx
    .select({ title: problems.title, isRemote: problems.isRemote, public: bankCondition(undefined).mapWith(Boolean) })
    .from(problems)
    .where(eq(problems.id, pid));
  return problem;
}

/** Whether a problem meets `condition` (with its gid), undefined if unknown. */
export async function problemCheck(tx: Db | Tx, pid: number, condition: SQL) {
  const [problem] = await tx
    .select({ gid: problems.gid, ok: condition.mapWith(Boolean) })
    .from(problems)
    .where(eq(problems.id, pid));
  return problem;
}

/** A problem taken into a contest becomes contest-only (reference §4). */
export async function makeContestOnly(tx: Tx, pid: number): Promise<void> {
  await tx.update(problems).set({ auth: ProblemAuth.ContestOnly, gmtModified: new Date() }).where(eq(problems.id, pid));
  problemListChanged();
}

/** Contest-only problems among `pids` that are not among the `held` pids (a subquery) become public again. */
export async function releaseContestOnly(tx: Tx, pids: number[], held: SQL): Promise<void> {
  if (!pids.length) return;
  await tx
    .update(problems)
    .set({ auth: ProblemAuth.Public, gmtModified: new Date() })
    .where(and(inArray(problems.id, pids), eq(problems.auth, ProblemAuth.ContestOnly), problemNotAmong(held)));
  problemListChanged();
}
