// Print API: sending a text (POST submit-print-text), the admins' list refreshed every 10 s, marking one printed
// and downloading its text.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContestPrint, PageResult } from '@verdict/shared';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { contestHelperKeys } from '@/lib/query-keys';
import type { PageParams } from './contest-announcements';

/** Admin lists refresh every 10 s (spec 001 §4). */
export const ADMIN_REFRESH_MS = 10_000;

/** Answers the server's confirmation message. */
export const submitPrint = (cid: number, content: string) => api.post<null>('/submit-print-text', { cid, content });

export const useContestPrints = (cid: number, params: PageParams) =>
  useQuery({
    queryKey: contestHelperKeys.prints(cid, params),
    queryFn: () => api.get<PageResult<ContestPrint>>('/get-contest-print', { cid, ...params }, { silent: true }),
    placeholderData: keepPreviousData,
    refetchInterval: ADMIN_REFRESH_MS,
  });

export const useMarkPrinted = (cid: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.put('/check-contest-print-status', { id, cid }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contestHelperKeys.contest(cid) }),
  });
};

export const downloadPrint = (row: ContestPrint) =>
  downloadFile('/file/download-contest-print-text', { id: row.id }, `${row.username}_Contest_Print.txt`);
