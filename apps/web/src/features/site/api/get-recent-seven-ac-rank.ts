// Site API: GET /api/get-recent-seven-ac-rank — users with the most accepted problems in the last 7 days.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AcRankRow } from '@verdict/shared';
import { siteKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getRecentSevenAcRank = (): Promise<AcRankRow[]> =>
  api.get<AcRankRow[]>('/get-recent-seven-ac-rank', undefined, { silent: true });

export const recentSevenAcRankQueryOptions = () => queryOptions({ queryKey: siteKeys.recentSevenAcRank, queryFn: getRecentSevenAcRank });

export const useRecentSevenAcRank = () => useQuery(recentSevenAcRankQueryOptions());
