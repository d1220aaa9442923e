// The discussion list's query string (spec 002 §2.8): keyword, cid (the category), onlyMine and currentPage (below 1
// becomes 1); 10 a page.
import { readPositiveInt, unlessDefault, type SearchValues } from '@/hooks/use-search-state';

export interface DiscussionSearch {
  keyword: string;
  cid?: number;
  onlyMine: boolean;
  currentPage: number;
}

export const parseDiscussionSearch = (params: URLSearchParams): DiscussionSearch => {
  const cid = readPositiveInt(params, 'cid', 0);
  return {
    keyword: params.get('keyword')?.trim() ?? '',
    cid: cid || undefined,
    onlyMine: params.get('onlyMine') === 'true',
    currentPage: readPositiveInt(params, 'currentPage', 1),
  };
};

export const serializeDiscussionSearch = (search: DiscussionSearch): SearchValues => ({
  keyword: search.keyword || undefined,
  cid: search.cid === undefined ? undefined : String(search.cid),
  onlyMine: search.onlyMine ? 'true' : undefined,
  currentPage: unlessDefault(search.currentPage, 1),
});
