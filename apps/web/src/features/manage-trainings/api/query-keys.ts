// Query keys of the training administration calls, so mutations can invalidate exactly what they change.
export const manageTrainingKeys = {
  all: ['admin-training'] as const,
  list: ['admin-training', 'list'] as const,
  training: (tid: number) => ['admin-training', 'one', tid] as const,
  problems: (tid: number) => ['admin-training', 'problems', tid] as const,
};
