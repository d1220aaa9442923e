// HTML the server rendered ahead from Markdown (a problem's statement: get-problem-detail's statementHtml), made
// safe by the one sanitiser; with KaTeX's style sheet, which its math needs. A chunk of its own, a few hundred bytes
// beside the sanitiser's, where lib/markdown-math would bring marked and KaTeX.
import 'katex/dist/katex.min.css';
export { sanitizeHtml } from './sanitize-html';
