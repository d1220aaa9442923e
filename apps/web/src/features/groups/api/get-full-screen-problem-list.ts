// Groups API: GET /api/get-full-screen-problem-list?gid= — the focus-mode strip of the group's problems.
import { useQuery } from '@tanstack/react-query';
import type { FullScreenProblem } from '@verdict/shared';
import { groupKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getGroupFullScreenProblems = (gid: number): Promise<FullScreenProblem[]> =>
  api.get<FullScreenProblem[]>('/get-full-screen-problem-list', { gid }, { silent: true });

export const useGroupFullScreenProblems = (gid: number, uid: string | null) =>
  useQuery({ queryKey: groupKeys.fullScreen(gid, uid), queryFn: () => getGroupFullScreenProblems(gid), retry: false });
