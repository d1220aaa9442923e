// Judge jobs: online tests, checker/interactor compile checks and reference solution verifications. A job is
// a judge_jobs row plus a queue task; the worker's result lands on the row. Tests and compile checks expire
// after JOB_TTL_MINUTES and are purged; a verification stays as its solution's verdict until the next one.
// Jobs never touch submissions, so they count in no statistics.
import { lockUser, UserLock } from '../../db/user-lock.ts';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { type JudgeJobPayload, type JudgeMode, type TestJobResult, type TestJudgeResult, type WorkerJobResult } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../plugins/app/errors.ts';
import { findProblem, problemCaseList } from '../problems/index.ts';
import { enqueueJob, finish, notifyQueued, TaskPriority, type ClaimedTask } from './queue.ts';
import { judgeJobs, judgeTasks } from './tables.ts';
import { judgeTaskProblem } from './task-problem.ts';

export const JOB_TTL_MINUTES = 10;
const TEST_KEY_PREFIX = 'TEST_JUDGE_';

export type JobRow = typeof judgeJobs.$inferSelect;

/** judge_jobs.request of an online test; language is a language key. */
interface TestJobRequest {
  language: string;
  code: string;
  userInput: string;
  expectedOutput: string | null;
  judgeMode: JudgeMode;
}

/** judge_jobs.request of a compile check. */
interface CompileJobRequest {
  language: string;
  code: string;
  mode: 'spj' | 'interactive';
  extraFiles: Record<string, string>;
}

/** judge_jobs.request of a verification; language is a language key. */
interface VerifyJobRequest {
  language: string;
  code: string;
}

const notExpired = gt(judgeJobs.createdAt, sql`now() - make_interval(mins => ${JOB_TTL_MINUTES})`);

/**
 * Queues an online test. One user may start one per `intervalSeconds` (0: no limit); the check and the
 * insert run under a per-user lock, so two requests at once cannot both pass.
 */
export async function createTestJob(
  db: Db,
  job: { uid: string; pid: number; request: TestJobRequest; intervalSeconds: number },
): Promise<string> {
  const key = `${TEST_KEY_PREFIX}${randomUUID()}`;
  await db.transaction(async (tx) => {
    await lockUser(tx, UserLock.OnlineTest, job.uid);
    if (job.intervalSeconds > 0) {
      const [recent] = await tx
        .select({
          wait: sql<number>`ceil(extract(epoch from (${judgeJobs.createdAt} + make_interval(secs => ${job.intervalSeconds}) - now())))::int`,
        })
        .from(judgeJobs)
        .where(
          and(
            eq(judgeJobs.uid, job.uid),
            eq(judgeJobs.kind, 'test'),
            gt(judgeJobs.createdAt, sql`now() - make_interval(secs => ${job.intervalSeconds})`),
          ),
        )
        .orderBy(desc(judgeJobs.createdAt))
        .limit(1);
      if (recent) throw new AppError(429, 'Judge_test_too_frequent', { seconds: Math.max(1, recent.wait) });
    }
    await tx.insert(judgeJobs).values({ key, kind: 'test', uid: job.uid, pid: job.pid, request: job.request });
    await enqueueJob(tx, key, TaskPriority.OnlineTest);
  });
  notifyQueued();
  return key;
}

export async function createCompileJob(db: Db, uid: string, request: CompileJobRequest): Promise<string> {
  const key = `COMPILE_${randomUUID()}`;
  await db.transaction(async (tx) => {
    await tx.insert(judgeJobs).values({ key, kind: 'compile', uid, request });
    await enqueueJob(tx, key, TaskPriority.CompileCheck);
  });
  notifyQueued();
  return key;
}

/** Queues the verification of a reference solution of problem `pid` inside the caller's transaction; answers its key. */
export async function createVerifyJob(tx: Tx, uid: string, pid: number, request: VerifyJobRequest): Promise<string> {
  const key = `VERIFY_${randomUUID()}`;
  await tx.insert(judgeJobs).values({ key, kind: 'verify', uid, pid, request });
  await enqueueJob(tx, key, TaskPriority.Verify);
  return key;
}

