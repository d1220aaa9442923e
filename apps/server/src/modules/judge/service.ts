// Judge service: judge servers, the task a worker receives, and writing progress and results.
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  JudgeStatus,
  languageByName,
  type JudgeClaim,
  type JudgeServerInfo,
  type JudgeTaskPayload,
  type WorkerRegister,
  type WorkerResult,
} from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { findProblem, problemCaseList } from '../problems/index.ts';
import { findSubmission, recordJudgePhase, settleJudgeResult } from '../submissions/index.ts';
import { lockSplitTask, recordPart, splitIfIdle, splitPart } from './fan-out.ts';
import { jobPayload } from './jobs.ts';
import { judgeTaskProblem } from './task-problem.ts';
import {
  claim,
  finish,
  holds,
  LEASE_SECONDS,
  notifyQueued,
  releaseTasks,
  renewLeases,
  type ClaimedTask,
  type WorkerTakes,
} from './queue.ts';
import { judgeServers, judgeTasks } from './tables.ts';

/** A server that has not sent a heartbeat for this long is shown as offline (and may be removed): its leases ran out. */
export const OFFLINE_AFTER_MS = LEASE_SECONDS * 1000;

export async function registerWorker(db: Db, info: WorkerRegister): Promise<string> {
  const { id, released } = await db.transaction(async (tx) => {
    // The earlier holders of this slot are gone (their successor is registering): their tasks go back now, and
    // the successor keeps the back office's switch.
    const predecessors = info.instanceKey
      ? await tx
          .delete(judgeServers)
          .where(eq(judgeServers.instanceKey, info.instanceKey))
          .returning({ id: judgeServers.id, enabled: judgeServers.enabled })
      : [];
    const [row] = await tx
      .insert(judgeServers)
      .values({
        ...info,
        languages: info.languages ?? [],
        loadAverage: info.loadAverage ?? null,
        instanceKey: info.instanceKey ?? null,
        enabled: predecessors.every((p) => p.enabled),
      })
      .returning({ id: judgeServers.id });
    let count = 0;
    for (const predecessor of predecessors) count += await releaseTasks(tx, predecessor.id);
    return { id: row.id, released: count };
  });
  if (released) notifyQueued();
  return id;
}

/** Records that the worker lives (and its load) and renews the leases of its tasks; false for an unknown worker. */
export async function heartbeat(
  db: Db,
  workerId: string,
  { running, loadAverage, holding }: { running: number; loadAverage?: number; holding?: readonly number[] },
): Promise<boolean> {
  const updated = await db
    .update(judgeServers)
    .set({ running, lastHeartbeat: sql`now()`, ...(loadAverage === undefined ? {} : { loadAverage }) })
    .where(eq(judgeServers.id, workerId))
    .returning({ id: judgeServers.id });
  if (updated.length) await renewLeases(db, workerId, holding);
  return updated.length > 0;
}

export async function workerExists(db: Db, workerId: string): Promise<boolean> {
  return (await db.select({ id: judgeServers.id }).from(judgeServers).where(eq(judgeServers.id, workerId))).length > 0;
}

/**
 * A heartbeat within the lease, by the database's clock like the heartbeat's own time and the leases: a host whose
 * clock is off (this API host's, a judge host's) changes nothing.
 */
const recentlySeen = sql<boolean>`${judgeServers.lastHeartbeat} > now() - make_interval(secs => ${OFFLINE_AFTER_MS / 1000})`;

/** The servers seen in the last day, latest heartbeat first (every restart of a worker registers anew). */
export async function listJudgeServers(db: Db): Promise<JudgeServerInfo[]> {
  const rows = await db
    .select({ server: judgeServers, online: recentlySeen })
    .from(judgeServers)
    .where(sql`${judgeServers.lastHeartbeat} > now() - interval '1 day'`)
    .orderBy(desc(judgeServers.lastHeartbeat));
  return rows.map(({ server: r, online }) => ({
    id: r.id,
    name: r.name,
    cores: r.cores,
    concurrency: r.concurrency,
    running: r.running,
    version: r.version,
    lastHeartbeat: r.lastHeartbeat.toISOString(),
    online,
    enabled: r.enabled,
    languages: r.languages,
    loadAverage: r.loadAverage,
  }));
}

