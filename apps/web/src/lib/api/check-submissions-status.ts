// Submissions API: the current status of submissions still being judged — POST /api/check-submissions-status,
// or check-contest-submissions-status inside a contest (spec 001 §7).
import type { SubmissionStatusRow } from '@verdict/shared';
import { api } from '@/lib/api-client';

export const checkSubmissionsStatus = (submitIds: number[], cid?: number): Promise<SubmissionStatusRow[]> =>
  cid
    ? api.post<SubmissionStatusRow[]>('/check-contest-submissions-status', { submitIds, cid }, { silent: true })
    : api.post<SubmissionStatusRow[]>('/check-submissions-status', { submitIds }, { silent: true });
