// The scroll board's address (spec 001 §2): /scrollBoard?cid=…&removeStar=…&medals=gold,silver,bronze.
import { formatMedals, parseMedals, type MedalCounts } from './medals';

export const SCROLL_BOARD_PATH = '/scrollBoard';

export const scrollBoardUrl = (cid: number, removeStar: boolean, medals: MedalCounts): string =>
  `${SCROLL_BOARD_PATH}?${new URLSearchParams({ cid: String(cid), removeStar: String(removeStar), medals: formatMedals(medals) }).toString()}`;

export interface ScrollBoardQuery {
  cid: number | null;
  removeStar: boolean;
  medals: MedalCounts;
}

export const parseScrollBoardQuery = (search: URLSearchParams): ScrollBoardQuery => {
  const cid = Number(search.get('cid'));
  return {
    cid: Number.isInteger(cid) && cid > 0 ? cid : null,
    removeStar: search.get('removeStar') === 'true',
    medals: parseMedals(search.get('medals')),
  };
};