/** True when some enabled judge server sent a heartbeat recently (a switched-off one would never take the task). */
export async function hasOnlineWorker(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: judgeServers.id })
    .from(judgeServers)
    .where(and(recentlySeen, eq(judgeServers.enabled, true)))
    .limit(1);
  return rows.length > 0;
}

/** What a worker needs to judge the task's submission; null when the submission is gone. */
async function taskPayload(db: Db, task: ClaimedTask, takesParts: boolean): Promise<JudgeTaskPayload | null> {
  if (task.submitId === null) return null;
  const submission = await findSubmission(db, task.submitId);
  const problem = submission && (await findProblem(db, submission.pid));
  if (!submission || !problem) return null;
  const head = {
    kind: 'submission' as const,
    taskId: task.id,
    attempt: task.attempt,
    submitId: submission.submitId,
    // The worker answers an unknown language with a System Error that names it.
    source: { language: languageByName(submission.language)?.key ?? submission.language, code: submission.code },
  };
  // A range of a split task judges the problem as it was split, even if it was edited since.
  const split = await splitPart(db, task);
  if (split) return { ...head, ...split };
  const judged = judgeTaskProblem(problem, await problemCaseList(db, problem.id));
  const part = takesParts ? await splitIfIdle(db, task, judged) : undefined;
  return { ...head, problem: judged, ...(part ? { part } : {}) };
}

/**
 * Claims a task (online tests and compile checks only for workers that take jobs, ranges of a split submission only
 * for workers that take parts) and builds its payload, splitting a submission for idle workers (fan-out.ts);
 * tasks whose submission or job vanished are closed and skipped.
 */
export async function claimTask(db: Db, workerId: string, takes: WorkerTakes): Promise<JudgeClaim | null> {
  for (;;) {
    const task = await claim(db, workerId, takes);
    if (!task) return null;
    const payload = task.jobKey !== null ? await jobPayload(db, task) : await taskPayload(db, task, takes.parts);
    if (payload) return payload;
    await db.transaction((tx) => finish(tx, task.id, task.attempt, workerId));
  }
}

async function submitIdOf(tx: Tx, taskId: number): Promise<{ submitId: number; isPart: boolean }> {
  const [task] = await tx
    .select({ submitId: judgeTasks.submitId, parentId: judgeTasks.parentId })
    .from(judgeTasks)
    .where(eq(judgeTasks.id, taskId));
  return { submitId: task.submitId ?? 0, isPart: task.parentId !== null };
}

const PHASE_STATUS = { compiling: JudgeStatus.Compiling, judging: JudgeStatus.Judging } as const;

export async function recordProgress(
  db: Db,
  ref: { workerId: string; taskId: number; attempt: number },
  phase: keyof typeof PHASE_STATUS,
  judger: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await holds(tx, ref.taskId, ref.attempt, ref.workerId))) return false;
    // The phase of a split submission is its first range's (a later range compiling is not the submission's step back).
    const { submitId, isPart } = await submitIdOf(tx, ref.taskId);
    if (!isPart) await recordJudgePhase(tx, submitId, PHASE_STATUS[phase], judger);
    return true;
  });
}

/**
 * Writes a result once: only the attempt that holds the task may, and the task is closed in the same
 * transaction, so a task judged twice (a worker thought dead) never counts twice. A split task's range is kept
 * until the ranges that count are back, then merged (fan-out.ts).
 */
export async function recordResult(
  db: Db,
  ref: { workerId: string; taskId: number; attempt: number },
  result: WorkerResult,
  judger: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const first = await lockSplitTask(tx, ref.taskId);
    if (!(await finish(tx, ref.taskId, ref.attempt, ref.workerId))) return false;
    const { submitId } = await submitIdOf(tx, ref.taskId);
    if (first === null) await settleJudgeResult(tx, submitId, result, judger);
    else await recordPart(tx, first, { taskId: ref.taskId, submitId }, result, judger);
    return true;
  });
}

export async function workerName(db: Db, workerId: string): Promise<string> {
  const [row] = await db.select({ name: judgeServers.name }).from(judgeServers).where(eq(judgeServers.id, workerId));
  return row?.name ?? 'unknown';
}
