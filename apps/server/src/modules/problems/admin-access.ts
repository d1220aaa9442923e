// Problem administration rights (reference §4 and §10): root and problem admins manage every problem and may
// publish (auth 1); admins (1001) manage only the problems they created and cannot publish. Tags and
// classifications are root and problem admin only.
import { isAdminRole, isSuperAdmin, Role } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { currentUser, sessionGuard } from '../../plugins/app/auth.ts';
import { forbidden } from '../../plugins/app/errors.ts';
import type { ResolvedSession } from '../accounts/index.ts';
import { ProblemAuth } from './visibility.ts';

export type Manager = Pick<ResolvedSession, 'uid' | 'username' | 'role'>;

/** Root and problem admins: every problem, publishing, tags. */
export const managesAllProblems = (user: Pick<Manager, 'role'>) => isSuperAdmin(user.role) || user.role === Role.ProblemAdmin;

export function mayManageProblem(user: Manager, problem: { uid: string | null }): boolean {
  return managesAllProblems(user) || (isAdminRole(user.role) && problem.uid === user.uid);
}

export function assertManagesProblem(user: Manager, problem: { uid: string | null }): void {
  if (!mayManageProblem(user, problem)) throw forbidden('Admin_problem_not_yours');
}

/** Making a problem public (auth 1) needs root or problem admin; keeping an already public one public does not. */
export function assertMaySetAuth(user: Manager, auth: number, currentAuth: number | null): void {
  if (auth === ProblemAuth.Public && currentAuth !== ProblemAuth.Public && !managesAllProblems(user))
    throw forbidden('Admin_problem_publish_forbidden');
}

type StoredProblem = { uid: string | null; gid: number | null };

/**
 * Whose rules a problem is administered under: the back office's (by role, here) or a group's admin pages
 * (groups/problem-access.ts). Each check throws 403/404; `gid` is pinned on the problems created.
 */
export interface ProblemRights {
  assertReadable(db: Db, problem: StoredProblem): Promise<void>;
  assertEditable(db: Db, problem: StoredProblem): Promise<void>;
  assertMaySetAuth(auth: number, currentAuth: number | null): void;
  gid: number | null;
}

export const siteRights = (user: Manager): ProblemRights => ({
  assertReadable: async (_db, problem) => assertManagesProblem(user, problem),
  assertEditable: async (_db, problem) => assertManagesProblem(user, problem),
  assertMaySetAuth: (auth, currentAuth) => assertMaySetAuth(user, auth, currentAuth),
  gid: null,
});

/** Test data download: root, problem admins and the problem's author. */
export function mayDownloadTestcases(user: Manager, problem: { uid: string | null }): boolean {
  return managesAllProblems(user) || problem.uid === user.uid;
}

export const requireTagManager = sessionGuard((request) => {
  if (!managesAllProblems(currentUser(request))) throw forbidden('Admin_tag_manager_only');
});
