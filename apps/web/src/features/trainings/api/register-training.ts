// Trainings API: POST /api/register-training — the password of a private training grants the caller access.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { trainingKeys } from './query-keys';

export const registerTraining = (body: { tid: number; password: string }): Promise<null> => api.post<null>('/register-training', body);

export const useRegisterTraining = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerTraining,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
  });
};
