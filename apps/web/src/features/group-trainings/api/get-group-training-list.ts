// Group trainings API: GET /api/get-group-training-list?gid — the group's trainings as its members see them, paged,
// with the caller's progress.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PageResult, TrainingListItem } from '@verdict/shared';
import { groupKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';
import type { GroupPagedParams } from '@/lib/api/group-paged-params';

export const getGroupTrainingList = (params: GroupPagedParams): Promise<PageResult<TrainingListItem>> =>
  api.get<PageResult<TrainingListItem>>('/get-group-training-list', { ...params }, { silent: true });

export const useGroupTrainingList = (params: GroupPagedParams, uid: string | null) =>
  useQuery({
    queryKey: groupKeys.trainings(params, uid),
    queryFn: () => getGroupTrainingList(params),
    placeholderData: keepPreviousData,
    retry: false,
  });
