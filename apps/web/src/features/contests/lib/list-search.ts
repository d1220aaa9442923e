// The contest list's query string (spec 001 §2 /contest): status, type, keyword and currentPage (below 1 becomes 1).
import { CONTEST_LIMITS, ContestStatus, ContestType, type ContestStatusCode, type ContestTypeCode } from '@verdict/shared';
import { readInt, readPositiveInt, unlessDefault, type SearchValues } from '@/hooks/use-search-state';

export interface ContestSearch {
  keyword: string;
  status?: ContestStatusCode;
  type?: ContestTypeCode;
  currentPage: number;
}

export const CONTEST_STATUSES: readonly ContestStatusCode[] = [ContestStatus.Scheduled, ContestStatus.Running, ContestStatus.Ended];
export const CONTEST_TYPES: readonly ContestTypeCode[] = [ContestType.ACM, ContestType.OI];

const pick = <T extends number>(options: readonly T[], value: number | undefined): T | undefined =>
  options.find((option) => option === value);

export const parseContestSearch = (params: URLSearchParams): ContestSearch => ({
  keyword: params.get('keyword')?.trim() ?? '',
  status: pick(CONTEST_STATUSES, readInt(params, 'status')),
  type: pick(CONTEST_TYPES, readInt(params, 'type')),
  currentPage: readPositiveInt(params, 'currentPage', 1),
});

export const serializeContestSearch = (search: ContestSearch): SearchValues => ({
  keyword: search.keyword || undefined,
  status: search.status === undefined ? undefined : String(search.status),
  type: search.type === undefined ? undefined : String(search.type),
  currentPage: unlessDefault(search.currentPage, 1),
});

export const CONTEST_PAGE_SIZE = CONTEST_LIMITS.listPageSize;
