// Trainings API: GET /api/get-training-access?tid= — whether the logged-in caller may open the training.
import { useQuery } from '@tanstack/react-query';
import type { TrainingAccess } from '@verdict/shared';
import { trainingKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getTrainingAccess = (tid: number): Promise<TrainingAccess> =>
  api.get<TrainingAccess>('/get-training-access', { tid }, { silent: true });

/** Asked only for a private training and a logged-in caller. */
export const useTrainingAccess = (tid: number, uid: string | null, enabled: boolean) =>
  useQuery({
    queryKey: trainingKeys.access(tid, uid),
    queryFn: () => getTrainingAccess(tid),
    enabled: enabled && uid !== null,
    retry: false,
  });
