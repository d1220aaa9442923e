// Groups API: PUT /api/group/member {gid, uid, auth} (approve → 3, refuse → 2, member ↔ admin) and
// DELETE /api/group/member?gid&uid (remove a member). Both refresh the group's answers.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export interface MemberLevelChange {
  uid: string;
  auth: 2 | 3 | 4;
}

export const updateGroupMember = (gid: number, change: MemberLevelChange): Promise<null> =>
  api.put<null>('/group/member', { gid, ...change });
export const deleteGroupMember = (gid: number, uid: string): Promise<null> => api.delete<null>('/group/member', { gid, uid });

export const useUpdateGroupMember = (gid: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: MemberLevelChange) => updateGroupMember(gid, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.group(gid) }),
  });
};

export const useDeleteGroupMember = (gid: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uid: string) => deleteGroupMember(gid, uid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.group(gid) }),
  });
};
