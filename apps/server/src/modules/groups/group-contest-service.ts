// A group's contests (spec 002 §2.5, reference §8): its members list the visible ones (its admins every one), its
// admins (level 4–5) create them and open the admin list; changing one takes its creator, the group's root or the
// site root, which the contests module checks (a group contest's admins, contests/access.ts).
import type { AdminContest, ContestListItem, PageResult, Pagination } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app/errors.ts';
import type { ResolvedSession } from '../accounts/index.ts';
import { contestFacts, isContestAdmin, listGroupAdminContests, listGroupContests } from '../contests/index.ts';
import { openGroup } from './access.ts';
import { isGroupAdmin, isGroupRoot, type GroupCaller } from './membership.ts';
import { assertGroupAdmin } from './problem-access.ts';

type GroupPage = Pagination & { gid: number; keyword?: string };

export async function groupContestList(db: Db, caller: ResolvedSession, query: GroupPage): Promise<PageResult<ContestListItem>> {
  await openGroup(db, query.gid, caller, 'Group_contest_members_only');
  return listGroupContests(db, query.gid, query, await isGroupAdmin(db, query.gid, caller));
}

export async function groupAdminContestList(db: Db, caller: ResolvedSession, query: GroupPage): Promise<PageResult<AdminContest>> {
  await assertGroupAdmin(db, query.gid, caller);
  const groupRoot = await isGroupRoot(db, query.gid, caller);
  return listGroupAdminContests(db, query.gid, query, (r) => groupRoot || isContestAdmin(caller, r.contest));
}

/**
 * The admin calls naming a contest go through the group's admin pages only for a contest of a group the caller
 * administers (404 for a site contest or, when `gid` is given, another group's; 403 for a plain member).
 */
export async function assertGroupContestAdmin(db: Db, caller: NonNullable<GroupCaller>, cid: number, gid?: number): Promise<void> {
  const contest = await contestFacts(db, cid);
  if (!contest || contest.gid === null || (gid !== undefined && contest.gid !== gid)) throw notFound('Contest_not_found');
  await assertGroupAdmin(db, contest.gid, caller);
}
