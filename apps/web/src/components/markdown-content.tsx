// Markdown block of user-written text (statements, descriptions, announcements, previews): rendered with math and
// sanitised by the one renderer, so a preview shows exactly what the page will; or, for a statement, the HTML the
// server rendered from it the same way (`html`), sanitised by the same sanitiser. The renderer (and KaTeX, for a
// text with math) loads with the first block a page shows; until then an empty block without the test id stands in.
// It renders as soon as the renderer is there (a state update, not a Suspense boundary, whose reveal React may hold
// back for a few hundred milliseconds: a statement is a problem page's largest paint).
import { useEffect, useMemo, useState } from 'react';
import { loadedRendererFor, rendererFor } from '@/lib/markdown-loader';

export function MarkdownContent({ source, html, testId }: { source: string; html?: string; testId?: string }) {
  const render = loadedRendererFor(source, html);
  const [, setLoads] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (render) return;
    let current = true;
    rendererFor(source, html).then(
      () => current && setLoads((n) => n + 1),
      (error: unknown) => current && setFailure(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      current = false;
    };
  }, [render, source, html]);
  const safeHtml = useMemo(() => render?.(html ?? source), [render, source, html]);
  // A renderer that cannot be fetched fails the page as a missing chunk does (the route's error page).
  if (failure) throw failure;
  if (safeHtml === undefined) return <div className="markdown-body" aria-busy="true" />;
  return <div className="markdown-body" data-testid={testId} dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}
