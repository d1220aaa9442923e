// Fan-out (docs/scaling.md, "Fan-out"): a submission with many cases, claimed while other judge hosts are idle, is
// split into case ranges that those hosts claim like any task; the ranges' results come back one by one and are
// merged into the result one host would have reported.
import { and, asc, eq, gt, ne, or, sql } from 'drizzle-orm';
import { mergeParts, type JudgeTaskPart, type JudgeTaskPayload, type WorkerResult } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { settleJudgeResult } from '../submissions/index.ts';
import { closeTasks, holds, notifyQueued, type ClaimedTask } from './queue.ts';
import { judgeServers, judgeTasks } from './tables.ts';

/** A submission with fewer cases is judged by one host. */
export const FAN_OUT_MIN_CASES = 8;
/** No range is shorter: each part compiles the code again. */
const MIN_PART_CASES = 4;
/** A worker whose claim found the queue empty this recently counts as idle (an idle one asks every second). */
const IDLE_SEEN_SECONDS = 3;

/** The other enabled workers idle now. */
async function idleWorkers(db: Db, except: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(judgeServers)
    .where(
      and(
        ne(judgeServers.id, except),
        eq(judgeServers.enabled, true),
        gt(judgeServers.idleAt, sql`now() - make_interval(secs => ${IDLE_SEEN_SECONDS})`),
      ),
    );
  return row.n;
}

/** `count` cases in `parts` contiguous ranges, the first ones a case longer when they do not divide evenly. */
export function caseRanges(count: number, parts: number): JudgeTaskPart[] {
  const ranges: JudgeTaskPart[] = [];
  let next = 1;
  for (let i = 0; i < parts; i++) {
    const size = Math.floor(count / parts) + (i < count % parts ? 1 : 0);
    ranges.push({ firstCase: next, lastCase: next + size - 1 });
    next += size;
  }
  return ranges;
}

/**
 * Splits a submission's task just claimed when it has enough cases and other workers are idle: one range per idle
 * worker besides the claimant, which keeps the first range (the task's own row) and gets it back. Undefined: not
 * split (too few cases, nobody idle, or the task was taken back meanwhile), the claimant judges every case.
 */
export async function splitIfIdle(db: Db, task: ClaimedTask, problem: JudgeTaskPayload['problem']): Promise<JudgeTaskPart | undefined> {
  const workerId = task.workerId!;
  if (problem.cases.length < FAN_OUT_MIN_CASES) return undefined;
  const parts = Math.min(1 + (await idleWorkers(db, workerId)), Math.floor(problem.cases.length / MIN_PART_CASES));
  if (parts < 2) return undefined;
  const [own, ...others] = caseRanges(problem.cases.length, parts);
  const split = await db.transaction(async (tx) => {
    if (!(await holds(tx, task.id, task.attempt, workerId))) return false;
    await tx
      .update(judgeTasks)
      .set({ ...own, problem })
      .where(eq(judgeTasks.id, task.id));
    await tx
      .insert(judgeTasks)
      .values(others.map((range) => ({ submitId: task.submitId, priority: task.priority, parentId: task.id, ...range })));
    return true;
  });
  if (!split) return undefined;
  notifyQueued();
  return own;
}

/** A split task's row (the first range or a part): its range and the problem as it was split; null for a whole task. */
export async function splitPart(db: Db, task: ClaimedTask): Promise<{ part: JudgeTaskPart; problem: JudgeTaskPayload['problem'] } | null> {
  if (task.firstCase === null || task.lastCase === null) return null;
  const [parent] =
    task.parentId === null
      ? [task]
      : await db.select({ problem: judgeTasks.problem }).from(judgeTasks).where(eq(judgeTasks.id, task.parentId));
  return parent?.problem ? { part: { firstCase: task.firstCase, lastCase: task.lastCase }, problem: parent.problem } : null;
}

/**
 * For a result of a split task's row: its first row's id, locked (every row of a split task reports under that
 * lock, so the last range back sees all the others); null for a task judged whole.
 */
export async function lockSplitTask(tx: Tx, taskId: number): Promise<number | null> {
  const [row] = await tx
    .select({ parentId: judgeTasks.parentId, firstCase: judgeTasks.firstCase })
    .from(judgeTasks)
    .where(eq(judgeTasks.id, taskId));
  if (!row || row.firstCase === null) return null;
  const first = row.parentId ?? taskId;
  await tx.select({ id: judgeTasks.id }).from(judgeTasks).where(eq(judgeTasks.id, first)).for('update');
  return first;
}

/**
 * Keeps a range's result (its row already finished for this attempt) and, once every range that counts is back,
 * settles the merged result on the submission, signed by the hosts that judged it. The ranges still out then no
 * longer count (an early stop): they are closed, so their results are refused like a lost task's.
 */
export async function recordPart(
  tx: Tx,
  first: number,
  ref: { taskId: number; submitId: number },
  result: WorkerResult,
  judger: string,
): Promise<void> {
  await tx.update(judgeTasks).set({ partResult: { judger, result } }).where(eq(judgeTasks.id, ref.taskId));
  const family = or(eq(judgeTasks.id, first), eq(judgeTasks.parentId, first));
  const rows = await tx
    .select({ id: judgeTasks.id, problem: judgeTasks.problem, partResult: judgeTasks.partResult })
    .from(judgeTasks)
    .where(family)
    .orderBy(asc(judgeTasks.firstCase));
  const problem = rows.find((r) => r.id === first)?.problem;
  const merged =
    problem &&
    mergeParts(
      problem,
      rows.map((r) => r.partResult?.result ?? null),
    );
  if (!merged) return;
  const judgers = new Set(rows.flatMap((r) => (r.partResult ? [r.partResult.judger] : [])));
  await settleJudgeResult(tx, ref.submitId, merged, [...judgers].join(', '));
  await closeTasks(tx, family);
}
