// Who is what in a group (reference §8): member = level 3–5, group admin = 4–5, group root = 5; the site root
// (role 1000) counts as all three everywhere. Other modules ask these questions through this file.
import { and, eq } from 'drizzle-orm';
import { GroupLevel, isSuperAdmin, type GroupLevelCode } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { groupMembers } from './tables.ts';

/** A logged-in caller; null for visitors. */
export type GroupCaller = { uid: string; role: number } | null;

/** The caller's stored level in the group, or null. */
export async function groupLevel(db: Db | Tx, gid: number, uid: string): Promise<GroupLevelCode | null> {
  const [row] = await db
    .select({ auth: groupMembers.auth })
    .from(groupMembers)
    .where(and(eq(groupMembers.gid, gid), eq(groupMembers.uid, uid)));
  return row?.auth ?? null;
}

async function atLeast(db: Db | Tx, gid: number, caller: GroupCaller, level: GroupLevelCode): Promise<boolean> {
  if (caller === null) return false;
  if (isSuperAdmin(caller.role)) return true;
  return ((await groupLevel(db, gid, caller.uid)) ?? 0) >= level;
}

export const isGroupMember = (db: Db | Tx, gid: number, caller: GroupCaller) => atLeast(db, gid, caller, GroupLevel.Member);
export const isGroupAdmin = (db: Db | Tx, gid: number, caller: GroupCaller) => atLeast(db, gid, caller, GroupLevel.Admin);
export const isGroupRoot = (db: Db | Tx, gid: number, caller: GroupCaller) => atLeast(db, gid, caller, GroupLevel.Root);
