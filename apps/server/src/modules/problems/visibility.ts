// Who sees which problem (reference §4, spec 000 §6): public problems for everyone; the hidden and contest-only
// banks by role; a group's problems by membership of that group (the site root sees all). The bank filter of
// the list shows the group bank to the admin roles.
import { and, eq, isNotNull, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { qualified } from '../../db/field-of.ts';
import { GroupLevel, isAdminRole, isSuperAdmin, ProblemAuth, Role, type ProblemBank } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { groupLevel, type GroupCaller } from '../membership/index.ts';
import { problems } from './tables.ts';

/** Defined in packages/shared (the web app uses the same numbers); re-exported for this module's callers. */
export { ProblemAuth };

/** The caller's role, null for visitors. */
export type Viewer = number | null;

/**
 * The list's bank filter (spec 000 §6): Conceal (hidden) root only; Contest (contest-only) root and problem
 * admins; Group admin roles. Opening a group problem is a matter of membership (mayOpenGroupProblem).
 */
export function mayViewBank(role: Viewer, bank: ProblemBank): boolean {
  if (role === null) return false;
  switch (bank) {
    case 'Conceal':
      return isSuperAdmin(role);
    case 'Contest':
      return isSuperAdmin(role) || role === Role.ProblemAdmin;
    case 'Group':
      return isAdminRole(role);
  }
}

export const isGroupProblem = (p: { auth: number; gid: number | null }) => p.auth === ProblemAuth.Group || p.gid !== null;

/** The bank a problem belongs to; null for public problems. */
function bankOf(p: { auth: number; gid: number | null }): ProblemBank | null {
  if (isGroupProblem(p)) return 'Group';
  if (p.auth === ProblemAuth.Hidden) return 'Conceal';
  if (p.auth === ProblemAuth.ContestOnly) return 'Contest';
  return null;
}

/** auth as a literal, not a parameter: a prepared statement's generic plan can then use problems_public_list_idx. */
const authIs = (auth: number) => sql`${problems.auth} = ${sql.raw(String(auth))}`;

/** The rows of a bank, or the public list (auth 1, no group) without one. */
export function bankCondition(bank: ProblemBank | undefined): SQL {
  switch (bank) {
    case undefined:
      return and(authIs(ProblemAuth.Public), isNull(problems.gid))!;
    case 'Conceal':
      return and(authIs(ProblemAuth.Hidden), isNull(problems.gid))!;
    case 'Contest':
      return and(authIs(ProblemAuth.ContestOnly), isNull(problems.gid))!;
    case 'Group':
      return or(authIs(ProblemAuth.Group), isNotNull(problems.gid))!;
  }
}

/**
 * The rule by role alone; a gid passed along must be the problem's own. Group problems: the admin roles (the
 * online test still asks this; the problem pages and submissions ask mayOpenProblem).
 */
export function mayViewProblem(role: Viewer, problem: { auth: number; gid: number | null }, gid?: number): boolean {
  if (gid !== undefined && problem.gid !== gid) return false;
  const bank = bankOf(problem);
  return bank === null || mayViewBank(role, bank);
}

/**
 * A group problem opens to the site root, to the members (level 3–5) of its group when public inside it (auth 1
 * or 4), and to its group admins (level 4–5) whatever its auth.
 */
export async function mayOpenGroupProblem(
  db: Db | Tx,
  caller: GroupCaller,
  problem: { auth: number; gid: number | null },
): Promise<boolean> {
  if (caller === null) return false;
  if (isSuperAdmin(caller.role)) return true;
  if (problem.gid === null) return false;
  const open = problem.auth === ProblemAuth.Public || problem.auth === ProblemAuth.Group;
  return ((await groupLevel(db, problem.gid, caller.uid)) ?? 0) >= (open ? GroupLevel.Member : GroupLevel.Admin);
}

/** Whether the caller may open the problem: group problems by membership, the others by role. */
export async function mayOpenProblem(db: Db | Tx, caller: GroupCaller, problem: { auth: number; gid: number | null }): Promise<boolean> {
  return isGroupProblem(problem) ? mayOpenGroupProblem(db, caller, problem) : mayViewProblem(caller?.role ?? null, problem);
}

/**
 * The problems a training takes (reference §7, §8): public ones (auth 1, no group), plus, for a group training,
 * its group's public ones. `gid` is the training's group: a value, or (for a statement over trainings) its column.
 */
export function trainingBankCondition(gid: number | null | AnyColumn): SQL {
  if (gid === null) return bankCondition(undefined);
  if (typeof gid === 'number') return and(eq(problems.auth, ProblemAuth.Public), or(isNull(problems.gid), eq(problems.gid, gid)))!;
  return sql`${problems.auth} = ${ProblemAuth.Public} and (${problems.gid} is null or ${problems.gid} = ${qualified(gid)})`;
}

/** The problem belongs to a group (a condition over the problems table, for problemMeets). */
export const groupProblemCondition = (): SQL => isNotNull(problems.gid);
