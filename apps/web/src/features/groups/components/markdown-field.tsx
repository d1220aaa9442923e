// A Markdown text box with a Write / Preview switch; the preview is sanitised as the group home shows it.
import '@/locales/need/more';
import { useState, type FocusEventHandler } from 'react';
import { Empty, Input, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { MarkdownContent } from '@/components/markdown-content';

interface MarkdownFieldProps {
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: FocusEventHandler;
  maxLength: number;
  testId: string;
}

export function MarkdownField({ value = '', onChange, onBlur, maxLength, testId }: MarkdownFieldProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  return (
    <div className="markdown-field">
      <Segmented<'write' | 'preview'>
        size="small"
        value={mode}
        onChange={setMode}
        options={[
          { value: 'write', label: t('group:form.write') },
          { value: 'preview', label: t('group:form.preview') },
        ]}
        data-testid={`${testId}-mode`}
      />
      {mode === 'write' ? (
        <Input.TextArea
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          onBlur={onBlur}
          autoSize={{ minRows: 6, maxRows: 16 }}
          count={{ show: true, max: maxLength }}
          data-testid={testId}
        />
      ) : (
        <div className="markdown-field-preview" data-testid={`${testId}-preview`}>
          {value.trim() ? (
            <MarkdownContent source={value} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('group:form.previewEmpty')} />
          )}
        </div>
      )}
    </div>
  );
}
