// Saving the problem form: create or update, then refresh everything the change touches.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProblemSavePayloadInput } from '@verdict/shared';
import { addProblem } from '../api/add-problem';
import { manageProblemKeys } from '../api/query-keys';
import { updateProblem } from '../api/update-problem';

export const useSaveProblem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ProblemSavePayloadInput) => (payload.problem.id ? updateProblem(payload) : addProblem(payload)),
    onSuccess: ({ pid }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: manageProblemKeys.list }),
        queryClient.invalidateQueries({ queryKey: manageProblemKeys.problem(pid) }),
        queryClient.invalidateQueries({ queryKey: manageProblemKeys.cases(pid) }),
        queryClient.invalidateQueries({ queryKey: manageProblemKeys.tags }),
        queryClient.invalidateQueries({ queryKey: manageProblemKeys.publicTags }),
      ]),
  });
};
