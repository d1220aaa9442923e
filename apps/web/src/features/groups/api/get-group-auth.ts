// Groups API: GET /api/get-group-auth?gid= — the caller's level in the group (null: none).
import { useQuery } from '@tanstack/react-query';
import type { GroupAuthAnswer } from '@verdict/shared';
import { groupKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getGroupAuth = (gid: number): Promise<GroupAuthAnswer> =>
  api.get<GroupAuthAnswer>('/get-group-auth', { gid }, { silent: true });

export const useGroupAuth = (gid: number, uid: string | null) =>
  useQuery({ queryKey: groupKeys.auth(gid, uid), queryFn: () => getGroupAuth(gid), retry: false, enabled: uid !== null });
