// Contests API: GET /api/get-contest-access?cid= — whether the caller registered for a private or protected contest.
import { useQuery } from '@tanstack/react-query';
import type { ContestAccess } from '@verdict/shared';
import { contestKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getContestAccess = (cid: number): Promise<ContestAccess> =>
  api.get<ContestAccess>('/get-contest-access', { cid }, { silent: true });

/** Asked only when the contest is not public. */
export const useContestAccess = (cid: number, uid: string | null, enabled: boolean) =>
  useQuery({ queryKey: contestKeys.access(cid, uid), queryFn: () => getContestAccess(cid), enabled, retry: false });
