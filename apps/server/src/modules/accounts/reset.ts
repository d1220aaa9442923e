// Password reset: a captcha-guarded request mails a single-use link; the link's code sets a new password.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_RULES, type ApplyResetPasswordRequest, type CodeSent, type ResetPasswordRequest } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../plugins/app/errors.ts';
import type { Lang } from '../../i18n/messages.ts';
import { getWebsiteConfig } from '../site/index.ts';
import { checkCaptcha } from './captcha.ts';
import { sendCode, spendCode } from './email-codes.ts';
import { clearAccountFailures } from './login-guard.ts';
import { findUserByEmail, findUserByUsername } from './lookup.ts';
import { composeMail } from './mail.ts';
import { hashPassword } from './passwords.ts';
import { revokeUserSessions } from './sessions.ts';
import { users } from './tables.ts';

/** The site address for links in mails: the configured baseUrl only, never the request's Host header (the sender's choice). */
async function siteOrigin(db: Db): Promise<string> {
  const { baseUrl } = await getWebsiteConfig(db);
  if (!baseUrl) throw new AppError(503, 'Reset_site_address_unset');
  return baseUrl.replace(/\/+$/, '');
}

export async function applyResetPassword(
  db: Db,
  log: FastifyBaseLogger,
  lang: Lang,
  request: ApplyResetPasswordRequest,
  client: { ip: string },
): Promise<CodeSent> {
  const origin = await siteOrigin(db);
  await checkCaptcha(db, request.captchaKey, request.captcha);
  const user = await findUserByEmail(db, request.email);
  if (!user) throw badRequest('The_email_does_not_exists');
  const code = randomBytes(16).toString('hex');
  const query = new URLSearchParams({ username: user.username, code });
  const link = `${origin}/reset-password?${query}`;
  const ttlSeconds = ACCOUNT_RULES.resetLinkTtlSeconds;
  const mail = await composeMail(db, lang, request.email, ['Mail_reset_subject', 'Mail_reset_body'], {
    username: user.username,
    link,
    minutes: ttlSeconds / 60,
  });
  return sendCode(
    db,
    log,
    {
      purpose: 'reset-password',
      email: request.email,
      uid: user.uid,
      ip: client.ip,
      code,
      ttlSeconds,
      resendSeconds: ACCOUNT_RULES.resetPasswordResendSeconds,
    },
    mail,
  );
}

/** Sets the password, spends the link, ends every session and clears the failed-login counter. */
export async function resetPassword(db: Db, request: ResetPasswordRequest): Promise<void> {
  const user = await findUserByUsername(db, request.username);
  if (!user) throw badRequest('The_username_does_not_exist');
  const passwordHash = await hashPassword(request.password);
  const outcome = await db.transaction(async (tx) => {
    const check = await spendCode(tx, 'reset-password', { uid: user.uid }, request.code);
    if (check === 'ok') await tx.update(users).set({ passwordHash, gmtModified: new Date() }).where(eq(users.uid, user.uid));
    return check;
  });
  if (outcome !== 'ok') throw badRequest('Reset_code_invalid');
  await revokeUserSessions(db, user.uid);
  await clearAccountFailures(db, user.username);
}
