// Site API: GET /api/get-announcement-detail?aid= — one announcement with its markdown content.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Announcement } from '@verdict/shared';
import { siteKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getAnnouncementDetail = (aid: string): Promise<Announcement> =>
  api.get<Announcement>('/get-announcement-detail', { aid }, { silent: true });

export const announcementDetailQueryOptions = (aid: string) =>
  queryOptions({ queryKey: siteKeys.announcement(aid), queryFn: () => getAnnouncementDetail(aid) });

export const useAnnouncementDetail = (aid: string) => useQuery(announcementDetailQueryOptions(aid));
