// Contest board API: GET /api/get-contest-outsize-info?cid= — the contest and its problems for the outside boards
// (no login when the contest opens its rank).
import { useQuery } from '@tanstack/react-query';
import type { ContestOutsideInfo } from '@verdict/shared';
import { api } from '@/lib/api-client';
import { contestBoardKeys } from '@/lib/query-keys';

export const getOutsideInfo = (cid: number, anonymous: boolean): Promise<ContestOutsideInfo> =>
  api.get<ContestOutsideInfo>('/get-contest-outsize-info', { cid }, { silent: true, anonymous });

export const useOutsideInfo = (cid: number, uid: string | null) =>
  useQuery({ queryKey: contestBoardKeys.outsideInfo(cid, uid), queryFn: () => getOutsideInfo(cid, uid === null), retry: false });
