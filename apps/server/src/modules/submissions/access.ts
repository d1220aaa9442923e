// Who may see what of a submission (spec 000 §4 and §6, reference §12). A submission is readable with its
// problem (the problems module's rule); a contest submission to its author and the contest's admins (root and
// the contest's creator); a group submission to its author, the group's admins (level 4–5) and the site root.
import { or, type SQL } from 'drizzle-orm';
import { hasPermission, isAdminRole, isSuperAdmin, Permission, PROBLEM_BANKS } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { submissionPorts } from './ports.ts';
import { isGroupAdmin } from '../membership/index.ts';
import { bankCondition, mayViewBank, mayViewProblem } from '../problems/index.ts';

export interface Viewer {
  uid: string;
  role: number;
}

export interface ProblemAccessFacts {
  auth: number;
  gid: number | null;
  codeShare: boolean;
}

export interface SubmissionAccessFacts {
  uid: string;
  cid: number;
  gid: number | null;
  share: boolean;
  /** The creator of the submission's contest (contest submissions). */
  contestUid?: string | null;
  /** The viewer administers the submission's contest, when known (a group contest's root counts; see view.ts). */
  contestAdmin?: boolean;
  /** The viewer administers the submission's group (group submissions; see groupAdminFact). */
  groupAdmin?: boolean;
}

/** Whether the viewer administers the group of a group submission (false outside groups). */
export async function groupAdminFact(db: Db, viewer: Viewer | null, gid: number | null): Promise<boolean> {
  return gid !== null && isGroupAdmin(db, gid, viewer);
}

const isOwner = (viewer: Viewer | null, submission: { uid: string }) => viewer !== null && viewer.uid === submission.uid;
const isAdmin = (viewer: Viewer | null) => viewer !== null && isAdminRole(viewer.role);
const administersContest = (viewer: Viewer | null, submission: SubmissionAccessFacts) =>
  submission.contestAdmin ?? submissionPorts().isContestAdmin(viewer, { uid: submission.contestUid ?? null });

/** Root, admin and problem admin: the roles holding the problem_admin permission. */
export const isProblemAdmin = (viewer: Viewer | null) => viewer !== null && hasPermission(viewer.role, Permission.ProblemAdmin);

/** The problems module's rule: public problems for everyone, the hidden, contest-only and group banks by role. */
export const canSeeProblem = (viewer: Viewer | null, problem: { auth: number; gid: number | null }) =>
  mayViewProblem(viewer?.role ?? null, problem);

/** canSeeProblem as a condition on the problems table. */
export function visibleProblemCondition(viewer: Viewer | null): SQL {
  const banks = PROBLEM_BANKS.filter((bank) => mayViewBank(viewer?.role ?? null, bank));
  return or(bankCondition(undefined), ...banks.map(bankCondition))!;
}

const administersGroup = (viewer: Viewer | null, submission: SubmissionAccessFacts) =>
  (viewer !== null && isSuperAdmin(viewer.role)) || submission.groupAdmin === true;

/** The row itself (status, time, verdict): its author always; contest ones contest admins, group ones group admins; others with the problem. */
export function canViewSubmission(viewer: Viewer | null, submission: SubmissionAccessFacts, problem: ProblemAccessFacts): boolean {
  if (isOwner(viewer, submission)) return true;
  if (submission.cid !== 0) return administersContest(viewer, submission);
  if (submission.gid !== null) return administersGroup(viewer, submission);
  return canSeeProblem(viewer, problem);
}

/**
 * The code. Contest code: its author and the contest's admins, never shared. Group code: whoever sees the row
 * (its author, the group's admins, the site root). Other code: shared (where the problem allows sharing), its
 * author and the problem admins. The site switch hideNonContestSubmissionCode leaves non-contest code to the
 * problem admins alone (group code to the site root).
 */
export function canSeeCode(
  viewer: Viewer | null,
  submission: SubmissionAccessFacts,
  problem: ProblemAccessFacts,
  hideNonContestCode: boolean,
): boolean {
  if (!canViewSubmission(viewer, submission, problem)) return false;
  if (submission.cid !== 0) return isOwner(viewer, submission) || administersContest(viewer, submission);
  if (submission.gid !== null) return !hideNonContestCode || (viewer !== null && isSuperAdmin(viewer.role));
  if (isProblemAdmin(viewer)) return true;
  if (hideNonContestCode) return false;
  return isOwner(viewer, submission) || (submission.share && problem.codeShare);
}

/**
 * The admins of the submission's own context: a contest's admins (root, its creator) for contest submissions, the
 * group's admins and the site root for group submissions, the admin roles for the others.
 */
export function administersSubmission(viewer: Viewer | null, submission: SubmissionAccessFacts): boolean {
  if (submission.cid !== 0) return administersContest(viewer, submission);
  if (submission.gid !== null) return administersGroup(viewer, submission);
  return isAdmin(viewer);
}

/** Per-case results: everyone who may view the submission, unless the problem closed them to all but its context's admins. */
export function caseResultsOpen(viewer: Viewer | null, submission: SubmissionAccessFacts, problem: { openCaseResult: boolean }): boolean {
  return problem.openCaseResult || administersSubmission(viewer, submission);
}

/**
 * The cases' data: input, expected output and the program's output (which may echo its input). Outside contests
 * it goes with the code. Inside a contest only to the contest's admins, during the contest and after it: its
 * author would otherwise read every case with one program that prints what it reads.
 */
export function canSeeCaseData(viewer: Viewer | null, submission: SubmissionAccessFacts, codeVisible: boolean): boolean {
  return submission.cid !== 0 ? administersContest(viewer, submission) : codeVisible;
}

/** A case's message carries the program's stderr and the checker's words: inside contests for the contest's admins only. */
export function canSeeCaseMessage(viewer: Viewer | null, submission: SubmissionAccessFacts): boolean {
  return submission.cid === 0 || administersContest(viewer, submission);
}
