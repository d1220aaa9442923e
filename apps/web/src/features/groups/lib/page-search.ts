// A group tab's list (problems, members) in the query string: keyword and page (below 1 becomes 1).
import { readPositiveInt, unlessDefault, type SearchValues } from '@/hooks/use-search-state';

export interface PageSearch {
  keyword: string;
  currentPage: number;
}

export const parsePageSearch = (params: URLSearchParams): PageSearch => ({
  keyword: params.get('keyword')?.trim() ?? '',
  currentPage: readPositiveInt(params, 'currentPage', 1),
});

export const serializePageSearch = (search: PageSearch): SearchValues => ({
  keyword: search.keyword || undefined,
  currentPage: unlessDefault(search.currentPage, 1),
});
