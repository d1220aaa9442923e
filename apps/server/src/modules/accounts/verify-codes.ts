// Identity codes (spec 002 §7 "get verify e-mail code"): a 6-digit code mailed to the caller's own account
// address, which a sensitive action (disbanding a group) then spends in its transaction. Stored, throttled and
// single use like the other e-mail codes.
import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_RULES, type CodeSent } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import type { Lang } from '../../i18n/messages.ts';
import { badRequest, unauthorized } from '../../plugins/app/errors.ts';
import { mailAccountCode, spendCode, type CodeCheck } from './email-codes.ts';
import { findUserByUid, type UserRow } from './lookup.ts';

/** The caller's account when `email` is its address (any case); 400 otherwise. */
async function ownAddress(db: Db | Tx, uid: string, email: string): Promise<UserRow> {
  const user = await findUserByUid(db, uid);
  if (!user) throw unauthorized();
  if ((user.email ?? '').toLowerCase() !== email.toLowerCase()) throw badRequest('Verify_email_not_yours');
  return user;
}

/** GET get-verify-email-code: mails a code to the caller's own address. */
export async function sendVerifyCode(
  db: Db,
  log: FastifyBaseLogger,
  lang: Lang,
  uid: string,
  email: string,
  ip: string,
): Promise<CodeSent> {
  const user = await ownAddress(db, uid, email);
  return mailAccountCode(
    db,
    log,
    lang,
    {
      purpose: 'verify',
      email: email.toLowerCase(),
      uid,
      username: user.username,
      ip,
      resendSeconds: ACCOUNT_RULES.changeEmailCodeResendSeconds,
    },
    ['Mail_verify_subject', 'Mail_verify_body'],
  );
}

/**
 * Spends the caller's live identity code within `tx` (400 when the address is not theirs). A wrong answer is
 * counted: the caller commits `tx` on any answer and then calls refuseCode, as changeEmail does.
 */
export async function spendVerifyCode(tx: Tx, uid: string, email: string, code: string): Promise<CodeCheck> {
  await ownAddress(tx, uid, email);
  return spendCode(tx, 'verify', { email: email.toLowerCase(), uid }, code);
}

/** 400 for a code that was not accepted. */
export function refuseCode(check: CodeCheck): void {
  if (check === 'expired') throw badRequest('Code_expired');
  if (check === 'incorrect') throw badRequest('Code_incorrect');
}
