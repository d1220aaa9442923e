// Groups API: GET /api/get-group-problem-list — the group's problems (display id, title, tags, counts, my status).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GroupProblem, PageResult } from '@verdict/shared';
import { groupKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';
import type { GroupPagedParams } from '@/lib/api/group-paged-params';

export const getGroupProblems = (params: GroupPagedParams): Promise<PageResult<GroupProblem>> =>
  api.get<PageResult<GroupProblem>>('/get-group-problem-list', { ...params }, { silent: true });

export const useGroupProblems = (params: GroupPagedParams, uid: string | null) =>
  useQuery({
    queryKey: groupKeys.problems(params, uid),
    queryFn: () => getGroupProblems(params),
    placeholderData: keepPreviousData,
    retry: false,
  });
