// Who may change whom in the member list (spec 002 §4 "Member role changes", §6 "Member list"). The site root and
// the group's owner act on every row; others only on rows below their own level. Nobody changes or removes
// themselves or the owner.
import { GroupLevel, type GroupLevelCode } from '@verdict/shared';

export interface MemberActor {
  uid: string;
  /** The actor's level in the group (0 when none). */
  level: number;
  /** The site root or the group's owner. */
  unlimited: boolean;
}

export interface MemberRow {
  uid: string;
  auth: GroupLevelCode;
}

/** Whether the row's level select is enabled and its remove button offered. */
export const mayManage = (actor: MemberActor, row: MemberRow, ownerUid: string): boolean =>
  row.uid !== actor.uid && row.uid !== ownerUid && (actor.unlimited || row.auth < actor.level);

/** An option at or above the actor's own level is disabled for a limited actor. */
export const mayGrantLevel = (actor: MemberActor, level: GroupLevelCode): boolean => actor.unlimited || level < actor.level;

/** The levels a member's select offers: members never go back to applying or refused. */
export const MEMBER_LEVELS = [GroupLevel.Member, GroupLevel.Admin] as const;
