// The training list's query string (spec 002 §2.10 /training): keyword, categoryId, auth, source (official or
// personal; none for both), onlyFavorite (the caller's favourites) and currentPage (below 1 becomes 1); 15 a page.
import { TRAINING_AUTHS, TRAINING_LIMITS, type TrainingAuth } from '@verdict/shared';
import { readPositiveInt, unlessDefault, type SearchValues } from '@/hooks/use-search-state';

/** The sources the list offers (chapters list only inside their training). */
export const LISTED_TRAINING_SOURCES = ['official', 'personal'] as const;
export type ListedTrainingSource = (typeof LISTED_TRAINING_SOURCES)[number];

export interface TrainingSearch {
  keyword: string;
  categoryId?: number;
  auth?: TrainingAuth;
  source?: ListedTrainingSource;
  onlyFavorite: boolean;
  currentPage: number;
}

const readId = (raw: string | null): number | undefined => {
  const value = Number(raw);
  return raw && Number.isInteger(value) && value > 0 ? value : undefined;
};

export const parseTrainingSearch = (params: URLSearchParams): TrainingSearch => ({
  keyword: params.get('keyword')?.trim() ?? '',
  categoryId: readId(params.get('categoryId')),
  auth: TRAINING_AUTHS.find((auth) => auth === params.get('auth')),
  source: LISTED_TRAINING_SOURCES.find((source) => source === params.get('source')),
  onlyFavorite: params.get('onlyFavorite') === 'true',
  currentPage: readPositiveInt(params, 'currentPage', 1),
});

export const serializeTrainingSearch = (search: TrainingSearch): SearchValues => ({
  keyword: search.keyword || undefined,
  categoryId: search.categoryId === undefined ? undefined : String(search.categoryId),
  auth: search.auth,
  source: search.source,
  onlyFavorite: search.onlyFavorite ? 'true' : undefined,
  currentPage: unlessDefault(search.currentPage, 1),
});

export const TRAINING_PAGE_SIZE = TRAINING_LIMITS.listPageSize;
