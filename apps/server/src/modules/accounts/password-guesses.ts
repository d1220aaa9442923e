// Guesses at the password of a contest or a training, or at a group's invitation code, counted per user and
// target in the login failure counters (login-guard.ts): after GUESS_LIMIT wrong ones, each within
// GUESS_WINDOW_MINUTES of the one before, the target refuses that user's guesses (429) until the window has
// passed since the last counted one. A right guess clears the count.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { AppError, badRequest } from '../../plugins/app/errors.ts';
import { loginFailures } from './tables.ts';

export const GUESS_LIMIT = 5;
export const GUESS_WINDOW_MINUTES = 10;
const WINDOW_MS = GUESS_WINDOW_MINUTES * 60_000;
const SCOPE = 'guess';

export interface GuessTarget {
  kind: 'contest' | 'training' | 'group';
  id: number;
  uid: string;
}

const keyOf = (target: GuessTarget) => `${target.kind}:${target.id}:${target.uid}`;

/**
 * Counts the guess before it is judged, in one statement, so parallel guesses never share a free try; answers the
 * count including it. Once locked, further tries leave the time of the last counted one alone (the lock ends on time).
 */
async function countGuess(db: Db, key: string): Promise<number> {
  const windowStart = new Date(Date.now() - WINDOW_MS);
  const expired = sql`${loginFailures.lastFailedAt} < ${windowStart}`;
  const [row] = await db
    .insert(loginFailures)
    .values({ scope: SCOPE, key, count: 1 })
    .onConflictDoUpdate({
      target: [loginFailures.scope, loginFailures.key],
      set: {
        count: sql`case when ${expired} then 1 else ${loginFailures.count} + 1 end`,
        lastFailedAt: sql`case when ${expired} or ${loginFailures.count} < ${GUESS_LIMIT} then now() else ${loginFailures.lastFailedAt} end`,
      },
    })
    .returning({ count: loginFailures.count });
  return row.count;
}

/** Spends one guess of the user at the target: 429 past the limit (right or wrong), `wrongKey` (400) when wrong. */
export async function spendGuess(db: Db, target: GuessTarget, right: boolean, wrongKey: MessageKey): Promise<void> {
  const key = keyOf(target);
  if ((await countGuess(db, key)) > GUESS_LIMIT) throw new AppError(429, 'Too_many_password_guesses', { minutes: GUESS_WINDOW_MINUTES });
  if (!right) throw badRequest(wrongKey);
  await db.delete(loginFailures).where(and(eq(loginFailures.scope, SCOPE), eq(loginFailures.key, key)));
}
