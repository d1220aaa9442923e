// Training admin API: a training's problems (queryExisted=true, with rank) or the problems it may still take (the
// picker), and adding, re-ranking and removing them, through the scope's calls.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { manageTrainingKeys } from '@/lib/query-keys';
import { useTrainingAdminScope } from '../hooks/use-training-admin-scope';
import type { TrainingProblemListParams } from '@/lib/admin-scope/training-admin-scope';
import { useTrainingAdminMutation } from './use-training-admin-mutation';

export type { TrainingProblemListParams };

export const useAdminTrainingProblems = (tid: number, params: TrainingProblemListParams, enabled = true) => {
  const { backend } = useTrainingAdminScope();
  return useQuery({
    queryKey: manageTrainingKeys.problemPage(tid, params),
    queryFn: () => backend.problems(tid, params),
    placeholderData: keepPreviousData,
    enabled,
  });
};

type ProblemKey = { tid: number; pid: number };

export const useAddTrainingProblem = () => useTrainingAdminMutation((backend, body: ProblemKey) => backend.addProblem(body));
export const useUpdateProblemRank = () =>
  useTrainingAdminMutation((backend, body: ProblemKey & { rank: number }) => backend.updateRank(body));
export const useRemoveTrainingProblem = () => useTrainingAdminMutation((backend, body: ProblemKey) => backend.removeProblem(body));
