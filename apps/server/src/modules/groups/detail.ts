// get-group-detail, get-group-access and get-group-auth.
import { eq } from 'drizzle-orm';
import { isSuperAdmin, type Group, type GroupAccess, type GroupAuthAnswer } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { visibleGroup, type GroupRow } from './access.ts';
import { groupLevel, isGroupAdmin, isGroupMember, isGroupRoot, type GroupCaller } from './membership.ts';
import { selectGroups, toGroup } from './rows.ts';
import { groups } from './tables.ts';

/** The invitation code is for the group's root (its owner, the only level 5) and the site root. */
export const seesCode = (caller: GroupCaller, group: Pick<GroupRow, 'uid'>) =>
  caller !== null && (isSuperAdmin(caller.role) || caller.uid === group.uid);

export async function groupDetail(db: Db, gid: number, caller: GroupCaller): Promise<Group> {
  const group = await visibleGroup(db, gid, caller);
  const [record] = await selectGroups(db, eq(groups.id, group.id));
  return toGroup(record, seesCode(caller, group));
}

export async function groupAccess(db: Db, gid: number, caller: GroupCaller): Promise<GroupAccess> {
  await visibleGroup(db, gid, caller);
  const [access, admin, root] = await Promise.all([
    isGroupMember(db, gid, caller),
    isGroupAdmin(db, gid, caller),
    isGroupRoot(db, gid, caller),
  ]);
  return { access, isGroupAdmin: admin, isGroupRoot: root };
}

/** The caller's stored level: applying and refused included, the site root's own (usually none). */
export async function groupAuth(db: Db, gid: number, caller: GroupCaller): Promise<GroupAuthAnswer> {
  await visibleGroup(db, gid, caller);
  return { auth: caller === null ? null : await groupLevel(db, gid, caller.uid) };
}
