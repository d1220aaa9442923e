// Site API: GET /api/get-recent-updated-problem — the latest updated problems.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecentProblem } from '@verdict/shared';
import { siteKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getRecentUpdatedProblem = (): Promise<RecentProblem[]> =>
  api.get<RecentProblem[]>('/get-recent-updated-problem', undefined, { silent: true });

export const recentUpdatedProblemQueryOptions = () =>
  queryOptions({ queryKey: siteKeys.recentUpdatedProblems, queryFn: getRecentUpdatedProblem });

export const useRecentUpdatedProblem = () => useQuery(recentUpdatedProblemQueryOptions());
