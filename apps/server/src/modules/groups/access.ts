// Who sees which group (reference §8): a banned group (status 1) exists for the site root alone; a hidden one
// for its members (level 3–5) and the site root; the inside of a group (problems, members) for its members.
import { eq } from 'drizzle-orm';
import { isSuperAdmin } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { forbidden, notFound, unauthorized } from '../../plugins/app/errors.ts';
import { isGroupMember, type GroupCaller } from './membership.ts';
import { groups } from './tables.ts';

export type GroupRow = typeof groups.$inferSelect;
export type Member = NonNullable<GroupCaller>;

export const NORMAL_STATUS = 0;

export async function groupById(db: Db | Tx, gid: number): Promise<GroupRow | undefined> {
  const [row] = await db.select().from(groups).where(eq(groups.id, gid));
  return row;
}

/** The group if the caller may see it; 404 otherwise. */
export async function visibleGroup(
  db: Db | Tx,
  gid: number,
  caller: GroupCaller,
  missing: MessageKey = 'Group_not_found',
): Promise<GroupRow> {
  const group = await groupById(db, gid);
  if (!group) throw notFound(missing);
  if (caller !== null && isSuperAdmin(caller.role)) return group;
  if (group.status !== NORMAL_STATUS) throw notFound(missing);
  if (!group.visible && !(await isGroupMember(db, gid, caller))) throw notFound(missing);
  return group;
}

/** The visible group whose inside the caller may read: 401 visitors, 403 non-members. */
export async function openGroup(
  db: Db | Tx,
  gid: number,
  caller: GroupCaller,
  refusal: MessageKey = 'Group_members_only',
): Promise<{ group: GroupRow; member: Member }> {
  const group = await visibleGroup(db, gid, caller);
  if (caller === null) throw unauthorized();
  if (!(await isGroupMember(db, gid, caller))) throw forbidden(refusal);
  return { group, member: caller };
}
