// A back-office list's keyword and page in the URL (?keyword&currentPage), 10 a page unless said: trainings, contests.
import { ADMIN_LIST_PAGE_SIZE } from '@verdict/shared';
import { readPositiveInt, unlessDefault, useSearchState, type SearchValues } from '@/hooks/use-search-state';
import type { AdminKeywordParams } from '@/lib/list-paging';

type Search = Omit<AdminKeywordParams, 'limit'>;

const parse = (params: URLSearchParams): Search => ({
  keyword: params.get('keyword')?.trim() ?? '',
  currentPage: readPositiveInt(params, 'currentPage', 1),
});

const serialize = (search: Search): SearchValues => ({
  keyword: search.keyword || undefined,
  currentPage: unlessDefault(search.currentPage, 1),
});

export const useAdminKeywordSearch = (limit: number = ADMIN_LIST_PAGE_SIZE) => {
  const [search, update] = useSearchState(parse, serialize);
  return { params: { ...search, limit } as AdminKeywordParams, update };
};
