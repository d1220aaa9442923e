// The group's problems as its members see them (reference §8 "Group problem list"): its public (auth 1)
// problems in display-id order, each with tags, live counts and the member's status inside the group; and the
// focus-mode strip of the same problems.
import type { FullScreenProblem, GroupProblem, PageResult, Pagination } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { page } from '../../db/pagination.ts';
import { practiceScope, userStatuses } from '../submissions/index.ts';
import { countsOf, groupPublicProblemList, groupPublicProblemPage, NO_COUNTS, tagsByProblem } from '../problems/index.ts';
import { openGroup, type Member } from './access.ts';
import type { GroupCaller } from './membership.ts';

/** The member's status on each problem, from their non-contest submissions inside the group. */
async function statusesOf(db: Db, gid: number, member: Member, pids: number[]): Promise<Map<number, number>> {
  const statuses = await userStatuses(db, member.uid, pids, practiceScope(gid));
  return new Map([...statuses].map(([pid, s]) => [pid, s.status]));
}

export async function groupProblemList(
  db: Db,
  query: Pagination & { gid: number; keyword?: string },
  caller: GroupCaller,
): Promise<PageResult<GroupProblem>> {
  const { member } = await openGroup(db, query.gid, caller);
  const { rows, total: n } = await groupPublicProblemPage(db, query);
  const pids = rows.map((r) => r.pid);
  const [tagMap, counts, statuses] = await Promise.all([
    tagsByProblem(db, pids),
    countsOf(db, pids),
    statusesOf(db, query.gid, member, pids),
  ]);
  const records = rows.map((row) => ({
    ...row,
    tags: tagMap.get(row.pid) ?? [],
    ...(counts.get(row.pid) ?? NO_COUNTS),
    myStatus: statuses.get(row.pid)!,
  }));
  return page(records, n);
}

export async function groupFullScreenList(db: Db, gid: number, caller: GroupCaller): Promise<FullScreenProblem[]> {
  const { member } = await openGroup(db, gid, caller);
  const rows = await groupPublicProblemList(db, gid);
  const statuses = await statusesOf(
    db,
    gid,
    member,
    rows.map((r) => r.pid),
  );
  return rows.map(({ pid, problemId, title }) => ({ pid, problemId, title, myStatus: statuses.get(pid)! }));
}
