// Problem admin API: GET /api/admin/problem?pid= — every field of one problem with its tags, languages and templates.
import type { AdminProblem } from '@verdict/shared';
import { api } from '@/lib/api-client';

export const getAdminProblem = (pid: number): Promise<AdminProblem> => api.get<AdminProblem>('/admin/problem', { pid }, { silent: true });
