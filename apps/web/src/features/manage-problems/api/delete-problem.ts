// Problem admin API: DELETE /api/admin/problem?pid= — deletes a problem with its cases, tags and submissions.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { manageProblemKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const deleteProblem = (pid: number): Promise<null> => api.delete<null>('/admin/problem', { pid });

export const useDeleteProblem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProblem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: manageProblemKeys.lists }),
  });
};
