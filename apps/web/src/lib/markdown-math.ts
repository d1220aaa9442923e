// Markdown with KaTeX math: the renderer of lib/markdown with marked-katex-extension. KaTeX (and its style sheet) is
// most of the Markdown's weight, so it is a chunk of its own, loaded only for a text with a dollar sign in it.
import markedKatex from 'marked-katex-extension';
import 'katex/dist/katex.min.css';
import { MATH_OPTIONS } from '@verdict/shared';
import { createRenderer } from './markdown';

export const renderMarkdownWithMath = createRenderer(markedKatex(MATH_OPTIONS));
