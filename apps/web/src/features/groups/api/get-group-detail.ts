// Groups API: GET /api/get-group-detail?gid= — the group (its card fields and description).
import { useQuery } from '@tanstack/react-query';
import type { Group } from '@verdict/shared';
import { groupKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getGroupDetail = (gid: number): Promise<Group> => api.get<Group>('/get-group-detail', { gid }, { silent: true });

export const useGroupDetail = (gid: number, uid: string | null) =>
  useQuery({ queryKey: groupKeys.detail(gid, uid), queryFn: () => getGroupDetail(gid), retry: false });
