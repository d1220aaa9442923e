// Groups API: DELETE /api/group?gid= — disbands the group (its owner or the site root).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const deleteGroup = (gid: number): Promise<null> => api.delete<null>('/group', { gid });

export const useDeleteGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteGroup, onSuccess: () => queryClient.removeQueries({ queryKey: groupKeys.all }) });
};
