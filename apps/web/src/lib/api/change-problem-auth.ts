// Problem admin API: PUT /api/admin/problem/change-problem-auth {pid, auth} — publish, hide or move a problem.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { manageProblemKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export interface ChangeProblemAuthRequest {
  pid: number;
  auth: number;
}

export const changeProblemAuth = (body: ChangeProblemAuthRequest): Promise<null> =>
  api.put<null>('/admin/problem/change-problem-auth', body);

export const useChangeProblemAuth = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeProblemAuth,
    onSettled: () => queryClient.invalidateQueries({ queryKey: manageProblemKeys.lists }),
  });
};
