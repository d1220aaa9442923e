// Submitting inside a training (reference §5 "Training: visible training, training access"): the submissions
// module calls this before judging the problem as a common submission with the training's id on the row.
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app/errors.ts';
import { assertTrainingAccess, visibleTraining, type Caller } from './access.ts';
import { trainingHasProblem } from './problems.ts';

/** 404 unknown or hidden training, 403 without access, 404 a problem outside the training. */
export async function checkTrainingSubmission(db: Db, tid: number, pid: number, caller: NonNullable<Caller>): Promise<void> {
  const training = await visibleTraining(db, tid, caller, 'Submission_training_not_found');
  await assertTrainingAccess(db, training, caller, 'Submission_training_no_access');
  if (!(await trainingHasProblem(db, tid, pid))) throw notFound('Submission_training_problem_not_found');
}
