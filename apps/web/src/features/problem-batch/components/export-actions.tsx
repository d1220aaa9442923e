// What can be done with the selected problems: export as HOJ zip or FPS XML, verify, or clear the selection.
import '@/locales/need/more';
import { Button, Space, Typography } from 'antd';
import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BATCH_PIDS_MAX, EXPORT_FORMATS } from '@verdict/shared';
import { useExportProblem } from '../api/export-problem';

interface ExportActionsProps {
  selected: number[];
  onClear: () => void;
  onVerify: (pids: number[]) => void;
  verifying: boolean;
}

export function ExportActions({ selected, onClear, onVerify, verifying }: ExportActionsProps) {
  const { t } = useTranslation();
  const exporting = useExportProblem();
  const tooMany = selected.length > BATCH_PIDS_MAX;
  const usable = selected.length > 0 && !tooMany;

  return (
    <div className="pb-actions" data-testid="export-actions">
      <Space wrap size={8}>
        {EXPORT_FORMATS.map((format) => (
          <Button
            key={format}
            icon={<DownloadOutlined />}
            disabled={!usable}
            loading={exporting.isPending && exporting.variables.format === format}
            onClick={() => exporting.mutate({ pids: selected, format })}
            data-testid={`export-${format}`}
          >
            {t(`problemBatch:export.${format}`)}
          </Button>
        ))}
        <Button
          icon={<SafetyCertificateOutlined />}
          disabled={!usable}
          loading={verifying}
          onClick={() => onVerify(selected)}
          data-testid="verify-selected"
        >
          {t('problemBatch:export.verify')}
        </Button>
      </Space>
      <Space wrap size={8}>
        <Typography.Text type={tooMany ? 'danger' : 'secondary'} data-testid="export-selected-count">
          {tooMany
            ? t('problemBatch:export.tooMany', { max: BATCH_PIDS_MAX })
            : t('problemBatch:export.selected', { count: selected.length })}
        </Typography.Text>
        {selected.length > 0 && (
          <Button type="link" size="small" onClick={onClear} data-testid="export-clear">
            {t('problemBatch:export.clear')}
          </Button>
        )}
      </Space>
    </div>
  );
}
