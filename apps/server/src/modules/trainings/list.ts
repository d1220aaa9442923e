// get-training-list, the group training lists and the back office's training list: one scope's trainings (site
// ones, gid null, or one group's) in rank order, paged.
import { and, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminTraining, PageResult, Pagination, TrainingListItem, TrainingListQuery, TrainingSource } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { offsetOf, page } from '../../db/pagination.ts';
import { containing } from '../../db/like-pattern.ts';
import type { Caller } from './access.ts';
import { selectTrainings, toAdminTraining, toListItem } from './rows.ts';
import { trainingScope } from './scope.ts';
import { trainingFavorites, trainings } from './tables.ts';

/** The sources get-training-list serves: the back office's trainings and the users' visible personal ones. */
const LISTED_SOURCES: readonly TrainingSource[] = ['official', 'personal'];

function sourcesOf(source: string | undefined): readonly TrainingSource[] {
  if (source === undefined) return LISTED_SOURCES;
  const wanted = source.toLowerCase();
  return LISTED_SOURCES.filter((s) => s === wanted);
}

const favoriteOf = (viewer: Caller) =>
  viewer === null
    ? sql`false`
    : sql`exists (select 1 from ${trainingFavorites} where ${trainingFavorites.tid} = ${trainings.id} and ${trainingFavorites.uid} = ${viewer.uid})`;

export const keywordCondition = (keyword: string | undefined) =>
  keyword ? or(ilike(trainings.title, containing(keyword)), ilike(trainings.author, containing(keyword))) : undefined;

export type Wire<T> = (row: Awaited<ReturnType<typeof selectTrainings>>[number]) => T;

/** The trainings where `condition` holds, in list order, paged. */
export async function trainingPage<T>(
  db: Db,
  viewer: Caller,
  condition: SQL | undefined,
  paging: Pagination,
  wire: Wire<T>,
): Promise<PageResult<T>> {
  const [rows, [{ total }]] = await Promise.all([
    selectTrainings(db, viewer, condition).limit(paging.limit).offset(offsetOf(paging)),
    db.select({ total: count() }).from(trainings).where(condition),
  ]);
  return page(rows.map(wire), total);
}

function pageOf<T>(
  db: Db,
  viewer: Caller,
  gid: number | null,
  condition: SQL | undefined,
  paging: Pagination,
  wire: Wire<T>,
): Promise<PageResult<T>> {
  // Chapters are listed only inside their training (get-training-chapter-list).
  return trainingPage(db, viewer, and(trainingScope(gid), isNull(trainings.parentId), condition), paging, wire);
}

/** Visible site trainings, filtered by source, keyword (title or author), category, auth and the caller's favourites. */
export async function listTrainings(db: Db, query: TrainingListQuery, viewer: Caller): Promise<PageResult<TrainingListItem>> {
  const sources = sourcesOf(query.source);
  if (!sources.length) return page([], 0);
  const condition = and(
    eq(trainings.status, true),
    inArray(trainings.source, [...sources]),
    query.onlyFavorite ? favoriteOf(viewer) : undefined,
    keywordCondition(query.keyword),
    query.categoryId !== undefined ? eq(trainings.categoryId, query.categoryId) : undefined,
    query.auth !== undefined ? eq(trainings.auth, query.auth) : undefined,
  );
  return pageOf(db, viewer, null, condition, query, toListItem);
}

/** Every site training of the back office, hidden ones too (personal trainings have their own pages). */
export async function listAdminTrainings(
  db: Db,
  query: Pagination & { keyword?: string },
  viewer: Caller,
): Promise<PageResult<AdminTraining>> {
  return pageOf(db, viewer, null, and(eq(trainings.source, 'official'), keywordCondition(query.keyword)), query, toAdminTraining);
}

/** Personal trainings (chapters aside), hidden ones too: `owner`'s, or everyone's when null (root). */
export async function listPersonalTrainings(
  db: Db,
  query: Pagination & { keyword?: string },
  viewer: Caller,
  owner: string | null,
): Promise<PageResult<AdminTraining>> {
  const condition = and(
    eq(trainings.source, 'personal'),
    owner === null ? undefined : eq(trainings.uid, owner),
    keywordCondition(query.keyword),
  );
  return pageOf(db, viewer, null, condition, query, toAdminTraining);
}

/** A group's trainings for its members: the visible ones, hidden ones too when `withHidden` (its admins). */
export async function listGroupTrainings(
  db: Db,
  gid: number,
  query: Pagination & { keyword?: string },
  viewer: Caller,
  withHidden: boolean,
): Promise<PageResult<TrainingListItem>> {
  return pageOf(
    db,
    viewer,
    gid,
    and(withHidden ? undefined : eq(trainings.status, true), keywordCondition(query.keyword)),
    query,
    toListItem,
  );
}

/** Every training of the group, for its admin pages. */
export async function listGroupAdminTrainings(
  db: Db,
  gid: number,
  query: Pagination & { keyword?: string },
  viewer: Caller,
): Promise<PageResult<AdminTraining>> {
  return pageOf(db, viewer, gid, keywordCondition(query.keyword), query, toAdminTraining);
}
