// Contests API: GET /api/get-contest-list — the paged contest list with its status, type and keyword filters.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContestListItem, ContestStatusCode, ContestTypeCode, PageResult } from '@verdict/shared';
import { contestKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export interface ContestListParams {
  keyword?: string;
  status?: ContestStatusCode;
  type?: ContestTypeCode;
  currentPage: number;
  limit: number;
}

export const getContestList = (params: ContestListParams): Promise<PageResult<ContestListItem>> =>
  api.get<PageResult<ContestListItem>>('/get-contest-list', { ...params }, { silent: true });

export const useContestList = (params: ContestListParams, uid: string | null) =>
  useQuery({ queryKey: contestKeys.list(params, uid), queryFn: () => getContestList(params), placeholderData: keepPreviousData });
