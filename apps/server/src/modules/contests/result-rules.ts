// The contest's rules for showing results to a viewer (reference §5.6), for the submissions module's port and
// the contest submission list: admins see everything; others lose OI results after the seal while it holds.
import { ContestStatus, ContestType } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import type { ContestResultRules } from '../submissions/index.ts';
import { isContestAdmin, isSealed, statusOf, type Caller, type ContestRow } from './access.ts';
import { contests } from './tables.ts';
import { eq } from 'drizzle-orm';

export function resultRulesOf(contest: ContestRow, viewer: Caller, now = new Date()): ContestResultRules {
  return {
    admin: isContestAdmin(viewer, contest),
    oi: contest.type === ContestType.OI,
    running: statusOf(contest, now) === ContestStatus.Running,
    sealedFrom: isSealed(contest, now) ? contest.sealRankTime : null,
  };
}

export async function contestResultRules(db: Db, cid: number, viewer: Caller): Promise<ContestResultRules> {
  const [contest] = await db.select().from(contests).where(eq(contests.id, cid));
  if (!contest) return { admin: false, oi: false, running: false, sealedFrom: null };
  return resultRulesOf(contest, viewer);
}
