// Trainings API: GET /api/get-full-screen-problem-list?tid= — the focus-mode strip's problems in training order.
import { useQuery } from '@tanstack/react-query';
import type { FullScreenProblem } from '@verdict/shared';
import { trainingKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getFullScreenProblems = (tid: number): Promise<FullScreenProblem[]> =>
  api.get<FullScreenProblem[]>('/get-full-screen-problem-list', { tid }, { silent: true });

export const useFullScreenProblems = (tid: number, uid: string | null) =>
  useQuery({ queryKey: trainingKeys.fullScreen(tid, uid), queryFn: () => getFullScreenProblems(tid), retry: false });
