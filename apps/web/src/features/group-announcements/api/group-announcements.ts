// Group announcements API (spec 002 §7 "Group announcements"): the members' visible ones (GET
// /api/group/get-announcement-list), the group admins' list with the hidden ones (GET
// /api/group/get-admin-announcement-list), and POST / PUT / DELETE /api/group/announcement. Writes refresh both lists.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GroupAnnouncement, GroupAnnouncementForm, PageResult } from '@verdict/shared';
import { api } from '@/lib/api-client';
import { groupAnnouncementKeys } from '@/lib/query-keys';

export interface PageParams {
  currentPage: number;
  limit: number;
}

export const useGroupAnnouncements = (gid: number, params: PageParams) =>
  useQuery({
    queryKey: groupAnnouncementKeys.list(gid, params),
    queryFn: () => api.get<PageResult<GroupAnnouncement>>('/group/get-announcement-list', { gid, ...params }, { silent: true }),
    placeholderData: keepPreviousData,
  });

export const useAdminGroupAnnouncements = (gid: number, params: PageParams) =>
  useQuery({
    queryKey: groupAnnouncementKeys.adminList(gid, params),
    queryFn: () => api.get<PageResult<GroupAnnouncement>>('/group/get-admin-announcement-list', { gid, ...params }, { silent: true }),
    placeholderData: keepPreviousData,
  });

/** A new announcement (id null) or an edit of one. */
export type AnnouncementSave = { id: number | null; form: GroupAnnouncementForm };

const useGroupAnnouncementMutation = <V>(gid: number, mutationFn: (variables: V) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: groupAnnouncementKeys.all(gid) }) });
};

export const useSaveGroupAnnouncement = (gid: number) =>
  useGroupAnnouncementMutation(gid, ({ id, form }: AnnouncementSave) =>
    id === null ? api.post('/group/announcement', { ...form, gid }) : api.put('/group/announcement', { ...form, id }),
  );

export const useDeleteGroupAnnouncement = (gid: number) =>
  useGroupAnnouncementMutation(gid, (aid: number) => api.delete('/group/announcement', { aid }));
