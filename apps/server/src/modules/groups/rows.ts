// The group as get-group-list and get-group-detail answer it: with its member count (levels 3–5), and its
// invitation code only for its root (level 5) and the site root.
import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import { GroupLevel, type Group, type GroupLevelCode } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import type { GroupRow } from './access.ts';
import { groupMembers, groups } from './tables.ts';

const memberCount = sql<number>`(select count(*)::int from ${groupMembers} where ${groupMembers.gid} = ${groups.id} and ${groupMembers.auth} >= ${GroupLevel.Member})`;

/** Groups with their member count where `condition` (order and paging are the caller's). */
export function selectGroups(db: Db, condition: SQL | undefined) {
  return db.select({ group: groups, memberCount }).from(groups).where(condition).$dynamic();
}

/** Groups where the user holds at least `level`, as a subquery of ids. */
export const groupsWithLevel = (uid: string, level: GroupLevelCode) =>
  sql`${groups.id} in (select ${groupMembers.gid} from ${groupMembers} where ${and(eq(groupMembers.uid, uid), gte(groupMembers.auth, level))})`;

export function toGroup(record: { group: GroupRow; memberCount: number }, showCode: boolean): Group {
  const g = record.group;
  return {
    id: g.id,
    name: g.name,
    shortName: g.shortName,
    brief: g.brief,
    description: g.description,
    owner: g.owner,
    uid: g.uid,
    auth: g.auth,
    code: showCode ? g.code : null,
    visible: g.visible,
    avatar: g.avatar,
    memberCount: record.memberCount,
    gmtCreate: g.gmtCreate.toISOString(),
  };
}
