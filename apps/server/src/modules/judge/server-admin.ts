// The back office's hold on judge servers: the switch (a server switched off gets no task) and the removal of a
// dead one, whose tasks go back to the queue.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { JudgeServiceInfo } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { notifyQueued, releaseTasks, waitingTaskCount } from './queue.ts';
import { listJudgeServers, OFFLINE_AFTER_MS } from './service.ts';
import { judgeServers } from './tables.ts';

export async function judgeServiceInfo(db: Db): Promise<JudgeServiceInfo> {
  return { servers: await listJudgeServers(db), queueDepth: await waitingTaskCount(db) };
}

/** False when no such server. */
export async function setJudgeServerEnabled(db: Db, id: string, enabled: boolean): Promise<boolean> {
  const updated = await db.update(judgeServers).set({ enabled }).where(eq(judgeServers.id, id)).returning({ id: judgeServers.id });
  if (updated.length && enabled) notifyQueued();
  return updated.length > 0;
}

export type RemoveOutcome = { removed: true; released: number } | { removed: false; reason: 'missing' | 'alive' };

/**
 * Removes a server that sent no heartbeat for the lease time, in one transaction with the return of its tasks to
 * the queue; a live one stays (the heartbeat is checked in the delete itself, so one arriving meanwhile wins).
 */
export async function removeDeadJudgeServer(db: Db, id: string): Promise<RemoveOutcome> {
  const outcome = await db.transaction(async (tx): Promise<RemoveOutcome> => {
    const deadBefore = sql`now() - make_interval(secs => ${OFFLINE_AFTER_MS / 1000})`;
    const deleted = await tx
      .delete(judgeServers)
      .where(and(eq(judgeServers.id, id), lt(judgeServers.lastHeartbeat, deadBefore)))
      .returning({ id: judgeServers.id });
    if (deleted.length) return { removed: true, released: await releaseTasks(tx, id) };
    const [exists] = await tx.select({ id: judgeServers.id }).from(judgeServers).where(eq(judgeServers.id, id));
    return { removed: false, reason: exists ? 'alive' : 'missing' };
  });
  if (outcome.removed && outcome.released) notifyQueued();
  return outcome;
}
