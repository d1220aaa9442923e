// Submissions API: POST /api/check-submissions-status — the current status of submissions still being judged.
import type { SubmissionStatusRow } from '@verdict/shared';
import { api } from '@/lib/api-client';

export const checkSubmissionsStatus = (submitIds: number[], cid?: number): Promise<SubmissionStatusRow[]> =>
  api.post<SubmissionStatusRow[]>('/check-submissions-status', { submitIds, cid }, { silent: true });
