// Judge server actions (super admin): PUT /api/admin/judge-server {id, enabled} — the switch (a server switched off
// gets no task); DELETE /api/admin/judge-server?id — removes a dead server, its tasks back in the queue.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JudgeServerSwitchRequest } from '@verdict/shared';
import { api } from '@/lib/api-client';
import { manageDashboardKeys } from '@/lib/query-keys';

const useJudgeServerMutation = <V>(call: (variables: V) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: manageDashboardKeys.judgeServers }),
  });
};

export const useSwitchJudgeServer = () =>
  useJudgeServerMutation((body: JudgeServerSwitchRequest) => api.put<null>('/admin/judge-server', body));

export const useRemoveJudgeServer = () =>
  useJudgeServerMutation((id: string) => api.delete<{ released: number }>('/admin/judge-server', { id }));
