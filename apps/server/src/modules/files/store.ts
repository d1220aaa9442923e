// Markdown uploads on disk and in markdown_files: images (≤ 4 MB, raster types read from the bytes) under
// public/img/ beside the avatars, files (< 128 MB, streamed to disk) under public/file/, and their removal.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import type { MultipartFile } from '@fastify/multipart';
import type { MarkdownUpload } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../plugins/app/errors.ts';
import { IMAGE_TYPES, PUBLIC_IMG_URL, publicImgDir } from '../accounts/index.ts';
import { markdownFiles } from './tables.ts';

export const PUBLIC_FILE_URL = '/api/public/file/';
export const publicFileDir = (dataDir: string) => path.join(dataDir, 'public', 'file');

/** Who uploads, for which group. */
export type Uploader = { uid: string; gid: number | null };

const isFileTooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/** The uploader's name without folders or control characters, at most 255 characters. */
function cleanName(fileName: string): string {
  const base = path.basename(fileName.replaceAll('\\', '/')).replace(/[\u0000-\u001f\u007f]/g, '');
  return base.slice(0, 255) || 'file';
}

async function record(db: Db, uploader: Uploader, row: Omit<typeof markdownFiles.$inferInsert, 'uid' | 'gid'>, file: string) {
  try {
    const [saved] = await db
      .insert(markdownFiles)
      .values({ ...row, uid: uploader.uid, gid: uploader.gid })
      .returning({ id: markdownFiles.id });
    return saved.id;
  } catch (error) {
    fs.rmSync(file, { force: true });
    throw error;
  }
}

/** Stores a markdown image whose real type is a raster image. */
export async function saveImage(db: Db, dataDir: string, uploader: Uploader, upload: MultipartFile): Promise<MarkdownUpload> {
  let bytes: Buffer;
  try {
    bytes = await upload.toBuffer();
  } catch (error) {
    throw isFileTooLarge(error) ? new AppError(413, 'Md_image_too_large') : error;
  }
  const realType = await fileTypeFromBuffer(bytes);
  const contentType = realType && IMAGE_TYPES[realType.ext];
  if (!realType || !contentType) throw badRequest('Md_image_type_invalid');

  const storedName = `${randomUUID()}.${realType.ext}`;
  const file = path.join(publicImgDir(dataDir), storedName);
  fs.mkdirSync(publicImgDir(dataDir), { recursive: true });
  fs.writeFileSync(file, bytes);
  const fileId = await record(
    db,
    uploader,
    { kind: 'img', storedName, originalName: cleanName(upload.filename), contentType, size: bytes.length },
    file,
  );
  return { link: PUBLIC_IMG_URL + storedName, fileId };
}

/** Streams a markdown file to disk (never whole in memory) and names it by the type its bytes show, else bin. */
export async function saveFile(db: Db, dataDir: string, uploader: Uploader, upload: MultipartFile): Promise<MarkdownUpload> {
  const dir = publicFileDir(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const partial = path.join(dir, `${randomUUID()}.part`);
  try {
    await pipeline(upload.file, fs.createWriteStream(partial));
    if (upload.file.truncated) throw new AppError(413, 'Md_file_too_large');
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw isFileTooLarge(error) ? new AppError(413, 'Md_file_too_large') : error;
  }
  const realType = await fileTypeFromFile(partial);
  const storedName = `${randomUUID()}.${realType?.ext ?? 'bin'}`;
  const file = path.join(dir, storedName);
  fs.renameSync(partial, file);
  const fileId = await record(
    db,
    uploader,
    {
      kind: 'file',
      storedName,
      originalName: cleanName(upload.filename),
      contentType: realType?.mime ?? 'application/octet-stream',
      size: fs.statSync(file).size,
    },
    file,
  );
  return { link: PUBLIC_FILE_URL + storedName, fileId };
}

/** A markdown image's row, or 404. */
export async function findImage(db: Db, fileId: number) {
  const [row] = await db
    .select()
    .from(markdownFiles)
    .where(and(eq(markdownFiles.id, fileId), eq(markdownFiles.kind, 'img')));
  if (!row) throw notFound('Md_file_not_found');
  return row;
}

/** Removes the image's row, then its file. */
export async function deleteImage(db: Db, dataDir: string, row: { id: number; storedName: string }): Promise<void> {
  await db.delete(markdownFiles).where(eq(markdownFiles.id, row.id));
  fs.rmSync(path.join(publicImgDir(dataDir), path.basename(row.storedName)), { force: true });
}

/** A stored markdown file by its served name: the path, what the bytes were and the uploader's name; 404 otherwise. */
export async function publicFile(db: Db, dataDir: string, name: string) {
  const [row] = await db
    .select({ storedName: markdownFiles.storedName, contentType: markdownFiles.contentType, originalName: markdownFiles.originalName })
    .from(markdownFiles)
    .where(and(eq(markdownFiles.storedName, name), eq(markdownFiles.kind, 'file')));
  const file = row && path.join(publicFileDir(dataDir), path.basename(row.storedName));
  if (!row || !fs.existsSync(file)) throw notFound('Md_file_not_found');
  return { file, contentType: row.contentType, originalName: row.originalName };
}
