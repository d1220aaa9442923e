// Changing a submission's verdict after the fact (reference §1.4): the author's share toggle and resubmit,
// and the super admin's rejudge, cancel and manual judge. Each keeps the solved rows right; problem
// counts are COUNT queries over submissions, so they follow.
import { and, eq } from 'drizzle-orm';
import { JudgeStatus, type ManualJudgeRequest, type Submission } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, forbidden } from '../../plugins/app/errors.ts';
import { TaskPriority } from './priority.ts';
import { submissionPorts } from './ports.ts';
import type { Viewer } from './access.ts';
import { requeueSubmission } from './judging.ts';
import { loadSubmission, toSubmission, type LoadedSubmission } from './rows.ts';
import { settleManually } from './settle.ts';
import { submissions } from './tables.ts';

const IN_JUDGE: number[] = [JudgeStatus.Pending, JudgeStatus.Compiling, JudgeStatus.Judging];

/** Statuses a super admin may set by hand (spec 000 §4: not the in-between, unknown or cancelled ones). */
export const MANUAL_STATUSES: readonly number[] = [
  JudgeStatus.Accepted,
  JudgeStatus.WrongAnswer,
  JudgeStatus.PresentationError,
  JudgeStatus.TimeLimitExceeded,
  JudgeStatus.MemoryLimitExceeded,
  JudgeStatus.RuntimeError,
  JudgeStatus.SystemError,
  JudgeStatus.PartialAccepted,
  JudgeStatus.SubmittedFailed,
];

const OI_TYPE = 1;

/**
 * Runs `action` on the locked submission. Its judge tasks are closed first (so a worker still on it can no
 * longer report), in the lock order of the judge's result path; a refused action rolls that back.
 */
async function withSubmission<T>(db: Db, submitId: number, action: (tx: Tx, loaded: LoadedSubmission) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await submissionPorts().withdrawFromJudge(tx, submitId);
    return action(tx, await loadSubmission(tx, submitId, { forUpdate: true }));
  });
}

async function requeue(db: Db, submitId: number, priority: number, check: (loaded: LoadedSubmission) => void): Promise<Submission> {
  const submission = await withSubmission(db, submitId, async (tx, loaded) => {
    check(loaded);
    return toSubmission(await requeueSubmission(tx, loaded.submission, priority), loaded.problem.title);
  });
  submissionPorts().notifyQueued();
  return submission;
}

export const rejudge = (db: Db, submitId: number) => requeue(db, submitId, TaskPriority.Rejudge, () => {});

/**
 * Every submission of a contest problem judged again (reference §1.4), in one transaction: each is taken from the
 * judge first (the judge's lock order), then locked and requeued. Answers how many; none is refused.
 */
export async function rejudgeContestProblem(db: Db, cid: number, pid: number): Promise<number> {
  const ofProblem = and(eq(submissions.cid, cid), eq(submissions.pid, pid));
  const requeued = await db.transaction(async (tx) => {
    const ids = await tx.select({ submitId: submissions.submitId }).from(submissions).where(ofProblem).orderBy(submissions.submitId);
    if (!ids.length) throw badRequest('Contest_rejudge_none');
    for (const { submitId } of ids) await submissionPorts().withdrawFromJudge(tx, submitId);
    const rows = await tx.select().from(submissions).where(ofProblem).orderBy(submissions.submitId).for('update');
    for (const row of rows) await requeueSubmission(tx, row, TaskPriority.Rejudge);
    return rows.length;
  });
  submissionPorts().notifyQueued();
  return requeued;
}

/** The author's retry of a submission the system failed (Submitted Failed or System Error), outside contests. */
export const resubmit = (db: Db, viewer: Viewer, submitId: number) =>
  requeue(db, submitId, TaskPriority.Practice, ({ submission }) => {
    if (submission.uid !== viewer.uid) throw forbidden('Submission_resubmit_owner_only');
    if (submission.cid !== 0) throw badRequest('Submission_resubmit_contest');
    if (submission.status !== JudgeStatus.SubmittedFailed && submission.status !== JudgeStatus.SystemError)
      throw badRequest('Submission_resubmit_status');
  });

/** Cancelled, unless a judge is compiling or judging it (a Pending one a judge already took counts as that). */
export const cancelJudge = (db: Db, submitId: number, admin: string) =>
  withSubmission(db, submitId, async (tx, { submission, problem }) => {
    const started = submission.status === JudgeStatus.Pending && submission.judger !== null;
    if (submission.status === JudgeStatus.Compiling || submission.status === JudgeStatus.Judging || started)
      throw badRequest('Submission_cancel_in_progress');
    const row = await settleManually(tx, submitId, problem, { status: JudgeStatus.Cancelled, score: null }, admin);
    return toSubmission(row, problem.title);
  });

/** OI: the score is clamped to [0, ioScore]; without one, Accepted means full marks and others keep theirs. */
function manualScore(loaded: LoadedSubmission, request: ManualJudgeRequest): number | null {
  const { submission, problem } = loaded;
  if (problem.type !== OI_TYPE) return null;
  const wanted = request.score ?? (request.status === JudgeStatus.Accepted ? problem.ioScore : (submission.score ?? 0));
  return Math.min(Math.max(0, wanted), problem.ioScore);
}

export async function manualJudge(db: Db, request: ManualJudgeRequest, admin: string): Promise<Submission> {
  if (!MANUAL_STATUSES.includes(request.status)) throw badRequest('Submission_manual_status_invalid');
  return withSubmission(db, request.submitId, async (tx, loaded) => {
    if (IN_JUDGE.includes(loaded.submission.status)) throw badRequest('Submission_manual_judge_in_progress');
    if (loaded.submission.status === JudgeStatus.CompileError) throw badRequest('Submission_manual_judge_compile_error');
    const row = await settleManually(
      tx,
      request.submitId,
      loaded.problem,
      { status: request.status, score: manualScore(loaded, request) },
      admin,
    );
    return toSubmission(row, loaded.problem.title);
  });
}

/** The author shares or unshares the code, where the problem allows sharing; never contest code. */
export async function setShare(db: Db, viewer: Viewer, submitId: number, share: boolean): Promise<void> {
  const { submission, problem } = await loadSubmission(db, submitId);
  if (submission.uid !== viewer.uid) throw forbidden('Submission_share_owner_only');
  if (submission.cid !== 0) throw badRequest('Submission_share_contest');
  if (share && !problem.codeShare) throw badRequest('Submission_share_not_allowed');
  await db.update(submissions).set({ share }).where(eq(submissions.submitId, submitId));
}
