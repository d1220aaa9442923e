// Discussion back-office API (admin roles): the posts with banned ones (GET /api/admin/discussion), ban/unban and
// pin (PUT), delete (DELETE ?did=), and the reports (GET/PUT /api/admin/discussion/report). Lists refresh every 10 s.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TIMING, type Discussion, type DiscussionReport, type PageResult } from '@verdict/shared';
import { api } from '@/lib/api-client';
import type { AdminKeywordParams } from '@/lib/list-paging';
import { discussionKeys, manageDiscussionKeys } from '@/lib/query-keys';

export const useAdminDiscussionList = (params: AdminKeywordParams) =>
  useQuery({
    queryKey: manageDiscussionKeys.discussions(params),
    queryFn: () =>
      api.get<PageResult<Discussion>>('/admin/discussion', {
        currentPage: params.currentPage,
        limit: params.limit,
        keyword: params.keyword || undefined,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: TIMING.adminListRefreshMs,
  });

export const useReportList = (params: { currentPage: number; limit: number }) =>
  useQuery({
    queryKey: manageDiscussionKeys.reports(params),
    queryFn: () => api.get<PageResult<DiscussionReport>>('/admin/discussion/report', params),
    placeholderData: keepPreviousData,
    refetchInterval: TIMING.adminListRefreshMs,
  });

/** A back-office change; afterwards the back-office lists and the public discussion pages refresh. */
const useDiscussionAdminMutation = <V>(call: (variables: V) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: manageDiscussionKeys.all }),
        queryClient.invalidateQueries({ queryKey: discussionKeys.all }),
      ]),
  });
};

export const useUpdateDiscussion = () =>
  useDiscussionAdminMutation((body: { id: number; status?: number; topPriority?: boolean }) => api.put('/admin/discussion', body));

export const useDeleteDiscussion = () => useDiscussionAdminMutation((did: number) => api.delete('/admin/discussion', { did }));

export const useMarkReportRead = () =>
  useDiscussionAdminMutation((id: number) => api.put('/admin/discussion/report', { id, status: true }));
