// get-training-detail, get-training-access and register-training.
import { eq } from 'drizzle-orm';
import type { TrainingDetail } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../plugins/app/errors.ts';
import { spendGuess } from '../accounts/index.ts';
import type { ResolvedSession } from '../accounts/index.ts';
import { hasTrainingAccess, visibleTraining, type Caller } from './access.ts';
import { selectTrainings, toDetail } from './rows.ts';
import { trainingRegistrations, trainings } from './tables.ts';

export async function trainingDetail(db: Db, tid: number, viewer: Caller): Promise<TrainingDetail> {
  await visibleTraining(db, tid, viewer);
  const [row] = await selectTrainings(db, viewer, eq(trainings.id, tid));
  if (!row) throw notFound('Training_not_found');
  return toDetail(row);
}

export async function trainingAccess(db: Db, tid: number, caller: ResolvedSession): Promise<{ access: boolean }> {
  const training = await visibleTraining(db, tid, caller);
  return { access: await hasTrainingAccess(db, training, caller) };
}

/** Registers the caller for a private training with its password (plain, as the reference compares it; guesses limited). */
export async function registerTraining(db: Db, caller: ResolvedSession, request: { tid: number; password: string }): Promise<void> {
  const training = await visibleTraining(db, request.tid, caller);
  if (training.auth !== 'Private') throw badRequest('Training_not_private');
  await spendGuess(
    db,
    { kind: 'training', id: training.id, uid: caller.uid },
    training.privatePwd === request.password,
    'Training_password_wrong',
  );
  const inserted = await db.insert(trainingRegistrations).values({ tid: training.id, uid: caller.uid }).onConflictDoNothing().returning();
  if (!inserted.length) throw badRequest('Training_already_registered');
}
