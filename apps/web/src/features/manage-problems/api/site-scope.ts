// The back office's problem scope: /api/admin/problem calls and the /manage/problems list.
import '@/locales/need/more';
import { getAdminProblem } from './get-admin-problem';
import { getProblemCases } from './get-problem-cases';
import { addProblem } from './add-problem';
import { updateProblem } from './update-problem';
import type { ProblemAdminScope } from '@/lib/admin-scope/problem-admin-scope';

export const SITE_PROBLEM_ADMIN: ProblemAdminScope = {
  key: 'site',
  gid: null,
  backend: { load: getAdminProblem, cases: getProblemCases, create: addProblem, update: updateProblem },
  listPath: '/manage/problems',
  displayIdHelp: 'manageProblems:form.displayIdHelp',
};
