// Query keys of the training calls; answers that carry the caller's progress or status include the caller.
import type { TrainingListQueryParams } from './get-training-list';

export const trainingKeys = {
  all: ['training'] as const,
  categories: ['training', 'categories'] as const,
  list: (params: TrainingListQueryParams, uid: string | null) => ['training', 'list', params, uid] as const,
  detail: (tid: number) => ['training', 'detail', tid] as const,
  access: (tid: number, uid: string | null) => ['training', 'access', tid, uid] as const,
  problems: (tid: number, uid: string | null) => ['training', 'problems', tid, uid] as const,
  fullScreen: (tid: number, uid: string | null) => ['training', 'full-screen', tid, uid] as const,
};
