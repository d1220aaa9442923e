// Training admin API: GET /api/admin/training/get-training-list — the back-office training list, paged.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TIMING, type AdminTraining, type PageResult } from '@verdict/shared';
import { api } from '@/lib/api-client';
import { manageTrainingKeys } from './query-keys';

export interface AdminTrainingListParams {
  keyword: string;
  currentPage: number;
  limit: number;
}

export const getAdminTrainingList = (params: AdminTrainingListParams): Promise<PageResult<AdminTraining>> =>
  api.get<PageResult<AdminTraining>>('/admin/training/get-training-list', { ...params }, { silent: true });

export const useAdminTrainingList = (params: AdminTrainingListParams) =>
  useQuery({
    queryKey: [...manageTrainingKeys.list, params],
    queryFn: () => getAdminTrainingList(params),
    placeholderData: keepPreviousData,
    refetchInterval: TIMING.adminListRefreshMs,
  });
