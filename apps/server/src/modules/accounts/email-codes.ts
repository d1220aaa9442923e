// E-mail codes (registration, change of e-mail, password reset links): stored with an expiry so every server
// process sees them, a resend wait per address, a burst limit per requesting IP address, single use.
import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_RULES, type CodeSent } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, tooManyRequests } from '../../plugins/app/errors.ts';
import type { Lang, MessageKey } from '../../i18n/messages.ts';
import { composeMail, deliverMail, type Mail } from './mail.ts';
import { emailCodes } from './tables.ts';

export type CodePurpose = 'register' | 'change-email' | 'reset-password' | 'verify';

/** Code requests of any purpose from one IP address within the window. */
export const IP_BURST = { max: 5, windowMs: 10 * 60_000 };
/** Wrong answers a code survives. */
const MAX_ATTEMPTS = 5;
const KEEP_ROWS_MS = 24 * 3_600_000;
/** Advisory lock spaces: the requesting address, then the target address. */
const LOCK_IP = 7_726_431;
const LOCK_TARGET = 7_726_432;

export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

interface CodeRequest {
  purpose: CodePurpose;
  email: string;
  uid: string | null;
  ip: string;
  code: string;
  ttlSeconds: number;
  resendSeconds: number;
}

/** Checks the IP burst and the resend wait, replaces older codes of the target, stores the new one. */
async function storeCode(db: Db, request: CodeRequest): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_IP}::int, hashtext(${request.ip}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_TARGET}::int, hashtext(${`${request.purpose}:${request.email}`}))`);
    const now = Date.now();
    const [burst] = await tx
      .select({ n: count() })
      .from(emailCodes)
      .where(and(eq(emailCodes.ip, request.ip), gt(emailCodes.createdAt, new Date(now - IP_BURST.windowMs))));
    if (burst.n >= IP_BURST.max) throw tooManyRequests();
    const target = and(eq(emailCodes.purpose, request.purpose), eq(emailCodes.email, request.email));
    const [last] = await tx
      .select({ createdAt: emailCodes.createdAt })
      .from(emailCodes)
      .where(target)
      .orderBy(desc(emailCodes.createdAt))
      .limit(1);
    const wait = last ? Math.ceil((last.createdAt.getTime() + request.resendSeconds * 1000 - now) / 1000) : 0;
    if (wait > 0) throw new AppError(429, 'Code_resend_too_soon', { seconds: wait });
    await tx
      .update(emailCodes)
      .set({ usedAt: new Date(now) })
      .where(and(target, isNull(emailCodes.usedAt)));
    await tx.delete(emailCodes).where(lt(emailCodes.createdAt, new Date(now - KEEP_ROWS_MS)));
    const [row] = await tx
      .insert(emailCodes)
      .values({
        purpose: request.purpose,
        email: request.email,
        uid: request.uid,
        ip: request.ip,
        code: request.code,
        expiresAt: new Date(now + request.ttlSeconds * 1000),
      })
      .returning({ id: emailCodes.id });
    return row.id;
  });
}

/** Stores the code and mails it; when the SMTP server refuses, the code is withdrawn so the user may retry at once. */
export async function sendCode(db: Db, log: FastifyBaseLogger, request: CodeRequest, mail: Mail): Promise<CodeSent> {
  const id = await storeCode(db, request);
  try {
    await deliverMail(db, log, mail);
  } catch (error) {
    await db.delete(emailCodes).where(eq(emailCodes.id, id));
    throw error;
  }
  return { expireSeconds: request.ttlSeconds, resendSeconds: request.resendSeconds };
}

/**
 * A fresh code for an account's address (change of e-mail, identity check), valid emailCodeTtlSeconds, mailed
 * with the subject and body `keys` ({username}, {code}, {minutes}).
 */
export async function mailAccountCode(
  db: Db,
  log: FastifyBaseLogger,
  lang: Lang,
  target: Pick<CodeRequest, 'purpose' | 'email' | 'ip' | 'resendSeconds'> & { uid: string; username: string },
  keys: [MessageKey, MessageKey],
): Promise<CodeSent> {
  const { username, ...request } = target;
  const code = sixDigitCode();
  const ttlSeconds = ACCOUNT_RULES.emailCodeTtlSeconds;
  const mail = await composeMail(db, lang, target.email, keys, { username, code, minutes: ttlSeconds / 60 });
  return sendCode(db, log, { ...request, code, ttlSeconds }, mail);
}

const sameCode = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export type CodeCheck = 'ok' | 'expired' | 'incorrect';

/**
 * Spends the live code of the target (an address, or an account for reset links) when it matches; a wrong
 * answer counts toward MAX_ATTEMPTS and is kept even though the caller then fails. Runs in the caller's
 * transaction so a failing follow-up write gives the code back.
 */
export async function spendCode(
  tx: Tx,
  purpose: CodePurpose,
  target: { email: string; uid?: string } | { uid: string },
  code: string,
): Promise<CodeCheck> {
  const [row] = await tx
    .select()
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.purpose, purpose),
        'email' in target ? eq(emailCodes.email, target.email) : eq(emailCodes.uid, target.uid),
        isNull(emailCodes.usedAt),
        gt(emailCodes.expiresAt, new Date()),
        lt(emailCodes.attempts, MAX_ATTEMPTS),
      ),
    )
    .orderBy(desc(emailCodes.createdAt))
    .limit(1)
    .for('update');
  if (!row || (target.uid !== undefined && row.uid !== target.uid)) return 'expired';
  if (!sameCode(row.code, code)) {
    await tx
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(eq(emailCodes.id, row.id));
    return 'incorrect';
  }
  await tx.update(emailCodes).set({ usedAt: new Date() }).where(eq(emailCodes.id, row.id));
  return 'ok';
}
