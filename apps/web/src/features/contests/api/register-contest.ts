// Contests API: POST /api/register-contest — the password of a private or protected contest grants the caller access.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const registerContest = (body: { cid: number; password: string }): Promise<null> => api.post<null>('/register-contest', body);

export const useRegisterContest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerContest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contestKeys.all }),
  });
};
