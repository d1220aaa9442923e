// Groups API: GET /api/get-group-member-list (members, level 3–5) and GET /api/get-group-apply-list (applications,
// level 1–2, for group admins), paged.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GroupMember, PageResult } from '@verdict/shared';
import { groupKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';
import type { GroupPagedParams } from '@/lib/api/group-paged-params';

export const getGroupMembers = (params: GroupPagedParams): Promise<PageResult<GroupMember>> =>
  api.get<PageResult<GroupMember>>('/get-group-member-list', { ...params }, { silent: true });
export const getGroupApplies = (params: GroupPagedParams): Promise<PageResult<GroupMember>> =>
  api.get<PageResult<GroupMember>>('/get-group-apply-list', { ...params }, { silent: true });

export const useGroupMembers = (params: GroupPagedParams) =>
  useQuery({
    queryKey: groupKeys.members(params),
    queryFn: () => getGroupMembers(params),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const useGroupApplies = (params: GroupPagedParams, enabled: boolean) =>
  useQuery({
    queryKey: groupKeys.applies(params),
    queryFn: () => getGroupApplies(params),
    placeholderData: keepPreviousData,
    retry: false,
    enabled,
  });
