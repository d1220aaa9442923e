// Submissions API: POST /api/admin/judge/manual-judge — the super admin sets a submission's status (and score).
import type { ManualJudgeRequest, Submission } from '@verdict/shared';
import { api } from '@/lib/api-client';

export const manualJudge = (payload: ManualJudgeRequest): Promise<Submission> => api.post<Submission>('/admin/judge/manual-judge', payload);
