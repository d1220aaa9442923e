// The training rank's query string (spec 002 §2.10 "Training rank"): keyword and currentPage; 30 a page.
import { TRAINING_LIMITS } from '@verdict/shared';
import { readPositiveInt, unlessDefault, type SearchValues } from '@/hooks/use-search-state';

export interface TrainingRankSearch {
  keyword: string;
  currentPage: number;
}

export const parseTrainingRankSearch = (params: URLSearchParams): TrainingRankSearch => ({
  keyword: params.get('keyword')?.trim() ?? '',
  currentPage: readPositiveInt(params, 'currentPage', 1),
});

export const serializeTrainingRankSearch = (search: TrainingRankSearch): SearchValues => ({
  keyword: search.keyword || undefined,
  currentPage: unlessDefault(search.currentPage, 1),
});

export const TRAINING_RANK_PAGE_SIZE = TRAINING_LIMITS.rankPageSize;
