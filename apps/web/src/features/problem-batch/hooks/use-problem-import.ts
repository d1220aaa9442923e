// One import at a time: the file is checked here, uploaded with its progress, then the server's job is followed
// until its report is ready; the back-office problem lists are refreshed once problems have been added. The job
// is remembered for the browser tab, so leaving the page and coming back shows it again (until the server
// forgets it, an hour after it ended).
import '@/locales/need/more';
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IMPORT_FILE_MAX_BYTES, type ImportFormat } from '@verdict/shared';
import { manageProblemKeys } from '@/lib/query-keys';
import { ApiError } from '@/lib/api-client';
import { importProblem } from '../api/import-problem';
import { useImportProgress } from '../api/get-import-progress';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; percent: number }
  | { phase: 'refused'; fileName: string; reason: string }
  | { phase: 'started'; fileName: string; jobId: string };

const ACCEPTED_EXTENSIONS = ['.xml', '.zip'];
const REMEMBERED_JOB = 'verdict.problemBatch.importJob';

type StartedUpload = Extract<UploadState, { phase: 'started' }>;

function rememberedJob(): UploadState {
  try {
    const job = JSON.parse(sessionStorage.getItem(REMEMBERED_JOB) ?? 'null') as StartedUpload | null;
    return job?.phase === 'started' && typeof job.jobId === 'string' ? job : { phase: 'idle' };
  } catch {
    return { phase: 'idle' };
  }
}

const remember = (job: StartedUpload | null) =>
  job ? sessionStorage.setItem(REMEMBERED_JOB, JSON.stringify(job)) : sessionStorage.removeItem(REMEMBERED_JOB);
const MEBIBYTE = 1024 * 1024;

export const useProblemImport = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [upload, setUpload] = useState<UploadState>(rememberedJob);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const job = useImportProgress(upload.phase === 'started' ? upload.jobId : null);
  const jobState = job.data?.state;
  useEffect(() => {
    if (jobState === 'done') void queryClient.invalidateQueries({ queryKey: manageProblemKeys.lists });
  }, [jobState, queryClient]);
  const forgotten = job.error instanceof ApiError && job.error.status === 404;
  useEffect(() => {
    if (!forgotten) return;
    remember(null);
    setUpload({ phase: 'idle' });
  }, [forgotten]);

  const refusalOf = (file: File): string | null => {
    if (!ACCEPTED_EXTENSIONS.some((ext) => file.name.toLowerCase().endsWith(ext))) return t('problemBatch:import.wrongType');
    if (file.size > IMPORT_FILE_MAX_BYTES) return t('problemBatch:import.tooLarge', { size: IMPORT_FILE_MAX_BYTES / MEBIBYTE });
    return null;
  };

  const start = async (file: File, format: ImportFormat | undefined, hidden: boolean) => {
    const refusal = refusalOf(file);
    if (refusal) {
      setUpload({ phase: 'refused', fileName: file.name, reason: refusal });
      return;
    }
    controller.current?.abort();
    remember(null);
    const own = new AbortController();
    controller.current = own;
    setUpload({ phase: 'uploading', fileName: file.name, percent: 0 });
    try {
      const { jobId } = await importProblem({
        file,
        format,
        hidden,
        signal: own.signal,
        onProgress: (percent) => setUpload({ phase: 'uploading', fileName: file.name, percent }),
      });
      const started: StartedUpload = { phase: 'started', fileName: file.name, jobId };
      remember(started);
      setUpload(started);
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'aborted') return;
      const reason = error instanceof Error && error.message ? error.message : t('problemBatch:import.uploadFailed');
      setUpload({ phase: 'refused', fileName: file.name, reason });
    }
  };

  const busy = upload.phase === 'uploading' || (upload.phase === 'started' && (job.isPending || jobState === 'running'));
  return { upload, job, start, busy };
};
