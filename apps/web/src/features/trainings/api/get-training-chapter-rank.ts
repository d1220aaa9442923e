// Training chapters API: GET /api/get-training-chapter-rank?tid&currentPage&limit&keyword — a page of the chapter
// rank with the training's visible chapters (the columns).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ChapterRankPage } from '@verdict/shared';
import { trainingKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';
import type { TrainingRankParams } from './get-training-rank';

export const getChapterRank = (tid: number, params: TrainingRankParams): Promise<ChapterRankPage> =>
  api.get<ChapterRankPage>('/get-training-chapter-rank', { tid, ...params }, { silent: true });

export const useChapterRank = (tid: number, params: TrainingRankParams, uid: string | null) =>
  useQuery({
    queryKey: trainingKeys.chapterRank(tid, params, uid),
    queryFn: () => getChapterRank(tid, params),
    placeholderData: keepPreviousData,
    retry: false,
  });
