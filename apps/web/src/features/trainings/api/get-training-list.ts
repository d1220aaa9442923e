// Trainings API: GET /api/get-training-list — the paged site-wide training list with its filters.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PageResult, TrainingAuth, TrainingListItem } from '@verdict/shared';
import { trainingKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export interface TrainingListQueryParams {
  keyword?: string;
  categoryId?: number;
  auth?: TrainingAuth;
  source?: 'official' | 'personal';
  onlyFavorite?: boolean;
  currentPage: number;
  limit: number;
}

export const getTrainingList = (params: TrainingListQueryParams): Promise<PageResult<TrainingListItem>> =>
  api.get<PageResult<TrainingListItem>>('/get-training-list', { ...params }, { silent: true });

export const useTrainingList = (params: TrainingListQueryParams, uid: string | null) =>
  useQuery({ queryKey: trainingKeys.list(params, uid), queryFn: () => getTrainingList(params), placeholderData: keepPreviousData });
