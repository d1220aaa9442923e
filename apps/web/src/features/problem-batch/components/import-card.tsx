// Import card: format, hidden or as the file says, file drop, progress of the upload and of the processing,
// then the report.
import '@/locales/need/more';
import { useState } from 'react';
import { Card, Checkbox, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportFormat } from '@verdict/shared';
import { useProblemImport } from '../hooks/use-problem-import';
import { ImportDropzone } from './import-dropzone';
import { ImportFormatSelect } from './import-format-select';
import { ImportReport } from './import-report';
import { ImportStatus } from './import-status';

interface ImportCardProps {
  onVerify: (pids: number[]) => void;
  verifying: boolean;
}

export function ImportCard({ onVerify, verifying }: ImportCardProps) {
  const { t } = useTranslation();
  const [format, setFormat] = useState<ImportFormat | undefined>(undefined);
  const [hidden, setHidden] = useState(false);
  const { upload, job, start, busy } = useProblemImport();
  const finished = upload.phase === 'started' && job.data && job.data.state !== 'running' ? job.data : null;

  return (
    <Card title={t('problemBatch:import.title')} className="pb-card" data-testid="import-card">
      <div className="pb-stack">
        <div className="pb-field">
          <Typography.Text>{t('problemBatch:import.format')}</Typography.Text>
          <ImportFormatSelect value={format} onChange={setFormat} disabled={busy} />
        </div>
        <Checkbox checked={hidden} onChange={(e) => setHidden(e.target.checked)} disabled={busy} data-testid="import-hidden">
          {t('problemBatch:import.hidden')}
        </Checkbox>
        <ImportDropzone onFile={(file) => void start(file, format, hidden)} disabled={busy} />
        <ImportStatus upload={upload} job={job} />
        {finished && <ImportReport fileName={finished.fileName} report={finished.report} onVerify={onVerify} verifying={verifying} />}
      </div>
    </Card>
  );
}
