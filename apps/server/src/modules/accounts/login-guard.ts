// Failed-login counters per account and per address: from the fifth failure a slide check is needed.
import { and, eq, or, sql } from 'drizzle-orm';
import { LIMITS } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { loginFailures } from './tables.ts';

/** Failures older than this no longer count. */
const WINDOW_MS = 30 * 60_000;

const keysOf = (username: string, ip: string) => [
  { scope: 'user', key: username.toLowerCase() },
  { scope: 'ip', key: ip },
];

const matchAny = (username: string, ip: string) =>
  or(...keysOf(username, ip).map((k) => and(eq(loginFailures.scope, k.scope), eq(loginFailures.key, k.key))));

/** The larger of the account's and the address's recent failure counts. */
export async function recentFailures(db: Db, username: string, ip: string): Promise<number> {
  const rows = await db.select().from(loginFailures).where(matchAny(username, ip));
  const since = Date.now() - WINDOW_MS;
  return Math.max(0, ...rows.filter((r) => r.lastFailedAt.getTime() > since).map((r) => r.count));
}

export const needsSlideVerification = (failures: number) => failures >= LIMITS.loginFailuresBeforeSlide;

export async function recordFailure(db: Db, username: string, ip: string): Promise<void> {
  const windowStart = new Date(Date.now() - WINDOW_MS);
  for (const k of keysOf(username, ip)) {
    await db
      .insert(loginFailures)
      .values({ ...k, count: 1 })
      .onConflictDoUpdate({
        target: [loginFailures.scope, loginFailures.key],
        set: {
          count: sql`case when ${loginFailures.lastFailedAt} < ${windowStart} then 1 else ${loginFailures.count} + 1 end`,
          lastFailedAt: sql`now()`,
        },
      });
  }
}

/** A successful login (or a passed slide check) resets the counters. */
export async function clearFailures(db: Db, username: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(matchAny(username, ip));
}

