// Submissions API: GET /api/get-all-case-result?submitId= — per-case results and subtask groups of a submission.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AllCaseResult } from '@verdict/shared';
import { submissionKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getAllCaseResult = (submitId: number): Promise<AllCaseResult> =>
  api.get<AllCaseResult>('/get-all-case-result', { submitId }, { silent: true });

/** `status` is part of the key: a rejudged submission's cases are fetched again once it ends. */
export const allCaseResultQueryOptions = (submitId: number, status: number) =>
  queryOptions({ queryKey: submissionKeys.caseResults(submitId, status), queryFn: () => getAllCaseResult(submitId), retry: false });

export const useAllCaseResult = (submitId: number, status: number) => useQuery(allCaseResultQueryOptions(submitId, status));
