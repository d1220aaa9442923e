// Who may upload and delete markdown files (spec 002 §6, reference §10): the admin roles anywhere, and a group's
// admins (level 4–5) for uploads naming its gid; an upload is deleted by its uploader, the root or its group's admins.
import { isAdminRole, isSuperAdmin } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import type { ResolvedSession } from '../accounts/index.ts';
import { isGroupAdmin } from '../membership/index.ts';
import { forbidden } from '../../plugins/app/errors.ts';

export async function assertMayUpload(db: Db, caller: ResolvedSession, gid: number | null): Promise<void> {
  if (isAdminRole(caller.role)) return;
  if (gid !== null && (await isGroupAdmin(db, gid, caller))) return;
  throw forbidden('Md_upload_forbidden');
}

export async function assertMayDelete(db: Db, caller: ResolvedSession, upload: { uid: string | null; gid: number | null }): Promise<void> {
  if (upload.uid === caller.uid || isSuperAdmin(caller.role)) return;
  if (upload.gid !== null && (await isGroupAdmin(db, upload.gid, caller))) return;
  throw forbidden('Md_delete_forbidden');
}
