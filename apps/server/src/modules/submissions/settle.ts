// Settling a verdict on a submission: the row's result fields, the OI rank score and the solved row. The
// judge's result path and the super admin's manual judge both come through here.
import { eq } from 'drizzle-orm';
import { JudgeStatus, type WorkerResult } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { knownProblemFields } from '../problems/index.ts';
import { acceptedProblems, judgeCases, submissions } from './tables.ts';

const OI_TYPE = 1;

export interface ScoredProblem {
  type: number;
  difficulty: number;
  ioScore: number;
  judgeCaseMode: string;
}

/**
 * Reference §2.6: all cases pass in default mode → round(0.1·ioScore + 2·difficulty); otherwise
 * round(0.1·score + 2·difficulty·score/ioScore). Null for ACM problems and for unscored verdicts.
 */
export function oiRankScoreOf(problem: ScoredProblem, status: number, score: number | null): number | null {
  if (problem.type !== OI_TYPE || score === null) return null;
  const accepted = status === JudgeStatus.Accepted;
  if (accepted && problem.judgeCaseMode === 'default') return Math.round(0.1 * problem.ioScore + 2 * problem.difficulty);
  // A problem without a total score: only a full pass earns the difficulty part.
  const share = problem.ioScore > 0 ? score / problem.ioScore : accepted ? 1 : 0;
  return Math.round(0.1 * score + 2 * problem.difficulty * share);
}

/**
 * One solved row per accepted non-contest, non-group submission, and none for any other: called after every
 * change of a submission's status (verdict, rejudge, cancel, manual judge).
 */
export async function syncAcceptedRow(
  tx: Tx,
  submission: { submitId: number; uid: string; pid: number; cid: number; gid: number | null; status: number },
): Promise<void> {
  const counts = submission.status === JudgeStatus.Accepted && submission.cid === 0 && submission.gid === null;
  if (counts) {
    await tx
      .insert(acceptedProblems)
      .values({ submitId: submission.submitId, uid: submission.uid, pid: submission.pid })
      .onConflictDoNothing();
  } else {
    await tx.delete(acceptedProblems).where(eq(acceptedProblems.submitId, submission.submitId));
  }
}

async function scoredProblemOf(tx: Tx, submitId: number): Promise<ScoredProblem | undefined> {
  const [row] = await tx
    .select(knownProblemFields(submissions.pid, ['type', 'difficulty', 'ioScore', 'judgeCaseMode'] as const))
    .from(submissions)
    .where(eq(submissions.submitId, submitId));
  return row;
}

/** Writes the judge's verdict on the submission (its case rows are the judge's business). */
export async function settleJudgement(tx: Tx, submitId: number, result: Omit<WorkerResult, 'cases'>, judger: string): Promise<void> {
  const problem = await scoredProblemOf(tx, submitId);
  if (!problem) return;
  const [row] = await tx
    .update(submissions)
    .set({
      status: result.status,
      score: result.score,
      oiRankScore: oiRankScoreOf(problem, result.status, result.score),
      timeMs: result.timeMs,
      memoryKb: result.memoryKb,
      errorMessage: result.status === JudgeStatus.CompileError ? result.compileMessage : result.errorMessage || null,
      judger,
    })
    .where(eq(submissions.submitId, submitId))
    .returning();
  await syncAcceptedRow(tx, row);
}

/** A super admin's verdict (manual judge or cancel): marked manual and signed with the admin's name. */
export async function settleManually(
  tx: Tx,
  submitId: number,
  problem: ScoredProblem,
  verdict: { status: number; score: number | null },
  admin: string,
) {
  const [row] = await tx
    .update(submissions)
    .set({
      status: verdict.status,
      score: verdict.score,
      oiRankScore: oiRankScoreOf(problem, verdict.status, verdict.score),
      isManual: true,
      judger: admin,
    })
    .where(eq(submissions.submitId, submitId))
    .returning();
  await syncAcceptedRow(tx, row);
  return row;
}

/** The worker's phase (compiling, judging) on the submission's row, with the judge server's name. */
export async function recordJudgePhase(tx: Tx, submitId: number, status: number, judger: string): Promise<void> {
  await tx.update(submissions).set({ status, judger }).where(eq(submissions.submitId, submitId));
}

/** The judge's verdict and its per-case rows (replacing the last judgement's), in the caller's transaction. */
export async function settleJudgeResult(tx: Tx, submitId: number, result: WorkerResult, judger: string): Promise<void> {
  await settleJudgement(tx, submitId, result, judger);
  await tx.delete(judgeCases).where(eq(judgeCases.submitId, submitId));
  if (result.cases.length) {
    await tx.insert(judgeCases).values(
      result.cases.map((c) => ({
        submitId,
        seq: c.seq,
        status: c.status,
        timeMs: c.timeMs,
        memoryKb: c.memoryKb,
        score: c.score,
        groupNum: c.group,
        message: c.message,
        inputExcerpt: c.inputExcerpt,
        expectedExcerpt: c.expectedExcerpt,
        userOutputExcerpt: c.userOutputExcerpt,
      })),
    );
  }
}

/** A submission row (with its code) by id, for the judge's task payload. */
export async function findSubmission(db: Db | Tx, submitId: number): Promise<SubmissionRecord | undefined> {
  const [row] = await db.select().from(submissions).where(eq(submissions.submitId, submitId));
  return row;
}

export type SubmissionRecord = typeof submissions.$inferSelect;
