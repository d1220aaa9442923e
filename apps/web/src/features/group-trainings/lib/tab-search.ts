// The Training tab's query string: the page of the list and whether a group admin looks at the admin mode (admin=1).
import { readPositiveInt, unlessDefault, type SearchValues } from '@/hooks/use-search-state';

export interface TrainingTabSearch {
  currentPage: number;
  admin: boolean;
}

export const parseTrainingTabSearch = (params: URLSearchParams): TrainingTabSearch => ({
  currentPage: readPositiveInt(params, 'currentPage', 1),
  admin: params.get('admin') === '1',
});

/** Switching modes drops the other mode's search and page. */
export const serializeTrainingTabSearch = (search: TrainingTabSearch): SearchValues => ({
  currentPage: unlessDefault(search.currentPage, 1),
  admin: search.admin ? '1' : undefined,
});
