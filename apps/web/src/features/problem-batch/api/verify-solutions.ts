// Batch API: POST /api/admin/problem/verify-solutions {pids} — queues the problems' reference solutions for judging.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifySolutionsStarted } from '@verdict/shared';
import { problemBatchKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const verifySolutions = (pids: number[]): Promise<VerifySolutionsStarted> =>
  api.post<VerifySolutionsStarted>('/admin/problem/verify-solutions', { pids });

export const useVerifySolutions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySolutions,
    // Verdicts read before this round are stale: they would stop the polling at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: problemBatchKeys.verdictsAll }),
  });
};
