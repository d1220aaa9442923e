// Submissions API: GET /api/get-submission-detail?submitId= — one submission (code when visible) and whether sharing is allowed.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubmissionDetail } from '@verdict/shared';
import { submissionKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getSubmissionDetail = (submitId: number): Promise<SubmissionDetail> =>
  api.get<SubmissionDetail>('/get-submission-detail', { submitId }, { silent: true });

export const submissionDetailQueryOptions = (submitId: number) =>
  queryOptions({ queryKey: submissionKeys.detail(submitId), queryFn: () => getSubmissionDetail(submitId) });

/** Refetches every `pollMs` while the caller says the submission is still being judged. */
export const useSubmissionDetail = (submitId: number, pollMs: (data: SubmissionDetail | undefined) => number | false) =>
  useQuery({ ...submissionDetailQueryOptions(submitId), refetchInterval: (query) => pollMs(query.state.data) });
