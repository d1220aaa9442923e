// Site announcements in the back office (root): GET /api/admin/announcement (ten a page, hidden ones too) and POST /
// PUT / DELETE /api/admin/announcement. Writes refresh this list and the home page's announcements.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAnnouncement, AdminAnnouncementForm, PageResult } from '@verdict/shared';
import { api } from '@/lib/api-client';
import { manageSiteKeys, siteKeys } from '@/lib/query-keys';

export interface PageParams {
  currentPage: number;
  limit: number;
}

export const useAdminAnnouncements = (params: PageParams) =>
  useQuery({
    queryKey: manageSiteKeys.announcementPage(params),
    queryFn: () => api.get<PageResult<AdminAnnouncement>>('/admin/announcement', { ...params }, { silent: true }),
    placeholderData: keepPreviousData,
  });

/** A new announcement (id null) or an edit of one. */
export type AnnouncementSave = { id: number | null; form: AdminAnnouncementForm };

const useAnnouncementMutation = <V>(mutationFn: (variables: V) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: manageSiteKeys.announcements }),
        queryClient.invalidateQueries({ queryKey: siteKeys.all }),
      ]),
  });
};

export const useSaveAdminAnnouncement = () =>
  useAnnouncementMutation(({ id, form }: AnnouncementSave) =>
    id === null ? api.post('/admin/announcement', form) : api.put('/admin/announcement', { ...form, id }),
  );

export const useDeleteAdminAnnouncement = () => useAnnouncementMutation((aid: number) => api.delete('/admin/announcement', { aid }));
