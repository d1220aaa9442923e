// Groups API: GET /api/get-group-access?gid= — whether the caller is a member, a group admin, the group root.
import { useQuery } from '@tanstack/react-query';
import type { GroupAccess } from '@verdict/shared';
import { groupKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getGroupAccess = (gid: number): Promise<GroupAccess> => api.get<GroupAccess>('/get-group-access', { gid }, { silent: true });

export const useGroupAccess = (gid: number, uid: string | null) =>
  useQuery({ queryKey: groupKeys.access(gid, uid), queryFn: () => getGroupAccess(gid), retry: false, enabled: uid !== null });
