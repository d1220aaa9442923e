// Submissions API: GET /api/resubmit?submitId= — the author retries a submission that failed to submit.
import type { Submission } from '@verdict/shared';
import { api } from '@/lib/api-client';

export const resubmit = (submitId: number): Promise<Submission> => api.get<Submission>('/resubmit', { submitId });
