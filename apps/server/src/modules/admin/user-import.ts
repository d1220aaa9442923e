// The batch import of users (reference §10): rows in HOJ's column order, each written whole or not at all; the
// rows refused are reported by username with the reason in the caller's language.
import { ImportUserRowSchema, type ImportUserRow, type ImportUsersResult, type UserRowFailure } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { isMessageKey, translate, type Lang, type MessageKey } from '../../i18n/messages.ts';
import { hashPasswords, insertAccounts, takenNamesAndEmails, type NewAccount } from '../accounts/index.ts';

type Parsed = { row: number; user: ImportUserRow };

export async function importUsers(db: Db, rows: string[][], lang: Lang): Promise<ImportUsersResult> {
  const failures: UserRowFailure[] = [];
  const fail = (row: number, username: string, key: MessageKey) => failures.push({ row, username, reason: translate(key, lang) });

  const parsed: Parsed[] = [];
  const seenNames = new Set<string>();
  const seenEmails = new Set<string>();
  rows.forEach((cells, index) => {
    const row = index + 1;
    const result = ImportUserRowSchema.safeParse(cells);
    if (!result.success) {
      const key = result.error.issues[0].message;
      return fail(row, (cells[0] ?? '').trim(), isMessageKey(key) ? key : 'User_import_row_invalid');
    }
    const user = result.data;
    const name = user.username.toLowerCase();
    if (seenNames.has(name) || (user.email && seenEmails.has(user.email)))
      return fail(row, user.username, 'User_import_duplicate_in_batch');
    seenNames.add(name);
    if (user.email) seenEmails.add(user.email);
    parsed.push({ row, user });
  });

  const taken = await takenNamesAndEmails(
    db,
    parsed.map((p) => p.user.username),
    parsed.flatMap((p) => (p.user.email ? [p.user.email] : [])),
  );
  const fresh = parsed.filter(({ row, user }) => {
    if (taken.names.has(user.username.toLowerCase())) fail(row, user.username, 'The_username_already_exists');
    else if (user.email && taken.emails.has(user.email)) fail(row, user.username, 'The_email_already_exists');
    else return true;
    return false;
  });

  const hashes = await hashPasswords(fresh.map((p) => p.user.password));
  const accounts: NewAccount[] = fresh.map(({ user: { password: _password, ...fields } }, i) => ({ ...fields, passwordHash: hashes[i] }));
  const written = await insertAccounts(db, accounts);
  for (const { row, user } of fresh) if (!written.has(user.username)) fail(row, user.username, 'User_name_or_email_taken');

  failures.sort((a, b) => a.row - b.row);
  return { inserted: written.size, failures };
}
