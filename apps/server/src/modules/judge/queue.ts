// Judge queue: tasks in PostgreSQL, claimed with FOR UPDATE SKIP LOCKED under a lease. A task whose worker
// stops renewing its lease returns to the queue; a result counts only from the attempt holding the task.
import { EventEmitter } from 'node:events';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { judgeTasks } from './tables.ts';

export const TaskPriority = { Contest: 1, Practice: 2, Rejudge: 3 } as const;
export const LEASE_SECONDS = 60;

/** Wakes long-polling claims in this process as soon as a task is queued. */
export const queueSignal = new EventEmitter();
queueSignal.setMaxListeners(0);

/** Queues a task; call notifyQueued() once the transaction that queued it has committed. */
export async function enqueue(db: Db | Tx, submitId: number, priority: number): Promise<void> {
  await db.insert(judgeTasks).values({ submitId, priority });
}

export const notifyQueued = () => queueSignal.emit('queued');

export type ClaimedTask = typeof judgeTasks.$inferSelect;

/** Takes the most urgent queued task, or one whose lease ran out. */
export async function claim(db: Db, workerId: string): Promise<ClaimedTask | null> {
  const result = await db.execute(sql`
    update ${judgeTasks} set state = 'running', attempt = attempt + 1, worker_id = ${workerId},
      lease_expires_at = now() + make_interval(secs => ${LEASE_SECONDS})
    where id = (
      select id from ${judgeTasks}
      where state = 'queued' or (state = 'running' and lease_expires_at < now())
      order by priority, id
      for update skip locked
      limit 1
    )
    returning id`);
  const id = (result as unknown as { rows: { id: number }[] }).rows[0]?.id;
  if (!id) return null;
  const [task] = await db.select().from(judgeTasks).where(eq(judgeTasks.id, id));
  return task;
}

/** A worker that is alive keeps its tasks. */
export async function renewLeases(db: Db, workerId: string): Promise<void> {
  await db
    .update(judgeTasks)
    .set({ leaseExpiresAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(and(eq(judgeTasks.workerId, workerId), eq(judgeTasks.state, 'running')));
}

/** True when this worker's attempt still holds the task (so its progress and result count). */
export async function holds(db: Db | Tx, taskId: number, attempt: number, workerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: judgeTasks.id })
    .from(judgeTasks)
    .where(and(eq(judgeTasks.id, taskId), eq(judgeTasks.attempt, attempt), eq(judgeTasks.workerId, workerId), eq(judgeTasks.state, 'running')));
  return rows.length > 0;
}

/** Marks the task done for this attempt only; false when another attempt holds it or it is finished. */
export async function finish(tx: Tx, taskId: number, attempt: number, workerId: string): Promise<boolean> {
  const done = await tx
    .update(judgeTasks)
    .set({ state: 'done', finishedAt: sql`now()`, leaseExpiresAt: null })
    .where(and(eq(judgeTasks.id, taskId), eq(judgeTasks.attempt, attempt), eq(judgeTasks.workerId, workerId), eq(judgeTasks.state, 'running')))
    .returning({ id: judgeTasks.id });
  return done.length > 0;
}

/** Waits until a task is queued or `ms` pass (other processes' tasks are found by the next poll). */
export function waitForTask(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      queueSignal.off('queued', done);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    queueSignal.on('queued', done);
    signal?.addEventListener('abort', done);
  });
}
