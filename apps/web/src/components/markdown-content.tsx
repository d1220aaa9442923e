// Markdown block of user-written text (statements, descriptions, announcements, previews): rendered with math and
// sanitised by the one renderer, so a preview shows exactly what the page will. The renderer (and KaTeX, for a text
// with math) loads with the first block a page shows; until then an empty block without the test id stands in.
import { Suspense, use, useMemo } from 'react';
import { loadedRendererFor, rendererFor } from '@/lib/markdown-loader';

interface MarkdownContentProps {
  source: string;
  testId?: string;
}

function RenderedMarkdown({ source, testId }: MarkdownContentProps) {
  const render = loadedRendererFor(source) ?? use(rendererFor(source));
  const html = useMemo(() => render(source), [render, source]);
  return <div className="markdown-body" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}

export function MarkdownContent(props: MarkdownContentProps) {
  return (
    <Suspense fallback={<div className="markdown-body" aria-busy="true" />}>
      <RenderedMarkdown {...props} />
    </Suspense>
  );
}
