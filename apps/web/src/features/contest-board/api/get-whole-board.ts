// The whole ACM board in pages of 300 (the largest page get-contest-rank gives), without the pinned copies: the
// scroll board and its configuration need every row.
import { useQuery } from '@tanstack/react-query';
import { BOARD_PAGE_SIZES, type AcmBoardRow } from '@verdict/shared';
import { contestBoardKeys } from '@/lib/query-keys';
import { getBoard } from './get-board';

const PAGE = BOARD_PAGE_SIZES[BOARD_PAGE_SIZES.length - 1];
/** A bound on the pages asked for, so a board that keeps growing cannot loop. */
const MAX_PAGES = 100;

export interface WholeBoard {
  rows: AcmBoardRow[];
  sealed: boolean;
}

export async function getWholeBoard(cid: number, forceRefresh: boolean, removeStar: boolean): Promise<WholeBoard> {
  const rows: AcmBoardRow[] = [];
  let sealed = false;
  for (let currentPage = 1; currentPage <= MAX_PAGES; currentPage += 1) {
    const page = await getBoard(
      'rank',
      { cid, currentPage, limit: PAGE, forceRefresh, removeStar, containsEnd: false, concernedList: [], keyword: '' },
      false,
    );
    sealed = sealed || page.sealed;
    rows.push(...(page.records as AcmBoardRow[]));
    if (page.records.length < PAGE || currentPage * PAGE >= page.total) break;
  }
  return { rows: rows.filter((row) => !row.isConcerned), sealed };
}

/** The live board (admins' forceRefresh) and the sealed one, as the scroll board starts from them. */
export const useScrollBoards = (cid: number, removeStar: boolean, uid: string | null) =>
  useQuery({
    queryKey: contestBoardKeys.scroll(cid, removeStar, uid),
    queryFn: async () => {
      const [live, sealed] = await Promise.all([getWholeBoard(cid, true, removeStar), getWholeBoard(cid, false, removeStar)]);
      return { live, sealed };
    },
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** How many users the live board ranks (no star users): the base of the default medals. */
export const useRankedCount = (cid: number, uid: string | null) =>
  useQuery({
    queryKey: contestBoardKeys.rankedCount(cid, uid),
    queryFn: async () => (await getWholeBoard(cid, true, true)).rows.filter((row) => row.rank !== -1).length,
    retry: false,
  });
