// Extra files (name + content each required): files copied next to the user's program or the checker.
import '@/locales/need/more';
import { Button, Empty, Input } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PROBLEM_FORM_LIMITS as L } from '@verdict/shared';
import { rowKey, type ExtraFileRow } from '../model/problem-draft';

interface ExtraFilesEditorProps {
  files: ExtraFileRow[];
  onChange: (files: ExtraFileRow[]) => void;
  testId: string;
}

export function ExtraFilesEditor({ files, onChange, testId }: ExtraFilesEditorProps) {
  const { t } = useTranslation();
  const patch = (key: string, change: Partial<ExtraFileRow>) =>
    onChange(files.map((file) => (file.key === key ? { ...file, ...change } : file)));

  return (
    <div data-testid={testId}>
      {files.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('manageProblems:form.noFiles')} />}
      {files.map((file, index) => (
        <div key={file.key} className="mp-extra-file" data-testid={`${testId}-${index}`}>
          <div className="mp-row-head">
            <Input
              value={file.name}
              maxLength={L.fileNameMax}
              placeholder={t('manageProblems:field.fileName')}
              onChange={(e) => patch(file.key, { name: e.target.value })}
              className="mp-file-name"
              data-testid={`${testId}-${index}-name`}
            />
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('manageProblems:action.remove')}
              onClick={() => onChange(files.filter((other) => other.key !== file.key))}
            />
          </div>
          <Input.TextArea
            className="mp-mono"
            value={file.content}
            placeholder={t('manageProblems:field.fileContent')}
            autoSize={{ minRows: 3, maxRows: 16 }}
            onChange={(e) => patch(file.key, { content: e.target.value })}
            data-testid={`${testId}-${index}-content`}
          />
        </div>
      ))}
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        disabled={files.length >= L.extraFilesMax}
        onClick={() => onChange([...files, { key: rowKey(), name: '', content: '' }])}
        data-testid={`${testId}-add`}
      >
        {t('manageProblems:form.addFile')}
      </Button>
    </div>
  );
}
