// DELETE /api/group: the owner or the site root disbands a group, confirmed with the identity code mailed to their
// own address (spec 002 §3 "Disband verification"; the site root too). One transaction spends the code and removes everything keyed by
// its gid, each module its own rows (called with the transaction); the foreign keys' cascades take what hangs on those rows (problems: cases, tags, languages,
// templates, submissions and their solved rows, training and contest links; trainings: their problem links and
// registrations; contests: their problems and registrations; the group: its members).
import { eq } from 'drizzle-orm';
import { isSuperAdmin, type GroupDisbandVerify } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../plugins/app/errors.ts';
import { refuseCode, spendVerifyCode } from '../accounts/index.ts';
import { deleteGroupAnnouncements } from '../announcements/index.ts';
import { deleteGroupContests } from '../contests/index.ts';
import { deleteGroupProblems, deleteGroupTags, problemListChanged } from '../problems/index.ts';
import { deleteGroupTrainings } from '../trainings/index.ts';
import { visibleGroup, type Member } from './access.ts';
import { memberUids, notifyGroupEvent } from './notices.ts';
import { groups } from './tables.ts';

export async function disbandGroup(db: Db, caller: Member, gid: number, verify: GroupDisbandVerify): Promise<void> {
  const group = await visibleGroup(db, gid, caller);
  if (group.uid !== caller.uid && !isSuperAdmin(caller.role)) throw forbidden('Group_root_only');
  // A wrong code is committed (it counts toward the code's attempts) and refused after the transaction.
  const check = await db.transaction(async (tx) => {
    const spent = await spendVerifyCode(tx, caller.uid, verify.email, verify.code);
    if (spent !== 'ok') return spent;
    await notifyGroupEvent(tx, 'disbanded', group, await memberUids(tx, gid), caller.uid);
    await deleteGroupProblems(tx, gid);
    await deleteGroupTrainings(tx, gid);
    await deleteGroupTags(tx, gid);
    await deleteGroupContests(tx, gid);
    await deleteGroupAnnouncements(tx, gid);
    await tx.delete(groups).where(eq(groups.id, gid));
    return spent;
  });
  problemListChanged();
  refuseCode(check);
}
