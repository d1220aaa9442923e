// Around a group's problem form: the back office's form saves through /api/group/problem with the group's id,
// uploads cases for the group and goes back to the group's problems.
import '@/locales/need/more';
import { useMemo, type ReactNode } from 'react';
import { ProblemAdminScopeContext, type ProblemAdminScope } from '@/lib/admin-scope/problem-admin-scope';
import { groupProblemBackend } from '../api/group-problem-backend';
import { groupProblemListPath } from '@/lib/paths/manage-group';

export function GroupProblemAdminScope({ gid, children }: { gid: number; children: ReactNode }) {
  const scope = useMemo<ProblemAdminScope>(
    () => ({
      key: `group-${gid}`,
      gid,
      backend: groupProblemBackend(gid),
      listPath: groupProblemListPath(gid),
      displayIdHelp: 'manageGroup:problem.displayIdHelp',
    }),
    [gid],
  );
  return <ProblemAdminScopeContext value={scope}>{children}</ProblemAdminScopeContext>;
}
