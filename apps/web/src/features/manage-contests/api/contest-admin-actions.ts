// Contest admin API: DELETE /api/admin/contest?cid=, PUT change-contest-visible (the list's switch) and GET clone?cid=.
import { api } from '@/lib/api-client';
import { useContestMutation } from './use-contest-mutation';

export const deleteContest = (cid: number): Promise<null> => api.delete<null>('/admin/contest', { cid });
export const changeContestVisible = (body: { cid: number; visible: boolean }): Promise<null> =>
  api.put<null>('/admin/contest/change-contest-visible', body);

export const cloneContest = (cid: number): Promise<{ id: number }> => api.get<{ id: number }>('/admin/contest/clone', { cid });

export const useDeleteContest = () => useContestMutation(deleteContest);
export const useCloneContest = () => useContestMutation(cloneContest);
export const useChangeContestVisible = () => useContestMutation(changeContestVisible);
