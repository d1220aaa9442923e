// Avatars: an uploaded image checked by its real type (file-type) and size, stored in the file store as
// img/<uuid>.<ext> (the local store: DATA_DIR/public/img/<uuid>.<ext>) and served at /api/public/img/<name>.
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { MultipartFile } from '@fastify/multipart';
import { ACCOUNT_RULES, type UserInfo } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../plugins/app/errors.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { fileStore } from '../file-store/index.ts';
import { toUserInfo } from './service.ts';
import { users } from './tables.ts';

export const PUBLIC_IMG_URL = '/api/public/img/';

/** Real types accepted, by the extension file-type reports, with their content type. */
export const IMAGE_TYPES: Record<string, string> = {
  gif: 'image/gif',
  jpg: 'image/jpeg',
  png: 'image/png',
  bmp: 'image/bmp',
  webp: 'image/webp',
};

/** Where the local store keeps images (DATA_DIR/public/img). */
export const publicImgDir = (dataDir: string) => path.join(dataDir, 'public', 'img');

const extensionOf = (fileName: string) => path.extname(fileName).slice(1).toLowerCase();

/** What an uploaded image must be and the messages it is refused with; the size limit is the multipart one. */
export interface ImageRules {
  extensions: readonly string[];
  /** Real types accepted (file-type's extension), a subset of IMAGE_TYPES. */
  types: readonly string[];
  typeError: MessageKey;
  tooLarge: MessageKey;
}

const AVATAR_RULES: ImageRules = {
  extensions: ACCOUNT_RULES.avatarExtensions,
  types: Object.keys(IMAGE_TYPES),
  typeError: 'File_type_not_support',
  tooLarge: 'Exceed_max_size_limit',
};

async function readLimited(upload: MultipartFile, rules: ImageRules): Promise<Buffer> {
  try {
    return await upload.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, rules.tooLarge);
    throw error;
  }
}

/** Names the server gives stored images: a UUID and an accepted extension. */
const isStoredName = (name: string) => /^[0-9a-f-]{36}\.(gif|jpg|png|bmp|webp)$/.test(name);

/** The file store key of an image URL of ours, or null for anything else. */
function storedKey(url: string | null): string | null {
  if (!url?.startsWith(PUBLIC_IMG_URL)) return null;
  const name = url.slice(PUBLIC_IMG_URL.length);
  return isStoredName(name) ? `img/${name}` : null;
}

/** Checks an uploaded image (extension, size, real type), stores it and answers its public URL. */
export async function storeImage(dataDir: string, upload: MultipartFile, rules: ImageRules = AVATAR_RULES): Promise<string> {
  if (!rules.extensions.includes(extensionOf(upload.filename))) {
    upload.file.resume();
    throw badRequest(rules.typeError);
  }
  const bytes = await readLimited(upload, rules);
  const realType = await fileTypeFromBuffer(bytes);
  if (!realType || !rules.types.includes(realType.ext) || !IMAGE_TYPES[realType.ext]) throw badRequest(rules.typeError);

  const name = `${randomUUID()}.${realType.ext}`;
  await fileStore(dataDir).putNamed(`img/${name}`, bytes);
  return PUBLIC_IMG_URL + name;
}

/** Removes a replaced image when it is one of ours. */
export async function removeStoredImage(dataDir: string, url: string | null | undefined): Promise<void> {
  const previous = storedKey(url ?? null);
  if (previous) await fileStore(dataDir).delete(previous);
}

/** Stores the image as the user's avatar and removes the previous one. */
export async function acceptAvatar(db: Db, dataDir: string, uid: string, upload: MultipartFile): Promise<UserInfo> {
  const avatar = await storeImage(dataDir, upload);
  const [before] = await db.select({ avatar: users.avatar }).from(users).where(eq(users.uid, uid));
  const [row] = await db.update(users).set({ avatar, gmtModified: new Date() }).where(eq(users.uid, uid)).returning();
  await removeStoredImage(dataDir, before?.avatar);
  return toUserInfo(row);
}

/** A stored public image: its content (from the file store of every host) and content type; 404 otherwise. */
export async function publicImage(dataDir: string, name: string): Promise<{ content: NodeJS.ReadableStream; size: number; type: string }> {
  const key = isStoredName(name) ? `img/${name}` : null;
  const store = fileStore(dataDir);
  const size = key ? await store.size(key) : null;
  if (!key || size === null) throw notFound();
  return { content: await store.open(key), size, type: IMAGE_TYPES[extensionOf(name)] };
}
