// A training's chapters as lists (docs/trainings-chapters.md): the user view (its visible chapters, hidden ones too
// for its managers, under get-training-detail's rules), the admin pages' list (every chapter with the form's
// fields, for whoever reads the training's form) and the chapter rank's columns.
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { AdminTraining, PageResult, Pagination, TrainingListItem } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { managesTraining, visibleTraining, type Caller } from './access.ts';
import type { TrainingAdmin } from './admin-access.ts';
import { withChapters } from './chapter-admin.ts';
import { keywordCondition, trainingPage } from './list.ts';
import { toAdminTraining, toListItem } from './rows.ts';
import { trainings } from './tables.ts';

const chaptersOf = (tid: number, condition?: SQL) => and(eq(trainings.parentId, tid), condition);

/** get-training-chapter-list: 404 unknown or hidden training, 401/403 a group's to outsiders; none unless split. */
export async function trainingChapterList(
  db: Db,
  query: Pagination & { tid: number },
  viewer: Caller,
): Promise<PageResult<TrainingListItem>> {
  const training = await visibleTraining(db, query.tid, viewer);
  const withHidden = await managesTraining(db, viewer, training);
  return trainingPage(db, viewer, chaptersOf(training.id, withHidden ? undefined : eq(trainings.status, true)), query, toListItem);
}

/** The admin pages' chapter list of a training: every chapter, by title or author keyword. */
export async function listAdminChapters(
  db: Db,
  admin: TrainingAdmin,
  query: Pagination & { trainingId: number; keyword?: string },
): Promise<PageResult<AdminTraining>> {
  await withChapters(admin).formOf(db, query.trainingId);
  return trainingPage(db, admin.user, chaptersOf(query.trainingId, keywordCondition(query.keyword)), query, toAdminTraining);
}

/** The training's visible chapters in order (rank, id). */
export function visibleChapters(db: Db, tid: number) {
  return db
    .select({ id: trainings.id, title: trainings.title })
    .from(trainings)
    .where(chaptersOf(tid, eq(trainings.status, true)))
    .orderBy(asc(trainings.rank), asc(trainings.id));
}
