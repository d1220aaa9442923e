// A personal training's chapters for its author's pages: hidden ones too, in chapter order, keyword over the title.
import { and, count, eq, ilike } from 'drizzle-orm';
import type { AdminTraining, PageResult, Pagination } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { containing } from '../../db/like-pattern.ts';
import { offsetOf, page } from '../../db/pagination.ts';
import type { TrainingAdmin } from './admin-access.ts';
import { selectTrainings, toAdminTraining } from './rows.ts';
import { trainings } from './tables.ts';

export async function listPersonalChapters(
  db: Db,
  admin: TrainingAdmin,
  query: Pagination & { trainingId: number; keyword?: string },
): Promise<PageResult<AdminTraining>> {
  await admin.listOf(db, query.trainingId);
  const condition = and(
    eq(trainings.parentId, query.trainingId),
    query.keyword ? ilike(trainings.title, containing(query.keyword)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    selectTrainings(db, admin.user, condition).limit(query.limit).offset(offsetOf(query)),
    db.select({ total: count() }).from(trainings).where(condition),
  ]);
  return page(rows.map(toAdminTraining), total);
}
