// Everything the edit form starts from, loaded together through the scope's calls: the problem, its cases and the
// local languages.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { manageProblemKeys } from '@/lib/query-keys';
import { getAllLanguages } from '../api/get-languages';
import { useProblemAdminScope } from './use-problem-admin-scope';

export const useProblemForEdit = (pid: number | null) => {
  const queryClient = useQueryClient();
  const { key, backend } = useProblemAdminScope();
  return useQuery({
    queryKey: manageProblemKeys.problemForEdit(pid ?? 0, key),
    enabled: pid !== null,
    staleTime: 0,
    gcTime: 0,
    queryFn: async () => {
      const id = pid ?? 0;
      const [problem, cases, languages] = await Promise.all([
        backend.load(id),
        backend.cases(id),
        queryClient.fetchQuery({ queryKey: manageProblemKeys.languages, queryFn: getAllLanguages, staleTime: 5 * 60_000 }),
      ]);
      return { problem, cases, languages };
    },
  });
};