/** What a worker needs for the job of a claimed task; null when the job (or its problem) is gone. */
export async function jobPayload(db: Db, task: ClaimedTask): Promise<JudgeJobPayload | null> {
  if (task.jobKey === null) return null;
  const [job] = await db.select().from(judgeJobs).where(eq(judgeJobs.key, task.jobKey));
  if (!job) return null;
  const ref = { taskId: task.id, attempt: task.attempt, jobKey: job.key };
  if (job.kind === 'compile') {
    const request = job.request as CompileJobRequest;
    return { kind: 'compile', ...ref, source: { language: request.language, code: request.code }, extraFiles: request.extraFiles };
  }
  if (job.pid === null) return null;
  const problem = await findProblem(db, job.pid);
  if (!problem) return null;
  if (job.kind === 'verify') {
    const request = job.request as VerifyJobRequest;
    const cases = await problemCaseList(db, problem.id);
    return {
      kind: 'verify',
      ...ref,
      source: { language: request.language, code: request.code },
      problem: judgeTaskProblem(problem, cases),
    };
  }
  const request = job.request as TestJobRequest;
  return {
    kind: 'test',
    ...ref,
    source: { language: request.language, code: request.code },
    // Test data is stored CRLF-normalised; the input gets the same, and a final newline (reference §2.8).
    input: `${request.userInput.replace(/\r\n?/g, '\n')}\n`,
    expectedOutput: request.expectedOutput,
    problem: {
      timeLimitMs: problem.timeLimit,
      memoryLimitMb: problem.memoryLimit,
      stackLimitMb: problem.stackLimit,
      isRemoveEndBlank: problem.isRemoveEndBlank,
      fileIO:
        problem.isFileIo && problem.ioReadFileName && problem.ioWriteFileName
          ? { input: problem.ioReadFileName, output: problem.ioWriteFileName }
          : null,
      userExtraFiles: problem.userExtraFile ?? {},
    },
  };
}

/**
 * Writes a job's result once: only the attempt holding the task may, and the task is closed in the same
 * transaction (the queue's rules, as for submissions).
 */
export async function recordJobResult(
  db: Db,
  ref: { workerId: string; taskId: number; attempt: number },
  result: WorkerJobResult,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [task] = await tx
      .select({ jobKey: judgeTasks.jobKey, kind: judgeJobs.kind })
      .from(judgeTasks)
      .innerJoin(judgeJobs, eq(judgeJobs.key, judgeTasks.jobKey))
      .where(eq(judgeTasks.id, ref.taskId));
    if (!task?.jobKey) return false;
    if (task.kind !== result.kind) throw badRequest('Judge_result_mismatch');
    if (!(await finish(tx, ref.taskId, ref.attempt, ref.workerId))) return false;
    await tx
      .update(judgeJobs)
      .set({ status: result.status, result, finishedAt: sql`now()` })
      .where(eq(judgeJobs.key, task.jobKey));
    return true;
  });
}

/** Tasks of jobs report through /judge/job-result only. */
export async function isJobTask(db: Db, taskId: number): Promise<boolean> {
  const [task] = await db.select({ jobKey: judgeTasks.jobKey }).from(judgeTasks).where(eq(judgeTasks.id, taskId));
  return !!task?.jobKey;
}

/** An online test that has not expired. */
export async function findTestJob(db: Db, key: string): Promise<JobRow | null> {
  const [job] = await db
    .select()
    .from(judgeJobs)
    .where(and(eq(judgeJobs.key, key), eq(judgeJobs.kind, 'test'), notExpired));
  return job ?? null;
}

export function toTestJudgeResult(job: JobRow): TestJudgeResult {
  const request = job.request as TestJobRequest;
  const result = job.result as TestJobResult | null;
  return {
    status: job.status,
    time: result?.timeMs ?? null,
    memory: result?.memoryKb ?? null,
    stderr: result?.stderr ?? '',
    userInput: request.userInput,
    expectedOutput: request.expectedOutput,
    userOutput: result?.userOutput ?? '',
    problemJudgeMode: request.judgeMode,
  };
}

const POLL_MS = 200;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });

/** Polls the job until a worker reported it; null when `timeoutMs` pass, the signal aborts or the job is gone. */
export async function waitForJob(db: Db, key: string, timeoutMs: number, signal?: AbortSignal): Promise<JobRow | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [job] = await db.select().from(judgeJobs).where(eq(judgeJobs.key, key));
    if (!job) return null;
    if (job.finishedAt) return job;
    if (signal?.aborted || Date.now() >= deadline) return null;
    await sleep(Math.min(POLL_MS, deadline - Date.now()), signal);
  }
}

/** The jobs with these keys (those that still exist). */
export async function findJobs(db: Db, keys: string[]): Promise<JobRow[]> {
  return keys.length ? db.select().from(judgeJobs).where(inArray(judgeJobs.key, keys)) : [];
}

/** Removes the jobs with these keys, and their tasks that no worker has taken yet, inside the caller's transaction. */
export async function deleteJobs(tx: Tx, keys: string[]): Promise<void> {
  if (keys.length) await tx.delete(judgeJobs).where(inArray(judgeJobs.key, keys));
}

/** Removes a job, and with it its task if no worker has taken it yet. */
export async function deleteJob(db: Db, key: string): Promise<void> {
  await db.delete(judgeJobs).where(eq(judgeJobs.key, key));
}

/** Deletes the tests and compile checks older than JOB_TTL_MINUTES (their tasks go with them); answers how many. */
export async function purgeExpiredJobs(db: Db): Promise<number> {
  const gone = await db
    .delete(judgeJobs)
    .where(and(ne(judgeJobs.kind, 'verify'), lt(judgeJobs.createdAt, sql`now() - make_interval(mins => ${JOB_TTL_MINUTES})`)))
    .returning({ key: judgeJobs.key });
  return gone.length;
}
