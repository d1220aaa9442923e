// Login sessions: opaque tokens stored as hashes, expiry, refresh with a short grace period, revocation.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { UserSession } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { sessions, users } from './tables.ts';

export interface SessionPolicy {
  ttlHours: number;
  refreshHours: number;
}

/** How long a token that was swapped for a fresh one keeps working (requests already in flight). */
const REFRESH_GRACE_MS = 60_000;
/** last_active_at is written at most this often per session. */
const ACTIVITY_WRITE_MS = 60_000;

const HOUR_MS = 3_600_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Db | Tx,
  policy: SessionPolicy,
  uid: string,
  client: { ip: string; userAgent: string },
): Promise<{ token: string; sessionId: string }> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const [row] = await db
    .insert(sessions)
    .values({
      uid,
      tokenHash: hashToken(token),
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 500),
      refreshAfter: new Date(now + policy.refreshHours * HOUR_MS),
      expiresAt: new Date(now + policy.ttlHours * HOUR_MS),
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row.id };
}

export interface ResolvedSession {
  sessionId: string;
  uid: string;
  username: string;
  role: number;
  /** Set when this request swapped the token: the client must adopt it. */
  refreshedToken?: string;
}

/** The session behind a token's hash with its user: read on every signed-in call, so built once per database handle. */
function sessionByToken(db: Db) {
  return db
    .select({
      id: sessions.id,
      uid: sessions.uid,
      refreshAfter: sessions.refreshAfter,
      lastActiveAt: sessions.lastActiveAt,
      replacedBy: sessions.replacedBy,
      username: users.username,
      role: users.roleId,
      status: users.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.uid, sessions.uid))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('hash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .limit(1)
    .prepare('session_by_token');
}
const sessionStatements = new WeakMap<Db, ReturnType<typeof sessionByToken>>();

/** The live session behind a token, or null when unknown, expired, revoked or the user is banned. */
export async function resolveToken(
  db: Db,
  policy: SessionPolicy,
  token: string,
  client: { ip: string; userAgent: string },
): Promise<ResolvedSession | null> {
  const now = new Date();
  let statement = sessionStatements.get(db);
  if (!statement) sessionStatements.set(db, (statement = sessionByToken(db)));
  const [row] = await statement.execute({ hash: hashToken(token), now: now.toISOString() });
  if (!row || row.status !== 0) return null;
  const resolved: ResolvedSession = { sessionId: row.id, uid: row.uid, username: row.username, role: row.role };
  if (!row.replacedBy && row.refreshAfter <= now) {
    // Only the request that wins this update hands out the new token; concurrent ones keep the old, and their fresh
    // session is dropped with its transaction, so every session that no other replaced is a login (previous-login.ts).
    const fresh = await db.transaction(async (tx) => {
      const created = await createSession(tx, policy, row.uid, client);
      const swapped = await tx
        .update(sessions)
        .set({ replacedBy: created.sessionId, expiresAt: new Date(now.getTime() + REFRESH_GRACE_MS) })
        .where(and(eq(sessions.id, row.id), isNull(sessions.replacedBy)))
        .returning({ id: sessions.id });
      if (swapped.length) return created;
      await tx.delete(sessions).where(eq(sessions.id, created.sessionId));
      return null;
    });
    if (fresh) return { ...resolved, sessionId: fresh.sessionId, refreshedToken: fresh.token };
  } else if (now.getTime() - row.lastActiveAt.getTime() > ACTIVITY_WRITE_MS) {
    await db.update(sessions).set({ lastActiveAt: now }).where(eq(sessions.id, row.id));
  }
  return resolved;
}

/** Ends one session; false when it was unknown or already over. */
export async function revokeSession(db: Db, sessionId: string): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every session of a user (password change, ban, admin action); answers how many ended. */
export async function revokeUserSessions(db: Db, uid: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.uid, uid), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Ends every session of a user but the one in use (password change from the settings centre). */
export async function revokeOtherSessions(db: Db, uid: string, keepSessionId: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.uid, uid), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** A user's live sessions, newest first, for the back office. */
export async function listUserSessions(db: Db, uid: string): Promise<UserSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.lastActiveAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.uid, uid), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.createdAt));
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    lastActiveAt: r.lastActiveAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  }));
}
