// PUT /api/group/member and DELETE /api/group/member (reference §8 "Change level", "Remove"; spec 002 §4, §6):
// group admins (level 4–5) and the site root manage the members and applicants below them. The site root ranks
// above everyone; the owner is untouchable; a member (level 3+) never goes back to applying or refused.
import { and, eq } from 'drizzle-orm';
import { GroupLevel, isSuperAdmin, type GroupLevelCode } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../plugins/app/errors.ts';
import { visibleGroup, type GroupRow, type Member } from './access.ts';
import { groupLevel } from './membership.ts';
import { notifyGroupEvent } from './notices.ts';
import { groupMembers } from './tables.ts';

const memberKey = (gid: number, uid: string) => and(eq(groupMembers.gid, gid), eq(groupMembers.uid, uid));

/** The actor's rank in the group: the site root above every level; 403 below group admin. */
async function actorRank(tx: Tx, gid: number, actor: Member): Promise<number> {
  if (isSuperAdmin(actor.role)) return Number.POSITIVE_INFINITY;
  const level = (await groupLevel(tx, gid, actor.uid)) ?? 0;
  if (level < GroupLevel.Admin) throw forbidden('Group_admin_only');
  return level;
}

/** The target's locked level; 404 when neither a member nor an applicant, 403 for the owner. */
async function targetLevel(tx: Tx, group: GroupRow, uid: string): Promise<GroupLevelCode> {
  const [row] = await tx.select({ auth: groupMembers.auth }).from(groupMembers).where(memberKey(group.id, uid)).for('update');
  if (!row) throw notFound('Group_member_not_found');
  if (uid === group.uid) throw forbidden('Group_member_owner_untouchable');
  return row.auth;
}

/** Sets a member's level: approve (1/2 → 3), refuse (1 → 2), promote or demote (3 ↔ 4). */
export async function updateMember(db: Db, actor: Member, request: { gid: number; uid: string; auth: GroupLevelCode }): Promise<void> {
  const group = await visibleGroup(db, request.gid, actor);
  await db.transaction(async (tx) => {
    const rank = await actorRank(tx, group.id, actor);
    const old = await targetLevel(tx, group, request.uid);
    if (old >= rank || request.auth >= rank) throw forbidden('Group_member_level_forbidden');
    if (old >= GroupLevel.Member && request.auth < GroupLevel.Member) throw badRequest('Group_member_cannot_downgrade');
    await tx.update(groupMembers).set({ auth: request.auth, gmtModified: new Date() }).where(memberKey(group.id, request.uid));
    if (old < GroupLevel.Member && request.auth >= GroupLevel.Member)
      await notifyGroupEvent(tx, 'welcome', group, [request.uid], actor.uid);
  });
}

/** Removes a member or an applicant below the actor; never the actor nor the owner. */
export async function removeMember(db: Db, actor: Member, request: { gid: number; uid: string }): Promise<void> {
  const group = await visibleGroup(db, request.gid, actor);
  if (request.uid === actor.uid) throw badRequest('Group_member_self');
  await db.transaction(async (tx) => {
    const rank = await actorRank(tx, group.id, actor);
    const old = await targetLevel(tx, group, request.uid);
    if (old >= rank) throw forbidden('Group_member_level_forbidden');
    await tx.delete(groupMembers).where(memberKey(group.id, request.uid));
    if (old >= GroupLevel.Member) await notifyGroupEvent(tx, 'removed', group, [request.uid], actor.uid);
  });
}
