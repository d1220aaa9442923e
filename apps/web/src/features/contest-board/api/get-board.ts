// Contest board API: POST /api/get-contest-rank (the rank tab, with the contest's access rules) and POST
// /api/get-contest-outside-scoreboard (the outside boards, no login when the contest opens its rank); both answer
// a BoardPage (spec 001 §7, reference §5.4–§5.7).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BoardPage } from '@verdict/shared';
import { api } from '@/lib/api-client';
import { contestBoardKeys } from '@/lib/query-keys';

export type BoardSource = 'rank' | 'outside';

export interface BoardParams {
  cid: number;
  currentPage: number;
  limit: number;
  forceRefresh: boolean;
  removeStar: boolean;
  containsEnd: boolean;
  /** Uids pinned on top. */
  concernedList: string[];
  keyword: string;
}

const PATHS: Record<BoardSource, string> = {
  rank: '/get-contest-rank',
  outside: '/get-contest-outside-scoreboard',
};

/** Visitors call anonymously, so a closed board (401/403) is shown on the page instead of ending a session. */
export const getBoard = (source: BoardSource, params: BoardParams, anonymous: boolean): Promise<BoardPage> =>
  api.post<BoardPage>(PATHS[source], params, { silent: true, anonymous });

export function useBoard(source: BoardSource, params: BoardParams, uid: string | null, refetchInterval: number | false) {
  return useQuery({
    queryKey: contestBoardKeys.board(source, params, uid),
    queryFn: () => getBoard(source, params, uid === null),
    placeholderData: keepPreviousData,
    refetchInterval,
    retry: false,
  });
}
