// Group administration rights over problems (reference §8, spec 002 §6): the group's admins (level 4–5, the site
// root too) create and read its problems; editing and deleting one takes its creator, the group's root (level 5)
// or the site root. A problem of another group, or of none, is never administered from this group.
import { isSuperAdmin } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../plugins/app/errors.ts';
import type { Manager, ProblemRights } from '../problems/index.ts';
import { visibleGroup, type GroupRow } from './access.ts';
import { isGroupAdmin, isGroupRoot, type GroupCaller } from './membership.ts';

/** The group if the caller is one of its admins (404 unknown or hidden group, 403 otherwise). */
export async function assertGroupAdmin(db: Db, gid: number, caller: GroupCaller): Promise<GroupRow> {
  const group = await visibleGroup(db, gid, caller);
  if (!(await isGroupAdmin(db, gid, caller))) throw forbidden('Group_admin_only');
  return group;
}

/** The creator, the group's root or the site root: those who edit and delete what the group's admins create. */
export async function mayEditGroupItem(db: Db, gid: number, caller: NonNullable<GroupCaller>, creator: string | null): Promise<boolean> {
  return isSuperAdmin(caller.role) || creator === caller.uid || isGroupRoot(db, gid, caller);
}

/** A problem administered from group `gid`: 404 for a site problem, 403 for another group's. */
function assertOfGroup(gid: number, problem: { gid: number | null }): void {
  if (problem.gid === null) throw notFound('Group_problem_not_found');
  if (problem.gid !== gid) throw forbidden('Group_problem_other_group');
}

/**
 * The rights of group `gid`'s admin pages. The group and the caller's admin level are checked again for every
 * problem, so a call naming no group (the admin read by pid) is judged by the problem's own group.
 */
export function groupProblemRights(user: Manager, gid: number): ProblemRights {
  return {
    gid,
    assertReadable: async (db, problem) => {
      assertOfGroup(gid, problem);
      await assertGroupAdmin(db, gid, user);
    },
    assertEditable: async (db, problem) => {
      assertOfGroup(gid, problem);
      await assertGroupAdmin(db, gid, user);
      if (!(await mayEditGroupItem(db, gid, user, problem.uid))) throw forbidden('Group_problem_edit_forbidden');
    },
    // Within the group, auth 1 (public to its members), 2 (private) and 3 (contest) are all the admins' choice.
    assertMaySetAuth: () => {},
  };
}
