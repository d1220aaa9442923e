// Training admin API: the scope's training list (GET /api/admin/training/get-training-list or the group's), paged,
// refreshed every 10 s.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TIMING } from '@verdict/shared';
import { manageTrainingKeys } from '@/lib/query-keys';
import type { AdminKeywordParams } from '@/lib/list-paging';
import { useTrainingAdminScope } from '../hooks/use-training-admin-scope';

export type AdminTrainingListParams = AdminKeywordParams;

export const useAdminTrainingList = (params: AdminTrainingListParams) => {
  const { key, backend } = useTrainingAdminScope();
  return useQuery({
    queryKey: manageTrainingKeys.list(key, params),
    queryFn: () => backend.list(params),
    placeholderData: keepPreviousData,
    refetchInterval: TIMING.adminListRefreshMs,
  });
};
