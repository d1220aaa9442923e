// A contest admin mutation that refreshes the back office's contest data and the site's contest pages.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestKeys, manageContestKeys } from '@/lib/query-keys';

export const useContestMutation = <V, R>(mutationFn: (variables: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: manageContestKeys.all }),
        queryClient.invalidateQueries({ queryKey: contestKeys.all }),
      ]),
  });
};
