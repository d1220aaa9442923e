// Group problems applying to be public (reference §8 "Apply public"): the progress column's writes and the review
// list. Approval moves the problem out of its group into the public bank (gid cleared, the display id keeps the
// group's prefix): the public list, the problem page and the random pick read "auth 1, no group", and a disbanded
// group deletes only the problems still carrying its gid, so a published problem outlives its group.
import { and, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { ApplyPublicProgress, type Pagination } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { containing } from '../../db/like-pattern.ts';
import { offsetOf } from '../../db/pagination.ts';
import { problemListChanged } from './list-cache.ts';
import { problems } from './tables.ts';
import { ProblemAuth } from './visibility.ts';

/**
 * Sets the progress if it is still `from` (null: none); false when another request changed it first. Only a
 * problem still in a group: a published one is never sent back.
 */
export async function moveApplyProgress(tx: Db | Tx, pid: number, from: number | null, to: number | null): Promise<boolean> {
  const rows = await tx
    .update(problems)
    .set({ applyPublicProgress: to })
    .where(
      and(
        eq(problems.id, pid),
        isNotNull(problems.gid),
        from === null ? sql`${problems.applyPublicProgress} is null` : eq(problems.applyPublicProgress, from),
      ),
    )
    .returning({ id: problems.id });
  problemListChanged();
  return rows.length > 0;
}

/**
 * Publishes a group problem whose progress is `from`: it leaves its group (gid cleared, the prefixed display id
 * kept) with progress 2; a problem a group contest holds (auth 3) stays contest-only until the contest lets it go,
 * any other becomes public (auth 1). False when another request changed it first.
 */
export async function publishGroupProblem(tx: Tx, pid: number, from: number): Promise<boolean> {
  const rows = await tx
    .update(problems)
    .set({
      gid: null,
      applyPublicProgress: ApplyPublicProgress.Public,
      auth: sql`case when ${problems.auth} = ${ProblemAuth.ContestOnly} then ${problems.auth} else ${ProblemAuth.Public} end`,
      gmtModified: new Date(),
    })
    .where(and(eq(problems.id, pid), isNotNull(problems.gid), eq(problems.applyPublicProgress, from)))
    .returning({ id: problems.id });
  problemListChanged();
  return rows.length > 0;
}

export interface ApplyPublicQuery extends Pagination {
  keyword?: string;
  gid?: number;
  progress?: number;
}

/** Problems that ever applied (progress set): applying ones first, then newest first; keyword over display id and title. */
export async function applyPublicPage(db: Db, query: ApplyPublicQuery) {
  const where: SQL = and(
    isNotNull(problems.applyPublicProgress),
    query.progress !== undefined ? eq(problems.applyPublicProgress, query.progress) : undefined,
    query.gid !== undefined ? eq(problems.gid, query.gid) : undefined,
    query.keyword ? or(ilike(problems.problemId, containing(query.keyword)), ilike(problems.title, containing(query.keyword))) : undefined,
  )!;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        pid: problems.id,
        problemId: problems.problemId,
        title: problems.title,
        gid: problems.gid,
        author: problems.author,
        uid: problems.uid,
        applyPublicProgress: problems.applyPublicProgress,
        gmtModified: problems.gmtModified,
      })
      .from(problems)
      .where(where)
      .orderBy(sql`(${problems.applyPublicProgress} = ${ApplyPublicProgress.Applying}) desc`, desc(problems.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(problems).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, applyPublicProgress: r.applyPublicProgress! })), total };
}
