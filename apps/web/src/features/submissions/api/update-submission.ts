// Submissions API: PUT /api/submission — the author shares or unshares the code.
import { api } from '@/lib/api-client';

export const updateSubmissionShare = (submitId: number, share: boolean): Promise<null> => api.put<null>('/submission', { submitId, share });
