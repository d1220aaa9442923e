// Test fixtures of the submissions tests: problems with cases and languages, users with tokens, calls in
// the envelope, and a stand-in judge that reports verdicts through the real worker protocol.
import { and, count, eq, inArray } from 'drizzle-orm';
import { JudgeStatus, type JudgeClaim, type RoleCode, type WorkerResult } from '@verdict/shared';
import type { TestApp } from '../../test/helper.ts';
import { TEST_JUDGE_SECRET } from '../../test/helper.ts';
import { createUser } from '../../test/users.ts';
import { storeTestData } from '../problems/testdata.ts';
import { languages, problemCases, problemLanguages, problems } from '../problems/tables.ts';
import { updateSwitchConfig } from '../site/config.ts';
import { submissions } from './tables.ts';

export interface Answer<T = unknown> {
  code: number;
  body: { status: number; msg: string; data: T };
  raw: { headers: Record<string, unknown>; rawPayload: Buffer };
}

export async function call<T = unknown>(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { token?: string; payload?: object; lang?: 'en-US' | 'zh-CN' } = {},
): Promise<Answer<T>> {
  const res = await t.request({
    method,
    url,
    payload: options.payload,
    token: options.token,
    headers: { 'accept-language': options.lang ?? 'en-US' },
  });
  const json = res.headers['content-type']?.toString().startsWith('application/json');
  return { code: res.statusCode, body: json ? JSON.parse(res.body) : null, raw: { headers: res.headers, rawPayload: res.rawPayload } };
}

let userCount = 0;
/** A fresh user of the role with a token (fresh, so the submit interval of one test never meets another's). */
export async function userWithToken(t: TestApp, role: RoleCode = 1002, prefix = 'u') {
  const username = `${prefix}${++userCount}`;
  const user = await createUser(t.db, username, role, 'Passw0rd');
  return { ...user, token: await t.login(username, 'Passw0rd') };
}

export interface ProblemOptions {
  problemId: string;
  auth?: number;
  gid?: number | null;
  type?: number;
  difficulty?: number;
  ioScore?: number;
  codeShare?: boolean;
  openCaseResult?: boolean;
  judgeCaseMode?: string;
  isRemote?: boolean;
  /** Display names; none: the problem keeps no list (every local language). */
  languages?: string[];
  /** Input and output of each case, seq from 1. */
  cases?: { input: string; output: string; score?: number; group?: number }[];
}

export async function createProblem(t: TestApp, options: ProblemOptions) {
  const { problemId, languages: names = [], cases = [{ input: '1 2\n', output: '3\n' }], ...fields } = options;
  const [problem] = await t.db
    .insert(problems)
    .values({ problemId, title: `Title of ${problemId}`, ...fields })
    .returning();
  if (names.length) {
    const rows = await t.db.select({ id: languages.id }).from(languages).where(inArray(languages.name, names));
    await t.db.insert(problemLanguages).values(rows.map((l) => ({ pid: problem.id, lid: l.id })));
  }
  if (cases.length) {
    await t.db.insert(problemCases).values(
      cases.map((c, i) => ({
        problemId: problem.id,
        seq: i + 1,
        inputHash: storeTestData(t.dataDir, c.input),
        outputHash: storeTestData(t.dataDir, c.output),
        score: c.score ?? 0,
        groupNum: c.group ?? 1,
      })),
    );
  }
  return problem;
}

export const setSubmitInterval = (t: TestApp, seconds: number) => updateSwitchConfig(t.db, { defaultSubmitInterval: seconds });

export const CPP = 'C++ 17 With O2';
export const AB_CODE = '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);}';

export async function submit(t: TestApp, token: string, pid: string, extra: Record<string, unknown> = {}) {
  return call<{ submitId: number; status: number }>(t, 'POST', '/api/submit-problem-judge', {
    token,
    payload: { pid, language: CPP, code: AB_CODE, ...extra },
  });
}

type Case = WorkerResult['cases'][number];
/** A case of a verdict, with stored excerpts that say which case they belong to. */
export const judgedCase = (seq: number, status: number, extra: Partial<Case> = {}): Case => ({
  seq,
  status,
  timeMs: 10 * seq,
  memoryKb: 1000 + seq,
  score: 0,
  group: 1,
  message: status === JudgeStatus.Accepted ? '' : `case ${seq} failed`,
  inputExcerpt: `input ${seq}`,
  expectedExcerpt: `expected ${seq}`,
  userOutputExcerpt: `output ${seq}`,
  ...extra,
});

export const verdict = (status: number, cases: Case[] = [judgedCase(1, status)], extra: Partial<WorkerResult> = {}): WorkerResult => ({
  status,
  score: null,
  timeMs: Math.max(0, ...cases.map((c) => c.timeMs)),
  memoryKb: Math.max(0, ...cases.map((c) => c.memoryKb)),
  compileMessage: status === JudgeStatus.CompileError ? 'main.cpp:1: error: expected ; before }' : '',
  errorMessage: '',
  cases,
  ...extra,
});

/** A stand-in judge server: claims over the worker protocol and reports what the test decides. */
export class FakeJudge {
  private workerId = '';
  constructor(
    private readonly t: TestApp,
    private readonly name = 'fake-judge',
  ) {}

  private post<T>(path: string, payload: object) {
    return this.t
      .request({ method: 'POST', url: `/api/judge/${path}`, payload, headers: { 'x-judge-secret': TEST_JUDGE_SECRET } })
      .then((r) => JSON.parse(r.body).data as T);
  }

  async start() {
    this.workerId = (
      await this.post<{ workerId: string }>('register', { name: this.name, cores: 1, concurrency: 1, version: 'test' })
    ).workerId;
    return this;
  }

  /** The next queued submission task, or null. */
  async claim() {
    const task = await this.post<JudgeClaim | null>('claim', { workerId: this.workerId, waitMs: 0 });
    if (task && task.kind !== 'submission') throw new Error(`unexpected ${task.kind} job`);
    return task;
  }

  progress(task: { taskId: number; attempt: number }, phase: 'compiling' | 'judging') {
    return this.post('progress', { workerId: this.workerId, taskId: task.taskId, attempt: task.attempt, phase });
  }

  report(task: { taskId: number; attempt: number }, result: WorkerResult) {
    return this.post<{ accepted: boolean }>('result', { workerId: this.workerId, taskId: task.taskId, attempt: task.attempt, result });
  }

  /** Judges every queued submission with the verdict the test gives it; answers the submit ids judged. */
  async judgeAll(decide: (submitId: number) => WorkerResult): Promise<number[]> {
    const judged: number[] = [];
    for (let task = await this.claim(); task; task = await this.claim()) {
      await this.report(task, decide(task.submitId));
      judged.push(task.submitId);
    }
    return judged;
  }
}

/** Submissions of the problem with the status, counted as the problem statistics count them. */
export async function countWithStatus(t: TestApp, pid: number, status: number): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(submissions)
    .where(and(eq(submissions.pid, pid), eq(submissions.cid, 0), eq(submissions.status, status)));
  return row.n;
}
