// Training admin API: a training's chapters, hidden ones too (GET /api/admin/training/get-chapter-list or the group's
// get-admin-chapter-list), 10 a page, refreshed every 10 s.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TIMING } from '@verdict/shared';
import { manageTrainingKeys } from '@/lib/query-keys';
import type { AdminKeywordParams } from '@/lib/list-paging';
import { useTrainingAdminScope } from '../hooks/use-training-admin-scope';

export const useAdminChapterList = (trainingId: number, params: AdminKeywordParams) => {
  const { backend } = useTrainingAdminScope();
  return useQuery({
    queryKey: manageTrainingKeys.chapters(trainingId, params),
    queryFn: () => backend.chapters(trainingId, params),
    placeholderData: keepPreviousData,
    refetchInterval: TIMING.adminListRefreshMs,
  });
};
