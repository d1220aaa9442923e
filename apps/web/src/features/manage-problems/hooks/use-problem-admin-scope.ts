// The problem admin scope in effect: the back office's unless a group's screens provide their own.
import { createContext, useContext } from 'react';
import { SITE_PROBLEM_ADMIN } from '../api/site-scope';
import type { ProblemAdminScope } from '../model/problem-scope';

/** Rendered as the provider around a group's problem form (React 19 context provider). */
export const ProblemAdminScopeContext = createContext<ProblemAdminScope>(SITE_PROBLEM_ADMIN);

export const useProblemAdminScope = (): ProblemAdminScope => useContext(ProblemAdminScopeContext);
