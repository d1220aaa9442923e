// Back-office notices (root): GET /api/admin/msg/notice (ten a page) polled while a notice to every user is still
// being delivered, and POST / PUT / DELETE /api/admin/msg/notice. An edit changes title and content only.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminNotice, AdminNoticeRequest, PageResult } from '@verdict/shared';
import { api } from '@/lib/api-client';
import { manageSiteKeys } from '@/lib/query-keys';
import type { PageParams } from './admin-announcements';

/** How often the list asks again while a notice to every user is on its way. */
export const DELIVERY_POLL_MS = 2_000;

const delivering = (page: PageResult<AdminNotice> | undefined) => !!page?.records.some((notice) => !notice.delivered);

export const useAdminNotices = (params: PageParams) =>
  useQuery({
    queryKey: manageSiteKeys.noticePage(params),
    queryFn: () => api.get<PageResult<AdminNotice>>('/admin/msg/notice', { ...params }, { silent: true }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (delivering(query.state.data) ? DELIVERY_POLL_MS : false),
  });

const useNoticeMutation = <V>(mutationFn: (variables: V) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: manageSiteKeys.notices }) });
};

export const useSaveNotice = () =>
  useNoticeMutation((notice: AdminNoticeRequest) =>
    notice.id ? api.put<AdminNotice>('/admin/msg/notice', notice) : api.post<AdminNotice>('/admin/msg/notice', notice),
  );

export const useDeleteNotice = () => useNoticeMutation((id: number) => api.delete('/admin/msg/notice', { id }));
