// Contest admin API: a contest's problems (queryExisted=true) or the public problems it lacks (the picker), and
// adding one under a display id, editing its display id, title and balloon colour, and removing it.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminContestProblem, AdminContestProblemPage, PageResult } from '@verdict/shared';
import { manageContestKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';
import { useContestMutation } from './use-contest-mutation';

export interface ContestProblemListParams {
  keyword: string;
  currentPage: number;
  limit: number;
  /** true: the contest's problems; false: public problems not in it yet. */
  queryExisted: boolean;
}

export interface ContestProblemValues {
  cid: number;
  pid: number;
  displayId: string;
  displayTitle: string;
  color: string | null;
}

export const getContestProblemList = (cid: number, params: ContestProblemListParams): Promise<PageResult<AdminContestProblem>> =>
  api
    .get<AdminContestProblemPage>('/admin/contest/get-problem-list', { cid, ...params }, { silent: true })
    .then((answer) => answer.problemList);

export const useAdminContestProblems = (cid: number, params: ContestProblemListParams, enabled = true) =>
  useQuery({
    queryKey: manageContestKeys.problemPage(cid, params),
    queryFn: () => getContestProblemList(cid, params),
    placeholderData: keepPreviousData,
    enabled,
  });

export const addContestProblem = (body: { cid: number; pid: number; displayId: string }): Promise<unknown> =>
  api.post<unknown>('/admin/contest/add-problem-from-public', body);
export const updateContestProblem = (body: ContestProblemValues): Promise<unknown> =>
  api.put<unknown>('/admin/contest/contest-problem', body);
export const removeContestProblem = ({ cid, pid }: { cid: number; pid: number }): Promise<unknown> =>
  api.delete<unknown>('/admin/contest/contest-problem', { cid, pid });

export const useAddContestProblem = () => useContestMutation(addContestProblem);
export const useUpdateContestProblem = () => useContestMutation(updateContestProblem);
export const useRemoveContestProblem = () => useContestMutation(removeContestProblem);
