// GET get-group-rank-list (reference §8 "group rank"): the group's members (levels 3–5) ranked by their
// submissions to the group's problems outside contests — solved, submissions and OI score counted as the site
// rank counts practice — in ACM or OI order; members without submissions rank with zeros. Real names are for
// group admins and the site root.
import { and, eq, gte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { GroupLevel, type GroupRankQuery, type GroupRankRow, type PageResult } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { userField } from '../accounts/index.ts';
import { practiceScope, practiceStats, rankOrdered } from '../submissions/index.ts';
import { openGroup } from './access.ts';
import { isGroupAdmin, type GroupCaller } from './membership.ts';
import { groupMembers } from './tables.ts';

const inGroup = (gid: number) => and(eq(groupMembers.gid, gid), gte(groupMembers.auth, GroupLevel.Member));

function members(db: Db, gid: number) {
  return db
    .select({
      uid: groupMembers.uid,
      username: userField(groupMembers.uid, 'username'),
      nickname: userField(groupMembers.uid, 'nickname'),
      realname: userField(groupMembers.uid, 'realname'),
      avatar: userField(groupMembers.uid, 'avatar'),
      titleName: userField(groupMembers.uid, 'titleName'),
      titleColor: userField(groupMembers.uid, 'titleColor'),
    })
    .from(groupMembers)
    .where(inGroup(gid));
}

const matches = (keyword: string, ...fields: (string | null)[]) => {
  const needle = keyword.toLowerCase();
  return fields.some((f) => f?.toLowerCase().includes(needle));
};

export async function groupRankList(db: Db, query: GroupRankQuery, caller: GroupCaller): Promise<PageResult<GroupRankRow>> {
  const { gid, currentPage, limit, type, searchUser } = query;
  const { member } = await openGroup(db, gid, caller);
  const memberSql = (uid: AnyColumn | SQL) => sql`${uid} in (select ${groupMembers.uid} from ${groupMembers} where ${inGroup(gid)})`;
  const [people, stats, admin] = await Promise.all([
    members(db, gid),
    practiceStats(db, memberSql, practiceScope(gid)),
    isGroupAdmin(db, gid, member),
  ]);
  const figures = new Map(stats.map((s) => [s.uid, s]));
  const rows = rankOrdered(
    people.map((p) => ({ ...p, username: p.username ?? '', ac: 0, total: 0, score: 0, ...figures.get(p.uid) })),
    type,
    true,
  );
  // A search keeps each member's place in the whole group; it matches the real name only for those who may see it.
  const found = searchUser ? rows.filter((r) => matches(searchUser, r.username, r.nickname, admin ? r.realname : null)) : rows;
  const start = (currentPage - 1) * limit;
  return {
    records: found.slice(start, start + limit).map((r) => ({ ...r, realname: admin ? r.realname : null, signature: null })),
    total: found.length,
  };
}
