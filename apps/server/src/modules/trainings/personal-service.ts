// Personal trainings: the back office's services under personalTrainingAdmin, plus what is personal — at most
// TRAINING_LIMITS.personalMax of them per user (admin roles unlimited; chapters not counted), created hidden, and
// visibility changed only by its own call.
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { isAdminRole, isSuperAdmin, TRAINING_LIMITS, type TrainingForm } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest } from '../../plugins/app/errors.ts';
import type { Manager } from './admin-access.ts';
import { createTraining, updateTraining } from './admin-service.ts';
import { listPersonalTrainings } from './list.ts';
import { personalTrainingAdmin } from './personal-access.ts';
import { trainings } from './tables.ts';

/** Serialises one user's personal creations, so that concurrent ones cannot pass the limit together. */
const PERSONAL_CREATE_LOCK = 7_726_451;

async function assertUnderLimit(tx: Tx, user: Manager): Promise<void> {
  if (isAdminRole(user.role)) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${PERSONAL_CREATE_LOCK}::int, hashtext(${user.uid}))`);
  const [{ owned }] = await tx
    .select({ owned: count() })
    .from(trainings)
    .where(and(eq(trainings.source, 'personal'), eq(trainings.uid, user.uid), isNull(trainings.parentId)));
  if (owned >= TRAINING_LIMITS.personalMax) throw badRequest('Personal_training_limit');
}

/** A personal training (hidden until its author shows it, no category), or with parentId a chapter of one. */
export async function createPersonalTraining(db: Db, user: Manager, form: TrainingForm): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    if (!form.parentId) await assertUnderLimit(tx, user);
    const values = form.parentId ? form : { ...form, status: false };
    return createTraining(tx, personalTrainingAdmin(user), { ...values, categoryId: null });
  });
}

/** Saves the form; the visibility stays as it is (change-status switches it). */
export async function updatePersonalTraining(db: Db, user: Manager, tid: number, form: TrainingForm): Promise<void> {
  await db.transaction(async (tx) => {
    const admin = personalTrainingAdmin(user);
    const current = await admin.editable(tx, tid);
    await updateTraining(tx, admin, tid, { ...form, status: current.status, categoryId: null });
  });
}

/** The caller's personal trainings; root's page lists everyone's. */
export const listMyPersonalTrainings = (db: Db, user: Manager, query: Parameters<typeof listPersonalTrainings>[1]) =>
  listPersonalTrainings(db, query, user, isSuperAdmin(user.role) ? null : user.uid);
