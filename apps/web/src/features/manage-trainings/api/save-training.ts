// Training admin API: POST /api/admin/training creates, PUT updates (the form plus the id).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrainingForm } from '@verdict/shared';
import { api } from '@/lib/api-client';
import { trainingKeys } from '@/features/trainings/api/query-keys';
import { manageTrainingKeys } from './query-keys';

export const createTraining = (training: TrainingForm): Promise<{ id: number }> => api.post<{ id: number }>('/admin/training', { training });
export const updateTraining = (id: number, training: TrainingForm): Promise<null> => api.put<null>('/admin/training', { id, training });

/** Saves the form: an update when the training has an id. */
export const useSaveTraining = (id: number | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (training: TrainingForm) => (id === null ? createTraining(training) : updateTraining(id, training)),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: manageTrainingKeys.all }), queryClient.invalidateQueries({ queryKey: trainingKeys.all })]),
  });
};
