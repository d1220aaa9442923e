// Batch API: GET /api/admin/problem/import-progress?jobId= — an import job's state, progress and report;
// polled every second while the job runs.
import { useQuery } from '@tanstack/react-query';
import type { ImportJobView } from '@verdict/shared';
import { problemBatchKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

const POLL_MS = 1000;

export const getImportProgress = (jobId: string): Promise<ImportJobView> =>
  api.get<ImportJobView>('/admin/problem/import-progress', { jobId }, { silent: true });

export const useImportProgress = (jobId: string | null) =>
  useQuery({
    queryKey: problemBatchKeys.importJob(jobId ?? ''),
    queryFn: () => getImportProgress(jobId!),
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data?.state === 'running' ? POLL_MS : false),
  });
