// Trainings API: GET /api/get-training-detail?tid= — the training's row and its introduction.
import { useQuery } from '@tanstack/react-query';
import type { TrainingDetail } from '@verdict/shared';
import { trainingKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const getTrainingDetail = (tid: number): Promise<TrainingDetail> =>
  api.get<TrainingDetail>('/get-training-detail', { tid }, { silent: true });

/** Asked only for logged-in callers: visitors are sent to the login dialog first (spec 002 §4). */
export const useTrainingDetail = (tid: number, enabled: boolean) => {
  const uid = useSession().user?.uid ?? null;
  return useQuery({ queryKey: trainingKeys.detail(tid, uid), queryFn: () => getTrainingDetail(tid), enabled, retry: false });
};
