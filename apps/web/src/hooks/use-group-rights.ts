// The caller's admin rights in a group (get-group-access): group admins manage its problems and trainings; the group
// root (and the site root) every one of them, the other admins the ones they created (spec 002 §6).
import { useMemo } from 'react';
import { useSession } from '@/lib/session';
import { useGroupAccess } from '@/lib/api/get-group-access';

export interface GroupRights {
  /** The rights are still being asked. */
  pending: boolean;
  admin: boolean;
  root: boolean;
  /** May edit or delete this problem or training of the group. */
  owns: (item: { uid: string | null }) => boolean;
}

export const useGroupRights = (gid: number): GroupRights => {
  const { user } = useSession();
  const uid = user?.uid ?? null;
  const access = useGroupAccess(gid, uid);
  const admin = access.data?.isGroupAdmin === true;
  const root = access.data?.isGroupRoot === true;
  return useMemo(
    () => ({ pending: uid !== null && access.isPending, admin, root, owns: (item) => root || (admin && uid !== null && item.uid === uid) }),
    [uid, access.isPending, admin, root],
  );
};
