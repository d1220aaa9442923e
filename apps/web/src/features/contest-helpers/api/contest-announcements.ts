// Contest announcements API: the contest tab's page, the unread ones (the client sends the ids it has shown) and
// the back office's list, post, edit and delete (/api/admin/contest/announcement).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContestAnnouncement, ContestAnnouncementForm, PageResult, UnreadContestAnnouncement } from '@verdict/shared';
import { api } from '@/lib/api-client';
import { contestHelperKeys } from '@/lib/query-keys';

export interface PageParams {
  currentPage: number;
  limit: number;
}

/** Announcements are polled every 60 s while the contest runs (spec 001 §4). */
const UNREAD_POLL_MS = 60_000;

export const useContestAnnouncements = (cid: number, params: PageParams, uid: string | null) =>
  useQuery({
    queryKey: contestHelperKeys.announcements(cid, params, uid),
    queryFn: () => api.get<PageResult<ContestAnnouncement>>('/get-contest-announcement', { cid, ...params }, { silent: true }),
    placeholderData: keepPreviousData,
  });

export const useUnreadAnnouncements = (cid: number, uid: string | null, readIds: () => number[], enabled: boolean) =>
  useQuery({
    queryKey: contestHelperKeys.unread(cid, uid),
    queryFn: () =>
      api.post<UnreadContestAnnouncement[]>(
        '/get-contest-not-read-announcement',
        { cid, readAnnouncementList: readIds() },
        { silent: true },
      ),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    retry: false,
  });

/** The back office's calls; a group's admin pages use /group/contest-announcement, which takes the same requests. */
export const ADMIN_ANNOUNCEMENT_API = '/admin/contest/announcement';

export const useAdminContestAnnouncements = (cid: number, params: PageParams, apiPath = ADMIN_ANNOUNCEMENT_API) =>
  useQuery({
    queryKey: contestHelperKeys.adminAnnouncements(cid, params),
    queryFn: () => api.get<PageResult<ContestAnnouncement>>(apiPath, { cid, ...params }, { silent: true }),
    placeholderData: keepPreviousData,
  });

export type AnnouncementSave = { cid: number; id: number | null; form: ContestAnnouncementForm };

const saveAnnouncement =
  (apiPath: string) =>
  ({ cid, id, form }: AnnouncementSave): Promise<unknown> =>
    id === null ? api.post(apiPath, { cid, announcement: form }) : api.put(apiPath, { cid, announcement: { ...form, id } });

const useAnnouncementMutation = <V>(cid: number, mutationFn: (variables: V) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: contestHelperKeys.contest(cid) }) });
};

export const useSaveAnnouncement = (cid: number, apiPath = ADMIN_ANNOUNCEMENT_API) =>
  useAnnouncementMutation(cid, saveAnnouncement(apiPath));
export const useDeleteAnnouncement = (cid: number, apiPath = ADMIN_ANNOUNCEMENT_API) =>
  useAnnouncementMutation(cid, (aid: number) => api.delete(apiPath, { aid }));
