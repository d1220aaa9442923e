// A problem of a training: GET /api/get-problem-detail. A group training holds group problems (asked with the
// group's id) and public problems (which a group id would not find), so inside a group the detail is asked with
// the gid first and, when that finds nothing, without it.
import { useQuery } from '@tanstack/react-query';
import type { ProblemDetail } from '@verdict/shared';
import { problemKeys } from '@/lib/query-keys';
import { ApiError } from '@/lib/api-client';
import { getProblemDetail, problemDetailQueryOptions } from '@/lib/api/get-problem-detail';

const groupOrPublic = (problemId: string, gid: number): Promise<ProblemDetail> =>
  getProblemDetail(problemId, gid).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return getProblemDetail(problemId);
    throw error;
  });

export const useTrainingProblemDetail = (problemId: string, gid: number | null) =>
  useQuery(
    gid === null
      ? problemDetailQueryOptions(problemId)
      : { queryKey: problemKeys.detail(problemId, gid, 'or-public'), queryFn: () => groupOrPublic(problemId, gid), retry: false },
  );
