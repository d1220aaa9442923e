// Group contest admin API (docs/api-groups.md "Contests"): the admin list, one contest for the form, saving,
// visibility, deleting, and the contest's problems (the group's own added under a display id, removal).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminContest, AdminContestProblem, AdminContestProblemPage, ContestForm, PageResult } from '@verdict/shared';
import { contestKeys, groupContestKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export interface GroupContestPageParams {
  gid: number;
  currentPage: number;
  limit: number;
}

export const getGroupAdminContests = (params: GroupContestPageParams): Promise<PageResult<AdminContest>> =>
  api.get<PageResult<AdminContest>>('/group/get-admin-contest-list', { ...params }, { silent: true });

export const useGroupAdminContests = (params: GroupContestPageParams) =>
  useQuery({
    queryKey: groupContestKeys.adminList(params),
    queryFn: () => getGroupAdminContests(params),
    placeholderData: keepPreviousData,
  });

export const getGroupContest = (cid: number): Promise<AdminContest> => api.get<AdminContest>('/group/contest', { cid }, { silent: true });

export const useGroupContest = (gid: number, cid: number) =>
  useQuery({ queryKey: groupContestKeys.contest(gid, cid), queryFn: () => getGroupContest(cid), retry: false });

const saveGroupContest = (gid: number, id: number | null, contest: ContestForm) =>
  id === null ? api.post<{ id: number }>('/group/contest', { gid, contest }) : api.put<null>('/group/contest', { gid, id, contest });

/** Saves the form to the group (a new contest, or the contest `id`); the group's contest lists refresh. */
export const useSaveGroupContest = (gid: number, id: number | null) => {
  const queryClient = useQueryClient();
  return async (contest: ContestForm): Promise<unknown> => {
    const saved = await saveGroupContest(gid, id, contest);
    await queryClient.invalidateQueries({ queryKey: groupContestKeys.all(gid) });
    return saved;
  };
};

export const getGroupContestProblems = (cid: number): Promise<PageResult<AdminContestProblem>> =>
  api
    .get<AdminContestProblemPage>(
      '/group/get-contest-problem-list',
      { cid, queryExisted: true, currentPage: 1, limit: 100 },
      { silent: true },
    )
    .then((answer) => answer.problemList);

export const useGroupContestProblems = (gid: number, cid: number) =>
  useQuery({ queryKey: groupContestKeys.problems(gid, cid), queryFn: () => getGroupContestProblems(cid) });

/** A change to one of the group's contests refreshes its lists and the contest pages. */
const useGroupContestMutation = <V>(gid: number, mutationFn: (variables: V) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groupContestKeys.all(gid) }),
        queryClient.invalidateQueries({ queryKey: contestKeys.all }),
      ]),
  });
};

export const useChangeGroupContestVisible = (gid: number) =>
  useGroupContestMutation(gid, (body: { cid: number; visible: boolean }) => api.put<null>('/group/change-contest-visible', body));
export const useDeleteGroupContest = (gid: number) =>
  useGroupContestMutation(gid, (cid: number) => api.delete<null>('/group/contest', { cid }));
export const useAddGroupContestProblem = (gid: number) =>
  useGroupContestMutation(gid, (body: { cid: number; pid: number; displayId: string }) =>
    api.post<null>('/group/add-contest-problem', body),
  );
export const useRemoveGroupContestProblem = (gid: number) =>
  useGroupContestMutation(gid, (body: { cid: number; pid: number }) => api.delete<null>('/group/contest-problem', body));
