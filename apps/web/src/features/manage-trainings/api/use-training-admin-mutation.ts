// A training admin mutation through the scope's calls; afterwards the admin lists and the training pages refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trainingKeys, manageTrainingKeys } from '@/lib/query-keys';
import { useTrainingAdminScope } from '../hooks/use-training-admin-scope';
import type { TrainingAdminBackend } from '@/lib/admin-scope/training-admin-scope';

export const useTrainingAdminMutation = <V, R>(call: (backend: TrainingAdminBackend, variables: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  const { backend } = useTrainingAdminScope();
  return useMutation({
    mutationFn: (variables: V) => call(backend, variables),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: manageTrainingKeys.all }),
        queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
      ]),
  });
};
