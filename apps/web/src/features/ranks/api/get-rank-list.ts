// Ranks API: GET /api/get-rank-list — a page of the ACM or OI rank list, or a search in it.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PageResult, RankRow, RankType } from '@verdict/shared';
import { rankKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export interface RankListParams {
  type: RankType;
  currentPage: number;
  limit: number;
  searchUser?: string;
}

export const getRankList = (params: RankListParams): Promise<PageResult<RankRow>> =>
  api.get<PageResult<RankRow>>('/get-rank-list', { ...params }, { silent: true });

export const useRankList = (params: RankListParams) =>
  useQuery({ queryKey: rankKeys.list(params), queryFn: () => getRankList(params), placeholderData: keepPreviousData });
