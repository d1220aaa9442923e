// Group problem admin API: GET /api/group/get-admin-problem-list?gid (every problem of the group, paged) and
// DELETE /api/group/problem?gid&pid.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GroupAdminProblem, PageResult } from '@verdict/shared';
import { groupKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export interface GroupAdminProblemParams {
  gid: number;
  keyword: string;
  currentPage: number;
  limit: number;
}

export const getGroupAdminProblems = (params: GroupAdminProblemParams): Promise<PageResult<GroupAdminProblem>> =>
  api.get<PageResult<GroupAdminProblem>>('/group/get-admin-problem-list', { ...params }, { silent: true });

export const useGroupAdminProblems = (params: GroupAdminProblemParams) =>
  useQuery({ queryKey: groupKeys.adminProblems(params), queryFn: () => getGroupAdminProblems(params), placeholderData: keepPreviousData });

export const deleteGroupProblem = (body: { gid: number; pid: number }): Promise<null> => api.delete<null>('/group/problem', body);

/** Afterwards everything of the group refreshes (its problem list, its trainings' problems). */
export const useDeleteGroupProblem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroupProblem,
    onSettled: (_d, _e, { gid }) => queryClient.invalidateQueries({ queryKey: groupKeys.group(gid) }),
  });
};
