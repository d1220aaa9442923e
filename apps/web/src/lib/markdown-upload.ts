// Markdown uploads (POST /api/file/upload-md-img and upload-md-file): the file sent with its optional gid and upload
// progress, and the Markdown that links the answer.
import { MARKDOWN_UPLOAD_LIMITS, type MarkdownUpload } from '@verdict/shared';
import { uploadWithProgress } from './upload';

export type MarkdownUploadKind = 'image' | 'file';

const ROUTES: Record<MarkdownUploadKind, { path: string; field: string; maxBytes: number }> = {
  image: { path: '/file/upload-md-img', field: 'image', maxBytes: MARKDOWN_UPLOAD_LIMITS.imageMaxBytes },
  file: { path: '/file/upload-md-file', field: 'file', maxBytes: MARKDOWN_UPLOAD_LIMITS.fileMaxBytes },
};

export const markdownUploadTooLarge = (kind: MarkdownUploadKind, file: File) => file.size > ROUTES[kind].maxBytes;

export const uploadMarkdownFile = (
  kind: MarkdownUploadKind,
  file: File,
  options: { gid: number | null; onProgress: (percent: number) => void; failMessage: string },
): Promise<MarkdownUpload> =>
  uploadWithProgress<MarkdownUpload>({
    path: ROUTES[kind].path,
    file,
    field: ROUTES[kind].field,
    // The gid goes before the file so the server checks the right before reading the bytes.
    fields: options.gid === null ? {} : { gid: String(options.gid) },
    onProgress: options.onProgress,
    failMessage: options.failMessage,
  });

/** The link text: the file's name with Markdown's brackets and backslashes escaped. */
const linkText = (name: string) => name.replace(/[[\]\\]/g, (c) => `\\${c}`);

export const markdownLink = (kind: MarkdownUploadKind, name: string, link: string) =>
  `${kind === 'image' ? '!' : ''}[${linkText(name)}](${link})`;
