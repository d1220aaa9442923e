// Groups API: POST /api/group/member {gid, code, reason} joins a public group at once or applies to another;
// POST /api/group/member/exit {gid} leaves it. Both refetch the caller's standing in the group.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export interface JoinRequest {
  gid: number;
  code?: string;
  reason?: string;
}

export const joinGroup = (body: JoinRequest): Promise<null> => api.post<null>('/group/member', body);
export const exitGroup = (gid: number): Promise<null> => api.post<null>('/group/member/exit', { gid });

const useMembershipMutation = <V>(mutationFn: (variables: V) => Promise<null>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }) });
};

export const useJoinGroup = () => useMembershipMutation(joinGroup);
export const useExitGroup = () => useMembershipMutation(exitGroup);
