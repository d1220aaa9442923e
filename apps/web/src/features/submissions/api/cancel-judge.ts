// Submissions API: POST /api/admin/judge/cancel-judge — the super admin cancels a submission.
import type { Submission } from '@verdict/shared';
import { api } from '@/lib/api-client';

export const cancelJudge = (submitId: number): Promise<Submission> => api.post<Submission>('/admin/judge/cancel-judge', { submitId });
