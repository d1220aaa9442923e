// Markdown block of user-written text (statements, descriptions, announcements, previews): rendered with math and
// sanitised by the one renderer, so a preview shows exactly what the page will.
import { useMemo } from 'react';
import { renderMarkdown } from '@/lib/markdown';

export function MarkdownContent({ source, testId }: { source: string; testId?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return <div className="markdown-body" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
