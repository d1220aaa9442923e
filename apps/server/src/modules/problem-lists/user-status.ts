// get-user-problem-status: the caller's status and score on each problem of a list page, for the public and
// group lists and for a contest's list (sealed while an OI contest runs, post-end submissions on request).
import type { SQL } from 'drizzle-orm';
import { isSuperAdmin, JudgeStatus, type UserProblemStatusMap, type UserProblemStatusRequest } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../plugins/app/errors.ts';
import type { ResolvedSession } from '../accounts/index.ts';
import { contestFacts } from '../contests/index.ts';
import { contestScope, practiceScope, userStatuses, type UserStatus } from '../submissions/index.ts';

const OI_CONTEST = 1;

async function contestStatusScope(
  db: Db,
  caller: ResolvedSession,
  request: UserProblemStatusRequest,
): Promise<{ scope: SQL; sealed: boolean }> {
  if (!request.cid) throw badRequest('Problem_status_cid_required');
  const contest = await contestFacts(db, request.cid);
  if (!contest) throw notFound('Problem_contest_not_found');
  const scope = contestScope(request.cid, request.containsEnd ? null : contest.endTime, true);
  // The contest has no real-time OI rank setting yet: a running OI contest hides results from all but its admins.
  const contestAdmin = isSuperAdmin(caller.role) || contest.uid === caller.uid;
  const sealed = contest.type === OI_CONTEST && new Date() < contest.endTime && !contestAdmin;
  return { scope, sealed };
}

const SEALED: UserStatus = { status: JudgeStatus.SubmittedUnknownResult, score: null };

export async function userProblemStatus(db: Db, caller: ResolvedSession, request: UserProblemStatusRequest): Promise<UserProblemStatusMap> {
  const pids = [...new Set(request.pidList)];
  const { scope, sealed } = request.isContestProblemList
    ? await contestStatusScope(db, caller, request)
    : { scope: practiceScope(request.gid ? request.gid : undefined), sealed: false };
  const statuses = await userStatuses(db, caller.uid, pids, scope);
  const seal = (s: UserStatus) => (sealed && s.status !== JudgeStatus.NotSubmitted ? SEALED : s);
  return Object.fromEntries([...statuses].map(([pid, s]) => [String(pid), seal(s)]));
}
