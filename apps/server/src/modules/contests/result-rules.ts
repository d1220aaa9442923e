// The contest's rules for showing results to a viewer (reference §5.6), for the submissions module's port and
// the contest submission list: admins see everything; others lose OI results after the seal while it holds.
import { ContestStatus, ContestType } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import type { ContestResultRules } from '../submissions/index.ts';
import { isContestAdmin, isSealed, readableContest, statusOf, type Caller, type ContestRow } from './access.ts';

export function resultRulesOf(contest: ContestRow, viewer: Caller, now = new Date()): ContestResultRules {
  return {
    admin: isContestAdmin(viewer, contest),
    oi: contest.type === ContestType.OI,
    running: statusOf(contest, now) === ContestStatus.Running,
    sealedFrom: isSealed(contest, now) ? contest.sealRankTime : null,
  };
}

/** The rules by contest id; a group contest through the group's rule (its root administers it). */
export async function contestResultRules(db: Db, cid: number, viewer: Caller): Promise<ContestResultRules> {
  const contest = await readableContest(db, cid, viewer);
  // Gone or not the viewer's to read: only the site root administers it.
  if (!contest) return { admin: isContestAdmin(viewer, { uid: null }), oi: false, running: false, sealedFrom: null };
  return resultRulesOf(contest, viewer);
}
