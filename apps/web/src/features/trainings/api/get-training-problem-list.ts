// Trainings API: GET /api/get-training-problem-list?tid= — the training's problems in order, with the caller's status.
import { useQuery } from '@tanstack/react-query';
import type { TrainingProblem } from '@verdict/shared';
import { trainingKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getTrainingProblems = (tid: number): Promise<TrainingProblem[]> =>
  api.get<TrainingProblem[]>('/get-training-problem-list', { tid }, { silent: true });

export const useTrainingProblems = (tid: number, uid: string | null) =>
  useQuery({ queryKey: trainingKeys.problems(tid, uid), queryFn: () => getTrainingProblems(tid), retry: false });
