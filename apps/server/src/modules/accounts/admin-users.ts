// Accounts' part of the back office's users (reference §10): the list, an account's edit, deletion and the
// creation of many accounts at once (import, generation). The back office (admin module) orchestrates them.
import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_ROLES,
  ROLE_NAMES,
  Role,
  type AdminUserListQuery,
  type AdminUserRecord,
  type Gender,
  type PageResult,
  type RoleCode,
} from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { containing } from '../../db/like-pattern.ts';
import { offsetOf, page } from '../../db/pagination.ts';
import { badRequest, notFound } from '../../plugins/app/errors.ts';
import { isUniqueViolation } from './lookup.ts';
import { users } from './tables.ts';

const listFilter = (query: AdminUserListQuery): SQL | undefined => {
  const pattern = query.keyword ? containing(query.keyword) : null;
  return and(
    pattern
      ? or(ilike(users.username, pattern), ilike(users.realname, pattern), ilike(users.email, pattern), ilike(users.nickname, pattern))
      : undefined,
    query.onlyAdmin ? inArray(users.roleId, [...ADMIN_ROLES]) : undefined,
  );
};

/** Every account, newest first, ten a page unless asked. */
export async function adminUserPage(db: Db, query: AdminUserListQuery): Promise<PageResult<AdminUserRecord>> {
  const where = listFilter(query);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        uid: users.uid,
        username: users.username,
        realname: users.realname,
        nickname: users.nickname,
        email: users.email,
        school: users.school,
        roleId: users.roleId,
        status: users.status,
        titleName: users.titleName,
        titleColor: users.titleColor,
        gmtCreate: users.gmtCreate,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.gmtCreate), users.username)
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return page(
    rows.map((r) => ({
      ...r,
      roleId: r.roleId as RoleCode,
      role: ROLE_NAMES[r.roleId as RoleCode] ?? String(r.roleId),
      gmtCreate: r.gmtCreate.toISOString(),
    })),
    n,
  );
}

export interface AccountChanges {
  username: string;
  realname?: string | null;
  email?: string | null;
  passwordHash?: string;
  roleId?: RoleCode;
  status?: 0 | 1;
  titleName?: string | null;
  titleColor?: string | null;
}

const otherThan = (uid: string, match: SQL) => and(ne(users.uid, uid), match);

async function assertFreeFor(tx: Tx, uid: string, changes: AccountChanges): Promise<void> {
  const [name] = await tx
    .select({ uid: users.uid })
    .from(users)
    .where(otherThan(uid, sql`lower(${users.username}) = ${changes.username.toLowerCase()}`))
    .limit(1);
  if (name) throw badRequest('The_username_already_exists');
  if (!changes.email) return;
  const [mail] = await tx
    .select({ uid: users.uid })
    .from(users)
    .where(otherThan(uid, sql`lower(${users.email}) = ${changes.email.toLowerCase()}`))
    .limit(1);
  if (mail) throw badRequest('The_email_already_exists');
}

/**
 * Writes an account's back-office fields (username and e-mail stay unique); answers its role and status before the
 * change. Runs in the caller's transaction; the row is locked so two edits do not both read the old role.
 */
export async function editAccount(tx: Tx, uid: string, changes: AccountChanges): Promise<{ roleId: RoleCode; status: number }> {
  const [before] = await tx.select({ roleId: users.roleId, status: users.status }).from(users).where(eq(users.uid, uid)).for('update');
  if (!before) throw notFound('User_not_found');
  await assertFreeFor(tx, uid, changes);
  try {
    await tx
      .update(users)
      .set({ ...changes, gmtModified: sql`now()` })
      .where(eq(users.uid, uid));
  } catch (error) {
    // Another edit or registration took the name or address between the check and the write.
    if (isUniqueViolation(error)) throw badRequest('User_name_or_email_taken');
    throw error;
  }
  return { roleId: before.roleId as RoleCode, status: before.status };
}

/**
 * Deletes accounts (their sessions, messages and memberships go with them; what they wrote loses its author) in one
 * statement; never `keepUid` (the caller) nor a root account. Answers how many were deleted.
 */
export async function deleteAccounts(tx: Tx, uids: string[], keepUid: string): Promise<number> {
  if (uids.includes(keepUid)) throw badRequest('User_delete_self');
  const [root] = await tx
    .select({ uid: users.uid })
    .from(users)
    .where(and(inArray(users.uid, uids), eq(users.roleId, Role.Root)))
    .limit(1);
  if (root) throw badRequest('User_delete_root');
  const deleted = await tx.delete(users).where(inArray(users.uid, uids)).returning({ uid: users.uid });
  return deleted.length;
}

/** Lower-cased usernames and e-mails of `names` and `emails` that accounts already hold. */
export async function takenNamesAndEmails(db: Db, names: string[], emails: string[]): Promise<{ names: Set<string>; emails: Set<string> }> {
  const lowerNames = names.map((n) => n.toLowerCase());
  const lowerEmails = emails.map((e) => e.toLowerCase());
  if (lowerNames.length === 0 && lowerEmails.length === 0) return { names: new Set(), emails: new Set() };
  const rows = await db
    .select({ name: sql<string>`lower(${users.username})`, email: sql<string | null>`lower(${users.email})` })
    .from(users)
    .where(
      or(
        lowerNames.length ? inArray(sql`lower(${users.username})`, lowerNames) : undefined,
        lowerEmails.length ? inArray(sql`lower(${users.email})`, lowerEmails) : undefined,
      ),
    );
  return {
    names: new Set(rows.map((r) => r.name).filter((n) => lowerNames.includes(n))),
    emails: new Set(rows.flatMap((r) => (r.email && lowerEmails.includes(r.email) ? [r.email] : []))),
  };
}

export interface NewAccount {
  username: string;
  passwordHash: string;
  email?: string | null;
  realname?: string | null;
  gender?: Gender;
  nickname?: string | null;
  school?: string | null;
}

/**
 * Creates default users (1002) in one statement; a row whose username or e-mail another account holds (one written
 * since the caller's check) is skipped. Answers the usernames written.
 */
export async function insertAccounts(db: Db | Tx, accounts: NewAccount[]): Promise<Set<string>> {
  if (accounts.length === 0) return new Set();
  const written = await db
    .insert(users)
    .values(accounts.map((a) => ({ ...a, roleId: Role.User })))
    .onConflictDoNothing()
    .returning({ username: users.username });
  return new Set(written.map((w) => w.username));
}
