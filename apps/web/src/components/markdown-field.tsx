// A Markdown editor with a rendered preview tab (KaTeX math included), for the statement parts: the preview is the
// page's own renderer, sanitised as the page shows it. With `uploads`, a toolbar uploads images and files and
// inserts their Markdown at the cursor.
import '@/locales/need/more';
import { useRef, useState } from 'react';
import { Input, Segmented, Typography, type GetRef } from 'antd';
import { useTranslation } from 'react-i18next';
import { MarkdownContent } from '@/components/markdown-content';
import { MarkdownUploadTools, type MarkdownUploads } from '@/components/markdown-upload-tools';
import './markdown-field.css';

interface MarkdownFieldProps {
  value: string;
  onChange: (value: string) => void;
  testId: string;
  minRows?: number;
  /** Upload tools and who may use them; none when absent. */
  uploads?: MarkdownUploads;
}

function MarkdownPreview({ source }: { source: string }) {
  const { t } = useTranslation();
  if (!source.trim()) return <Typography.Text type="secondary">{t('manageProblems:form.markdownEmpty')}</Typography.Text>;
  return <MarkdownContent source={source} />;
}

export function MarkdownField({ value, onChange, testId, minRows = 4, uploads }: MarkdownFieldProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const input = useRef<GetRef<typeof Input.TextArea>>(null);

  /** Replaces the selection (or the end, if the editor is gone) with the text and puts the cursor after it. */
  const insert = (text: string) => {
    const area = input.current?.resizableTextArea?.textArea;
    const start = area?.selectionStart ?? value.length;
    const end = area?.selectionEnd ?? value.length;
    onChange(value.slice(0, start) + text + value.slice(end));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + text.length, start + text.length);
    });
  };

  const showTools = mode === 'edit' && uploads && (uploads.canUploadImage || uploads.canUploadFile);
  return (
    <div className="mp-markdown" data-testid={testId}>
      <div className="mp-markdown-bar">
        <Segmented
          size="small"
          value={mode}
          onChange={(next) => setMode(next as 'edit' | 'preview')}
          options={[
            { value: 'edit', label: t('manageProblems:form.markdownEdit') },
            { value: 'preview', label: <span data-testid={`${testId}-preview-tab`}>{t('manageProblems:form.markdownPreview')}</span> },
          ]}
        />
        {showTools && <MarkdownUploadTools uploads={uploads} onInsert={insert} testId={testId} />}
      </div>
      {mode === 'edit' ? (
        <Input.TextArea
          ref={input}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoSize={{ minRows, maxRows: 24 }}
          data-testid={`${testId}-input`}
        />
      ) : (
        <div className="mp-markdown-preview" data-testid={`${testId}-preview`}>
          <MarkdownPreview source={value} />
        </div>
      )}
    </div>
  );
}
