// The problem page inside a training: its submissions carry the training's id and, for a group problem, its group.
import { ProblemView } from '@/lib/problem-view';
import { useTrainingProblemDetail } from '../api/get-training-problem-detail';
import { useRefreshTraining } from '../hooks/use-refresh-training';
import { useTrainingScope } from '@/lib/training-scope';

export function TrainingProblemDetail({ tid, problemId }: { tid: number; problemId: string }) {
  const { gid } = useTrainingScope();
  const refresh = useRefreshTraining(tid);
  const query = useTrainingProblemDetail(problemId, gid);
  const problemGid = query.data?.problem.gid ?? undefined;
  return <ProblemView query={query} submitContext={{ tid, gid: problemGid }} onJudged={refresh} fillParent />;
}
