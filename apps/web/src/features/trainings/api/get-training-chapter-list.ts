// Training chapters API: GET /api/get-training-chapter-list?tid&currentPage&limit — a training's chapters in order,
// with the caller's progress in each (15 a page).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PageResult, TrainingListItem } from '@verdict/shared';
import { trainingKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export interface ChapterListParams {
  currentPage: number;
  limit: number;
}

export const getTrainingChapters = (tid: number, params: ChapterListParams): Promise<PageResult<TrainingListItem>> =>
  api.get<PageResult<TrainingListItem>>('/get-training-chapter-list', { tid, ...params }, { silent: true });

export const useTrainingChapters = (tid: number, params: ChapterListParams, uid: string | null) =>
  useQuery({
    queryKey: trainingKeys.chapters(tid, params, uid),
    queryFn: () => getTrainingChapters(tid, params),
    placeholderData: keepPreviousData,
    retry: false,
  });
