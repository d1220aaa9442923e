// Markdown upload schemas (spec 002 §7, reference §10): the size limits of images and files, and delete-md-img's query.
import { z } from 'zod';
import { idParamSchema } from './common.ts';

export const MARKDOWN_UPLOAD_LIMITS = {
  /** Images up to and including 4 MiB. */
  imageMaxBytes: 4 * 1024 * 1024,
  /** Files strictly below 128 MiB. */
  fileMaxBytes: 128 * 1024 * 1024 - 1,
  /** Raster image types accepted by content (never SVG). */
  imageTypes: ['png', 'jpg', 'gif', 'webp', 'bmp'],
} as const;

/** GET /api/file/delete-md-img?fileId= */
export const DeleteMarkdownImageQuerySchema = z.object({ fileId: idParamSchema });

/** GET /api/public/file/:name */
export const PublicFileParamsSchema = z.object({ name: z.string() });
