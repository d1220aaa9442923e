// The focus-mode strip of a training: its problems in order with the caller's status.
import { useSession } from '@/lib/session';
import { ProblemStrip } from '@/components/focus-mode/problem-strip';
import { useFullScreenProblems } from '../api/get-full-screen-problem-list';
import { useTrainingScope } from '@/lib/training-scope';

export function TrainingFocusStrip({ tid, problemId }: { tid: number; problemId: string }) {
  const { user } = useSession();
  const scope = useTrainingScope();
  const query = useFullScreenProblems(tid, user?.uid ?? null);
  if (!query.data) return null;
  return <ProblemStrip problems={query.data} current={problemId} linkTo={(problem) => scope.focusPath(tid, problem.problemId)} />;
}
