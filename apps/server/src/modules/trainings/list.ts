// get-training-list and the back office's training list: site trainings in rank order, paged.
import { and, count, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { AdminTraining, PageResult, Pagination, TrainingListItem, TrainingListQuery } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { offsetOf, page } from '../../db/pagination.ts';
import { containing } from '../../db/like-pattern.ts';
import type { Caller } from './access.ts';
import { selectTrainings, toAdminTraining, toListItem } from './rows.ts';
import { trainings } from './tables.ts';

/** The only source that exists so far: site-wide trainings. */
const OFFICIAL_SOURCE = 'official';

const keywordCondition = (keyword: string | undefined) =>
  keyword ? or(ilike(trainings.title, containing(keyword)), ilike(trainings.author, containing(keyword))) : undefined;

async function pageOf<T>(db: Db, viewer: Caller, condition: SQL | undefined, paging: Pagination, wire: (row: Awaited<ReturnType<typeof selectTrainings>>[number]) => T): Promise<PageResult<T>> {
  const siteCondition = and(isNull(trainings.gid), condition);
  const [rows, [{ total }]] = await Promise.all([
    selectTrainings(db, viewer, condition).limit(paging.limit).offset(offsetOf(paging)),
    db.select({ total: count() }).from(trainings).where(siteCondition),
  ]);
  return page(rows.map(wire), total);
}

/** Visible site trainings, filtered by keyword (title or author), category and auth. */
export async function listTrainings(db: Db, query: TrainingListQuery, viewer: Caller): Promise<PageResult<TrainingListItem>> {
  if (query.source !== undefined && query.source.toLowerCase() !== OFFICIAL_SOURCE) return page([], 0);
  const condition = and(
    eq(trainings.status, true),
    keywordCondition(query.keyword),
    query.categoryId !== undefined ? eq(trainings.categoryId, query.categoryId) : undefined,
    query.auth !== undefined ? eq(trainings.auth, query.auth) : undefined,
  );
  return pageOf(db, viewer, condition, query, toListItem);
}

/** Every site training, hidden ones too. */
export async function listAdminTrainings(db: Db, query: Pagination & { keyword?: string }, viewer: Caller): Promise<PageResult<AdminTraining>> {
  return pageOf(db, viewer, keywordCondition(query.keyword), query, toAdminTraining);
}
