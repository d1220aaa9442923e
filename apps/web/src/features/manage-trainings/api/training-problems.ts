// Training admin API: a training's problems (queryExisted=true, with rank) or the public problems it lacks (the
// picker), and adding, re-ranking and removing them.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminTrainingProblem, PageResult } from '@verdict/shared';
import { api } from '@/lib/api-client';
import { trainingKeys } from '@/features/trainings/api/query-keys';
import { manageTrainingKeys } from './query-keys';

export interface TrainingProblemListParams {
  keyword: string;
  currentPage: number;
  limit: number;
  /** true: the training's problems; false: public problems not in it yet. */
  queryExisted: boolean;
}

export const getTrainingProblemList = (tid: number, params: TrainingProblemListParams): Promise<PageResult<AdminTrainingProblem>> =>
  api.get<PageResult<AdminTrainingProblem>>('/admin/training/get-problem-list', { tid, ...params }, { silent: true });

export const useAdminTrainingProblems = (tid: number, params: TrainingProblemListParams, enabled = true) =>
  useQuery({
    queryKey: [...manageTrainingKeys.problems(tid), params],
    queryFn: () => getTrainingProblemList(tid, params),
    placeholderData: keepPreviousData,
    enabled,
  });

export const addProblemFromPublic = (body: { tid: number; pid: number }): Promise<null> => api.post<null>('/admin/training/add-problem-from-public', body);
export const updateProblemRank = (body: { tid: number; pid: number; rank: number }): Promise<null> => api.put<null>('/admin/training/problem', body);
export const removeTrainingProblem = ({ tid, pid }: { tid: number; pid: number }): Promise<null> =>
  api.delete<null>('/admin/training/problem', { tid, pid });

const useProblemMutation = <V extends { tid: number }>(mutationFn: (variables: V) => Promise<null>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: (_data, _error, { tid }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: manageTrainingKeys.problems(tid) }),
        queryClient.invalidateQueries({ queryKey: manageTrainingKeys.list }),
        queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
      ]),
  });
};

export const useAddTrainingProblem = () => useProblemMutation(addProblemFromPublic);
export const useUpdateProblemRank = () => useProblemMutation(updateProblemRank);
export const useRemoveTrainingProblem = () => useProblemMutation(removeTrainingProblem);
