// Site API: GET /api/get-last-week-submission-statistics — daily AC and total counts for the last 7 days.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WeekSubmissionStatistics } from '@verdict/shared';
import { siteKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getLastWeekSubmissionStatistics = (forceRefresh = false): Promise<WeekSubmissionStatistics> =>
  api.get<WeekSubmissionStatistics>('/get-last-week-submission-statistics', { forceRefresh: forceRefresh || undefined }, { silent: true });

export const lastWeekSubmissionStatisticsQueryOptions = () =>
  queryOptions({
    queryKey: siteKeys.lastWeekSubmissionStatistics,
    queryFn: () => getLastWeekSubmissionStatistics(),
  });

export const useLastWeekSubmissionStatistics = () => useQuery(lastWeekSubmissionStatisticsQueryOptions());
