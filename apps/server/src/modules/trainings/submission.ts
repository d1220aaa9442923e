// Submitting inside a training (reference §5 "Training: visible training, training access"): the submissions
// module calls this before judging the problem as a common submission with the training's id on the row. In a
// training split into chapters the problem must be in one of its visible chapters that the caller opens.
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../plugins/app/errors.ts';
import { assertTrainingAccess, hasTrainingAccess, visibleTraining, type Caller } from './access.ts';
import { trainingHasProblem, visibleChaptersHolding } from './problems.ts';

async function assertInOpenChapter(db: Db, tid: number, pid: number, caller: NonNullable<Caller>): Promise<void> {
  const chapters = await visibleChaptersHolding(db, tid, pid);
  if (!chapters.length) throw notFound('Submission_training_problem_not_found');
  for (const chapter of chapters) if (await hasTrainingAccess(db, chapter, caller)) return;
  throw forbidden('Submission_training_no_access');
}

/** 404 unknown or hidden training, 403 without access, 404 a problem outside the training. */
export async function checkTrainingSubmission(db: Db, tid: number, pid: number, caller: NonNullable<Caller>): Promise<void> {
  const training = await visibleTraining(db, tid, caller, 'Submission_training_not_found');
  await assertTrainingAccess(db, training, caller, 'Submission_training_no_access');
  if (training.hasChapter) return assertInOpenChapter(db, tid, pid, caller);
  if (!(await trainingHasProblem(db, tid, pid))) throw notFound('Submission_training_problem_not_found');
}
