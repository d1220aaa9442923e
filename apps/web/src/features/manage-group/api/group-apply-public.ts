// Applying for a group problem to be public, or cancelling the application: PUT /api/group/apply-public
// {pid, isApplied}; afterwards the group's lists refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyPublicResult } from '@verdict/shared';
import { api } from '@/lib/api-client';
import { groupKeys } from '@/lib/query-keys';

export const useApplyPublic = (gid: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { pid: number; isApplied: boolean }) => api.put<ApplyPublicResult>('/group/apply-public', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupKeys.group(gid) }),
  });
};
