// The pages that show a problem inside a contest, a group or a training compose two features: theirs, and the
// problems feature's page body, handed over through lib/problem-view's slot.
import type { ReactNode } from 'react';
import { ProblemViewContext } from '@/lib/problem-view';
import { ProblemDetailView } from '@/features/problems/components/detail/problem-detail';

export function WithProblemView({ children }: { children: ReactNode }) {
  return <ProblemViewContext value={ProblemDetailView}>{children}</ProblemViewContext>;
}
