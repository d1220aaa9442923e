// Everything the edit form starts from, loaded together: the problem, its cases and the local languages.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getAdminProblem } from '../api/get-admin-problem';
import { getAllLanguages } from '../api/get-languages';
import { getProblemCases } from '../api/get-problem-cases';
import { manageProblemKeys } from '../api/query-keys';

export const useProblemForEdit = (pid: number | null) => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...manageProblemKeys.problem(pid ?? 0), 'with-cases'],
    enabled: pid !== null,
    staleTime: 0,
    gcTime: 0,
    queryFn: async () => {
      const id = pid ?? 0;
      const [problem, cases, languages] = await Promise.all([
        getAdminProblem(id),
        getProblemCases(id),
        queryClient.fetchQuery({ queryKey: manageProblemKeys.languages, queryFn: getAllLanguages, staleTime: 5 * 60_000 }),
      ]);
      return { problem, cases, languages };
    },
  });
};
