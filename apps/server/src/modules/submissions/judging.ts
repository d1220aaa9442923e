// Sending submissions to the judge: the Pending row and its queue task written together, and sending an
// existing submission again (rejudge, resubmit) or taking it back (cancel).
import { eq, sql } from 'drizzle-orm';
import { JudgeStatus } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { TaskPriority } from './priority.ts';
import { submissionPorts } from './ports.ts';
import type { SubmissionRow } from './rows.ts';
import { syncAcceptedRow } from './settle.ts';
import { judgeCases, submissions } from './tables.ts';

export interface NewSubmission {
  pid: number;
  displayPid: string;
  uid: string;
  username: string;
  language: string;
  code: string;
  cid?: number;
  gid?: number | null;
  tid?: number | null;
  ip?: string | null;
}

/** Writes the Pending row and queues it; call notifyQueued() once the transaction has committed. */
export async function queueSubmission(tx: Tx, submission: NewSubmission): Promise<SubmissionRow> {
  const [row] = await tx
    .insert(submissions)
    .values({ ...submission, length: submission.code.length, share: false })
    .returning();
  await submissionPorts().enqueue(tx, row.submitId, submission.cid ? TaskPriority.Contest : TaskPriority.Practice);
  return row;
}

export async function submitForJudging(db: Db, submission: NewSubmission): Promise<number> {
  const row = await db.transaction((tx) => queueSubmission(tx, submission));
  submissionPorts().notifyQueued();
  return row.submitId;
}

/**
 * Judges a submission again from scratch: its solved row and case rows go, it is Pending again with a new
 * version and nothing of the previous verdict, and a new task is queued. notifyQueued() after the commit.
 */
export async function requeueSubmission(tx: Tx, submission: SubmissionRow, priority: number): Promise<SubmissionRow> {
  await submissionPorts().withdrawFromJudge(tx, submission.submitId);
  await tx.delete(judgeCases).where(eq(judgeCases.submitId, submission.submitId));
  const [row] = await tx
    .update(submissions)
    .set({
      status: JudgeStatus.Pending,
      version: sql`${submissions.version} + 1`,
      score: null,
      oiRankScore: null,
      timeMs: null,
      memoryKb: null,
      errorMessage: null,
      judger: null,
      isManual: false,
    })
    .where(eq(submissions.submitId, submission.submitId))
    .returning();
  await syncAcceptedRow(tx, row);
  await submissionPorts().enqueue(tx, row.submitId, priority);
  return row;
}
