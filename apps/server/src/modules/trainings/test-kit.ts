// Test kit of the trainings tests: a valid training form, creating one through the back office, problems
// added to it, judged submission rows, and a problem marked solved for a user (as the judge's settling leaves it).
import { JudgeStatus, type TrainingForm } from '@verdict/shared';
import type { TestApp } from '../../test/helper.ts';
import { call } from '../problems/admin-test-kit.ts';
import { syncAcceptedRow } from '../submissions/settle.ts';
import { submissions } from '../submissions/tables.ts';

export { call };

export const trainingForm = (overrides: Partial<TrainingForm> = {}): Partial<TrainingForm> => ({
  title: 'A training',
  description: 'What it teaches.',
  auth: 'Public',
  ...overrides,
});

export async function createTraining(t: TestApp, token: string, overrides: Partial<TrainingForm> = {}): Promise<number> {
  const res = await call(t, 'POST', '/api/admin/training', token, { training: trainingForm(overrides) });
  if (res.code !== 200) throw new Error(`create training failed: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

export async function addProblems(t: TestApp, token: string, tid: number, pids: number[]): Promise<void> {
  for (const pid of pids) {
    const res = await call(t, 'POST', '/api/admin/training/add-problem-from-public', token, { tid, pid });
    if (res.code !== 200) throw new Error(`add problem ${pid} failed: ${JSON.stringify(res.body)}`);
  }
}

type Submitter = { uid: string; username: string };
type SubmittedProblem = { id: number; problemId: string; gid?: number | null };

const submissionRow = (user: Submitter, problem: SubmittedProblem, status: number, timeMs: number | null = null, cid = 0) => ({
  pid: problem.id,
  displayPid: problem.problemId,
  uid: user.uid,
  username: user.username,
  language: 'C++ 17 With O2',
  status,
  timeMs,
  cid,
  gid: problem.gid ?? null,
});

/** user, problem, status, timeMs, cid. */
export type SubmissionArgs = Parameters<typeof submissionRow>;

/** A judged submission row (practice unless `cid`); later calls are later submissions. */
export async function submitted(t: TestApp, ...row: SubmissionArgs): Promise<void> {
  await t.db.insert(submissions).values(submissionRow(...row));
}

export async function solve(t: TestApp, user: Submitter, problem: SubmittedProblem): Promise<void> {
  const [row] = await t.db
    .insert(submissions)
    .values(submissionRow(user, problem, JudgeStatus.Accepted))
    .returning();
  await t.db.transaction((tx) => syncAcceptedRow(tx, row));
}
