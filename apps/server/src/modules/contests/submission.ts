// Submitting inside a contest (reference §1.1 "Contest"): the submissions module calls this before judging the
// problem under the contest's display id. Ended without allowEndSubmit: closed for everyone. Contest admins
// may submit before the start and without registering; others need a running (or reopened) contest and, when
// it is private or protected, a registration, and a username the contest's account rule allows.
import { ContestAuth, ContestStatus } from '@verdict/shared';
import type { Tx } from '../../db/client.ts';
import { forbidden, notFound } from '../../plugins/app/errors.ts';
import { assertAccountAllowed, isContestAdmin, isRegistered, statusOf, visibleContest, type Member } from './access.ts';
import { linkByDisplayId } from './problems.ts';

export interface ContestTarget {
  cid: number;
  pid: number;
  displayId: string;
  /** The submitter administers the contest. */
  admin: boolean;
}

export async function checkContestSubmission(
  tx: Tx,
  cid: number,
  displayId: string,
  caller: Member & { username: string },
): Promise<ContestTarget> {
  const contest = await visibleContest(tx, cid, caller, 'Submission_contest_not_found');
  const status = statusOf(contest);
  if (status === ContestStatus.Ended && !contest.allowEndSubmit) throw forbidden('Contest_has_ended');
  const admin = isContestAdmin(caller, contest);
  if (!admin) {
    if (status === ContestStatus.Scheduled) throw forbidden('Contest_not_started');
    if (contest.auth !== ContestAuth.Public && !(await isRegistered(tx, cid, caller.uid))) throw forbidden('Contest_submit_not_registered');
    assertAccountAllowed(contest, caller);
  }
  const link = await linkByDisplayId(tx, cid, displayId);
  if (!link) throw notFound('Submission_contest_problem_not_found');
  return { cid, pid: link.pid, displayId: link.displayId, admin };
}
