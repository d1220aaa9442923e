// Groups API: DELETE /api/group?gid= with {verifyForm: {email, code}} — disbands the group (its owner or the site
// root), confirmed with the code mailed to the caller's own address.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupDisbandVerify } from '@verdict/shared';
import { groupKeys } from '@/lib/query-keys';
import { apiRequest } from '@/lib/api-client';

export interface DisbandRequest {
  gid: number;
  verifyForm: GroupDisbandVerify;
}

export const deleteGroup = async ({ gid, verifyForm }: DisbandRequest): Promise<null> =>
  (await apiRequest<null>('/group', { method: 'DELETE', params: { gid }, body: { verifyForm } })).data;

export const useDeleteGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteGroup, onSuccess: () => queryClient.removeQueries({ queryKey: groupKeys.all }) });
};
