// Problem admin API: GET /api/admin/problem/get-problem-cases?pid= — the test cases (typed-in text or zip file names).
import type { AdminProblemCase } from '@verdict/shared';
import { api } from '@/lib/api-client';

export const getProblemCases = (pid: number): Promise<AdminProblemCase[]> =>
  api.get<AdminProblemCase[]>('/admin/problem/get-problem-cases', { pid }, { silent: true });
