// Rejudging every submission of a contest problem (root): GET /api/admin/judge/rejudge-contest-problem.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RejudgeCount } from '@verdict/shared';
import { api } from '@/lib/api-client';
import { contestKeys } from '@/lib/query-keys';

export const useRejudgeContestProblem = (cid: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pid: number) => api.get<RejudgeCount>('/admin/judge/rejudge-contest-problem', { pid, cid }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contestKeys.all }),
  });
};
