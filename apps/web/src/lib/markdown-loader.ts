// Loads the renderer a text needs: lib/markdown (marked and DOMPurify) for any Markdown, with lib/markdown-math
// (KaTeX) only when the text has a dollar sign, the only character that starts math; for HTML the server rendered
// ahead (a problem's statement), lib/prerendered-html: the sanitiser and KaTeX's style sheet, neither marked nor
// KaTeX. Each is a chunk of its own, fetched the first time a page shows such a text; once loaded, texts render at once.
import type { MarkdownRenderer } from './markdown';
import { withChunkTimeout } from './lazy-page';

/** What a text needs: Markdown without math, Markdown with math, or HTML rendered by the server (sanitised here). */
export type RendererKind = 'plain' | 'math' | 'prerendered';

const needsMath = (source: string): boolean => source.includes('$');

const LOADERS: Record<RendererKind, () => Promise<MarkdownRenderer>> = {
  plain: () => import('./markdown').then((m) => m.renderMarkdown),
  math: () => import('./markdown-math').then((m) => m.renderMarkdownWithMath),
  prerendered: () => import('./prerendered-html').then((m) => m.sanitizeHtml),
};

const ready: Partial<Record<RendererKind, MarkdownRenderer>> = {};
const pending: Partial<Record<RendererKind, Promise<MarkdownRenderer>>> = {};

const load = (kind: RendererKind): Promise<MarkdownRenderer> => {
  let promise = pending[kind];
  if (!promise) {
    promise = withChunkTimeout(LOADERS[kind]).then(
      (render) => (ready[kind] = render),
      (error: unknown) => {
        // A failed fetch (network, time-out) is tried again by the next text that needs it.
        delete pending[kind];
        throw error;
      },
    );
    pending[kind] = promise;
  }
  return promise;
};

/** The renderer for Markdown `source`, or for the server's `html` when given. */
const kindOf = (source: string, html?: string): RendererKind => (html !== undefined ? 'prerendered' : needsMath(source) ? 'math' : 'plain');

/** The renderer for the text when it is already loaded (the math one renders a text without math the same). */
export const loadedRendererFor = (source: string, html?: string): MarkdownRenderer | undefined => {
  const kind = kindOf(source, html);
  return kind === 'plain' ? (ready.plain ?? ready.math) : ready[kind];
};

/** The renderer for the text, loading it once (the same promise for every caller until it settles). */
export const rendererFor = (source: string, html?: string): Promise<MarkdownRenderer> => load(kindOf(source, html));

/** Starts loading a renderer ahead of the text (a page that will show a statement). */
export const preloadRenderer = (kind: RendererKind): void => {
  load(kind).catch(() => {});
};
