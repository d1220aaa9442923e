// Training administration: one training for the form, create, update, delete and the visibility switch.
import { and, eq, isNull } from 'drizzle-orm';
import type { AdminTraining, TrainingForm } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../plugins/app/errors.ts';
import { editableTraining, type Manager } from './admin-access.ts';
import { assertCategoryExists } from './categories.ts';
import { selectTrainings, toAdminTraining } from './rows.ts';
import { trainingRegistrations, trainings } from './tables.ts';

/** The stored values of the form: a Public training keeps no password. */
async function storedValues(tx: Tx, form: TrainingForm) {
  if (form.categoryId) await assertCategoryExists(tx, form.categoryId);
  return {
    rank: form.rank,
    title: form.title,
    description: form.description,
    auth: form.auth,
    privatePwd: form.auth === 'Public' ? null : form.privatePwd!,
    status: form.status,
    categoryId: form.categoryId ?? null,
  };
}

export async function getAdminTraining(db: Db, user: Manager, tid: number): Promise<AdminTraining> {
  await editableTraining(db, user, tid);
  const [row] = await selectTrainings(db, user, eq(trainings.id, tid));
  return toAdminTraining(row);
}

export async function createTraining(db: Db, user: Manager, form: TrainingForm): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(trainings)
      .values({ ...(await storedValues(tx, form)), uid: user.uid, author: user.username })
      .returning({ id: trainings.id });
    return row;
  });
}

/** A new password, or going Public, ends every registration (reference §7): users register again. */
export async function updateTraining(db: Db, user: Manager, tid: number, form: TrainingForm): Promise<void> {
  await db.transaction(async (tx) => {
    const training = await editableTraining(tx, user, tid);
    const values = await storedValues(tx, form);
    await tx.update(trainings).set({ ...values, gmtModified: new Date() }).where(eq(trainings.id, tid));
    if (values.privatePwd !== training.privatePwd) await tx.delete(trainingRegistrations).where(eq(trainingRegistrations.tid, tid));
  });
}

export async function changeTrainingStatus(db: Db, user: Manager, tid: number, status: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await editableTraining(tx, user, tid);
    await tx.update(trainings).set({ status, gmtModified: new Date() }).where(eq(trainings.id, tid));
  });
}

/** Root only (the route's guard); its problem links and registrations go with it. */
export async function deleteTraining(db: Db, tid: number): Promise<void> {
  const deleted = await db.transaction((tx) => tx.delete(trainings).where(and(eq(trainings.id, tid), isNull(trainings.gid))).returning({ id: trainings.id }));
  if (!deleted.length) throw notFound('Training_not_found');
}
