// A contest's problem scope: the back office's problem calls, except that a new problem is made inside the contest
// (POST /api/admin/contest/problem: contest-only, linked under its display id), and the form returns to the
// contest's problems.
import '@/locales/need/more';
import type { ProblemSavePayloadInput, ProblemSaveResult } from '@verdict/shared';
import { api } from '@/lib/api-client';
import type { ProblemAdminScope } from '@/lib/admin-scope/problem-admin-scope';
import { contestProblemsAdminPath } from '@/lib/paths/manage-contests';
import { SITE_PROBLEM_ADMIN } from './site-scope';

export const contestProblemScope = (cid: number): ProblemAdminScope => ({
  key: `contest-${cid}`,
  gid: null,
  backend: {
    ...SITE_PROBLEM_ADMIN.backend,
    create: (payload: ProblemSavePayloadInput) => api.post<ProblemSaveResult>('/admin/contest/problem', { ...payload, cid }),
  },
  listPath: contestProblemsAdminPath(cid),
  displayIdHelp: 'manageContest:problem.madeInsideHelp',
});
