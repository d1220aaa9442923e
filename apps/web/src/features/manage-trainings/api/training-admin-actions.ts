// Training admin API: DELETE /api/admin/training?tid= (root only) and PUT change-training-status (visible switch).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { trainingKeys } from '@/features/trainings/api/query-keys';
import { manageTrainingKeys } from './query-keys';

export const deleteTraining = (tid: number): Promise<null> => api.delete<null>('/admin/training', { tid });
export const changeTrainingStatus = (body: { tid: number; status: boolean }): Promise<null> => api.put<null>('/admin/training/change-training-status', body);

const useTrainingMutation = <V>(mutationFn: (variables: V) => Promise<null>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: manageTrainingKeys.all }), queryClient.invalidateQueries({ queryKey: trainingKeys.all })]),
  });
};

export const useDeleteTraining = () => useTrainingMutation(deleteTraining);
export const useChangeTrainingStatus = () => useTrainingMutation(changeTrainingStatus);
