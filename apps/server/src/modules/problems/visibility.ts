// Who sees which problem (reference §4, spec 000 §6): public problems for everyone; the hidden, contest-only and
// group banks by role. The problem pages and the bank filter of the list follow the same rule.
import { and, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { isAdminRole, isSuperAdmin, Role, type ProblemBank } from '@verdict/shared';
import { problems } from './tables.ts';

export const ProblemAuth = { Public: 1, Hidden: 2, ContestOnly: 3, Group: 4 } as const;

/** The caller's role, null for visitors. */
export type Viewer = number | null;

/**
 * Conceal (hidden): root only. Contest (contest-only): root and problem admins. Group: admin roles.
 * Groups do not exist yet, so group problems are visible to admin roles only; once the groups issue lands,
 * members of the problem's group who pass its gid see them too.
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

const isGroupProblem = (p: { auth: number; gid: number | null }) => p.auth === ProblemAuth.Group || p.gid !== null;

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

/** Whether the caller may open the problem; a gid passed along must be the problem's own. */
export function mayViewProblem(role: Viewer, problem: { auth: number; gid: number | null }, gid?: number): boolean {
  if (gid !== undefined && problem.gid !== gid) return false;
  const bank = bankOf(problem);
  return bank === null || mayViewBank(role, bank);
}
