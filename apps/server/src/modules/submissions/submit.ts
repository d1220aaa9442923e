// Submitting code for judging, checked in the order of the reference pipeline (§1.1): permission (the
// route's guard), site switch, language, code, submit interval, then the problem and its context (a training's,
// a contest's and a group's checks live in their modules).
import { eq, sql } from 'drizzle-orm';
import { isAdminRole, isSuperAdmin, LIMITS, type Submission, type SubmitProblemJudgeRequest } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, badRequest, forbidden, notFound } from '../../plugins/app/errors.ts';
import { getSwitchConfig, type SwitchConfig } from '../site/index.ts';
import {
  findProblem,
  findProblemByDisplayId,
  isGroupProblem,
  isLocalLanguage,
  problemLanguageNames,
  ProblemAuth,
} from '../problems/index.ts';
import { submissionPorts } from './ports.ts';
import { queueSubmission } from './judging.ts';
import { toSubmission } from './rows.ts';
import { submissions } from './tables.ts';
import { lockUser, UserLock } from '../../db/user-lock.ts';

export interface Submitter {
  uid: string;
  username: string;
  role: number;
  ip: string;
}

function checkSwitch(request: SubmitProblemJudgeRequest, switches: SwitchConfig): void {
  if (request.gid !== null && !switches.openGroupJudge) throw forbidden('Submission_group_judge_closed');
  if (request.cid !== null && !switches.openContestJudge) throw forbidden('Submission_contest_judge_closed');
  if (request.gid === null && request.cid === null && !switches.openPublicJudge) throw forbidden('Submission_public_judge_closed');
}

async function checkLocalLanguage(db: Db, language: string): Promise<void> {
  if (!(await isLocalLanguage(db, language))) throw badRequest('Submission_language_unknown', { language });
}

function checkCode(code: string): void {
  if (!code.trim()) throw badRequest('Code_can_not_be_empty');
  if (code.length > LIMITS.codeMax) throw badRequest('Code_length_exceeded', { max: LIMITS.codeMax });
}

/**
 * One submission per interval per user, practice and contest ones alike (one clock, so alternating between them
 * gains nothing; the reference exempts contests); refused with the seconds left.
 */
async function checkInterval(tx: Tx, uid: string, intervalSeconds: number): Promise<void> {
  if (intervalSeconds <= 0) return;
  await lockUser(tx, UserLock.Submit, uid);
  const [row] = await tx
    .select({ elapsed: sql<number | null>`extract(epoch from now() - max(${submissions.submitTime}))::float8` })
    .from(submissions)
    .where(eq(submissions.uid, uid));
  if (row.elapsed === null || row.elapsed >= intervalSeconds) return;
  throw new AppError(429, 'Submission_too_frequent', { seconds: Math.max(1, Math.ceil(intervalSeconds - row.elapsed)) });
}

/** A problem without a language list accepts every local language (as an import without one does). */
async function checkProblemLanguage(tx: Tx, pid: number, language: string): Promise<void> {
  const accepted = await problemLanguageNames(tx, pid);
  if (accepted.length && !accepted.includes(language)) throw badRequest('Submission_language_not_allowed', { language });
}

async function problemById(tx: Tx, pid: number) {
  const problem = await findProblem(tx, pid);
  if (!problem) throw notFound('Submission_problem_not_found');
  return problem;
}

async function problemByDisplayId(tx: Tx, displayId: string) {
  const problem = await findProblemByDisplayId(tx, displayId);
  if (!problem) throw notFound('Submission_problem_not_found');
  return problem;
}

/** A problem submitted outside contests and groups; a group problem so only by the site root (reference §1.1). */
async function submittableProblem(tx: Tx, displayId: string, role: number) {
  const problem = await problemByDisplayId(tx, displayId);
  if (isGroupProblem(problem)) {
    if (!isSuperAdmin(role)) throw forbidden('Submission_problem_group_only');
  } else {
    if (problem.auth === ProblemAuth.Hidden && !isAdminRole(role)) throw forbidden('Submission_problem_hidden');
    // Better than the reference (§14.2): a contest-only problem is judged inside its contest only.
    if (problem.auth === ProblemAuth.ContestOnly) throw forbidden('Submission_problem_contest_only');
  }
  if (problem.isRemote) throw badRequest('Submission_problem_remote');
  return problem;
}

/** A group's problem, sent with its gid by a member (docs/api-groups.md). */
async function groupProblem(tx: Tx, gid: number, displayId: string, submitter: Submitter) {
  const problem = await problemByDisplayId(tx, displayId);
  await submissionPorts().checkGroupSubmission(tx, gid, problem, submitter);
  if (problem.auth === ProblemAuth.ContestOnly) throw forbidden('Submission_problem_contest_only');
  if (problem.isRemote) throw badRequest('Submission_problem_remote');
  return problem;
}

/** A contest's problem by its display id there: contest-only ones are its to judge; hidden ones stay with its admins. */
async function contestProblem(tx: Tx, cid: number, displayId: string, submitter: Submitter) {
  const target = await submissionPorts().checkContestSubmission(tx, cid, displayId, submitter);
  const problem = await problemById(tx, target.pid);
  if (problem.auth === ProblemAuth.Hidden && !target.admin) throw forbidden('Submission_problem_hidden');
  if (problem.isRemote) throw badRequest('Submission_problem_remote');
  return { problem, cid: target.cid, displayPid: target.displayId };
}

/** The problem to judge, the contest it is judged in (0 for none) and the display id the row keeps. */
async function submissionTarget(tx: Tx, request: SubmitProblemJudgeRequest, submitter: Submitter) {
  if (request.cid !== null) return contestProblem(tx, request.cid, request.pid, submitter);
  const problem =
    request.gid !== null
      ? await groupProblem(tx, request.gid, request.pid, submitter)
      : await submittableProblem(tx, request.pid, submitter.role);
  return { problem, cid: 0, displayPid: problem.problemId };
}

export async function submitProblem(db: Db, request: SubmitProblemJudgeRequest, submitter: Submitter): Promise<Submission> {
  const switches = await getSwitchConfig(db);
  checkSwitch(request, switches);
  await checkLocalLanguage(db, request.language);
  checkCode(request.code);
  const { row, title } = await db.transaction(async (tx) => {
    await checkInterval(tx, submitter.uid, switches.defaultSubmitInterval);
    const { problem, cid, displayPid } = await submissionTarget(tx, request, submitter);
    if (request.tid !== null) await submissionPorts().checkTrainingSubmission(tx, request.tid, problem.id, submitter);
    await checkProblemLanguage(tx, problem.id, request.language);
    const row = await queueSubmission(tx, {
      pid: problem.id,
      displayPid,
      cid,
      uid: submitter.uid,
      username: submitter.username,
      language: request.language,
      code: request.code,
      gid: problem.gid,
      tid: request.tid,
      ip: submitter.ip,
    });
    return { row, title: problem.title };
  });
  submissionPorts().notifyQueued();
  return toSubmission(row, title);
}
