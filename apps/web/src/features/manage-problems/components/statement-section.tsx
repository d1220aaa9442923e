// Form section: the statement parts as Markdown editors with preview (description, input, output, hint).
import type { DraftSectionProps } from '../hooks/use-problem-draft';
import { FormField } from './form-field';
import { MarkdownField } from '@/components/markdown-field';
import { useMarkdownUploads } from '@/hooks/use-markdown-uploads';

const PARTS = [
  { field: 'description', required: false, minRows: 6 },
  { field: 'input', required: true, minRows: 3 },
  { field: 'output', required: true, minRows: 3 },
  { field: 'hint', required: false, minRows: 3 },
] as const;

export function StatementSection({ draft, update }: DraftSectionProps) {
  const uploads = useMarkdownUploads();
  return (
    <>
      {PARTS.map(({ field, required, minRows }) => (
        <FormField key={field} field={field} required={required}>
          <MarkdownField
            value={draft[field]}
            onChange={(value) => update({ [field]: value })}
            minRows={minRows}
            testId={`field-${field}`}
            uploads={uploads}
          />
        </FormField>
      ))}
    </>
  );
}
