// Markdown block: statement text rendered with math; sanitised unless the author is trusted.
import { useMemo } from 'react';
import { renderMarkdown } from '@/lib/markdown';

export function MarkdownContent({ source, trusted, testId }: { source: string; trusted: boolean; testId?: string }) {
  const html = useMemo(() => renderMarkdown(source, { trusted }), [source, trusted]);
  return <div className="markdown-body" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
