// Groups API: GET /api/get-group-list — the paged group cards with the keyword, auth and my-groups filters.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Group, GroupAuthCode, PageResult } from '@verdict/shared';
import { groupKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export interface GroupListParams {
  keyword?: string;
  auth?: GroupAuthCode;
  onlyMine?: boolean;
  currentPage: number;
  limit: number;
}

export const getGroupList = (params: GroupListParams): Promise<PageResult<Group>> =>
  api.get<PageResult<Group>>('/get-group-list', { ...params }, { silent: true });

export const useGroupList = (params: GroupListParams, uid: string | null) =>
  useQuery({ queryKey: groupKeys.list(params, uid), queryFn: () => getGroupList(params), placeholderData: keepPreviousData });
