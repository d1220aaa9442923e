// Account lookups by username and e-mail: usernames compare case-insensitively, e-mails lower-cased.
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from './tables.ts';

export type UserRow = typeof users.$inferSelect;

const sameUsername = (username: string) => sql`lower(${users.username}) = ${username.trim().toLowerCase()}`;
const sameEmail = (email: string) => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;

async function first(db: Db, where: ReturnType<typeof sql>): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(where).limit(1);
  return row ?? null;
}

/** The exact username first, then a case-insensitive match. */
export const findUserByUsername = async (db: Db, username: string) =>
  (await first(db, sql`${users.username} = ${username.trim()}`)) ?? first(db, sameUsername(username));

/** For a statement: the uid of the user named `username` (any case), or null; one index probe. */
export const uidNamedSql = (username: string): SQL => sql`(select ${users.uid} from ${users} where ${sameUsername(username)})`;

export const findUserByEmail = (db: Db, email: string) => first(db, sameEmail(email));

export const findUserByUid = async (db: Db | Tx, uid: string) => {
  const [row] = await db.select().from(users).where(eq(users.uid, uid)).limit(1);
  return row ?? null;
};

export const usernameTaken = async (db: Db, username: string) => (await first(db, sameUsername(username))) !== null;

export const emailTaken = async (db: Db, email: string) => (await findUserByEmail(db, email)) !== null;

/** A unique-index violation, however deep the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
}

/** The account named exactly so (no case-insensitive fallback), its uid and username; null if none. */
export async function userNamedExactly(db: Db, username: string): Promise<{ uid: string; username: string } | null> {
  const [row] = await db.select({ uid: users.uid, username: users.username }).from(users).where(eq(users.username, username));
  return row ?? null;
}

/** The next `limit` active (not banned) users after `afterUid` in uid order: a cursor for walking every user. */
export async function activeUidsAfter(db: Db | Tx, afterUid: string | null, limit: number): Promise<string[]> {
  const active = eq(users.status, 0);
  const rows = await db
    .select({ uid: users.uid })
    .from(users)
    .where(afterUid ? and(active, gt(users.uid, afterUid)) : active)
    .orderBy(asc(users.uid))
    .limit(limit);
  return rows.map((r) => r.uid);
}

/** How many accounts there are (banned ones too), for the back office's dashboard. */
export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row.n;
}
