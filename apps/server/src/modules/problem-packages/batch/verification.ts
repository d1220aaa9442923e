// Verification of imported problems: each reference solution in a language we run is judged by a worker on
// every case, like a submission that counts nowhere; its latest verdict is read back per problem.
import { eq } from 'drizzle-orm';
import { type ProblemSolutionVerdicts, type VerifyJobResult, type VerifySolutionsStarted } from '@verdict/shared';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../plugins/app/errors.ts';
import { createVerifyJob, deleteJobs, findJobs } from '../../judge/index.ts';
import { notifyQueued } from '../../judge/index.ts';
import { hasOnlineWorker } from '../../judge/index.ts';
import { referenceSolutionsOf, solutionLanguageKey } from '../reference-solutions.ts';
import { findProblems } from '../../problems/index.ts';
import { referenceSolutions } from '../tables.ts';

/** The problems of a batch request, in pid order; 404 naming those that do not exist. */
async function batchProblems(db: Db, pids: number[]) {
  const rows = (await findProblems(db, pids)).map(({ id, problemId, title }) => ({ id, problemId, title }));
  const missing = pids.filter((pid) => !rows.some((r) => r.id === pid));
  if (missing.length) throw new AppError(404, 'Batch_problem_missing', { pids: missing.join(', ') });
  return rows;
}

/** Queues every runnable reference solution of the problems (replacing earlier verdicts) as user `uid`. */
export async function startVerification(db: Db, uid: string, pids: number[]): Promise<VerifySolutionsStarted> {
  await batchProblems(db, pids);
  if (!(await hasOnlineWorker(db))) throw new AppError(503, 'Batch_no_judge_server');
  const started = await db.transaction(async (tx) => {
    const solutions = await referenceSolutionsOf(tx, pids).for('update');
    await deleteJobs(
      tx,
      solutions.flatMap((s) => (s.verifyJobKey ? [s.verifyJobKey] : [])),
    );
    let queued = 0;
    for (const solution of solutions) {
      const language = solutionLanguageKey(solution);
      if (!language) continue;
      const key = await createVerifyJob(tx, uid, solution.pid, { language, code: solution.code });
      await tx.update(referenceSolutions).set({ verifyJobKey: key }).where(eq(referenceSolutions.id, solution.id));
      queued++;
    }
    return { queued, skipped: solutions.length - queued };
  });
  notifyQueued();
  return started;
}

/** The problems' reference solutions with their latest verdicts (status null: never verified). */
export async function solutionVerdicts(db: Db, pids: number[]): Promise<ProblemSolutionVerdicts[]> {
  const rows = await batchProblems(db, pids);
  const solutions = await referenceSolutionsOf(db, pids);
  const jobs = new Map(
    (
      await findJobs(
        db,
        solutions.flatMap((s) => (s.verifyJobKey ? [s.verifyJobKey] : [])),
      )
    ).map((j) => [j.key, j]),
  );
  return rows.map((p) => ({
    pid: p.id,
    problemId: p.problemId,
    title: p.title,
    solutions: solutions
      .filter((s) => s.pid === p.id)
      .map((s) => {
        const job = s.verifyJobKey ? jobs.get(s.verifyJobKey) : undefined;
        const result = job?.result as VerifyJobResult | null | undefined;
        return {
          id: s.id,
          sourceLanguage: s.sourceLanguage,
          language: s.language,
          status: job ? job.status : null,
          timeMs: result?.timeMs ?? null,
          memoryKb: result?.memoryKb ?? null,
          message: result?.message || null,
          verifiedAt: job?.finishedAt?.toISOString() ?? null,
        };
      }),
  }));
}
