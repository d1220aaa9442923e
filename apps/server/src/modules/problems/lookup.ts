// A problem row by id or display id, for the modules that act on a problem (submit, judge); a module that
// needs more than the row asks through a service of its own here.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { problemListChanged } from './list-cache.ts';
import { problemCases, problems, tags } from './tables.ts';

export type ProblemRecord = typeof problems.$inferSelect;
export type ProblemCaseRecord = typeof problemCases.$inferSelect;

export async function findProblem(db: Db | Tx, pid: number): Promise<ProblemRecord | undefined> {
  const [problem] = await db.select().from(problems).where(eq(problems.id, pid));
  return problem;
}

export async function findProblemByDisplayId(db: Db | Tx, displayId: string): Promise<ProblemRecord | undefined> {
  const [problem] = await db.select().from(problems).where(eq(problems.problemId, displayId));
  return problem;
}

/** One stored test case of a problem by its sequence number. */
export async function findProblemCase(db: Db | Tx, pid: number, seq: number): Promise<ProblemCaseRecord | undefined> {
  const [row] = await db
    .select()
    .from(problemCases)
    .where(and(eq(problemCases.problemId, pid), eq(problemCases.seq, seq)));
  return row;
}

/** A problem's stored test cases in sequence order (what a judge task carries). */
export async function problemCaseList(db: Db | Tx, pid: number): Promise<ProblemCaseRecord[]> {
  return db.select().from(problemCases).where(eq(problemCases.problemId, pid)).orderBy(asc(problemCases.seq));
}

/** A disbanded group's problems (their cases, tags, languages, submissions… go by cascade), in its transaction. */
export async function deleteGroupProblems(tx: Tx, gid: number): Promise<void> {
  await tx.delete(problems).where(eq(problems.gid, gid));
  problemListChanged();
}

/** A disbanded group's own tags, in its transaction. */
export async function deleteGroupTags(tx: Tx, gid: number): Promise<void> {
  await tx.delete(tags).where(eq(tags.gid, gid));
  problemListChanged();
}

/** The problems among `pids`, by id (unknown pids are left out). */
export async function findProblems(db: Db | Tx, pids: number[]): Promise<ProblemRecord[]> {
  if (!pids.length) return [];
  return db.select().from(problems).where(inArray(problems.id, pids)).orderBy(asc(problems.id));
}

/** The stored test cases of the problems among `pids`, by problem then sequence number. */
export async function problemCasesOf(db: Db | Tx, pids: number[]): Promise<ProblemCaseRecord[]> {
  if (!pids.length) return [];
  return db
    .select()
    .from(problemCases)
    .where(inArray(problemCases.problemId, pids))
    .orderBy(asc(problemCases.problemId), asc(problemCases.seq));
}

/** An imported problem's author as its file named it, in the import's transaction. */
export async function setProblemAuthor(tx: Tx, pid: number, author: string): Promise<void> {
  await tx.update(problems).set({ author }).where(eq(problems.id, pid));
  problemListChanged();
}
