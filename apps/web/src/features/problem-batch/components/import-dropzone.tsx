// Drop area of the import file (.xml or .zip); the file goes to the caller, never into antd's upload list.
import '@/locales/need/more';
import { Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { IMPORT_FILE_MAX_BYTES } from '@verdict/shared';

const MEBIBYTE = 1024 * 1024;

export function ImportDropzone({ onFile, disabled }: { onFile: (file: File) => void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Upload.Dragger
      accept=".xml,.zip"
      multiple={false}
      showUploadList={false}
      disabled={disabled}
      beforeUpload={(file) => {
        onFile(file);
        return Upload.LIST_IGNORE;
      }}
      data-testid="import-dropzone"
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{t('problemBatch:import.drop')}</p>
      <Typography.Paragraph type="secondary" className="pb-drop-hint">
        {t('problemBatch:import.hint', { size: IMPORT_FILE_MAX_BYTES / MEBIBYTE })}
      </Typography.Paragraph>
    </Upload.Dragger>
  );
}
