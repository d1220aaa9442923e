// Avatars: an uploaded image checked by its real type (file-type) and size, stored under the data directory
// as public/img/<uuid>.<ext> and served at /api/public/img/<name>.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { MultipartFile } from '@fastify/multipart';
import { ACCOUNT_RULES, type UserInfo } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../plugins/app/errors.ts';
import type { MessageKey } from '../../i18n/messages.ts';
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

/** The stored file of an avatar URL of ours, or null for anything else. */
function storedFile(dataDir: string, url: string | null): string | null {
  if (!url?.startsWith(PUBLIC_IMG_URL)) return null;
  const name = url.slice(PUBLIC_IMG_URL.length);
  return isStoredName(name) ? path.join(publicImgDir(dataDir), name) : null;
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
  fs.mkdirSync(publicImgDir(dataDir), { recursive: true });
  fs.writeFileSync(path.join(publicImgDir(dataDir), name), bytes);
  return PUBLIC_IMG_URL + name;
}

/** Removes a replaced image when it is one of ours. */
export function removeStoredImage(dataDir: string, url: string | null | undefined): void {
  const previous = storedFile(dataDir, url ?? null);
  if (previous) fs.rmSync(previous, { force: true });
}

/** Stores the image as the user's avatar and removes the previous one. */
export async function acceptAvatar(db: Db, dataDir: string, uid: string, upload: MultipartFile): Promise<UserInfo> {
  const avatar = await storeImage(dataDir, upload);
  const [before] = await db.select({ avatar: users.avatar }).from(users).where(eq(users.uid, uid));
  const [row] = await db.update(users).set({ avatar, gmtModified: new Date() }).where(eq(users.uid, uid)).returning();
  removeStoredImage(dataDir, before?.avatar);
  return toUserInfo(row);
}

/** A stored public image: its path and content type. */
export function publicImage(dataDir: string, name: string): { file: string; type: string } {
  const file = path.join(publicImgDir(dataDir), name);
  if (!isStoredName(name) || !fs.existsSync(file)) throw notFound();
  return { file, type: IMAGE_TYPES[extensionOf(name)] };
}
