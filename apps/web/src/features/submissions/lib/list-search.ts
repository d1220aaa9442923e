// The status page's query string (spec 000 §2 /status): onlyMine, status, username, problemID, completeProblemID and paging.
import { PAGE_SIZES } from '@verdict/shared';
import { readInt, readPageSize, readPositiveInt, unlessDefault, type SearchValues } from '@/hooks/use-search-state';

export interface SubmissionSearch {
  onlyMine: boolean;
  status?: number;
  username: string;
  problemID: string;
  completeProblemID: boolean;
  currentPage: number;
  limit: number;
}

export const parseSubmissionSearch = (params: URLSearchParams): SubmissionSearch => ({
  onlyMine: params.get('onlyMine') === 'true',
  status: readInt(params, 'status'),
  username: params.get('username')?.trim() ?? '',
  problemID: params.get('problemID')?.trim() ?? '',
  completeProblemID: params.get('completeProblemID') === 'true',
  currentPage: readPositiveInt(params, 'currentPage', 1),
  limit: readPageSize(params, PAGE_SIZES.options, PAGE_SIZES.submissionList),
});

export const serializeSubmissionSearch = (search: SubmissionSearch): SearchValues => ({
  onlyMine: search.onlyMine ? 'true' : undefined,
  status: search.status === undefined ? undefined : String(search.status),
  username: search.username || undefined,
  problemID: search.problemID || undefined,
  completeProblemID: search.completeProblemID ? 'true' : undefined,
  currentPage: unlessDefault(search.currentPage, 1),
  limit: unlessDefault(search.limit, PAGE_SIZES.submissionList),
});
