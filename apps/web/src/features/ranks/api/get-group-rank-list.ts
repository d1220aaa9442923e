// Ranks API: GET /api/group/get-group-rank-list — a page of a group's members ranked by their group submissions.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GroupRankRow, PageResult } from '@verdict/shared';
import { groupRankKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';
import type { RankListParams } from './get-rank-list';

export type GroupRankParams = RankListParams & { gid: number };

export const getGroupRankList = (params: GroupRankParams): Promise<PageResult<GroupRankRow>> =>
  api.get<PageResult<GroupRankRow>>('/group/get-group-rank-list', { ...params }, { silent: true });

export const useGroupRankList = (params: GroupRankParams) =>
  useQuery({
    queryKey: groupRankKeys.list(params.gid, params),
    queryFn: () => getGroupRankList(params),
    placeholderData: keepPreviousData,
  });
