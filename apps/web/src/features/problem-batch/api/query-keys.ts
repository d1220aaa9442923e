// Query keys of the problem batch calls.
export const problemBatchKeys = {
  importJob: (jobId: string) => ['problem-import-job', jobId] as const,
  verdictsAll: ['problem-solution-verdicts'] as const,
  verdicts: (pids: readonly number[]) => ['problem-solution-verdicts', pids.join(',')] as const,
};
