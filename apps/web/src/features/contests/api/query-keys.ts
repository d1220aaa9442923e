// Query keys of the contest calls; answers that carry the caller's standing or status include the caller.
import type { ContestListParams } from './get-contest-list';
import type { ContestSubmissionParams } from './get-contest-submissions';

export const contestKeys = {
  all: ['contest'] as const,
  list: (params: ContestListParams, uid: string | null) => ['contest', 'list', params, uid] as const,
  info: (cid: number, uid: string | null) => ['contest', 'info', cid, uid] as const,
  access: (cid: number, uid: string | null) => ['contest', 'access', cid, uid] as const,
  problems: (cid: number, uid: string | null) => ['contest', 'problems', cid, uid] as const,
  problem: (cid: number, displayId: string, uid: string | null) => ['contest', 'problem', cid, displayId, uid] as const,
  submissions: (params: ContestSubmissionParams, uid: string | null) => ['contest', 'submissions', params, uid] as const,
  fullScreen: (cid: number, uid: string | null) => ['contest', 'full-screen', cid, uid] as const,
};
