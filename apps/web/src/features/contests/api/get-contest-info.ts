// Contests API: GET /api/get-contest-info?cid= — the contest, its description, the server clock and the caller's rights.
import { useQuery } from '@tanstack/react-query';
import type { ContestInfo } from '@verdict/shared';
import { contestKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getContestInfo = (cid: number): Promise<ContestInfo> => api.get<ContestInfo>('/get-contest-info', { cid }, { silent: true });

export const useContestInfo = (cid: number, uid: string | null) =>
  useQuery({ queryKey: contestKeys.info(cid, uid), queryFn: () => getContestInfo(cid), retry: false });
