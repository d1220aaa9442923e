// The demo problems a first start seeds are solvable: a reference solution of each (fixtures/demo/) judged
// through the real path (server queue, a worker over HTTP, the sandbox, the seeded checker and interactor) is
// Accepted, and wrong answers to the special-judge and interactive problems are Wrong Answer.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { JudgeStatus, JUDGE_STATUS_NAMES, type JudgeStatusCode } from '@verdict/shared';
import type { RunningServer } from '../../server/src/index.ts';
import { startTestServer } from './test-server.ts';
import { users } from '../../server/src/modules/accounts/tables.ts';
import { problems } from '../../server/src/modules/problems/tables.ts';
import { judgeCases, submissions } from '../../server/src/modules/submissions/tables.ts';
import { submitForJudging } from '../../server/src/modules/submissions/judging.ts';
import { JudgeWorker } from '../src/index.ts';

const SECRET = 'demo-problems-test-secret';
const LANGUAGE = 'C++ 17 With O2';
const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'demo');
const UNFINISHED: number[] = [JudgeStatus.Pending, JudgeStatus.Compiling, JudgeStatus.Judging];

let server: RunningServer;
let worker: JudgeWorker;
let root: { uid: string; username: string };

const statusName = (status: number) => JUDGE_STATUS_NAMES[status as JudgeStatusCode] ?? String(status);

async function judged(submitId: number, timeoutMs = 110_000) {
  const db = server.database.db;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db.select().from(submissions).where(eq(submissions.submitId, submitId));
    if (!UNFINISHED.includes(row.status)) {
      const cases = await db.select().from(judgeCases).where(eq(judgeCases.submitId, submitId)).orderBy(asc(judgeCases.seq));
      return {
        row,
        cases,
        summary: `${statusName(row.status)} ${row.errorMessage ?? ''}\n${cases.map((c) => `#${c.seq} ${statusName(c.status)} ${c.message}`).join('\n')}`,
      };
    }
    if (Date.now() > deadline) throw new Error(`submission ${submitId} still ${statusName(row.status)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Submits the fixture to the demo problem with that display id and waits for its verdict. */
async function judge(problemId: string, fixture: string) {
  const db = server.database.db;
  const [problem] = await db.select({ id: problems.id }).from(problems).where(eq(problems.problemId, problemId));
  const code = fs.readFileSync(path.join(FIXTURES, fixture), 'utf8');
  const submitId = await submitForJudging(db, {
    pid: problem.id,
    displayPid: problemId,
    uid: root.uid,
    username: root.username,
    language: LANGUAGE,
    code,
  });
  return judged(submitId);
}

beforeAll(async () => {
  server = await startTestServer({ judgeSecret: SECRET, demo: true });
  [root] = await server.database.db.select().from(users).where(eq(users.username, 'root'));
  worker = new JudgeWorker({ server: server.url, secret: SECRET, concurrency: 1, name: 'demo', log: () => {} });
  await worker.start();
});

afterAll(async () => {
  await worker?.stop();
  await server?.close();
});

describe('reference solutions of the demo problems', () => {
  it.each([
    ['1000', 'a-plus-b.cpp', 9],
    ['1001', 'sort.cpp', 8],
    ['1002', 'derangement.cpp', 8],
    ['1004', 'guess-number.cpp', 8],
  ])('%s (%s) is Accepted on every case', async (problemId, fixture, caseCount) => {
    const { row, cases, summary } = await judge(problemId, fixture);
    expect(row.status, summary).toBe(JudgeStatus.Accepted);
    expect(
      cases.map((c) => statusName(c.status)),
      summary,
    ).toEqual(Array(caseCount).fill('Accepted'));
  });

  it('1003 (max-subarray.cpp, OI with subtasks) is Accepted with 100 points', async () => {
    const { row, cases, summary } = await judge('1003', 'max-subarray.cpp');
    expect(row.status, summary).toBe(JudgeStatus.Accepted);
    expect(row.score, summary).toBe(100);
    expect(cases.map((c) => c.groupNum)).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3]);
    expect(cases.every((c) => c.status === JudgeStatus.Accepted)).toBe(true);
  });
});

describe('wrong answers to the special-judge and interactive problems', () => {
  it('1002: the identity permutation is refused by the checker on every case', async () => {
    const { row, cases, summary } = await judge('1002', 'derangement-wrong.cpp');
    expect(row.status, summary).toBe(JudgeStatus.WrongAnswer);
    expect(
      cases.map((c) => statusName(c.status)),
      summary,
    ).toEqual(Array(8).fill('Wrong Answer'));
    expect(cases[0].message, summary).toContain('stays in its place');
  });

  it('1004: counting up runs out of questions, except for the secret 1', async () => {
    const { row, cases, summary } = await judge('1004', 'guess-number-wrong.cpp');
    expect(row.status, summary).toBe(JudgeStatus.WrongAnswer);
    expect(
      cases.map((c) => statusName(c.status)),
      summary,
    ).toEqual(['Accepted', ...Array(7).fill('Wrong Answer')]);
    expect(cases[1].message, summary).toContain('more than 30 questions');
  });
});
