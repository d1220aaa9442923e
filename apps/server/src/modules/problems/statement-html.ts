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

/**
 * `render`, keeping what it rendered last: at most `keptChars` characters of texts and their renderings, the least
 * recently used dropped first.
 */
export function keptRenderer(render: (source: string) => string, keptChars: number): (source: string) => string {
  const kept = new Map<string, string>();
  let chars = 0;
  return (source) => {
    const known = kept.get(source);
    if (known !== undefined) {
      kept.delete(source);
      kept.set(source, known);
      return known;
    }
    const result = render(source);
    kept.set(source, result);
    chars += source.length + result.length;
    for (const [text, old] of kept) {
      if (chars <= keptChars) break;
      kept.delete(text);
      chars -= text.length + old.length;
    }
    return result;
  };
}

export const renderMarkdown = keptRenderer((source) => parser.parse(normaliseLineBreaks(source), { async: false }), 16 * 1024 * 1024);

/** The statement's sections that are not blank, rendered. */
export function statementHtml(problem: Partial<Record<StatementSection, string | null>>): ProblemDetail['statementHtml'] {
  const html: ProblemDetail['statementHtml'] = {};
  for (const section of STATEMENT_SECTIONS) {
    const text = problem[section];
    if (text?.trim()) html[section] = renderMarkdown(text);
  }
  return html;
}
