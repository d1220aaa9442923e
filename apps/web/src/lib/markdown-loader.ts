// Loads the Markdown renderer a text needs: lib/markdown (marked and DOMPurify) for any text, with lib/markdown-math
// (KaTeX) only when the text has a dollar sign, the only character that starts math. Both are chunks of their own,
// fetched the first time a page shows Markdown; once loaded, texts render at once.
import type { MarkdownRenderer } from './markdown';
import { withChunkTimeout } from './lazy-page';

type Kind = 'plain' | 'math';

const needsMath = (source: string): boolean => source.includes('$');

const LOADERS: Record<Kind, () => Promise<MarkdownRenderer>> = {
  plain: () => import('./markdown').then((m) => m.renderMarkdown),
  math: () => import('./markdown-math').then((m) => m.renderMarkdownWithMath),
};

const ready: Partial<Record<Kind, MarkdownRenderer>> = {};
const pending: Partial<Record<Kind, Promise<MarkdownRenderer>>> = {};

const load = (kind: Kind): Promise<MarkdownRenderer> => {
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

/** The renderer for the text when it is already loaded (the math one renders a text without math the same). */
export const loadedRendererFor = (source: string): MarkdownRenderer | undefined =>
  needsMath(source) ? ready.math : (ready.plain ?? ready.math);

/** The renderer for the text, loading it once (the same promise for every caller until it settles). */
export const rendererFor = (source: string): Promise<MarkdownRenderer> => load(needsMath(source) ? 'math' : 'plain');

/** Starts loading the Markdown renderer ahead of the text (a page that will show a statement): with math by default. */
export const preloadMarkdown = (math = true): void => {
  load(math ? 'math' : 'plain').catch(() => {});
};
