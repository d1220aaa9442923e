// The back-office training list's keyword and page in the URL (?keyword&currentPage), 10 a page.
import { ADMIN_LIST_PAGE_SIZE } from '@verdict/shared';
import { readPositiveInt, unlessDefault, useSearchState, type SearchValues } from '@/features/submissions/hooks/use-search-state';
import type { AdminTrainingListParams } from '../api/get-admin-training-list';

type Search = Omit<AdminTrainingListParams, 'limit'>;

const parse = (params: URLSearchParams): Search => ({
  keyword: params.get('keyword')?.trim() ?? '',
  currentPage: readPositiveInt(params, 'currentPage', 1),
});

const serialize = (search: Search): SearchValues => ({ keyword: search.keyword || undefined, currentPage: unlessDefault(search.currentPage, 1) });

export const useAdminTrainingSearch = () => {
  const [search, update] = useSearchState(parse, serialize);
  return { params: { ...search, limit: ADMIN_LIST_PAGE_SIZE }, update };
};
