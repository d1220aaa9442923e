// Problem admin API: GET /api/admin/problem/get-problem-cases?pid= — the test cases (typed-in text or zip file names).
import { useQuery } from '@tanstack/react-query';
import type { AdminProblemCase } from '@verdict/shared';
import { api } from '@/lib/api-client';
import { manageProblemKeys } from './query-keys';

export const getProblemCases = (pid: number): Promise<AdminProblemCase[]> =>
  api.get<AdminProblemCase[]>('/admin/problem/get-problem-cases', { pid }, { silent: true });

export const useProblemCases = (pid: number | null) =>
  useQuery({
    queryKey: manageProblemKeys.cases(pid ?? 0),
    queryFn: () => getProblemCases(pid ?? 0),
    enabled: pid !== null,
    staleTime: 0,
  });
