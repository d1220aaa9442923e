// The problem list's query string (spec 000 §2 /problem): keyword, difficulty, oj, tagId (JSON list), isFilter,
// bank, currentPage (below 1 becomes 1) and limit.
import { DIFFICULTY_MAX, MAX_TAG_FILTER, PAGE_SIZES, PROBLEM_BANKS, TAG_FILTER_MODES, type ProblemBank } from '@verdict/shared';
import { readInt, readPageSize, readPositiveInt, unlessDefault, type SearchValues } from '@/hooks/use-search-state';

export type TagFilterMode = (typeof TAG_FILTER_MODES)[number];

export interface ProblemSearch {
  keyword: string;
  difficulty?: number;
  /** 'All', 'Mine' (local problems) or a remote OJ key. */
  oj: string;
  tagIds: number[];
  isFilter: TagFilterMode;
  bank?: ProblemBank;
  currentPage: number;
  limit: number;
}

export const ALL_OJ = 'All';

/** "[1,2]" or "1,2"; anything that is not a positive id is dropped, duplicates collapse. */
const readTagIds = (raw: string | null): number[] => {
  if (!raw) return [];
  const body = raw.trim().replace(/^\[|\]$/g, '');
  const ids = body
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, MAX_TAG_FILTER);
};

const readDifficulty = (params: URLSearchParams): number | undefined => {
  const value = readInt(params, 'difficulty');
  return value !== undefined && value >= 0 && value <= DIFFICULTY_MAX ? value : undefined;
};

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | undefined => options.find((option) => option === value);

export const parseProblemSearch = (params: URLSearchParams): ProblemSearch => ({
  keyword: params.get('keyword')?.trim() ?? '',
  difficulty: readDifficulty(params),
  oj: params.get('oj')?.trim() || ALL_OJ,
  tagIds: readTagIds(params.get('tagId')),
  isFilter: oneOf(TAG_FILTER_MODES, params.get('isFilter')) ?? 'Filter',
  bank: oneOf(PROBLEM_BANKS, params.get('bank')),
  currentPage: readPositiveInt(params, 'currentPage', 1),
  limit: readPageSize(params, PAGE_SIZES.options, PAGE_SIZES.problemList),
});

export const serializeProblemSearch = (search: ProblemSearch): SearchValues => ({
  keyword: search.keyword || undefined,
  difficulty: search.difficulty === undefined ? undefined : String(search.difficulty),
  oj: unlessDefault(search.oj, ALL_OJ),
  tagId: search.tagIds.length ? JSON.stringify(search.tagIds) : undefined,
  isFilter: unlessDefault(search.isFilter, 'Filter'),
  bank: search.bank,
  currentPage: unlessDefault(search.currentPage, 1),
  limit: unlessDefault(search.limit, PAGE_SIZES.problemList),
});
