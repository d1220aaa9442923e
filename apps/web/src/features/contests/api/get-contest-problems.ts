// Contests API: GET /api/get-contest-problem?cid= — the contest's problems in display-id order with the caller's status.
import { useQuery } from '@tanstack/react-query';
import type { ContestProblem } from '@verdict/shared';
import { contestKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getContestProblems = (cid: number): Promise<ContestProblem[]> =>
  api.get<ContestProblem[]>('/get-contest-problem', { cid }, { silent: true });

export const useContestProblems = (cid: number, uid: string | null) =>
  useQuery({ queryKey: contestKeys.problems(cid, uid), queryFn: () => getContestProblems(cid), retry: false });
