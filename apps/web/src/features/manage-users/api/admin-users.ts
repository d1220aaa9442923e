// Users back-office API (root): the list (GET admin/user/get-user-list, refreshed every 10 s), the edit, the
// deletion, the batch import, the generation and its xlsx, and a user's sessions (GET/DELETE admin/user/sessions,
// DELETE admin/user/session).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TIMING,
  type AdminEditUserRequest,
  type AdminGenerateUsersRequest,
  type AdminUserRecord,
  type DeleteUsersResult,
  type GenerateUsersResult,
  type ImportUsersResult,
  type PageResult,
  type UserSession,
} from '@verdict/shared';
import { api, apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { manageUserKeys } from '@/lib/query-keys';

export interface UserListParams {
  keyword: string;
  onlyAdmin: boolean;
  currentPage: number;
  limit: number;
}

export const useAdminUserList = (params: UserListParams) =>
  useQuery({
    queryKey: manageUserKeys.list(params),
    queryFn: () =>
      api.get<PageResult<AdminUserRecord>>('/admin/user/get-user-list', {
        currentPage: params.currentPage,
        limit: params.limit,
        keyword: params.keyword || undefined,
        onlyAdmin: params.onlyAdmin || undefined,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: TIMING.adminListRefreshMs,
  });

/** A change to the users; afterwards the list and the sessions refresh. */
const useUsersMutation = <V, R>(call: (variables: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: manageUserKeys.all }) });
};

export const useEditUser = () => useUsersMutation((body: AdminEditUserRequest) => api.put<null>('/admin/user/edit-user', body));

export const useDeleteUsers = () =>
  useUsersMutation(
    async (ids: string[]) => (await apiRequest<DeleteUsersResult>('/admin/user/delete-user', { method: 'DELETE', body: { ids } })).data,
  );

export const useImportUsers = () =>
  useUsersMutation((users: string[][]) => api.post<ImportUsersResult>('/admin/user/insert-batch-user', { users }));

export const useGenerateUsers = () =>
  useUsersMutation((body: AdminGenerateUsersRequest) => api.post<GenerateUsersResult>('/admin/user/generate-user', body));

/** The generated credentials as an xlsx; the key works once. */
export const downloadGeneratedUsers = (key: string) => downloadFile('/file/generate-user-excel', { key }, 'generated-users.xlsx');

export const useUserSessions = (uid: string | null) =>
  useQuery({
    queryKey: manageUserKeys.sessions(uid ?? ''),
    queryFn: () => api.get<UserSession[]>('/admin/user/sessions', { uid }),
    enabled: uid !== null,
  });

export const useEndSession = () => useUsersMutation((id: string) => api.delete<null>('/admin/user/session', { id }));

export const useEndAllSessions = () => useUsersMutation((uid: string) => api.delete<{ ended: number }>('/admin/user/sessions', { uid }));
