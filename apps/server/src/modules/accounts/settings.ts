// Settings centre: change of password (current one required), change of e-mail with a code mailed to the new
// address, and the profile fields. Wrong current passwords count toward a temporary lock.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  ACCOUNT_RULES,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type ChangeUserInfoSchema,
  type CodeSent,
  type UserInfo,
} from '@verdict/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound, unauthorized } from '../../plugins/app/errors.ts';
import type { Lang } from '../../i18n/messages.ts';
import type { ResolvedSession } from './sessions.ts';
import { mailAccountCode, spendCode } from './email-codes.ts';
import {
  clearSettingsPasswordFailures,
  FAILURE_WINDOW_MINUTES,
  recordSettingsPasswordFailure,
  settingsPasswordLocked,
} from './login-guard.ts';
import { emailTaken, findUserByUid, isUniqueViolation, type UserRow } from './lookup.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { revokeOtherSessions } from './sessions.ts';
import { toUserInfo } from './service.ts';
import { users } from './tables.ts';

type Caller = Pick<ResolvedSession, 'uid' | 'sessionId'>;

async function loadCaller(db: Db, caller: Caller): Promise<UserRow> {
  const user = await findUserByUid(db, caller.uid);
  if (!user) throw unauthorized();
  return user;
}

/** The current password, under the lock of FAILURE_WINDOW_MINUTES after too many wrong ones. */
async function assertCurrentPassword(
  db: Db,
  user: UserRow,
  password: string,
  wrongKey: 'Old_password_incorrect' | 'Password_incorrect',
): Promise<void> {
  if (await settingsPasswordLocked(db, user.uid)) throw new AppError(403, 'Too_many_wrong_password', { minutes: FAILURE_WINDOW_MINUTES });
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordSettingsPasswordFailure(db, user.uid);
    throw badRequest(wrongKey);
  }
  await clearSettingsPasswordFailures(db, user.uid);
}

/** Sets the new password and ends the user's other sessions; the caller's token stays valid. */
export async function changePassword(db: Db, caller: Caller, request: ChangePasswordRequest): Promise<void> {
  const user = await loadCaller(db, caller);
  await assertCurrentPassword(db, user, request.oldPassword, 'Old_password_incorrect');
  if (request.newPassword === request.oldPassword) throw badRequest('Password_unchanged');
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(request.newPassword), gmtModified: new Date() })
    .where(eq(users.uid, user.uid));
  await revokeOtherSessions(db, user.uid, caller.sessionId);
}

const sameAddress = (user: UserRow, email: string) => (user.email ?? '').toLowerCase() === email;

export async function sendChangeEmailCode(
  db: Db,
  log: FastifyBaseLogger,
  lang: Lang,
  caller: Caller,
  email: string,
  ip: string,
): Promise<CodeSent> {
  const user = await loadCaller(db, caller);
  if (sameAddress(user, email)) throw badRequest('Email_unchanged');
  if (await emailTaken(db, email)) throw badRequest('The_email_already_exists');
  return mailAccountCode(
    db,
    log,
    lang,
    {
      purpose: 'change-email',
      email,
      uid: user.uid,
      username: user.username,
      ip,
      resendSeconds: ACCOUNT_RULES.changeEmailCodeResendSeconds,
    },
    ['Mail_change_email_subject', 'Mail_change_email_body'],
  );
}

export async function changeEmail(db: Db, caller: Caller, request: ChangeEmailRequest): Promise<UserInfo> {
  const user = await loadCaller(db, caller);
  if (sameAddress(user, request.newEmail)) throw badRequest('Email_unchanged');
  await assertCurrentPassword(db, user, request.password, 'Password_incorrect');
  if (await emailTaken(db, request.newEmail)) throw badRequest('The_email_already_exists');
  let outcome;
  try {
    outcome = await db.transaction(async (tx) => {
      const check = await spendCode(tx, 'change-email', { email: request.newEmail, uid: user.uid }, request.code);
      if (check !== 'ok') return { check };
      const [row] = await tx
        .update(users)
        .set({ email: request.newEmail, gmtModified: new Date() })
        .where(eq(users.uid, user.uid))
        .returning();
      return { check, row };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('The_email_already_exists');
    throw error;
  }
  if (outcome.check === 'expired') throw badRequest('Code_expired');
  if (outcome.check === 'incorrect') throw badRequest('Code_incorrect');
  return toUserInfo(outcome.row as UserRow);
}

export async function changeUserInfo(db: Db, caller: Caller, profile: z.output<typeof ChangeUserInfoSchema>): Promise<UserInfo> {
  const [row] = await db
    .update(users)
    .set({ ...profile, gmtModified: new Date() })
    .where(eq(users.uid, caller.uid))
    .returning();
  if (!row) throw notFound();
  return toUserInfo(row);
}
