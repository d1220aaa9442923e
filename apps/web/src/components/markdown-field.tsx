// A Markdown editor with a rendered preview tab (KaTeX math included), for the statement parts: the preview is the
// page's own renderer, sanitised as the page shows it.
import { useState } from 'react';
import { Input, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MarkdownContent } from '@/components/markdown-content';
import './markdown-field.css';

interface MarkdownFieldProps {
  value: string;
  onChange: (value: string) => void;
  testId: string;
  minRows?: number;
}

function MarkdownPreview({ source }: { source: string }) {
  const { t } = useTranslation();
  if (!source.trim()) return <Typography.Text type="secondary">{t('manageProblems:form.markdownEmpty')}</Typography.Text>;
  return <MarkdownContent source={source} />;
}

export function MarkdownField({ value, onChange, testId, minRows = 4 }: MarkdownFieldProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  return (
    <div className="mp-markdown" data-testid={testId}>
      <Segmented
        size="small"
        value={mode}
        onChange={(next) => setMode(next as 'edit' | 'preview')}
        options={[
          { value: 'edit', label: t('manageProblems:form.markdownEdit') },
          { value: 'preview', label: <span data-testid={`${testId}-preview-tab`}>{t('manageProblems:form.markdownPreview')}</span> },
        ]}
      />
      {mode === 'edit' ? (
        <Input.TextArea
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
