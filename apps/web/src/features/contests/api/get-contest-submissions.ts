// Contests API: GET /api/contest-submissions — the contest's submissions (all, or the caller's), newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PageResult, Submission } from '@verdict/shared';
import { contestKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export interface ContestSubmissionParams {
  cid: number;
  currentPage: number;
  limit: number;
  onlyMine?: boolean;
  /** The contest's display id. */
  problemID?: string;
  username?: string;
}

export const getContestSubmissions = (params: ContestSubmissionParams): Promise<PageResult<Submission>> =>
  api.get<PageResult<Submission>>('/contest-submissions', { ...params }, { silent: true });

export const useContestSubmissions = (params: ContestSubmissionParams, uid: string | null) =>
  useQuery({
    queryKey: contestKeys.submissions(params, uid),
    queryFn: () => getContestSubmissions(params),
    placeholderData: keepPreviousData,
  });
