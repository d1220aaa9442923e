// After a submission inside a contest is judged: problem statuses, the focus-mode strip and my submissions change.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { contestKeys } from '@/lib/query-keys';

export const useRefreshContest = () => {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: contestKeys.all }), [queryClient]);
};
