// Batch API: GET /api/admin/problem/solution-verdicts?pids= — each problem's reference solutions with their
// last verdicts; polled every 2 s while any is still queued or being judged.
import { useQuery } from '@tanstack/react-query';
import { TIMING, type ProblemSolutionVerdicts } from '@verdict/shared';
import { problemBatchKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';
import { anyInProgress } from '../model/verdicts';

export const getSolutionVerdicts = (pids: readonly number[]): Promise<ProblemSolutionVerdicts[]> =>
  api.get<ProblemSolutionVerdicts[]>('/admin/problem/solution-verdicts', { pids: pids.join(',') }, { silent: true });

export const useSolutionVerdicts = (pids: readonly number[]) =>
  useQuery({
    queryKey: problemBatchKeys.verdicts(pids),
    queryFn: () => getSolutionVerdicts(pids),
    enabled: pids.length > 0,
    refetchInterval: (query) => (query.state.data && anyInProgress(query.state.data) ? TIMING.submissionPollMs : false),
  });
