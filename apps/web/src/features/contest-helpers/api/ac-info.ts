// AC info API (balloons): the first ACs refreshed every 10 s, and checking a balloon delivered or not.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContestAcInfo, PageResult } from '@verdict/shared';
import { api } from '@/lib/api-client';
import { contestHelperKeys } from '@/lib/query-keys';
import type { PageParams } from './contest-announcements';
import { ADMIN_REFRESH_MS } from './contest-print';

export const useContestAcInfo = (cid: number, params: PageParams) =>
  useQuery({
    queryKey: contestHelperKeys.acInfo(cid, params),
    queryFn: () => api.get<PageResult<ContestAcInfo>>('/get-contest-ac-info', { cid, ...params }, { silent: true }),
    placeholderData: keepPreviousData,
    refetchInterval: ADMIN_REFRESH_MS,
  });

export const useCheckAcInfo = (cid: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, checked }: { id: number; checked: boolean }) => api.put('/check-contest-ac-info', { id, checked, cid }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contestHelperKeys.contest(cid) }),
  });
};
