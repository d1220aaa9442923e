// A problem's statement rendered ahead (get-problem-detail's statementHtml): each Markdown section as the browser's
// renderer would render it (marked and KaTeX with the options of @verdict/shared), so a problem page downloads
// neither. Not sanitised here: the browser sanitises this HTML as it does what it renders itself. Rendering a
// statement with math takes milliseconds (20 to 50 for forty formulas), so the texts rendered last are kept.
import { Marked } from 'marked';
import markedKatex from 'marked-katex-extension';
import {
  MARKDOWN_OPTIONS,
  MATH_OPTIONS,
  normaliseLineBreaks,
  STATEMENT_SECTIONS,
  type ProblemDetail,
  type StatementSection,
} from '@verdict/shared';

const parser = new Marked(MARKDOWN_OPTIONS, markedKatex(MATH_OPTIONS));

/** Texts kept rendered, the least recently used dropped first: at most this many characters of text and HTML. */
const KEPT_CHARS = 16 * 1024 * 1024;
const rendered = new Map<string, string>();
let keptChars = 0;

export function renderMarkdown(source: string): string {
  const kept = rendered.get(source);
  if (kept !== undefined) {
    rendered.delete(source);
    rendered.set(source, kept);
    return kept;
  }
  const html = parser.parse(normaliseLineBreaks(source), { async: false });
  rendered.set(source, html);
  keptChars += source.length + html.length;
  for (const [text, old] of rendered) {
    if (keptChars <= KEPT_CHARS) break;
    rendered.delete(text);
    keptChars -= text.length + old.length;
  }
  return html;
}

/** The statement's sections that are not blank, rendered. */
export function statementHtml(problem: Partial<Record<StatementSection, string | null>>): ProblemDetail['statementHtml'] {
  const html: ProblemDetail['statementHtml'] = {};
  for (const section of STATEMENT_SECTIONS) {
    const text = problem[section];
    if (text?.trim()) html[section] = renderMarkdown(text);
  }
  return html;
}
