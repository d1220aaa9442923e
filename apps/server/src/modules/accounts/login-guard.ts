// Failed-password counters: per account and per address for logins (from the fifth failure a slide check is
// needed), and per account for the settings centre's password checks (five wrong ones lock it for a while).
import { and, eq, or, sql } from 'drizzle-orm';
import { LIMITS } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { loginFailures } from './tables.ts';

/** Failures older than this no longer count. */
export const FAILURE_WINDOW_MINUTES = 30;
const WINDOW_MS = FAILURE_WINDOW_MINUTES * 60_000;
/** Wrong current passwords in the settings centre before it refuses further tries. */
export const SETTINGS_PASSWORD_TRIES = 5;

interface CounterKey {
  /** 'user' (lower-cased username), 'ip', or 'settings' (uid). */
  scope: 'user' | 'ip' | 'settings';
  key: string;
}

const loginKeys = (username: string | undefined, ip: string): CounterKey[] => [
  ...(username ? [{ scope: 'user' as const, key: username.toLowerCase() }] : []),
  { scope: 'ip', key: ip },
];

const settingsKeys = (uid: string): CounterKey[] => [{ scope: 'settings', key: uid }];

const matchAny = (keys: CounterKey[]) => or(...keys.map((k) => and(eq(loginFailures.scope, k.scope), eq(loginFailures.key, k.key))));

/** The largest recent count among the keys. */
async function countFailures(db: Db, keys: CounterKey[]): Promise<number> {
  const rows = await db.select().from(loginFailures).where(matchAny(keys));
  const since = Date.now() - WINDOW_MS;
  return Math.max(0, ...rows.filter((r) => r.lastFailedAt.getTime() > since).map((r) => r.count));
}

async function addFailure(db: Db, keys: CounterKey[]): Promise<void> {
  const windowStart = new Date(Date.now() - WINDOW_MS);
  for (const k of keys) {
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

async function dropFailures(db: Db, keys: CounterKey[]): Promise<void> {
  await db.delete(loginFailures).where(matchAny(keys));
}

/** The larger of the account's and the address's recent failure counts. */
export const recentFailures = (db: Db, username: string, ip: string) => countFailures(db, loginKeys(username, ip));

export const needsSlideVerification = (failures: number) => failures >= LIMITS.loginFailuresBeforeSlide;

export const recordFailure = (db: Db, username: string, ip: string) => addFailure(db, loginKeys(username, ip));

/** A successful login or a passed slide check resets the counters (the account's only when it is known). */
export const clearFailures = (db: Db, username: string | undefined, ip: string) => dropFailures(db, loginKeys(username, ip));

/** A password reset through the mailed link starts the account afresh. */
export const clearAccountFailures = (db: Db, username: string) => dropFailures(db, [{ scope: 'user', key: username.toLowerCase() }]);

export const settingsPasswordLocked = async (db: Db, uid: string) =>
  (await countFailures(db, settingsKeys(uid))) >= SETTINGS_PASSWORD_TRIES;

export const recordSettingsPasswordFailure = (db: Db, uid: string) => addFailure(db, settingsKeys(uid));

export const clearSettingsPasswordFailures = (db: Db, uid: string) => dropFailures(db, settingsKeys(uid));
