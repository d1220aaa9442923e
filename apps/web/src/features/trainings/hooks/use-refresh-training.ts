// After a submission inside a training is judged: its progress, problem statuses, focus-mode strip and rank change.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { trainingKeys, trainingRankKeys } from '@/lib/query-keys';

export const useRefreshTraining = (tid: number) => {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: trainingKeys.all });
    void queryClient.invalidateQueries({ queryKey: trainingRankKeys.all(tid) });
  }, [queryClient, tid]);
};
