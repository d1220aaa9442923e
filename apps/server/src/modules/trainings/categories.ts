// Training categories (site ones, gid null): listed for everyone, managed by root and problem admins.
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { TrainingCategory } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../plugins/app/errors.ts';
import { trainingCategories } from './tables.ts';

const categoryColumns = { id: trainingCategories.id, name: trainingCategories.name, color: trainingCategories.color };
const siteCategory = (id: number) => and(eq(trainingCategories.id, id), isNull(trainingCategories.gid));

export async function listTrainingCategories(db: Db): Promise<TrainingCategory[]> {
  return db.select(categoryColumns).from(trainingCategories).where(isNull(trainingCategories.gid)).orderBy(asc(trainingCategories.id));
}

/** 404 unless the site category exists. */
export async function assertCategoryExists(db: Db, id: number): Promise<void> {
  const [row] = await db.select({ id: trainingCategories.id }).from(trainingCategories).where(siteCategory(id));
  if (!row) throw notFound('Training_category_not_found');
}

async function assertNameFree(tx: Tx, name: string, exceptId?: number): Promise<void> {
  const [clash] = await tx
    .select({ id: trainingCategories.id })
    .from(trainingCategories)
    .where(
      and(eq(trainingCategories.name, name), isNull(trainingCategories.gid), exceptId ? ne(trainingCategories.id, exceptId) : undefined),
    );
  if (clash) throw badRequest('Training_category_exists', { name });
}

export async function createTrainingCategory(db: Db, form: { name: string; color: string }): Promise<TrainingCategory> {
  return db.transaction(async (tx) => {
    await assertNameFree(tx, form.name);
    const [row] = await tx.insert(trainingCategories).values(form).returning(categoryColumns);
    return row;
  });
}

export async function updateTrainingCategory(db: Db, form: { id: number; name: string; color: string }): Promise<TrainingCategory> {
  return db.transaction(async (tx) => {
    await assertNameFree(tx, form.name, form.id);
    const [row] = await tx
      .update(trainingCategories)
      .set({ name: form.name, color: form.color, gmtModified: new Date() })
      .where(siteCategory(form.id))
      .returning(categoryColumns);
    if (!row) throw notFound('Training_category_not_found');
    return row;
  });
}

/** Its trainings keep going without a category (the foreign key sets it null). */
export async function deleteTrainingCategory(db: Db, id: number): Promise<void> {
  const deleted = await db.transaction((tx) =>
    tx.delete(trainingCategories).where(siteCategory(id)).returning({ id: trainingCategories.id }),
  );
  if (!deleted.length) throw notFound('Training_category_not_found');
}
