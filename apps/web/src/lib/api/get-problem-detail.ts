// Problems API: GET /api/get-problem-detail?problemId= — the statement, limits, tags, languages, templates and counts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProblemDetail } from '@verdict/shared';
import { problemKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getProblemDetail = (problemId: string, gid?: number): Promise<ProblemDetail> =>
  api.get<ProblemDetail>('/get-problem-detail', { problemId, gid }, { silent: true });

export const problemDetailQueryOptions = (problemId: string, gid?: number) =>
  queryOptions({ queryKey: problemKeys.detail(problemId, gid ?? null), queryFn: () => getProblemDetail(problemId, gid), retry: false });

export const useProblemDetail = (problemId: string, gid?: number) => useQuery(problemDetailQueryOptions(problemId, gid));
