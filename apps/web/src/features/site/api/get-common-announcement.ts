// Site API: GET /api/get-common-announcement — site announcements, paginated.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, type Announcement, type PageResult } from '@verdict/shared';
import { siteKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export interface AnnouncementPage {
  currentPage: number;
  limit?: number;
}

export const getCommonAnnouncement = ({ currentPage, limit = PAGE_SIZES.homeAnnouncements }: AnnouncementPage) =>
  api.get<PageResult<Announcement>>('/get-common-announcement', { currentPage, limit }, { silent: true });

export const commonAnnouncementQueryOptions = (page: AnnouncementPage) =>
  queryOptions({
    queryKey: siteKeys.announcements(page),
    queryFn: () => getCommonAnnouncement(page),
    placeholderData: keepPreviousData,
  });

export const useCommonAnnouncement = (page: AnnouncementPage) => useQuery(commonAnnouncementQueryOptions(page));
