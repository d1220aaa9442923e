// Site API: GET /api/get-recent-contest — scheduled and running contests for the home page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecentContest } from '@verdict/shared';
import { siteKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getRecentContest = (): Promise<RecentContest[]> =>
  api.get<RecentContest[]>('/get-recent-contest', undefined, { silent: true });

export const recentContestQueryOptions = () => queryOptions({ queryKey: siteKeys.recentContests, queryFn: getRecentContest });

export const useRecentContest = () => useQuery(recentContestQueryOptions());
