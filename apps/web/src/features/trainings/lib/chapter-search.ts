// The chapter list's query string (spec 002 §2.10 chapter list): currentPage; 15 a page (spec 002 §9).
import { TRAINING_LIMITS } from '@verdict/shared';
import { readPositiveInt, unlessDefault, type SearchValues } from '@/hooks/use-search-state';

export interface ChapterListSearch {
  currentPage: number;
}

export const parseChapterSearch = (params: URLSearchParams): ChapterListSearch => ({
  currentPage: readPositiveInt(params, 'currentPage', 1),
});

export const serializeChapterSearch = (search: ChapterListSearch): SearchValues => ({
  currentPage: unlessDefault(search.currentPage, 1),
});

export const CHAPTER_PAGE_SIZE = TRAINING_LIMITS.chapterListPageSize;
