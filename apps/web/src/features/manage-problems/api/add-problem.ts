// Problem admin API: POST /api/admin/problem — creates a problem from the form's save payload.
import type { ProblemSaveResult, ProblemSavePayloadInput } from '@verdict/shared';
import { api } from '@/lib/api-client';

export const addProblem = (payload: ProblemSavePayloadInput): Promise<ProblemSaveResult> =>
  api.post<ProblemSaveResult>('/admin/problem', payload);
