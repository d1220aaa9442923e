// The membership module's public entry: what a caller is in a group (member = level 3–5, group admin = 4–5,
// group root = 5; the site root counts as all three everywhere), for the modules below groups (problems,
// judge, submissions, trainings). The groups module owns the members and provides the lookups when it loads
// (groups/index.ts), so those modules never import it.
import type { AnyColumn, SQL } from 'drizzle-orm';
import { GroupLevel, isSuperAdmin, type GroupLevelCode } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { portsOf, providePorts } from '../../ports.ts';

/** A logged-in caller; null for visitors. */
export type GroupCaller = { uid: string; role: number } | null;

export interface GroupLookups {
  /** The caller's stored level in the group, or null. */
  groupLevel(db: Db | Tx, gid: number, uid: string): Promise<GroupLevelCode | null>;
  /** For a statement: the user (a uid, or an expression naming one) holds at least `level` in the group the `gid` column names. */
  levelAtLeastSql(gid: AnyColumn | SQL, uid: string | SQL, level: number): SQL;
  /** The group if the caller is one of its admins (404 unknown or hidden group, 403 otherwise). */
  assertGroupAdmin(db: Db, gid: number, caller: GroupCaller): Promise<unknown>;
}

// The holder of the lookups (see ../../ports.ts for why a function).
function holder() {}

export function provideGroupLookups(lookups: GroupLookups): void {
  providePorts(holder, lookups);
}

function lookups(): GroupLookups {
  return portsOf<GroupLookups>(holder, 'membership');
}

export const groupLevel = (db: Db | Tx, gid: number, uid: string) => lookups().groupLevel(db, gid, uid);
export const levelAtLeastSql = (gid: AnyColumn | SQL, uid: string | SQL, level: number): SQL => lookups().levelAtLeastSql(gid, uid, level);
export const assertGroupAdmin = (db: Db, gid: number, caller: GroupCaller) => lookups().assertGroupAdmin(db, gid, caller);

async function atLeast(db: Db | Tx, gid: number, caller: GroupCaller, level: GroupLevelCode): Promise<boolean> {
  if (caller === null) return false;
  if (isSuperAdmin(caller.role)) return true;
  return ((await groupLevel(db, gid, caller.uid)) ?? 0) >= level;
}

export const isGroupMember = (db: Db | Tx, gid: number, caller: GroupCaller) => atLeast(db, gid, caller, GroupLevel.Member);
export const isGroupAdmin = (db: Db | Tx, gid: number, caller: GroupCaller) => atLeast(db, gid, caller, GroupLevel.Admin);
export const isGroupRoot = (db: Db | Tx, gid: number, caller: GroupCaller) => atLeast(db, gid, caller, GroupLevel.Root);
