// Markdown uploads in the file store and in markdown_files: images (≤ 4 MB, raster types read from the bytes) as
// img/<name> beside the avatars, files (< 128 MB, streamed) as file/<name>, and their removal. The local store keeps
// them in DATA_DIR/public/img and public/file; the postgres store in the database, for every host.
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
import { IMAGE_TYPES, PUBLIC_IMG_URL } from '../accounts/index.ts';
import { fileStore } from '../file-store/index.ts';
import { markdownFiles } from './tables.ts';

export const PUBLIC_FILE_URL = '/api/public/file/';
/** Where the local store keeps markdown files (DATA_DIR/public/file); uploads are read there first on every store. */
export const publicFileDir = (dataDir: string) => path.join(dataDir, 'public', 'file');

/** Who uploads, for which group. */
export type Uploader = { uid: string; gid: number | null };

const isFileTooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/** The uploader's name without folders or control characters, at most 255 characters. */
function cleanName(fileName: string): string {
  const base = path.basename(fileName.replaceAll('\\', '/')).replace(/[\u0000-\u001f\u007f]/g, '');
  return base.slice(0, 255) || 'file';
}

async function record(
  db: Db,
  dataDir: string,
  uploader: Uploader,
  row: Omit<typeof markdownFiles.$inferInsert, 'uid' | 'gid'>,
  key: string,
) {
  try {
    const [saved] = await db
      .insert(markdownFiles)
      .values({ ...row, uid: uploader.uid, gid: uploader.gid })
      .returning({ id: markdownFiles.id });
    return saved.id;
  } catch (error) {
    await fileStore(dataDir).delete(key);
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
  const key = `img/${storedName}`;
  await fileStore(dataDir).putNamed(key, bytes);
  const fileId = await record(
    db,
    dataDir,
    uploader,
    { kind: 'img', storedName, originalName: cleanName(upload.filename), contentType, size: bytes.length },
    key,
  );
  return { link: PUBLIC_IMG_URL + storedName, fileId };
}

/** Streams a markdown file to disk (never whole in memory), names it by the type its bytes show, else bin, and stores it. */
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
  let realType: Awaited<ReturnType<typeof fileTypeFromFile>>;
  let storedName: string;
  let size: number;
  try {
    realType = await fileTypeFromFile(partial);
    storedName = `${randomUUID()}.${realType?.ext ?? 'bin'}`;
    size = (await fileStore(dataDir).putNamed(`file/${storedName}`, fs.createReadStream(partial, { highWaterMark: 1 << 20 }))).size;
  } finally {
    fs.rmSync(partial, { force: true });
  }
  const fileId = await record(
    db,
    dataDir,
    uploader,
    {
      kind: 'file',
      storedName,
      originalName: cleanName(upload.filename),
      contentType: realType?.mime ?? 'application/octet-stream',
      size,
    },
    `file/${storedName}`,
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
  await fileStore(dataDir).delete(`img/${path.basename(row.storedName)}`);
}

/** A stored markdown file by its served name: its content, what the bytes were and the uploader's name; 404 otherwise. */
export async function publicFile(db: Db, dataDir: string, name: string) {
  const [row] = await db
    .select({ storedName: markdownFiles.storedName, contentType: markdownFiles.contentType, originalName: markdownFiles.originalName })
    .from(markdownFiles)
    .where(and(eq(markdownFiles.storedName, name), eq(markdownFiles.kind, 'file')));
  const key = row && `file/${path.basename(row.storedName)}`;
  const size = key ? await fileStore(dataDir).size(key) : null;
  if (!row || !key || size === null) throw notFound('Md_file_not_found');
  return { content: await fileStore(dataDir).open(key), size, contentType: row.contentType, originalName: row.originalName };
}
