// Saving the problem form through the scope's calls: create or update, then refresh everything the change touches.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProblemSavePayloadInput } from '@verdict/shared';
import { manageProblemKeys } from '@/lib/query-keys';
import { useProblemAdminScope } from './use-problem-admin-scope';

export const useSaveProblem = () => {
  const queryClient = useQueryClient();
  const { backend } = useProblemAdminScope();
  return useMutation({
    mutationFn: (payload: ProblemSavePayloadInput) => (payload.problem.id ? backend.update(payload) : backend.create(payload)),
    onSuccess: ({ pid }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: manageProblemKeys.lists }),
        queryClient.invalidateQueries({ queryKey: manageProblemKeys.problem(pid) }),
        queryClient.invalidateQueries({ queryKey: manageProblemKeys.cases(pid) }),
        queryClient.invalidateQueries({ queryKey: manageProblemKeys.tags }),
        queryClient.invalidateQueries({ queryKey: manageProblemKeys.publicTags }),
      ]),
  });
};
