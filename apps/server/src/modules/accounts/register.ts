// Registration: the e-mail code, the availability check and the account creation with every rule of 000 §5.
import type { FastifyBaseLogger } from 'fastify';
import {
  ACCOUNT_RULES,
  Role,
  type CheckUsernameOrEmailRequest,
  type CodeSent,
  type RegisterRequest,
  type UsernameOrEmailExists,
} from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden } from '../../plugins/app/errors.ts';
import type { Lang } from '../../i18n/messages.ts';
import { getWebsiteConfig } from '../site/index.ts';
import { sendCode, sixDigitCode, spendCode } from './email-codes.ts';
import { emailTaken, isUniqueViolation, usernameTaken } from './lookup.ts';
import { composeMail } from './mail.ts';
import { hashPassword } from './passwords.ts';
import { users } from './tables.ts';

async function assertRegisterOpen(db: Db): Promise<void> {
  if (!(await getWebsiteConfig(db)).register) throw forbidden('Register_closed');
}

export async function sendRegisterCode(db: Db, log: FastifyBaseLogger, lang: Lang, email: string, ip: string): Promise<CodeSent> {
  await assertRegisterOpen(db);
  if (await emailTaken(db, email)) throw badRequest('The_email_already_exists');
  const code = sixDigitCode();
  const ttlSeconds = ACCOUNT_RULES.emailCodeTtlSeconds;
  const mail = await composeMail(db, lang, email, ['Mail_register_subject', 'Mail_register_body'], { code, minutes: ttlSeconds / 60 });
  return sendCode(
    db,
    log,
    { purpose: 'register', email, uid: null, ip, code, ttlSeconds, resendSeconds: ACCOUNT_RULES.registerCodeResendSeconds },
    mail,
  );
}

export async function checkUsernameOrEmail(db: Db, request: CheckUsernameOrEmailRequest): Promise<UsernameOrEmailExists> {
  return {
    username: request.username ? await usernameTaken(db, request.username) : false,
    email: request.email ? await emailTaken(db, request.email) : false,
  };
}

async function assertAvailable(db: Db, username: string, email: string): Promise<void> {
  if (await usernameTaken(db, username)) throw badRequest('The_username_already_exists');
  if (await emailTaken(db, email)) throw badRequest('The_email_already_exists');
}

/** Creates a default user (1002); the code is spent only when the account is written. */
export async function register(db: Db, request: RegisterRequest): Promise<void> {
  await assertRegisterOpen(db);
  await assertAvailable(db, request.username, request.email);
  const passwordHash = await hashPassword(request.password);
  let outcome;
  try {
    outcome = await db.transaction(async (tx) => {
      const check = await spendCode(tx, 'register', { email: request.email }, request.code);
      if (check === 'ok')
        await tx.insert(users).values({ username: request.username, email: request.email, passwordHash, roleId: Role.User });
      return check;
    });
  } catch (error) {
    // Another registration took the name or address between the check and the write.
    if (isUniqueViolation(error)) await assertAvailable(db, request.username, request.email);
    throw error;
  }
  if (outcome === 'expired') throw badRequest('Code_expired');
  if (outcome === 'incorrect') throw badRequest('Code_incorrect');
}
