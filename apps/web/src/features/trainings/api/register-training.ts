// Trainings API: POST /api/register-training — the password of a private training grants the caller access.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trainingKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const registerTraining = (body: { tid: number; password: string }): Promise<null> => api.post<null>('/register-training', body);

export const useRegisterTraining = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerTraining,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
  });
};
