// A group's problems on its admin pages (spec 002 §7 "Group problems"): the admin list, the form's read, create,
// update and delete, through the back office's problem services under the group's rights (problem-access.ts).
import type { AdminProblem, AdminProblemCase, GroupAdminProblem, PageResult, ProblemSavePayload, ProblemSaveResult } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { page } from '../../db/pagination.ts';
import { badRequest, notFound } from '../../plugins/app/errors.ts';
import type { Manager } from '../problems/index.ts';
import { saveProblem } from '../problems/index.ts';
import { adminProblemCases, deleteProblem, getAdminProblem } from '../problems/index.ts';
import { findProblem, groupProblemAdminPage } from '../problems/index.ts';
import { assertGroupAdmin, groupProblemRights } from './problem-access.ts';
import { saveWithinQuota } from './testdata-quota.ts';

/**
 * Group problems' display ids start with the group's short name (reference §4). The form edits the id without
 * it; an id that already starts with it keeps it once.
 */
export function groupDisplayId(shortName: string, sent: string): string {
  if (!sent) throw badRequest('Group_problem_display_id_required');
  const id = sent.toUpperCase();
  const prefix = shortName.toUpperCase();
  return id.startsWith(prefix) ? id : `${prefix}${id}`;
}

/** Every problem of the group, any auth, newest first; keyword over display id and title. */
export async function listGroupAdminProblems(
  db: Db,
  user: Manager,
  query: { gid: number; keyword?: string; currentPage: number; limit: number },
): Promise<PageResult<GroupAdminProblem>> {
  await assertGroupAdmin(db, query.gid, user);
  const { rows, total } = await groupProblemAdminPage(db, query);
  return page(
    rows.map((r) => ({ ...r, gmtModified: r.gmtModified.toISOString() })),
    total,
  );
}

/** The form's values, for the admins of the problem's own group. */
async function groupOfProblem(db: Db, pid: number): Promise<number> {
  const problem = await findProblem(db, pid);
  if (problem?.gid == null) throw notFound('Group_problem_not_found');
  return problem.gid;
}

export async function getGroupProblem(db: Db, user: Manager, pid: number): Promise<AdminProblem> {
  return getAdminProblem(db, user, pid, groupProblemRights(user, await groupOfProblem(db, pid)));
}

/** The problem form's cases of a group problem: its group's admins. */
export async function getGroupProblemCases(db: Db, dataDir: string, user: Manager, pid: number): Promise<AdminProblemCase[]> {
  return adminProblemCases(db, dataDir, user, pid, groupProblemRights(user, await groupOfProblem(db, pid)));
}

export async function saveGroupProblem(
  db: Db,
  dataDir: string,
  user: Manager,
  payload: ProblemSavePayload & { gid: number },
  mode: 'create' | 'update',
): Promise<ProblemSaveResult> {
  const group = await assertGroupAdmin(db, payload.gid, user);
  const displayId = groupDisplayId(group.shortName, payload.problem.problemId);
  return saveWithinQuota(db, dataDir, user, payload, mode, () =>
    saveProblem(db, dataDir, user, payload, mode, { rights: groupProblemRights(user, payload.gid), displayId }),
  );
}

export async function deleteGroupProblem(db: Db, user: Manager, gid: number, pid: number): Promise<void> {
  await deleteProblem(db, user, pid, groupProblemRights(user, gid));
}
