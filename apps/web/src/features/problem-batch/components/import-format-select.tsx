// The import's file format: auto-detect (the server reads the content) or one named format.
import '@/locales/need/more';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { IMPORT_FORMATS, type ImportFormat } from '@verdict/shared';

const AUTO = 'auto';

interface ImportFormatSelectProps {
  value: ImportFormat | undefined;
  onChange: (format: ImportFormat | undefined) => void;
  disabled: boolean;
}

export function ImportFormatSelect({ value, onChange, disabled }: ImportFormatSelectProps) {
  const { t } = useTranslation();
  return (
    <Select<ImportFormat | typeof AUTO>
      value={value ?? AUTO}
      disabled={disabled}
      onChange={(next) => onChange(next === AUTO ? undefined : next)}
      options={[AUTO, ...IMPORT_FORMATS].map((format) => ({ value: format, label: t(`problemBatch:format.${format}`) }))}
      className="pb-format-select"
      aria-label={t('problemBatch:import.format')}
      data-testid="import-format"
    />
  );
}
