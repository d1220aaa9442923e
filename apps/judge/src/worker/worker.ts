// The judge worker: registers with the server, heartbeats, claims tasks by long poll (submissions, online
// tests and compile checks), fetches test data by hash, judges in the sandbox, and reports progress and
// results, all over HTTP with the shared secret.
import os from 'node:os';
import path from 'node:path';
import {
  JudgeStatus,
  type JudgeClaim,
  type JudgeJobPayload,
  type JudgeTaskPart,
  type JudgeTaskPayload,
  type WorkerJobResult,
  type WorkerResult,
} from '@verdict/shared';
import { CheckerCache } from '../judge/checker-cache.ts';
import { checkCompiles } from '../judge/compile-check.ts';
import { installedLanguages } from '../judge/installed-languages.ts';
import { judge } from '../judge/judge.ts';
import { defaultPchDir, PrecompiledHeaders } from '../judge/pch.ts';
import { runOnlineTest } from '../judge/online-test.ts';
import { toJudgeProblem, type JudgeProgress } from '../judge/types.ts';
import { makeScratchDir, SandboxPool } from '../sandbox/index.ts';
import { JudgeApiError, JudgeClient } from './client.ts';
import { DataCache } from './data-cache.ts';

export const WORKER_VERSION = '0.2.0';
const HEARTBEAT_MS = 10_000;
const CLAIM_WAIT_MS = 20_000;

export interface WorkerOptions {
  server: string;
  secret: string;
  name?: string;
  /** The slot this worker fills, replacing earlier workers registered with it (see WorkerRegisterSchema). */
  instanceKey?: string;
  /** Tasks judged at once (default: one per core). */
  concurrency?: number;
  /** Test data lives here, in a folder private to the worker's user (default: verdict-worker-cache in the temp folder). */
  cacheDir?: string;
  /** The host's precompiled headers (default: defaultPchDir(), VERDICT_JUDGE_PCH_DIR); null compiles without them. */
  pchDir?: string | null;
  /** How often the worker reports in and renews the leases of its tasks in hand (default 10 s, within the 60 s lease). */
  heartbeatMs?: number;
  log?: (message: string) => void;
}

/** The host's 1-minute load average, for the back office. */
const loadAverage = () => os.loadavg()[0];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The wait before the next try after `failures` failed ones in a row: 1 s, 2 s, 4 s, then 5 s. */
const backoff = (failures: number) => Math.min(5000, 1000 * 2 ** failures);

const firstLine = (text: string) => text.split('\n', 1)[0].slice(0, 2000);

/** The result a job of this kind reports when the judge itself failed. */
function jobSystemError(kind: JudgeJobPayload['kind'], message: string): WorkerJobResult {
  const status = JudgeStatus.SystemError;
  if (kind === 'test') return { kind, status, timeMs: null, memoryKb: null, userOutput: '', stderr: message };
  if (kind === 'compile') return { kind, status, message };
  return { kind, status, timeMs: 0, memoryKb: 0, message: firstLine(message) };
}

export class JudgeWorker {
  private readonly client: JudgeClient;
  private readonly pool: SandboxPool;
  private readonly data: DataCache;
  private readonly checkers: CheckerCache;
  private readonly pch: PrecompiledHeaders | null = null;
  private pchPrepared: Promise<void> = Promise.resolve();
  private readonly concurrency: number;
  private readonly name: string;
  private readonly instanceKey: string | undefined;
  private readonly log: (message: string) => void;
  private readonly heartbeatMs: number;
  private workerId: string | null = null;
  /** The tasks in hand, judging or sending their results: the heartbeat renews their leases only. */
  private readonly held = new Set<number>();
  private stopped = false;
  private readonly stopping = new AbortController();
  private loops: Promise<void>[] = [];
  private heartbeatTimer: NodeJS.Timeout | null = null;

  constructor(options: WorkerOptions) {
    this.client = new JudgeClient(options.server.replace(/\/$/, ''), options.secret);
    this.concurrency = options.concurrency ?? os.availableParallelism();
    this.name = options.name ?? `${os.hostname()}-${process.pid}`;
    this.instanceKey = options.instanceKey;
    this.heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
    this.log = options.log ?? ((m) => console.error(`[worker ${this.name}] ${m}`));
    const cacheDir = options.cacheDir ?? path.join(os.tmpdir(), 'verdict-worker-cache');
    const pchDir = options.pchDir === undefined ? defaultPchDir() : options.pchDir;
    if (pchDir) {
      try {
        this.pch = new PrecompiledHeaders(pchDir, { log: (m) => this.log(`precompiled headers: ${m}`) });
      } catch (error) {
        this.log(`precompiled headers: cannot use ${pchDir}, compiling without them: ${(error as Error).message}`);
      }
    }
    this.pool = new SandboxPool({ size: Math.max(2, this.concurrency), pchDir: this.pch?.dir });
    this.data = new DataCache(cacheDir, this.client);
    this.checkers = new CheckerCache(this.pool, makeScratchDir('worker-checkers'));
    this.log(`sandbox: cgroups ${this.pool.mode}, ${this.pool.size} slots`);
  }

  get id(): string | null {
    return this.workerId;
  }

  private async register(): Promise<string> {
    for (;;) {
      try {
        const { workerId } = await this.client.post<{ workerId: string }>('/judge/register', {
          name: this.name,
          cores: os.availableParallelism(),
          concurrency: this.concurrency,
          version: WORKER_VERSION,
          languages: installedLanguages(),
          loadAverage: loadAverage(),
          instanceKey: this.instanceKey,
        });
        this.workerId = workerId;
        this.log(`registered as ${workerId}`);
        return workerId;
      } catch (error) {
        if (this.stopped) throw error;
        this.log(`cannot register yet: ${(error as Error).message}`);
        await sleep(2000);
      }
    }
  }

