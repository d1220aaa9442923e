// What the Markdown editor may upload for the caller (spec 002 §6): images for the admin roles or the admins of the
// group (the one given, else the route's :groupID), files for the admin roles.
import { useGidParam } from '@/hooks/use-gid-param';
import { useGroupAccess } from '@/lib/api/get-group-access';
import { isAdminUser, useSession } from '@/lib/session';
import type { MarkdownUploads } from '@/components/markdown-upload-tools';

export const useMarkdownUploads = (gid?: number | null): MarkdownUploads => {
  const { user } = useSession();
  const routeGid = useGidParam();
  const group = gid === undefined ? routeGid : gid;
  const admin = isAdminUser(user);
  // Only a non-admin in a group needs to ask the group.
  const access = useGroupAccess(group ?? 0, !admin && group !== null ? (user?.uid ?? null) : null);
  return { gid: group, canUploadImage: admin || access.data?.isGroupAdmin === true, canUploadFile: admin };
};
