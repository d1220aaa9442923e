// Training admin API: one training with its password and visibility, for the form (GET /api/admin/training?tid= or
// the group's).
import { useQuery } from '@tanstack/react-query';
import { manageTrainingKeys } from '@/lib/query-keys';
import { useTrainingAdminScope } from '../hooks/use-training-admin-scope';

export const useAdminTraining = (tid: number) => {
  const { backend } = useTrainingAdminScope();
  return useQuery({ queryKey: manageTrainingKeys.training(tid), queryFn: () => backend.get(tid), retry: false });
};
