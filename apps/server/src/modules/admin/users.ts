// Editing and deleting accounts in the back office (reference §10 "Users"): a role change sends the user a system
// notice, a new password or a ban ends every session of the user; the super admin cannot demote or ban themself.
import { Role, type AdminEditUser } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { badRequest } from '../../plugins/app/errors.ts';
import { deleteAccounts, editAccount, hashPassword, revokeUserSessions, type AccountChanges } from '../accounts/index.ts';
import { notifyTemplate } from '../messages/index.ts';

const BANNED = 1;

/** Saves a back-office edit; every write (the account, the notice, the ended sessions) happens or none does. */
export async function editUser(db: Db, callerUid: string, edit: AdminEditUser): Promise<void> {
  const self = edit.uid === callerUid;
  if (self && ((edit.type !== undefined && edit.type !== Role.Root) || edit.status === BANNED)) throw badRequest('User_edit_self_demote');
  const changes: AccountChanges = {
    username: edit.username,
    realname: edit.realname,
    email: edit.email,
    roleId: edit.type,
    status: edit.status,
    titleName: edit.titleName,
    titleColor: edit.titleColor,
    passwordHash: edit.password === undefined ? undefined : await hashPassword(edit.password),
  };
  await db.transaction(async (tx) => {
    const before = await editAccount(tx, edit.uid, changes);
    if (edit.type !== undefined && edit.type !== before.roleId) {
      // Roles are read from the database on every request: the new one applies from the user's next call.
      await notifyTemplate(tx, {
        recipientUids: [edit.uid],
        kind: 'sys',
        titleKey: 'User_role_changed_title',
        contentKey: `User_role_changed_${edit.type}` satisfies MessageKey,
        params: {},
      });
    }
    if (changes.passwordHash !== undefined || edit.status === BANNED) await revokeUserSessions(tx, edit.uid);
  });
}

export async function deleteUsers(db: Db, callerUid: string, uids: string[]): Promise<number> {
  return db.transaction((tx) => deleteAccounts(tx, [...new Set(uids)], callerUid));
}
