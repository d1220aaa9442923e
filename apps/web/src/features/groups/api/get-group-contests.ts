// Groups API: GET /api/group/get-contest-list?gid&currentPage&limit — the group's contests for its members (the
// hidden ones too for its admins).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContestListItem, PageResult } from '@verdict/shared';
import { groupContestKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export interface GroupContestParams {
  gid: number;
  currentPage: number;
  limit: number;
}

export const getGroupContests = (params: GroupContestParams): Promise<PageResult<ContestListItem>> =>
  api.get<PageResult<ContestListItem>>('/group/get-contest-list', { ...params }, { silent: true });

export const useGroupContests = (params: GroupContestParams, uid: string | null) =>
  useQuery({ queryKey: groupContestKeys.list(params, uid), queryFn: () => getGroupContests(params), placeholderData: keepPreviousData });
