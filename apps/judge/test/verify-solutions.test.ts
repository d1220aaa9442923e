// Verification from the back office, end to end: an FPS file uploaded to the import route, imported as a job,
// then its reference solutions judged by a real worker in the sandbox through the queue; the verdicts read back
// per problem (Fortran has no local language and stays unjudged; a wrong solution is Wrong Answer).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, type ImportJobView, type ProblemSolutionVerdicts, type VerifySolutionsStarted } from '@verdict/shared';
import type { RunningServer } from '../../server/src/index.ts';
import { startTestServer } from './test-server.ts';
import { referenceSolutions } from '../../server/src/modules/problem-packages/tables.ts';

const FPS = path.resolve(import.meta.dirname, '../../../test-data/fps/aplusb-multilang.xml');
let server: RunningServer;
let token: string;

async function api<T>(method: string, url: string, body?: object | FormData): Promise<{ status: number; data: T; msg: string }> {
  const json = body !== undefined && !(body instanceof FormData);
  const res = await fetch(`${server.url}/api${url}`, {
    method,
    headers: { authorization: token, 'accept-language': 'en-US', ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(body) : body,
  });
  return res.json() as Promise<{ status: number; data: T; msg: string }>;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
}

const verdicts = (pids: number[]) =>
  api<ProblemSolutionVerdicts[]>('GET', `/admin/problem/solution-verdicts?pids=${pids.join(',')}`).then((r) => r.data);
/** Starts a verification, waiting first for the local worker to come online (503 until it has registered). */
const verify = (pids: number[]) =>
  until(
    () => api<VerifySolutionsStarted>('POST', '/admin/problem/verify-solutions', { pids }),
    (r) => r.status !== 503,
    30_000,
  );
const settled = (problems: ProblemSolutionVerdicts[]) =>
  problems.every((p) => p.solutions.every((s) => s.language === null || (s.status !== null && s.status !== JudgeStatus.Pending)));

beforeAll(async () => {
  server = await startTestServer({ judgeWorkers: 1 });
  const res = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'root', password: 'Root1234' }),
  });
  token = res.headers.get('authorization')!;
});

afterAll(async () => {
  await server?.close();
});

describe('verifying an uploaded import through the queue', () => {
  it('imports the upload as a job, then judges every runnable reference solution Accepted', { timeout: 600_000 }, async () => {
    const form = new FormData();
    form.append('file', new Blob([fs.readFileSync(FPS)]), 'aplusb-multilang.xml');
    const started = await api<{ jobId: string }>('POST', '/file/import-problem', form);
    expect(started.status).toBe(200);
    const job = await until(
      () => api<ImportJobView>('GET', `/admin/problem/import-progress?jobId=${started.data.jobId}`).then((r) => r.data),
      (j) => j.state !== 'running',
      60_000,
    );
    expect(job).toMatchObject({ state: 'done', format: 'fps', progress: 1, fileName: 'aplusb-multilang.xml' });
    expect(job.report.failed).toEqual([]);
    const pids = job.report.imported.map((p) => p.pid);
    expect(pids).toHaveLength(1);

    const queued = await verify(pids);
    expect([queued.msg, queued.data]).toEqual(['success', { queued: 7, skipped: 1 }]);
    const [problem] = await until(() => verdicts(pids), settled, 540_000);
    const runnable = problem.solutions.filter((s) => s.language !== null);
    expect(runnable.map((s) => [s.sourceLanguage, s.status, s.message])).toEqual(
      runnable.map((s) => [s.sourceLanguage, JudgeStatus.Accepted, null]),
    );
    expect(runnable.every((s) => s.timeMs !== null && s.memoryKb !== null && s.verifiedAt !== null)).toBe(true);
    expect(problem.solutions.filter((s) => s.language === null)).toEqual([
      expect.objectContaining({ sourceLanguage: 'Fortran', status: null }),
    ]);
  });

  it(
    'shows a wrong reference solution as Wrong Answer, and a new verification replaces the old verdicts',
    { timeout: 300_000 },
    async () => {
      const [imported] = await server.database.db.select({ pid: referenceSolutions.pid }).from(referenceSolutions).limit(1);
      await server.database.db
        .insert(referenceSolutions)
        .values({ pid: imported.pid, sourceLanguage: 'Python', language: 'Python3', code: 'print(0)' });
      const before = await verdicts([imported.pid]);
      expect(before[0].solutions.at(-1)).toMatchObject({ sourceLanguage: 'Python', status: null, verifiedAt: null });

      expect((await verify([imported.pid])).data).toEqual({ queued: 8, skipped: 1 });
      const pending = await verdicts([imported.pid]);
      expect(pending[0].solutions.filter((s) => s.language !== null).every((s) => s.status === JudgeStatus.Pending)).toBe(true);
      const [problem] = await until(() => verdicts([imported.pid]), settled, 280_000);
      expect(problem.solutions.at(-1)).toMatchObject({ status: JudgeStatus.WrongAnswer });
      expect(problem.solutions.filter((s) => s.status === JudgeStatus.Accepted)).toHaveLength(7);
    },
  );
});
