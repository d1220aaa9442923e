// Where the import stands: the upload's progress, then the server's processing, or why it stopped.
import '@/locales/need/more';
import type { ProgressProps } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ImportJobView } from '@verdict/shared';
import type { UploadState } from '../hooks/use-problem-import';
import { ImportFailure } from './import-failure';
import { StageProgress } from './stage-progress';

interface ImportStatusProps {
  upload: UploadState;
  job: UseQueryResult<ImportJobView>;
}

/** A finished job that imported nothing and failed on something shows as failed too. */
const processingStatus = (view: ImportJobView | undefined): ProgressProps['status'] => {
  if (!view || view.state === 'running') return 'active';
  const nothingImported = view.report.imported.length === 0 && view.report.failed.length > 0;
  return view.state === 'failed' || nothingImported ? 'exception' : 'success';
};

const failureReason = (view: ImportJobView): string | null => view.report.failed.map((issue) => issue.why).join('; ') || null;

export function ImportStatus({ upload, job }: ImportStatusProps) {
  const { t } = useTranslation();
  if (upload.phase === 'idle') return null;
  if (upload.phase === 'refused') return <ImportFailure fileName={upload.fileName} reason={upload.reason} />;

  const file = upload.fileName;
  const uploadBar = (percent: number, done: boolean) => (
    <StageProgress
      label={t(done ? 'problemBatch:import.uploaded' : 'problemBatch:import.uploading', { file })}
      percent={percent}
      status={done ? 'success' : 'active'}
      testId="import-upload-progress"
    />
  );
  if (upload.phase === 'uploading') return uploadBar(upload.percent, false);

  if (job.isError) {
    return (
      <>
        {uploadBar(100, true)}
        <ImportFailure fileName={file} reason={job.error.message || t('problemBatch:import.jobLost')} />
      </>
    );
  }
  const view = job.data;
  const state = view?.state ?? 'running';
  return (
    <>
      {uploadBar(100, true)}
      <StageProgress
        label={t(state === 'running' ? 'problemBatch:import.processing' : 'problemBatch:import.done', { file })}
        percent={state === 'done' ? 100 : Math.round((view?.progress ?? 0) * 100)}
        status={processingStatus(view)}
        testId="import-processing-progress"
      />
      {view?.state === 'failed' && <ImportFailure fileName={file} reason={failureReason(view) ?? t('problemBatch:import.failedUnknown')} />}
    </>
  );
}
