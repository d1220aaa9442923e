// How user-written Markdown is read, the same in the browser (apps/web/src/lib/markdown.ts) and on the server, which
// renders a problem's statement ahead (get-problem-detail's statementHtml): marked's options and KaTeX's.

/** GitHub-flavoured Markdown; a single line break is a break (statements are written line by line). */
export const MARKDOWN_OPTIONS = { gfm: true, breaks: true } as const;

/**
 * marked-katex-extension's: statements write math without spaces around the dollars ("let$n$be"); a formula that
 * does not parse shows as red source text instead of breaking the page. KaTeX's `trust` stays off: no \href, \url or
 * \htmlStyle reaches the page.
 */
export const MATH_OPTIONS = { throwOnError: false, nonStandard: true } as const;

/** Line breaks as Markdown reads them (Windows' and old Macs' written as \n). */
export const normaliseLineBreaks = (source: string): string => source.replace(/\r\n?/g, '\n');

/** The statement sections written in Markdown. */
export const STATEMENT_SECTIONS = ['description', 'input', 'output', 'hint', 'source'] as const;
export type StatementSection = (typeof STATEMENT_SECTIONS)[number];
