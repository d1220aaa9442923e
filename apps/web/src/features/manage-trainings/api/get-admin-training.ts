// Training admin API: GET /api/admin/training?tid= — one training with its password and visibility, for the form.
import { useQuery } from '@tanstack/react-query';
import type { AdminTraining } from '@verdict/shared';
import { api } from '@/lib/api-client';
import { manageTrainingKeys } from './query-keys';

export const getAdminTraining = (tid: number): Promise<AdminTraining> => api.get<AdminTraining>('/admin/training', { tid }, { silent: true });

export const useAdminTraining = (tid: number) =>
  useQuery({ queryKey: manageTrainingKeys.training(tid), queryFn: () => getAdminTraining(tid), retry: false });
