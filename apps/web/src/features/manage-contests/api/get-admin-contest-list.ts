// Contest admin API: GET /api/admin/contest/get-contest-list — the back-office contest list, paged, refreshed every 10 s.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TIMING, type AdminContest, type PageResult } from '@verdict/shared';
import { manageContestKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';
import type { AdminKeywordParams } from '@/lib/list-paging';

export const getAdminContestList = (params: AdminKeywordParams): Promise<PageResult<AdminContest>> =>
  api.get<PageResult<AdminContest>>('/admin/contest/get-contest-list', { ...params }, { silent: true });

export const useAdminContestList = (params: AdminKeywordParams) =>
  useQuery({
    queryKey: manageContestKeys.list(params),
    queryFn: () => getAdminContestList(params),
    placeholderData: keepPreviousData,
    refetchInterval: TIMING.adminListRefreshMs,
  });
