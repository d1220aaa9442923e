// How uploaded markdown files are answered so they can never run script on the site's origin: a content type from
// the bytes only when it is on a safe list (else application/octet-stream), always as an attachment, never sniffed,
// and a CSP that forbids everything and sandboxes the document should a browser render it anyway.
import type { FastifyReply } from 'fastify';

export const UPLOAD_CSP = "default-src 'none'; sandbox";

/** Types a browser never runs script from; anything else (HTML, SVG, XML, JavaScript, unknown) goes out as bytes. */
const SAFE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/bmp',
  'application/pdf',
  'application/zip',
  'application/gzip',
  'application/x-tar',
  'application/x-7z-compressed',
  'application/x-rar-compressed',
  'application/x-bzip2',
  'application/x-xz',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'video/mp4',
  'video/webm',
  'video/ogg',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]);

export const servedType = (contentType: string) => (SAFE_TYPES.has(contentType) ? contentType : 'application/octet-stream');

/** RFC 6266/8187: an ASCII fallback name and the exact UTF-8 one. */
export function attachmentDisposition(originalName: string): string {
  const fallback = originalName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(originalName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The headers every uploaded file or image is answered with. */
export const hardenUpload = (reply: FastifyReply) =>
  reply.header('X-Content-Type-Options', 'nosniff').header('Content-Security-Policy', UPLOAD_CSP);
