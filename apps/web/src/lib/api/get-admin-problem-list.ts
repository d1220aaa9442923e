// Problem admin API: GET /api/admin/problem/get-problem-list — the back-office problem list, paged.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TIMING, type AdminProblemListItem, type PageResult } from '@verdict/shared';
import { manageProblemKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export interface AdminProblemListParams {
  keyword: string;
  /** 1 public, 2 private, 3 contest, 4 group; undefined for all. */
  auth?: number;
  currentPage: number;
  limit: number;
}

export const getAdminProblemList = (params: AdminProblemListParams): Promise<PageResult<AdminProblemListItem>> =>
  api.get<PageResult<AdminProblemListItem>>('/admin/problem/get-problem-list', { ...params }, { silent: true });

export const useAdminProblemList = (params: AdminProblemListParams) =>
  useQuery({
    queryKey: manageProblemKeys.list(params),
    queryFn: () => getAdminProblemList(params),
    placeholderData: keepPreviousData,
    refetchInterval: TIMING.adminListRefreshMs,
  });
