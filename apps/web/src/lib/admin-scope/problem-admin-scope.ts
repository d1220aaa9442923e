// Whose problems the problem form saves: the back office's or a group's. The form is the same; the calls, the list
// it returns to and the group id sent with uploads come from the scope.
import { createContext } from 'react';
import type { AdminProblem, AdminProblemCase, ProblemSavePayloadInput, ProblemSaveResult } from '@verdict/shared';

export interface ProblemAdminBackend {
  load: (pid: number) => Promise<AdminProblem>;
  cases: (pid: number) => Promise<AdminProblemCase[]>;
  create: (payload: ProblemSavePayloadInput) => Promise<ProblemSaveResult>;
  update: (payload: ProblemSavePayloadInput) => Promise<ProblemSaveResult>;
}

export interface ProblemAdminScope {
  /** Tells the scopes' cached problems apart. */
  key: string;
  /** The group whose problems these are; null in the back office. */
  gid: number | null;
  backend: ProblemAdminBackend;
  /** Where the form goes back to. */
  listPath: string;
  /** Translation key of the display id's help. */
  displayIdHelp: string;
}

/**
 * Rendered as the provider around a group's problem form (React 19 context provider); without one the problem
 * admin feature uses the back office's own scope.
 */
export const ProblemAdminScopeContext = createContext<ProblemAdminScope | null>(null);
