// Markdown: GitHub-flavoured Markdown (marked, with the options the server renders statements with) and KaTeX math
// ($…$ inline, $$…$$ display; markdown-math.ts), always sanitised (sanitize-html.ts), whoever wrote it: contest,
// training and group descriptions, announcements, every back-office preview, and statements the server has not
// rendered. A chunk of its own, loaded by components/markdown-content where Markdown is shown (markdown-loader).
import { Marked, type MarkedExtension } from 'marked';
import { MARKDOWN_OPTIONS, normaliseLineBreaks } from '@verdict/shared';
import { sanitizeHtml } from './sanitize-html';

export type MarkdownRenderer = (source: string) => string;

/** A renderer of Markdown (raw HTML inside included) to safe HTML, with the given marked extensions. */
export const createRenderer = (...extensions: MarkedExtension[]): MarkdownRenderer => {
  const parser = new Marked(MARKDOWN_OPTIONS, ...extensions);
  return (source) => sanitizeHtml(parser.parse(normaliseLineBreaks(source), { async: false }));
};

/** Markdown without math: what a text without a dollar sign renders to, with or without the KaTeX extension. */
export const renderMarkdown = createRenderer();
