// Submissions API: GET /api/get-submission-list — submissions, newest first, with the list filters.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageResult, Submission } from '@verdict/shared';
import { submissionKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export interface SubmissionListParams {
  currentPage: number;
  limit: number;
  onlyMine?: boolean;
  status?: number;
  username?: string;
  /** Display id: exact with completeProblemID, else a substring. */
  problemID?: string;
  completeProblemID?: boolean;
  gid?: number;
}

export const getSubmissionList = (params: SubmissionListParams): Promise<PageResult<Submission>> =>
  api.get<PageResult<Submission>>('/get-submission-list', { ...params }, { silent: true });

export const submissionListQueryOptions = (params: SubmissionListParams) =>
  queryOptions({
    queryKey: submissionKeys.list(params),
    queryFn: () => getSubmissionList(params),
    placeholderData: keepPreviousData,
  });

export const useSubmissionList = (params: SubmissionListParams, enabled = true) =>
  useQuery({ ...submissionListQueryOptions(params), enabled });
