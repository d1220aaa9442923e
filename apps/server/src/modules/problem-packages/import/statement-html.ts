// Statement HTML of imported problems: images stored as files, the HTML sanitised and shaped to pass through
// the web's Markdown renderer unchanged.
// Images (FPS <img><src/><base64/></img> and inline data: URIs) become files of the file store (img/<name>) named
// by their content, served at /api/public/img/<name>, and the statement points there: statements are capped
// at 65 535 characters, which base64 pictures would soon fill, and the same picture imported twice is one file.
import { createHash } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_TYPES, PUBLIC_IMG_URL } from '../../accounts/index.ts';
import { fileStore } from '../../file-store/index.ts';

/** A content name in the shape public images are served under (uuid-like hex, then the real extension). */
function contentName(bytes: Buffer, ext: string): string {
  const hex = createHash('sha256').update(bytes).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}.${ext}`;
}

/** Stores the image and answers its URL; null when the bytes are not an image type we serve. */
export async function storeImage(dataDir: string, base64: string): Promise<string | null> {
  const bytes = Buffer.from(base64, 'base64');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !IMAGE_TYPES[type.ext]) return null;
  const name = contentName(bytes, type.ext);
  const store = fileStore(dataDir);
  if (!(await store.exists(`img/${name}`))) await store.putNamed(`img/${name}`, bytes);
  return PUBLIC_IMG_URL + name;
}

const DATA_URI = /data:image\/[a-z+.-]+;base64,([A-Za-z0-9+/=\s]+)/g;

/** Stores the statement's inline data: images and answers src → stored URL for them. */
export async function storeInlineImages(dataDir: string, html: string, urls: Map<string, string>): Promise<void> {
  for (const match of html.matchAll(DATA_URI)) {
    if (urls.has(match[0])) continue;
    const url = await storeImage(dataDir, match[1].replace(/\s+/g, ''));
    if (url) urls.set(match[0], url);
  }
}

const SAFE_STYLES = /^[#(),.%\s\w-]+$/;
const styleRule = [SAFE_STYLES];

/** Normal formatting, tables and images; no scripts, event handlers, forms, frames or style sheets. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'h1',
    'h2',
    'span',
    'font',
    'center',
    'del',
    'ins',
    'sub',
    'sup',
    'u',
    's',
    'strike',
    'big',
    'small',
  ],
  allowedAttributes: {
    '*': ['class', 'style', 'title', 'align', 'lang', 'dir'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan', 'valign', 'width'],
    th: ['colspan', 'rowspan', 'valign', 'width'],
    table: ['border', 'cellpadding', 'cellspacing', 'width'],
    col: ['span', 'width'],
    font: ['color', 'size', 'face'],
    ol: ['start', 'type'],
  },
  allowedStyles: {
    '*': Object.fromEntries(
      [
        'color',
        'background-color',
        'text-align',
        'font-size',
        'font-weight',
        'font-style',
        'font-family',
        'text-decoration',
        'vertical-align',
        'width',
        'height',
        'margin',
        'padding',
        'border',
        'white-space',
      ].map((p) => [p, styleRule]),
    ),
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/**
 * Statements are rendered as Markdown, which passes HTML through untouched only as one block: a blank line
 * ends the block and indented lines after it turn into code. So lines are trimmed and blank ones dropped,
 * newlines inside <pre> become &#10; (still newlines to the browser), and the whole is one <div> block.
 */
function asHtmlBlock(html: string): string {
  if (!html.includes('<')) return html;
  const parts = html.split(/(<pre\b[\s\S]*?<\/pre>)/i);
  const body = parts
    .map((part, i) =>
      i % 2
        ? part.replace(/\r?\n/g, '&#10;')
        : part
            .split(/\r?\n/)
            .map((line) => line.trim())
            .filter(Boolean)
            .join('\n'),
    )
    .join('');
  return `<div>\n${body}\n</div>`;
}

/**
 * Sanitises one statement field. `images` maps an image's source as the file wrote it (a URL or a data: URI)
 * to the stored file's URL; other data: images are dropped.
 */
export function sanitizeStatement(html: string, images: Map<string, string>): string {
  const transform: sanitizeHtml.Transformer = (tagName, attribs) => ({
    tagName,
    attribs: { ...attribs, src: images.get(attribs.src ?? '') ?? attribs.src ?? '' },
  });
  return asHtmlBlock(sanitizeHtml(html, { ...OPTIONS, transformTags: { ...OPTIONS.transformTags, img: transform } }).trim());
}
