// A group's problem form calls (/api/group/problem) in the shape the problem form uses; the save payload carries
// the group's id.
import type { AdminProblem, AdminProblemCase, ProblemSaveResult } from '@verdict/shared';
import { api } from '@/lib/api-client';
import type { ProblemAdminBackend } from '@/lib/admin-scope/problem-admin-scope';

export const groupProblemBackend = (gid: number): ProblemAdminBackend => ({
  load: (pid) => api.get<AdminProblem>('/group/problem', { pid }, { silent: true }),
  cases: (pid) => api.get<AdminProblemCase[]>('/group/problem/get-problem-cases', { pid }, { silent: true }),
  create: (payload) => api.post<ProblemSaveResult>('/group/problem', { ...payload, gid }),
  update: (payload) => api.put<ProblemSaveResult>('/group/problem', { ...payload, gid }),
});
