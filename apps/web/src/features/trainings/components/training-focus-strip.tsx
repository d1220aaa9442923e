// The focus-mode strip of a training: its problems in order with the caller's status.
import { useSession } from '@/lib/session';
import { ProblemStrip } from '@/features/focus-mode/components/problem-strip';
import { useFullScreenProblems } from '../api/get-full-screen-problem-list';
import { trainingFocusPath } from '../lib/paths';

export function TrainingFocusStrip({ tid, problemId }: { tid: number; problemId: string }) {
  const { user } = useSession();
  const query = useFullScreenProblems(tid, user?.uid ?? null);
  if (!query.data) return null;
  return <ProblemStrip problems={query.data} current={problemId} linkTo={(problem) => trainingFocusPath(tid, problem.problemId)} />;
}
