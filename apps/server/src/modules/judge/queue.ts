// Judge queue: tasks in PostgreSQL, claimed with FOR UPDATE SKIP LOCKED under a lease. A task whose worker
// stops renewing its lease returns to the queue; a result counts only from the attempt holding the task.
import { EventEmitter } from 'node:events';
import { and, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { judgeServers, judgeTasks } from './tables.ts';

/**
 * Lower first. A compile check holds an admin's request open, and is rare and short: before everything.
 * Online tests are one short run a user waits for at the editor, but never outrank real submissions;
 * rejudges, which nobody watches live, come last.
 */
export { TaskPriority } from '../submissions/index.ts';
export const LEASE_SECONDS = 60;

/** Wakes long-polling claims in this process as soon as a task is queued. */
export const queueSignal = new EventEmitter();
queueSignal.setMaxListeners(0);

/** Queues a task; call notifyQueued() once the transaction that queued it has committed. */
export async function enqueue(db: Db | Tx, submitId: number, priority: number): Promise<void> {
  await db.insert(judgeTasks).values({ submitId, priority });
}

/** Queues the task of an ephemeral job (online test or compile check); notifyQueued() after the commit. */
export async function enqueueJob(db: Db | Tx, jobKey: string, priority: number): Promise<void> {
  await db.insert(judgeTasks).values({ jobKey, priority });
}

/** Tasks queued in this process so far: a claim that finds nothing looks again if one was queued meanwhile. */
let queuedCount = 0;

export const notifyQueued = () => {
  queuedCount++;
  queueSignal.emit('queued');
};

export type ClaimedTask = typeof judgeTasks.$inferSelect;

/** What a worker takes besides whole submissions: jobs (online tests, compile checks), ranges of split submissions. */
export interface WorkerTakes {
  jobs: boolean;
  parts: boolean;
}

/** A task waiting for a server: queued, or held by a worker whose lease ran out. */
const waiting = sql`(${judgeTasks.state} = 'queued' or (${judgeTasks.state} = 'running' and ${judgeTasks.leaseExpiresAt} < now()))`;

/**
 * Takes the most urgent waiting task; jobs and ranges of split submissions only for workers that take them. A
 * server switched off in the back office gets nothing (the tasks it holds run to their end). The ranges of a split
 * submission come with their submission, before the tasks queued after it. A claim that finds nothing marks the
 * worker idle (judge_servers.idle_at, which fan-out reads; only for workers that take ranges).
 */
export async function claim(db: Db, workerId: string, takes: WorkerTakes): Promise<ClaimedTask | null> {
  for (;;) {
    const seen = queuedCount;
    const result = await db.execute(sql`
      update ${judgeTasks} set state = 'running', attempt = attempt + 1, worker_id = ${workerId},
        lease_expires_at = now() + make_interval(secs => ${LEASE_SECONDS})
      where id = (
        select id from ${judgeTasks}
        where ${waiting} and (${takes.jobs} or job_key is null) and (${takes.parts} or first_case is null)
          and exists (select 1 from ${judgeServers} where ${judgeServers.id} = ${workerId} and ${judgeServers.enabled})
        order by priority, coalesce(parent_id, id), id
        for update skip locked
        limit 1
      )
      returning id`);
    const id = (result as unknown as { rows: { id: number }[] }).rows[0]?.id;
    if (id) {
      await db
        .update(judgeServers)
        .set({ idleAt: null })
        .where(and(eq(judgeServers.id, workerId), isNotNull(judgeServers.idleAt)));
      const [task] = await db.select().from(judgeTasks).where(eq(judgeTasks.id, id));
      return task;
    }
    // A task queued while the query ran may have missed its snapshot, and its wake-up came before the caller
    // waits again (waitForTask): look again now rather than at the next wake-up or a second later.
    if (queuedCount === seen) {
      if (takes.parts)
        await db
          .update(judgeServers)
          .set({ idleAt: sql`now()` })
          .where(eq(judgeServers.id, workerId));
      return null;
    }
  }
}

/**
 * The ids of the tasks `where` picks, locked in id order: a split task's rows are locked first row first everywhere
 * (result, withdrawal, renewal, release), so two of these never wait on each other in a cycle.
 */
const lockedInOrder = (where: SQL | undefined) =>
  sql`${judgeTasks.id} in (select ${judgeTasks.id} from ${judgeTasks} where ${where} order by ${judgeTasks.id} for update)`;

/**
 * A worker that is alive keeps the tasks it holds: those of `holding` when it says (a task claimed for it whose answer
 * was lost is not among them, and runs out), else every task it is recorded with.
 */
export async function renewLeases(db: Db, workerId: string, holding?: readonly number[]): Promise<void> {
  if (holding?.length === 0) return;
  await db
    .update(judgeTasks)
    .set({ leaseExpiresAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(
      lockedInOrder(
        and(eq(judgeTasks.workerId, workerId), eq(judgeTasks.state, 'running'), holding ? inArray(judgeTasks.id, [...holding]) : undefined),
      ),
    );
}

/**
 * True when this worker's attempt still holds the task (so its progress and result count). The task row stays
 * locked until the transaction ends, so a cancel or rejudge cannot close it between this check and the write.
 */
export async function holds(tx: Tx, taskId: number, attempt: number, workerId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: judgeTasks.id })
    .from(judgeTasks)
    .where(
      and(eq(judgeTasks.id, taskId), eq(judgeTasks.attempt, attempt), eq(judgeTasks.workerId, workerId), eq(judgeTasks.state, 'running')),
    )
    .for('update');
  return rows.length > 0;
}

/** Closes the tasks `where` picks (those done stay done) and drops what a split task kept for its merge. */
export async function closeTasks(tx: Tx, where: SQL | undefined): Promise<void> {
  await tx
    .update(judgeTasks)
    .set({
      state: 'done',
      finishedAt: sql`coalesce(${judgeTasks.finishedAt}, now())`,
      leaseExpiresAt: null,
      problem: null,
      partResult: null,
    })
    .where(lockedInOrder(where));
}

/**
 * Closes a submission's queued or running tasks (cancel, rejudge), so a worker still judging it can no longer
 * report: its progress and result are refused, as for a task it lost.
 */
export async function withdrawFromJudge(tx: Tx, submitId: number): Promise<void> {
  const open = inArray(judgeTasks.state, ['queued', 'running']);
  await closeTasks(tx, and(eq(judgeTasks.submitId, submitId), or(open, isNotNull(judgeTasks.problem), isNotNull(judgeTasks.partResult))));
}

/** How many tasks wait for a server. */
export async function waitingTaskCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(judgeTasks)
    .where(waiting);
  return row.n;
}

/** Puts a removed server's tasks back in the queue; its late reports are refused (it no longer holds them). */
export async function releaseTasks(tx: Tx, workerId: string): Promise<number> {
  const released = await tx
    .update(judgeTasks)
    .set({ state: 'queued', workerId: null, leaseExpiresAt: null })
    .where(lockedInOrder(and(eq(judgeTasks.workerId, workerId), eq(judgeTasks.state, 'running'))))
    .returning({ id: judgeTasks.id });
  return released.length;
}

/** Marks the task done for this attempt only; false when another attempt holds it or it is finished. */
export async function finish(tx: Tx, taskId: number, attempt: number, workerId: string): Promise<boolean> {
  const done = await tx
    .update(judgeTasks)
    .set({ state: 'done', finishedAt: sql`now()`, leaseExpiresAt: null })
    .where(
      and(eq(judgeTasks.id, taskId), eq(judgeTasks.attempt, attempt), eq(judgeTasks.workerId, workerId), eq(judgeTasks.state, 'running')),
    )
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
