// Markdown with KaTeX math: the renderer of lib/markdown with marked-katex-extension. KaTeX (and its style sheet) is
// most of the Markdown's weight, so it is a chunk of its own, loaded only for a text with a dollar sign in it.
import markedKatex from 'marked-katex-extension';
import 'katex/dist/katex.min.css';
import { createRenderer } from './markdown';

// nonStandard: statements write math without spaces around the dollars ("let$n$be"); a formula that does not parse
// shows as red source text instead of breaking the page. KaTeX's `trust` stays off: no \href, \url or \htmlStyle
// reaches the page.
export const renderMarkdownWithMath = createRenderer(markedKatex({ throwOnError: false, nonStandard: true }));
