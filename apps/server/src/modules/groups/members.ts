// get-group-member-list (levels 3–5, for members) and get-group-apply-list (levels 1–2, for group admins):
// paged, highest level first then by join time; keyword on the username; real names for group admins only.
import { and, asc, count, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import { GroupLevel, type GroupMember, type PageResult, type Pagination } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { containing } from '../../db/like-pattern.ts';
import { offsetOf, page } from '../../db/pagination.ts';
import { forbidden } from '../../plugins/app/errors.ts';
import { knownUserField, userField } from '../accounts/index.ts';
import { openGroup, visibleGroup } from './access.ts';
import { isGroupAdmin, type GroupCaller } from './membership.ts';
import { groupMembers } from './tables.ts';

type MemberQuery = Pagination & { gid: number; keyword?: string };

async function memberPage(db: Db, query: MemberQuery, levels: SQL, showRealname: boolean): Promise<PageResult<GroupMember>> {
  const username = knownUserField(groupMembers.uid, 'username');
  const where = and(eq(groupMembers.gid, query.gid), levels, query.keyword ? ilike(username, containing(query.keyword)) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        member: groupMembers,
        username,
        realname: userField(groupMembers.uid, 'realname'),
        avatar: userField(groupMembers.uid, 'avatar'),
      })
      .from(groupMembers)
      .where(where)
      .orderBy(desc(groupMembers.auth), asc(groupMembers.gmtCreate), asc(username))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(groupMembers).where(where),
  ]);
  const records = rows.map(({ member: m, username, realname, avatar }) => ({
    uid: m.uid,
    username,
    realname: showRealname ? realname : null,
    avatar,
    auth: m.auth,
    reason: m.reason,
    gmtCreate: m.gmtCreate.toISOString(),
    gmtModified: m.gmtModified.toISOString(),
  }));
  return page(records, n);
}

export async function groupMemberList(db: Db, query: MemberQuery, caller: GroupCaller): Promise<PageResult<GroupMember>> {
  const { member } = await openGroup(db, query.gid, caller);
  return memberPage(db, query, gte(groupMembers.auth, GroupLevel.Member), await isGroupAdmin(db, query.gid, member));
}

export async function groupApplyList(db: Db, query: MemberQuery, caller: NonNullable<GroupCaller>): Promise<PageResult<GroupMember>> {
  await visibleGroup(db, query.gid, caller);
  if (!(await isGroupAdmin(db, query.gid, caller))) throw forbidden('Group_admin_only');
  return memberPage(db, query, lte(groupMembers.auth, GroupLevel.Refused), true);
}
