// What other modules change on submissions, each in the caller's transaction: a display id that follows a
// problem's or a contest problem's rename, and the submissions of a removed contest problem or a deleted contest.
import { and, countDistinct, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { acceptedProblems, submissions } from './tables.ts';

/** The problem's submissions (only those of contest `cid` when given) take its new display id. */
export async function renameSubmittedProblem(tx: Tx, pid: number, displayPid: string, cid?: number): Promise<void> {
  await tx
    .update(submissions)
    .set({ displayPid })
    .where(and(eq(submissions.pid, pid), cid === undefined ? undefined : eq(submissions.cid, cid)));
}

/** The contest's submissions (to one problem when `pid` is given). */
export async function deleteContestSubmissions(tx: Tx, cid: number, pid?: number): Promise<void> {
  await tx.delete(submissions).where(and(eq(submissions.cid, cid), pid === undefined ? undefined : eq(submissions.pid, pid)));
}

/** How many distinct problems the user solved (their solved rows). */
export async function solvedProblemCount(tx: Tx, uid: string): Promise<number> {
  const [{ n }] = await tx
    .select({ n: countDistinct(acceptedProblems.pid) })
    .from(acceptedProblems)
    .where(eq(acceptedProblems.uid, uid));
  return n;
}
