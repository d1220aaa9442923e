// After a submission inside a training is judged: its progress, problem statuses and focus-mode strip change.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { trainingKeys } from '@/lib/query-keys';

export const useRefreshTraining = () => {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: trainingKeys.all }), [queryClient]);
};
