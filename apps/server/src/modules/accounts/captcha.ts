// Image captcha (svg-captcha): the answer is stored under a random key with a short life; any answer spends it.
import svgCaptcha from 'svg-captcha';
import { and, eq, gt, lt } from 'drizzle-orm';
import { ACCOUNT_RULES, type Captcha } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../plugins/app/errors.ts';
import { captchas } from './tables.ts';

const TTL_MS = ACCOUNT_RULES.captchaTtlSeconds * 1000;

export async function createCaptcha(db: Db): Promise<Captcha> {
  const { data, text } = svgCaptcha.create({ size: 4, noise: 2, color: true, width: 120, height: 40, ignoreChars: '0oO1iIlL' });
  await db.delete(captchas).where(lt(captchas.createdAt, new Date(Date.now() - TTL_MS)));
  const [row] = await db.insert(captchas).values({ answer: text.toLowerCase() }).returning({ key: captchas.key });
  return { img: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`, captchaKey: row.key };
}

/** Spends the captcha; 400 Captcha_expired when unknown, used or too old, Captcha_incorrect when wrong. */
export async function checkCaptcha(db: Db, captchaKey: string, answer: string): Promise<void> {
  const [row] = /^[0-9a-f-]{36}$/i.test(captchaKey)
    ? await db
        .delete(captchas)
        .where(and(eq(captchas.key, captchaKey), gt(captchas.createdAt, new Date(Date.now() - TTL_MS))))
        .returning()
    : [];
  if (!row) throw badRequest('Captcha_expired');
  if (row.answer !== answer.trim().toLowerCase()) throw badRequest('Captcha_incorrect');
}
