// The sanitiser of every HTML shown from user-written text: what the Markdown renderer makes (lib/markdown.ts) and
// a statement the server rendered ahead (lib/prerendered-html.ts), whoever wrote it: DOMPurify with the one
// allow-list below. A site root reads what any group owner writes.
import DOMPurify, { type Config, type UponSanitizeAttributeHookEvent } from 'dompurify';

/** Links: http(s), mailto, or relative (anything without a scheme). */
const ALLOWED_URI = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** The only data: URIs kept (in src and href): raster images. */
const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif|bmp);base64,/i;
const URI_ATTRIBUTES = new Set(['src', 'href', 'xlink:href']);

/**
 * Inline styles keep layout and typography only (KaTeX positions its boxes with height, vertical-align, margins,
 * top and position: relative; imported statements colour and align text): nothing that fetches (url()) or lifts
 * the text out of its box over the page (fixed or absolute positioning, z-index, transforms). Names are the
 * browser's longhands: white-space is read as white-space-collapse and text-wrap-mode.
 */
const ALLOWED_STYLE =
  /^(?:color|background-color|text-align|text-decoration(?:-[a-z]+)?|text-indent|text-shadow|font-(?:size|weight|style|family|variant)|line-height|letter-spacing|white-space(?:-collapse)?|text-wrap(?:-mode|-style)?|vertical-align|(?:min-|max-)?(?:width|height)|(?:margin|padding)(?:-(?:top|right|bottom|left))?|border(?:-(?:top|right|bottom|left))?-(?:width|style|color)|border-collapse|top|bottom|left|right)$/;

function sanitizeStyle(value: string): string {
  const parsed = document.createElement('span').style;
  parsed.cssText = value;
  const kept = document.createElement('span').style;
  for (const name of Array.from(parsed)) {
    const property = parsed.getPropertyValue(name);
    const allowed =
      name === 'position' ? property === 'relative' : ALLOWED_STYLE.test(name) && !/url\(|image-set\(|expression/i.test(property);
    if (allowed) kept.setProperty(name, property, parsed.getPropertyPriority(name));
  }
  return kept.cssText;
}

function filterAttribute(_node: Element, event: UponSanitizeAttributeHookEvent): void {
  if (event.attrName === 'style') {
    event.attrValue = sanitizeStyle(event.attrValue);
    if (!event.attrValue) event.keepAttr = false;
  } else if (URI_ATTRIBUTES.has(event.attrName)) {
    const uri = event.attrValue.replace(/[\u0000-\u0020\u00a0]/g, '');
    if (/^data:/i.test(uri) && !SAFE_DATA_IMAGE.test(uri)) event.keepAttr = false;
  }
}

/** Links open in a new tab that cannot reach back to this one. */
function openLinksApart(node: Element): void {
  const href = node.getAttribute('href');
  if (node.tagName === 'A' && href && !href.startsWith('#')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
}

/** The one allow-list: DOMPurify's HTML, SVG and MathML profiles (KaTeX draws with both) without these. */
const CONFIG: Config = {
  USE_PROFILES: { html: true, svg: true, mathMl: true },
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'select',
    'option',
    'textarea',
    'fieldset',
    'audio',
    'video',
    'source',
    'track',
    'use',
    'dialog',
    'template',
  ],
  FORBID_ATTR: ['srcset', 'ping', 'action', 'formaction', 'autofocus', 'contenteditable', 'tabindex', 'popover'],
  // id and name become user-content-…, so the text cannot shadow the page's own elements (DOM clobbering).
  SANITIZE_NAMED_PROPS: true,
};

const purifier = DOMPurify(window);
purifier.addHook('uponSanitizeAttribute', filterAttribute);
purifier.addHook('afterSanitizeAttributes', openLinksApart);

export const sanitizeHtml = (html: string): string => purifier.sanitize(html, CONFIG);
