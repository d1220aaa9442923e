// The caller's standing in a group (spec 002 §4, §6): the group, the caller's level, member / admin / root rights,
// whether the caller owns it or is the site root.
import { useMemo } from 'react';
import type { Group, GroupLevelCode } from '@verdict/shared';
import { isSuperAdminUser, useSession } from '@/lib/session';
import { useGroupAccess } from '@/lib/api/get-group-access';
import { useGroupAuth } from '../api/get-group-auth';

export interface GroupState {
  group: Group;
  /** The caller's level in the group; null when none. */
  level: GroupLevelCode | null;
  /** An accepted member (level 3–5) or the site root: every tab opens. */
  member: boolean;
  /** Level 4–5 or the site root. */
  admin: boolean;
  /** Level 5 or the site root: the Setting tab. */
  root: boolean;
  owner: boolean;
  siteRoot: boolean;
  /** The rights are still being asked. */
  pending: boolean;
}

export function useGroupState(group: Group): GroupState {
  const { user } = useSession();
  const uid = user?.uid ?? null;
  const access = useGroupAccess(group.id, uid);
  const auth = useGroupAuth(group.id, uid);
  const rights = access.data;
  const level = auth.data?.auth ?? null;
  const siteRoot = isSuperAdminUser(user);
  const pending = access.isPending || auth.isPending;
  return useMemo(
    () => ({
      group,
      level,
      member: rights?.access === true,
      admin: rights?.isGroupAdmin === true,
      root: rights?.isGroupRoot === true,
      owner: uid !== null && group.uid === uid,
      siteRoot,
      pending,
    }),
    [group, level, rights, uid, siteRoot, pending],
  );
}
