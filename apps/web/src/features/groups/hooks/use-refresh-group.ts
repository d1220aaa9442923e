// After a submission inside a group is judged: the problem list's statuses and the focus-mode strip change.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { groupKeys } from '@/lib/query-keys';

export const useRefreshGroup = (gid: number) => {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: groupKeys.group(gid) }), [queryClient, gid]);
};
