// Trainings API: GET /api/get-training-rank?tid&currentPage&limit&keyword — a page of the training's rank.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PageResult, TrainingRankRow } from '@verdict/shared';
import { trainingRankKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export interface TrainingRankParams {
  currentPage: number;
  limit: number;
  keyword?: string;
}

export const getTrainingRank = (tid: number, params: TrainingRankParams): Promise<PageResult<TrainingRankRow>> =>
  api.get<PageResult<TrainingRankRow>>('/get-training-rank', { tid, ...params }, { silent: true });

export const useTrainingRank = (tid: number, params: TrainingRankParams, uid: string | null) =>
  useQuery({
    queryKey: trainingRankKeys.list(tid, params, uid),
    queryFn: () => getTrainingRank(tid, params),
    placeholderData: keepPreviousData,
    retry: false,
  });
