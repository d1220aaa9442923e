// POST /api/file/upload-group-avatar (spec 002 §2.7 "Settings: avatar cropper upload"): the group root (level 5)
// or the site root replaces the group's avatar; the image is checked and stored as user avatars are and the
// previous file removed. Answers the group as get-group-detail does.
import { eq } from 'drizzle-orm';
import type { MultipartFile } from '@fastify/multipart';
import type { Group } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../plugins/app/errors.ts';
import { removeStoredImage, storeImage } from '../accounts/index.ts';
import { visibleGroup, type Member } from './access.ts';
import { groupDetail } from './detail.ts';
import { isGroupRoot } from './membership.ts';
import { groups } from './tables.ts';

export async function uploadGroupAvatar(db: Db, dataDir: string, caller: Member, gid: number, upload: MultipartFile): Promise<Group> {
  const group = await visibleGroup(db, gid, caller);
  if (!(await isGroupRoot(db, gid, caller))) {
    upload.file.resume();
    throw forbidden('Group_root_only');
  }
  const avatar = await storeImage(dataDir, upload);
  await db.update(groups).set({ avatar, gmtModified: new Date() }).where(eq(groups.id, gid));
  await removeStoredImage(dataDir, group.avatar);
  return groupDetail(db, gid, caller);
}
