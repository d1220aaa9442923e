// Training access (spec 002 §4) as a state: logged out, loading the training, checking a private training's
// access, waiting for its password, or open.
import type { UseQueryResult } from '@tanstack/react-query';
import type { TrainingDetail } from '@verdict/shared';
import { useSession } from '@/lib/session';
import { useTrainingAccess } from '../api/get-training-access';
import { useTrainingDetail } from '../api/get-training-detail';

export type TrainingGateState =
  | { status: 'login' }
  | { status: 'detail'; query: UseQueryResult<TrainingDetail> }
  | { status: 'access' }
  | { status: 'password'; training: TrainingDetail }
  | { status: 'open'; training: TrainingDetail };

export const useTrainingGate = (tid: number): TrainingGateState => {
  const { user } = useSession();
  const query = useTrainingDetail(tid, user !== null);
  const training = query.data;
  const isPrivate = training?.auth === 'Private';
  const access = useTrainingAccess(tid, user?.uid ?? null, isPrivate);
  if (!user) return { status: 'login' };
  if (!training) return { status: 'detail', query };
  if (!isPrivate) return { status: 'open', training };
  if (access.isPending) return { status: 'access' };
  return access.data?.access ? { status: 'open', training } : { status: 'password', training };
};
