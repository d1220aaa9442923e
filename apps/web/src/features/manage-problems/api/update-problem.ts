// Problem admin API: PUT /api/admin/problem — updates the problem whose id is payload.problem.id.
import type { ProblemSaveResult, ProblemSavePayloadInput } from '@verdict/shared';
import { api } from '@/lib/api-client';

export const updateProblem = (payload: ProblemSavePayloadInput): Promise<ProblemSaveResult> =>
  api.put<ProblemSaveResult>('/admin/problem', payload);
