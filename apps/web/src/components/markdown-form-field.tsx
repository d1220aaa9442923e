// The Markdown field as an antd Form control (Form.Item hands it value and onChange), with the upload tools the
// caller may use (hooks/use-markdown-uploads.ts).
import { MarkdownField } from '@/components/markdown-field';
import { useMarkdownUploads } from '@/hooks/use-markdown-uploads';

interface MarkdownFormFieldProps {
  value?: string;
  onChange?: (value: string) => void;
  testId: string;
  minRows?: number;
}

export function MarkdownFormField({ value, onChange, testId, minRows = 6 }: MarkdownFormFieldProps) {
  const uploads = useMarkdownUploads();
  return <MarkdownField value={value ?? ''} onChange={(next) => onChange?.(next)} testId={testId} minRows={minRows} uploads={uploads} />;
}
