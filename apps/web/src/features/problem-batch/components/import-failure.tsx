// Why a file could not be imported: refused before, while or after uploading, or a job that failed.
import '@/locales/need/more';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

export function ImportFailure({ fileName, reason }: { fileName: string; reason: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={t('problemBatch:import.failedTitle', { file: fileName })}
      description={reason}
      className="pb-failure"
      data-testid="import-failure"
    />
  );
}
