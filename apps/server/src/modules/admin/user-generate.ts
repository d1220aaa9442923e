// Generating contest accounts (reference §10): usernames prefix + number + suffix with random passwords; a username
// already taken is reported, never overwritten. The credentials wait 30 minutes under a key for one xlsx download.
import { randomInt } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  ADMIN_USER_RULES,
  generatedUsername,
  type AdminGenerateUsers,
  type GenerateUsersResult,
  type UserRowFailure,
} from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { translate, type Lang } from '../../i18n/messages.ts';
import { notFound } from '../../plugins/app/errors.ts';
import { hashPasswords, insertAccounts, takenNamesAndEmails } from '../accounts/index.ts';
import { generatedAccounts, type GeneratedCredential } from './tables.ts';

const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALPHABET = LETTERS + DIGITS;

/** A random password of letters and digits with at least one of each (no look-alikes such as l, 1, O and 0). */
export function generatedPassword(length: number): string {
  for (;;) {
    const password = Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (/[A-Za-z]/.test(password) && /\d/.test(password)) return password;
  }
}

const purgeExpired = (db: Db) => db.delete(generatedAccounts).where(lte(generatedAccounts.expiresAt, sql`now()`));

export async function generateUsers(db: Db, callerUid: string, g: AdminGenerateUsers, lang: Lang): Promise<GenerateUsersResult> {
  await purgeExpired(db);
  const wanted = Array.from({ length: g.numberTo - g.numberFrom + 1 }, (_, i) => ({
    row: g.numberFrom + i,
    username: generatedUsername(g, g.numberFrom + i),
  }));
  const failures: UserRowFailure[] = [];
  const taken = (
    await takenNamesAndEmails(
      db,
      wanted.map((w) => w.username),
      [],
    )
  ).names;
  const fresh = wanted.filter((w) => {
    if (!taken.has(w.username.toLowerCase())) return true;
    failures.push({ ...w, reason: translate('The_username_already_exists', lang) });
    return false;
  });
  const credentials: GeneratedCredential[] = fresh.map((w) => ({ username: w.username, password: generatedPassword(g.passwordLength) }));
  const hashes = await hashPasswords(credentials.map((c) => c.password));

  const expiresAt = new Date(Date.now() + ADMIN_USER_RULES.generatedKeepMinutes * 60_000);
  const saved = await db.transaction(async (tx) => {
    const written = await insertAccounts(
      tx,
      credentials.map((c, i) => ({ username: c.username, passwordHash: hashes[i] })),
    );
    const kept = credentials.filter((c) => written.has(c.username));
    if (kept.length === 0) return { key: null, kept };
    const [row] = await tx
      .insert(generatedAccounts)
      .values({ credentials: kept, createdBy: callerUid, expiresAt })
      .returning({ key: generatedAccounts.key });
    return { key: row.key, kept };
  });
  const kept = new Set(saved.kept.map((c) => c.username));
  for (const w of fresh) if (!kept.has(w.username)) failures.push({ ...w, reason: translate('User_name_or_email_taken', lang) });

  return {
    key: saved.key,
    created: saved.kept.length,
    failures: failures.sort((a, b) => a.row - b.row),
    expiresAt: saved.key ? expiresAt.toISOString() : null,
  };
}

/** The credentials under `key` as an xlsx (username, password); the key works once, within its 30 minutes. */
export async function takeGeneratedWorkbook(db: Db, key: string): Promise<{ fileName: string; body: Buffer }> {
  await purgeExpired(db);
  const [row] = await db
    .delete(generatedAccounts)
    .where(and(eq(generatedAccounts.key, key), gt(generatedAccounts.expiresAt, sql`now()`)))
    .returning({ credentials: generatedAccounts.credentials });
  if (!row) throw notFound('User_generate_key_expired');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('users');
  sheet.columns = [
    { header: 'username', key: 'username', width: 24 },
    { header: 'password', key: 'password', width: 24 },
  ];
  sheet.addRows(row.credentials);
  return { fileName: `generated-users-${key.slice(0, 8)}.xlsx`, body: Buffer.from(await workbook.xlsx.writeBuffer()) };
}
