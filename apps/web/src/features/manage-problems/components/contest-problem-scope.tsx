// Around a contest's problem form (/manage/contest/:contestId/problem/...): the contest's scope for the form inside.
import { useMemo, type ReactNode } from 'react';
import { ProblemAdminScopeContext } from '@/lib/admin-scope/problem-admin-scope';
import { contestProblemScope } from '../api/contest-scope';

export function ContestProblemScope({ cid, children }: { cid: number; children: ReactNode }) {
  const scope = useMemo(() => contestProblemScope(cid), [cid]);
  return <ProblemAdminScopeContext value={scope}>{children}</ProblemAdminScopeContext>;
}
