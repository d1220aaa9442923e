// Contests API: GET /api/get-contest-problem-details?cid=&displayId= — the problem page inside a contest.
import { useQuery } from '@tanstack/react-query';
import type { ContestProblemDetail } from '@verdict/shared';
import { contestKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getContestProblemDetail = (cid: number, displayId: string): Promise<ContestProblemDetail> =>
  api.get<ContestProblemDetail>('/get-contest-problem-details', { cid, displayId }, { silent: true });

export const useContestProblemDetail = (cid: number, displayId: string, uid: string | null) =>
  useQuery({ queryKey: contestKeys.problem(cid, displayId, uid), queryFn: () => getContestProblemDetail(cid, displayId), retry: false });
