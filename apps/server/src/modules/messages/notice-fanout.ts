// Background delivery of a notice to every user: one batch of inbox rows per statement (MESSAGE_LIMITS.fanOutBatch
// users in uid order), each batch in its own short transaction that moves the notice's cursor, so a restart or a
// second API host resumes where the last batch ended and no user gets it twice. The notice row is locked with
// SKIP LOCKED, so two hosts never write the same batch. A run that fails (the database out of reach) is tried again
// after a pause, so a notice cut short by an outage does not wait for the next notice or the next start.
import { and, asc, eq, sql } from 'drizzle-orm';
import { MESSAGE_LIMITS } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { activeUidsAfter } from '../accounts/index.ts';
import { adminNotices, userMessages } from './tables.ts';

/** Writes the next batch of one undelivered notice; false when there was nothing to do. */
async function deliverBatch(db: Db, batch: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [notice] = await tx
      .select({ id: adminNotices.id, cursorUid: adminNotices.cursorUid })
      .from(adminNotices)
      .where(and(eq(adminNotices.type, 'All'), eq(adminNotices.delivered, false)))
      .orderBy(asc(adminNotices.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!notice) return false;
    const recipients = await activeUidsAfter(tx, notice.cursorUid, batch);
    if (recipients.length > 0)
      await tx.insert(userMessages).values(recipients.map((uid) => ({ recipientUid: uid, kind: 'sys', noticeId: notice.id })));
    await tx
      .update(adminNotices)
      .set({
        sentCount: sql`${adminNotices.sentCount} + ${recipients.length}`,
        cursorUid: recipients.at(-1) ?? notice.cursorUid,
        delivered: recipients.length < batch,
      })
      .where(eq(adminNotices.id, notice.id));
    return true;
  });
}

export interface NoticeFanOut {
  /** Starts delivering (if not running) and resolves when nothing is left. */
  kick(): Promise<void>;
  /** Lets the running batch finish and stops. */
  stop(): Promise<void>;
}

export function noticeFanOut(
  db: Db,
  onError: (error: unknown) => void,
  { batch = MESSAGE_LIMITS.fanOutBatch, retryMs = 5000 }: { batch?: number; retryMs?: number } = {},
): NoticeFanOut {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  async function run(): Promise<void> {
    do {
      again = false;
      // Yield between batches: the fan-out never holds the event loop or a connection for long.
      while (!stopped && (await deliverBatch(db, batch))) await new Promise((resolve) => setImmediate(resolve));
    } while (again && !stopped);
  }

  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    clearTimeout(retry);
    running = run()
      .catch((error: unknown) => {
        onError(error);
        if (!stopped) retry = setTimeout(() => void kick(), retryMs).unref();
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    kick,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await running;
    },
  };
}