  async start(): Promise<void> {
    await this.register();
    // In the background: until a language's header is ready, its submissions compile without it.
    if (this.pch) this.pchPrepared = this.pch.prepare(this.pool);
    this.heartbeatTimer = setInterval(() => void this.beat(), this.heartbeatMs);
    this.loops = Array.from({ length: this.concurrency }, () => this.loop());
  }

  private async beat(): Promise<void> {
    try {
      await this.client.post('/judge/heartbeat', {
        workerId: this.workerId,
        running: this.held.size,
        loadAverage: loadAverage(),
        holding: [...this.held],
      });
    } catch (error) {
      if (error instanceof JudgeApiError && error.status === 404) await this.register().catch(() => {});
    }
  }

  private async loop(): Promise<void> {
    let failures = 0;
    while (!this.stopped) {
      let task: JudgeClaim | null;
      try {
        task = await this.client.post<JudgeClaim | null>(
          '/judge/claim',
          { workerId: this.workerId, waitMs: CLAIM_WAIT_MS, jobs: true, parts: true },
          CLAIM_WAIT_MS + 15_000,
          this.stopping.signal,
        );
        failures = 0;
      } catch (error) {
        if (this.stopped) return;
        if (error instanceof JudgeApiError && error.status === 404) await this.register().catch(() => {});
        // The server or its database is away (a 503, no answer): polled again, less often the longer it lasts.
        else await sleep(backoff(failures++));
        continue;
      }
      if (!task) continue;
      this.held.add(task.taskId);
      try {
        await (task.kind === 'submission' ? this.handle(task) : this.handleJob(task));
      } finally {
        this.held.delete(task.taskId);
      }
    }
  }

  /** Judges code on every case of a task's problem (or a fanned-out part's range), with the case data from the server's store. */
  private async judgeOnCases(
    problem: JudgeTaskPayload['problem'],
    source: JudgeTaskPayload['source'],
    onProgress?: (p: JudgeProgress) => void,
    part?: JudgeTaskPart,
  ) {
    return judge(await toJudgeProblem(problem, (hash) => this.data.file(hash), part), source, {
      pool: this.pool,
      checkers: this.checkers,
      onProgress,
    });
  }

  private async handle(task: JudgeTaskPayload): Promise<void> {
    const ref = { workerId: this.workerId, taskId: task.taskId, attempt: task.attempt };
    const progress = (p: JudgeProgress) => {
      if (p.phase === 'compiling' || p.done === 0) void this.client.post('/judge/progress', { ...ref, phase: p.phase }).catch(() => {});
    };
    let result: WorkerResult;
    try {
      const judged = await this.judgeOnCases(task.problem, task.source, progress, task.part);
      result = {
        status: judged.status,
        score: judged.score,
        timeMs: judged.timeMs,
        memoryKb: judged.memoryKb,
        compileMessage: judged.compileMessage,
        errorMessage: judged.errorMessage,
        cases: judged.cases,
      };
    } catch (error) {
      this.log(`task ${task.taskId} failed: ${(error as Error).stack ?? error}`);
      result = {
        status: JudgeStatus.SystemError,
        score: null,
        timeMs: 0,
        memoryKb: 0,
        compileMessage: '',
        errorMessage: `The judge failed: ${(error as Error).message}`,
        cases: [],
      };
    }
    await this.report('/judge/result', { ...ref, result }, task.taskId);
  }

  private async runJob(job: JudgeJobPayload): Promise<WorkerJobResult> {
    if (job.kind === 'test')
      return {
        kind: 'test',
        ...(await runOnlineTest({ problem: job.problem, input: job.input, expectedOutput: job.expectedOutput }, job.source, this.pool)),
      };
    if (job.kind === 'compile') return { kind: 'compile', ...(await checkCompiles(this.checkers, job.source, job.extraFiles)) };
    const judged = await this.judgeOnCases(job.problem, job.source);
    // A compiler's notes on code that compiled (Free Pascal's banner, PHP's lint line) are not worth showing.
    const message = judged.status === JudgeStatus.CompileError ? judged.compileMessage : judged.errorMessage;
    return { kind: 'verify', status: judged.status, timeMs: judged.timeMs, memoryKb: judged.memoryKb, message: firstLine(message) };
  }

  /** Online tests, compile checks and verifications: no progress reports (the job reads Pending until its result). */
  private async handleJob(job: JudgeJobPayload): Promise<void> {
    let result: WorkerJobResult;
    try {
      result = await this.runJob(job);
    } catch (error) {
      this.log(`task ${job.taskId} failed: ${(error as Error).stack ?? error}`);
      result = jobSystemError(job.kind, `The judge failed: ${(error as Error).message}`);
    }
    await this.report('/judge/job-result', { workerId: this.workerId, taskId: job.taskId, attempt: job.attempt, result }, job.taskId);
  }

  /**
   * Sends a result until the server answers it (a refusal too); a stopping worker makes one try. The task stays in
   * hand meanwhile, its lease renewed, so a server or database away for a while does not hand it to another worker.
   */
  private async report(path: string, body: object, taskId: number): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.client.post(path, body, 60_000);
        return;
      } catch (error) {
        const refused = error instanceof JudgeApiError && error.status >= 400 && error.status < 500;
        if (attempt === 0 || refused) this.log(`cannot report task ${taskId}${refused ? '' : ' yet'}: ${(error as Error).message}`);
        if (refused || this.stopped) return;
        await sleep(backoff(attempt));
      }
    }
  }

  /** Stops claiming, lets the tasks in hand finish, and frees the sandbox. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping.abort();
    this.pch?.close();
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    await Promise.allSettled([...this.loops, this.pchPrepared]);
    await this.pool.close();
  }
}
