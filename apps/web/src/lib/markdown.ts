// Markdown: a small markdown-to-HTML renderer (headings, emphasis, code, links, lists, quotes) sanitised with DOMPurify.
import DOMPurify from 'dompurify';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const inline = (text: string): string =>
  text
    .replace(/`([^`]+)`/g, (_, code: string) => `<code>${escapeHtml(code)}</code>`)
    .replace(/!\[([^\]]*)\]\(([^)\s]+)\)/g, '<img alt="$1" src="$2" />')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '<a href="$2" target="_blank" rel="noopener noreferrer">$1</a>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*([^*]+)\*/g, '$1<em>$2</em>')
    .replace(/~~([^~]+)~~/g, '<del>$1</del>');

type Block = { kind: 'p' | 'ul' | 'ol' | 'quote'; lines: string[] };

const closeBlock = (block: Block | null): string => {
  if (!block) return '';
  const items = block.lines.map(inline);
  if (block.kind === 'ul' || block.kind === 'ol') return `<${block.kind}>${items.map((i) => `<li>${i}</li>`).join('')}</${block.kind}>`;
  if (block.kind === 'quote') return `<blockquote><p>${items.join('<br/>')}</p></blockquote>`;
  return `<p>${items.join('<br/>')}</p>`;
};

export const markdownToHtml = (source: string): string => {
  const out: string[] = [];
  let block: Block | null = null;
  let fence: string[] | null = null;
  const flush = () => {
    out.push(closeBlock(block));
    block = null;
  };
  const push = (kind: Block['kind'], line: string) => {
    if (block?.kind !== kind) flush();
    block ??= { kind, lines: [] };
    block.lines.push(line);
  };

  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.trim().startsWith('```')) {
      if (fence) {
        out.push(`<pre><code>${escapeHtml(fence.join('\n'))}</code></pre>`);
        fence = null;
      } else {
        flush();
        fence = [];
      }
      continue;
    }
    if (fence) {
      fence.push(line);
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const bullet = /^\s*[-*+]\s+(.*)$/.exec(line);
    const ordered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    const quote = /^>\s?(.*)$/.exec(line);
    if (heading) {
      flush();
      out.push(`<h${heading[1].length}>${inline(heading[2])}</h${heading[1].length}>`);
    } else if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) {
      flush();
      out.push('<hr/>');
    } else if (bullet) push('ul', bullet[1]);
    else if (ordered) push('ol', ordered[1]);
    else if (quote) push('quote', quote[1]);
    else if (line.trim() === '') flush();
    else push('p', line);
  }
  if (fence) out.push(`<pre><code>${escapeHtml((fence as string[]).join('\n'))}</code></pre>`);
  flush();
  return out.join('\n');
};

export const renderMarkdown = (source: string): string =>
  DOMPurify.sanitize(markdownToHtml(source), { ADD_ATTR: ['target'] });
