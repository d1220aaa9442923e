// Markdown: GitHub-flavoured Markdown (marked) with KaTeX math ($…$ inline, $$…$$ display), sanitised with
// DOMPurify unless the caller marks the author as trusted (spec 000 §2: admin and root content renders as written).
import { Marked, type Tokens } from 'marked';
import markedKatex from 'marked-katex-extension';
import DOMPurify from 'dompurify';
import 'katex/dist/katex.min.css';

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const parser = new Marked(
  { gfm: true, breaks: true },
  // nonStandard: statements write math without spaces around the dollars ("let$n$be"); a formula that does not
  // parse shows as red source text instead of breaking the page.
  markedKatex({ throwOnError: false, nonStandard: true }),
  {
    renderer: {
      link({ href, title, tokens }: Tokens.Link): string {
        const text = this.parser.parseInline(tokens);
        const titleAttr = title ? ` title="${escapeAttribute(title)}"` : '';
        return `<a href="${escapeAttribute(href)}"${titleAttr} target="_blank" rel="noopener noreferrer">${text}</a>`;
      },
    },
  },
);

/** Markdown to HTML as written: raw HTML in the source is kept. */
export const markdownToHtml = (source: string): string => parser.parse(source.replace(/\r\n?/g, '\n'), { async: false });

export const sanitizeHtml = (html: string): string => DOMPurify.sanitize(html, { ADD_ATTR: ['target'] });

export interface RenderOptions {
  /** Content of a trusted author (admin or root): rendered without sanitising. */
  trusted?: boolean;
}

export const renderMarkdown = (source: string, { trusted = false }: RenderOptions = {}): string => {
  const html = markdownToHtml(source);
  return trusted ? html : sanitizeHtml(html);
};
