// The super admin's judge actions on one submission: POST /api/admin/judge/rejudge (judge it again) and
// /api/admin/judge/cancel-judge (cancel it). Used by the submission pages and a contest's rejudge tab.
import type { Submission } from '@verdict/shared';
import { api } from '@/lib/api-client';

export const rejudge = (submitId: number): Promise<Submission> => api.post<Submission>('/admin/judge/rejudge', { submitId });
export const cancelJudge = (submitId: number): Promise<Submission> => api.post<Submission>('/admin/judge/cancel-judge', { submitId });
