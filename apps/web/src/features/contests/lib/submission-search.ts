// The contest submissions tab's query string (spec 001 §2): onlyMine, problemID (display id), username and the page.
import { PAGE_SIZES } from '@verdict/shared';
import { readPositiveInt, unlessDefault, type SearchValues } from '@/hooks/use-search-state';

export interface ContestSubmissionSearch {
  onlyMine: boolean;
  problemID: string;
  username: string;
  currentPage: number;
}

export const parseContestSubmissionSearch = (params: URLSearchParams): ContestSubmissionSearch => ({
  onlyMine: params.get('onlyMine') === 'true',
  problemID: params.get('problemID')?.trim() ?? '',
  username: params.get('username')?.trim() ?? '',
  currentPage: readPositiveInt(params, 'currentPage', 1),
});

export const serializeContestSubmissionSearch = (search: ContestSubmissionSearch): SearchValues => ({
  onlyMine: search.onlyMine ? 'true' : undefined,
  problemID: search.problemID || undefined,
  username: search.username || undefined,
  currentPage: unlessDefault(search.currentPage, 1),
});

export const CONTEST_SUBMISSION_PAGE_SIZE = PAGE_SIZES.submissionList;
