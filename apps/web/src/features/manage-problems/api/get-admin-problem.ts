// Problem admin API: GET /api/admin/problem?pid= — every field of one problem with its tags, languages and templates.
import { useQuery } from '@tanstack/react-query';
import type { AdminProblem } from '@verdict/shared';
import { api } from '@/lib/api-client';
import { manageProblemKeys } from './query-keys';

export const getAdminProblem = (pid: number): Promise<AdminProblem> =>
  api.get<AdminProblem>('/admin/problem', { pid }, { silent: true });

export const useAdminProblem = (pid: number | null) =>
  useQuery({
    queryKey: manageProblemKeys.problem(pid ?? 0),
    queryFn: () => getAdminProblem(pid ?? 0),
    enabled: pid !== null,
    staleTime: 0,
  });
