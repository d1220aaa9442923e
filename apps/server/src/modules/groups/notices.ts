// Group events in the members' inboxes (reference §8, §9 "mine"): a welcome on joining or approval, an application
// for the group's root, a removal, a disbanding. Written in the transaction of the event itself.
import { and, eq, gte } from 'drizzle-orm';
import { GroupLevel, type GroupLevelCode } from '@verdict/shared';
import type { Tx } from '../../db/client.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { notifyTemplate } from '../messages/index.ts';
import type { GroupRow } from './access.ts';
import { groupMembers } from './tables.ts';

type GroupEvent = 'welcome' | 'apply' | 'removed' | 'disbanded';

const KEYS: Record<GroupEvent, { titleKey: MessageKey; contentKey: MessageKey }> = {
  welcome: { titleKey: 'Group_notice_welcome_title', contentKey: 'Group_notice_welcome_content' },
  apply: { titleKey: 'Group_notice_apply_title', contentKey: 'Group_notice_apply_content' },
  removed: { titleKey: 'Group_notice_removed_title', contentKey: 'Group_notice_removed_content' },
  disbanded: { titleKey: 'Group_notice_disbanded_title', contentKey: 'Group_notice_disbanded_content' },
};

/** Sends the event's notice to `recipientUids`; `who` names the user it is about (the applicant). */
export async function notifyGroupEvent(
  tx: Tx,
  event: GroupEvent,
  group: Pick<GroupRow, 'id' | 'name'>,
  recipientUids: string[],
  senderUid: string,
  who = '',
): Promise<void> {
  await notifyTemplate(tx, {
    ...KEYS[event],
    kind: 'mine',
    recipientUids,
    senderUid,
    params: { group: group.name, gid: group.id, user: who },
    url: event === 'disbanded' || event === 'removed' ? null : event === 'apply' ? `/group/${group.id}/member` : `/group/${group.id}`,
  });
}

/** Uids of the group's members at `level` or above. */
export async function memberUids(tx: Tx, gid: number, level: GroupLevelCode = GroupLevel.Member): Promise<string[]> {
  const rows = await tx
    .select({ uid: groupMembers.uid })
    .from(groupMembers)
    .where(and(eq(groupMembers.gid, gid), gte(groupMembers.auth, level)));
  return rows.map((r) => r.uid);
}
