// Judge worker protocol: what workers send to the server (register, heartbeat, claim, progress, results).
import { z } from 'zod';
import { JudgeStatus } from '../constants/judge-status.ts';

export const JUDGE_SECRET_HEADER = 'x-judge-secret';

/** The host's 1-minute load average; optional on the wire: workers older than the back office's dashboard leave it out. */
const LoadAverageSchema = z.number().min(0).max(1_000_000).optional();

export const WorkerRegisterSchema = z.object({
  name: z.string().min(1).max(100),
  cores: z.number().int().min(1).max(1024),
  concurrency: z.number().int().min(1).max(1024),
  version: z.string().max(50),
  /** The names of the languages the worker can run (optional, as loadAverage). */
  languages: z.array(z.string().max(50)).max(200).optional(),
  loadAverage: LoadAverageSchema,
  /**
   * The slot this worker fills (a server's local worker, which the server runs one at a time): a worker that
   * registers with the key of earlier ones replaces them, and the tasks they held go back to the queue at once
   * instead of when their lease runs out.
   */
  instanceKey: z.string().min(1).max(200).optional(),
});

export type WorkerRegister = z.infer<typeof WorkerRegisterSchema>;

export const WorkerIdSchema = z.object({ workerId: z.uuid() });
/**
 * holding: the tasks the worker has in hand (judging, or sending their results). Only their leases are renewed: a
 * task claimed for the worker whose answer never reached it (the connection cut, the API host killed) runs out and
 * returns to the queue. Workers older than that protocol leave it out and renew every task they are recorded with.
 */
export const WorkerHeartbeatSchema = WorkerIdSchema.extend({
  running: z.number().int().min(0).max(1024),
  loadAverage: LoadAverageSchema,
  holding: z.array(z.number().int().positive()).max(1024).optional(),
});
/**
 * waitMs: how long the claim may hold the request open when the queue is empty (long poll).
 * jobs: the worker also takes online tests and compile checks (workers older than that protocol leave it out).
 * parts: the worker judges a range of a fanned-out submission's cases (JudgeTaskPayload.part); only such workers
 * are offered ranges or counted as idle hosts to split for (older ones leave it out and always judge whole).
 */
export const WorkerClaimSchema = WorkerIdSchema.extend({
  waitMs: z.number().int().min(0).max(30_000).default(20_000),
  jobs: z.boolean().default(false),
  parts: z.boolean().default(false),
});

const TaskRef = WorkerIdSchema.extend({ taskId: z.number().int().positive(), attempt: z.number().int().positive() });

export const WorkerProgressSchema = TaskRef.extend({ phase: z.enum(['compiling', 'judging']) });

const CaseResultSchema = z.object({
  seq: z.number().int().positive(),
  status: z.number().int(),
  timeMs: z.number().int().min(0),
  memoryKb: z.number().int().min(0),
  score: z.number().int().min(0),
  group: z.number().int(),
  message: z.string().max(10_000),
  inputExcerpt: z.string().max(2_000),
  expectedExcerpt: z.string().max(2_000),
  userOutputExcerpt: z.string().max(2_000),
});

export const WorkerResultSchema = TaskRef.extend({
  result: z.object({
    status: z.number().int(),
    score: z.number().int().min(0).nullable(),
    timeMs: z.number().int().min(0),
    memoryKb: z.number().int().min(0),
    compileMessage: z.string().max(2_000_000),
    errorMessage: z.string().max(2_000_000),
    cases: z.array(CaseResultSchema).max(10_000),
  }),
});
export type WorkerResult = z.infer<typeof WorkerResultSchema>['result'];

export const TestDataParamsSchema = z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/) });

/** Online test: CE and SE have no time or memory; stderr holds the compiler message or the judge's reason. */
const TestJobResultSchema = z.object({
  kind: z.literal('test'),
  status: z.number().int(),
  timeMs: z.number().int().min(0).nullable(),
  memoryKb: z.number().int().min(0).nullable(),
  userOutput: z.string().max(2_000),
  stderr: z.string().max(100_000),
});

/** Compile check: Accepted, Compile Error (message = the compiler's) or System Error (the judge failed). */
const CompileJobResultSchema = z.object({
  kind: z.literal('compile'),
  status: z.union([z.literal(JudgeStatus.Accepted), z.literal(JudgeStatus.CompileError), z.literal(JudgeStatus.SystemError)]),
  message: z.string().max(2_000_000),
});

/** Reference solution verification: the verdict of the whole judgement; message = first compile/system error line. */
const VerifyJobResultSchema = z.object({
  kind: z.literal('verify'),
  status: z.number().int(),
  timeMs: z.number().int().min(0),
  memoryKb: z.number().int().min(0),
  message: z.string().max(2_000),
});

export const WorkerJobResultSchema = TaskRef.extend({
  result: z.discriminatedUnion('kind', [TestJobResultSchema, CompileJobResultSchema, VerifyJobResultSchema]),
});
export type WorkerJobResult = z.infer<typeof WorkerJobResultSchema>['result'];
export type TestJobResult = Extract<WorkerJobResult, { kind: 'test' }>;
export type CompileJobResult = Extract<WorkerJobResult, { kind: 'compile' }>;
export type VerifyJobResult = Extract<WorkerJobResult, { kind: 'verify' }>;
