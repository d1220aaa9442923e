// Group problem review API (root and problem admins): GET /api/admin/group-problem/list (applying first, 10 a page,
// refreshed every 10 s) and PUT /api/admin/group-problem/change-progress {pid, progress}.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TIMING, type ApplyPublicResult, type GroupProblemApplyRow, type PageResult } from '@verdict/shared';
import { api } from '@/lib/api-client';
import { groupProblemApplyKeys } from '@/lib/query-keys';

export interface ApplyListParams {
  keyword: string;
  /** 1 applying, 2 public, 3 refused; undefined: every problem that ever applied. */
  progress?: number;
  currentPage: number;
  limit: number;
}

export const useGroupProblemApplyList = (params: ApplyListParams) =>
  useQuery({
    queryKey: groupProblemApplyKeys.list({ ...params }),
    queryFn: () =>
      api.get<PageResult<GroupProblemApplyRow>>('/admin/group-problem/list', { ...params, keyword: params.keyword || undefined }),
    placeholderData: keepPreviousData,
    refetchInterval: TIMING.adminListRefreshMs,
  });

export const useChangeApplyProgress = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { pid: number; progress: number }) => api.put<ApplyPublicResult>('/admin/group-problem/change-progress', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupProblemApplyKeys.all }),
  });
};
