// Submissions API: POST /api/admin/judge/rejudge — the super admin judges a submission again.
import type { Submission } from '@verdict/shared';
import { api } from '@/lib/api-client';

export const rejudge = (submitId: number): Promise<Submission> => api.post<Submission>('/admin/judge/rejudge', { submitId });
