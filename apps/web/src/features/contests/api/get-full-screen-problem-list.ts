// Contests API: GET /api/get-full-screen-problem-list?cid= — the focus-mode strip (display ids and titles, in order).
import { useQuery } from '@tanstack/react-query';
import type { FullScreenProblem } from '@verdict/shared';
import { contestKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getContestFullScreenProblems = (cid: number): Promise<FullScreenProblem[]> =>
  api.get<FullScreenProblem[]>('/get-full-screen-problem-list', { cid }, { silent: true });

export const useContestFullScreenProblems = (cid: number, uid: string | null) =>
  useQuery({ queryKey: contestKeys.fullScreen(cid, uid), queryFn: () => getContestFullScreenProblems(cid), retry: false });
