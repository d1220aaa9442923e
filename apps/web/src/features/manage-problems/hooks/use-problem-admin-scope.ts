// The problem admin scope in effect: the back office's unless a group's screens provide their own.
import { useContext } from 'react';
import { ProblemAdminScopeContext, type ProblemAdminScope } from '@/lib/admin-scope/problem-admin-scope';
import { SITE_PROBLEM_ADMIN } from '../api/site-scope';

export const useProblemAdminScope = (): ProblemAdminScope => useContext(ProblemAdminScopeContext) ?? SITE_PROBLEM_ADMIN;
