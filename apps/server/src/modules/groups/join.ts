// POST /api/group/member (join or apply) and POST /api/group/member/exit (reference §8 "Join", spec 002 §4):
// a public group takes the caller in at once (level 3); a protected one records an application (level 1) with a
// reason; a private one also wants its invitation code. Applying twice or as a member is refused; a refused
// applicant (level 2) may apply again. Every member but the owner may leave. Code guesses are limited
// (accounts/password-guesses.ts), counted outside the transaction so a refusal cannot roll the count back.
import { and, eq } from 'drizzle-orm';
import { GROUP_LIMITS, GroupAuth, GroupLevel, type GroupLevelCode } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { badRequest } from '../../plugins/app/errors.ts';
import { spendGuess } from '../accounts/index.ts';
import { visibleGroup, type GroupRow, type Member } from './access.ts';
import { memberUids, notifyGroupEvent } from './notices.ts';
import { groupMembers } from './tables.ts';

export interface JoinRequest {
  gid: number;
  code?: string | null;
  reason?: string | null;
}

function checkReason(reason: string | null | undefined): string {
  if (!reason) throw badRequest('Apply_Reason_Check_Required');
  if (reason.length < GROUP_LIMITS.reasonMin || reason.length > GROUP_LIMITS.reasonMax) throw badRequest('Apply_Reason_Check_Min_Max');
  return reason;
}

/** The level and reason the request earns (a private group's code checked before), or 400. */
function admission(group: GroupRow, request: JoinRequest): { auth: GroupLevelCode; reason: string | null } {
  if (group.auth === GroupAuth.Public) return { auth: GroupLevel.Member, reason: request.reason || null };
  return { auth: GroupLevel.Applying, reason: checkReason(request.reason) };
}

async function lockedLevel(tx: Tx, gid: number, uid: string): Promise<GroupLevelCode | null> {
  const [row] = await tx
    .select({ auth: groupMembers.auth })
    .from(groupMembers)
    .where(and(eq(groupMembers.gid, gid), eq(groupMembers.uid, uid)))
    .for('update');
  return row?.auth ?? null;
}

/** Joins or applies; answers the message key of the outcome. */
export async function joinGroup(db: Db, caller: Member & { username: string }, request: JoinRequest): Promise<MessageKey> {
  const group = await visibleGroup(db, request.gid, caller);
  if (group.auth === GroupAuth.Private)
    await spendGuess(db, { kind: 'group', id: group.id, uid: caller.uid }, request.code === group.code, 'Group_code_wrong');
  return db.transaction(async (tx) => {
    const level = await lockedLevel(tx, group.id, caller.uid);
    if (level === GroupLevel.Applying) throw badRequest('Group_already_applying');
    if (level !== null && level >= GroupLevel.Member) throw badRequest('Group_already_member');
    const { auth, reason } = admission(group, request);
    const values = { auth, reason, gmtModified: new Date() };
    await tx
      .insert(groupMembers)
      .values({ gid: group.id, uid: caller.uid, ...values })
      .onConflictDoUpdate({ target: [groupMembers.gid, groupMembers.uid], set: values });
    if (auth === GroupLevel.Member) await notifyGroupEvent(tx, 'welcome', group, [caller.uid], group.uid);
    else await notifyGroupEvent(tx, 'apply', group, await memberUids(tx, group.id, GroupLevel.Root), caller.uid, caller.username);
    return auth === GroupLevel.Member ? 'Group_join_successfully' : 'Group_apply_successfully';
  });
}

export async function exitGroup(db: Db, caller: Member, gid: number): Promise<void> {
  const group = await visibleGroup(db, gid, caller);
  if (group.uid === caller.uid) throw badRequest('Group_owner_cannot_exit');
  await db.transaction(async (tx) => {
    const level = await lockedLevel(tx, gid, caller.uid);
    if (level === null || level < GroupLevel.Member) throw badRequest('Group_not_member');
    await tx.delete(groupMembers).where(and(eq(groupMembers.gid, gid), eq(groupMembers.uid, caller.uid)));
  });
}
