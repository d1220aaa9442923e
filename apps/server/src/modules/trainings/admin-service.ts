// Training administration: one training for the form, create, update, delete and the visibility switch, under
// the rules of a TrainingAdmin (the back office's or a group's).
import { eq } from 'drizzle-orm';
import type { AdminTraining, TrainingForm } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import type { TrainingAdmin } from './admin-access.ts';
import { assertCategoryExists } from './categories.ts';
import { chapterValues, withChapters } from './chapter-admin.ts';
import { selectTrainings, toAdminTraining } from './rows.ts';
import { trainingCategories, trainingRegistrations, trainings } from './tables.ts';

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

export async function getAdminTraining(db: Db, admin: TrainingAdmin, tid: number): Promise<AdminTraining> {
  await withChapters(admin).formOf(db, tid);
  const [row] = await selectTrainings(db, admin.user, eq(trainings.id, tid));
  return toAdminTraining(row);
}

export async function createTraining(db: Db, admin: TrainingAdmin, form: TrainingForm): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    // A chapter is its training's (chapterValues checks the caller manages it): it counts against no creation limit.
    const chapter = form.parentId ? await chapterValues(tx, admin, form.parentId) : null;
    if (!chapter) await admin.assertMayCreate(tx);
    const [row] = await tx
      .insert(trainings)
      .values({
        ...(await storedValues(tx, form)),
        uid: admin.user.uid,
        author: admin.user.username,
        gid: admin.gid,
        source: admin.source ?? 'official',
        hasChapter: form.hasChapter,
        ...chapter,
      })
      .returning({ id: trainings.id });
    return row;
  });
}

/** A new password, or going Public, ends every registration (reference §7): users register again. */
export async function updateTraining(db: Db, admin: TrainingAdmin, tid: number, form: TrainingForm): Promise<void> {
  await db.transaction(async (tx) => {
    const training = await withChapters(admin).editable(tx, tid);
    const values = { ...(await storedValues(tx, form)), ...(training.parentId !== null && { categoryId: null }) };
    await tx
      .update(trainings)
      .set({ ...values, gmtModified: new Date() })
      .where(eq(trainings.id, tid));
    if (values.privatePwd !== training.privatePwd) await tx.delete(trainingRegistrations).where(eq(trainingRegistrations.tid, tid));
  });
}

export async function changeTrainingStatus(db: Db, admin: TrainingAdmin, tid: number, status: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await withChapters(admin).editable(tx, tid);
    await tx.update(trainings).set({ status, gmtModified: new Date() }).where(eq(trainings.id, tid));
  });
}

/** Its problem links, registrations and chapters go with it. */
export async function deleteTraining(db: Db, admin: TrainingAdmin, tid: number): Promise<void> {
  await db.transaction(async (tx) => {
    await withChapters(admin).editable(tx, tid);
    await tx.delete(trainings).where(eq(trainings.id, tid));
  });
}

/** A disbanded group's trainings (links and registrations go by cascade) and training categories, in its transaction. */
export async function deleteGroupTrainings(tx: Tx, gid: number): Promise<void> {
  await tx.delete(trainings).where(eq(trainings.gid, gid));
  await tx.delete(trainingCategories).where(eq(trainingCategories.gid, gid));
}
