// The discussion lists (reference §9): a site's or a group's posts, normal ones (banned too in the admin lists),
// filtered by category, problem, keyword and "mine"; pinned first, then newest. The keyword is a substring of the
// title or description, or the author's whole username (any case), or the post's id: matching authors by substring
// would scan every user on every request (a site's users outnumber a page's posts by far).
import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Discussion, DiscussionListQuery, PageResult } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { containing } from '../../db/like-pattern.ts';
import { offsetOf, page } from '../../db/pagination.ts';
import { uidNamedSql } from '../accounts/index.ts';
import { findProblemByDisplayId } from '../problems/index.ts';
import { assertGroupAdmin } from '../membership/index.ts';
import { assertAreaOpen, moderates, NORMAL, openArea, type Poster, type Viewer } from './discussion-access.ts';
import { selectDiscussions, toDiscussion } from './discussion-rows.ts';
import { cachedTotal } from './discussion-totals.ts';
import { discussions } from './tables.ts';

export type ListFilter = Pick<DiscussionListQuery, 'currentPage' | 'limit' | 'keyword' | 'cid' | 'pid' | 'onlyMine'>;

/** Where the list looks: a group (or the site, null), and whether banned posts are in it. */
export interface ListScope {
  gid: number | null;
  withBanned: boolean;
}

function keywordCondition(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containing(keyword);
  return or(
    ilike(discussions.title, pattern),
    ilike(discussions.description, pattern),
    eq(discussions.uid, uidNamedSql(keyword)),
    /^\d{1,9}$/.test(keyword) ? eq(discussions.id, Number(keyword)) : undefined,
  );
}

/**
 * Pinned first, then newest. Where gid and status are fixed by the condition, the order names them too, so that
 * PostgreSQL reads discussions_list_idx (gid, status, top_priority, id) backwards and stops after the page: an
 * `is null` condition alone does not tell the planner that gid is constant. The admin lists (banned too) sort.
 */
function listOrder(scope: ListScope) {
  const pinnedNewest = [desc(discussions.topPriority), desc(discussions.id)];
  return scope.withBanned ? pinnedNewest : [desc(discussions.gid), desc(discussions.status), ...pinnedNewest];
}

export async function discussionPage(db: Db, filter: ListFilter, scope: ListScope, viewer: Viewer): Promise<PageResult<Discussion>> {
  if (filter.onlyMine && viewer === null) return page([], 0);
  let problemId: number | undefined;
  if (filter.pid) {
    const problem = await findProblemByDisplayId(db, filter.pid);
    if (!problem) return page([], 0);
    problemId = problem.id;
  }
  const mine = filter.onlyMine && viewer !== null ? viewer.uid : undefined;
  const condition = and(
    scope.gid === null ? isNull(discussions.gid) : eq(discussions.gid, scope.gid),
    scope.withBanned ? undefined : eq(discussions.status, NORMAL),
    filter.cid ? eq(discussions.categoryId, filter.cid) : undefined,
    problemId !== undefined ? eq(discussions.problemId, problemId) : undefined,
    mine ? eq(discussions.uid, mine) : undefined,
    keywordCondition(filter.keyword),
  );
  const totalKey = JSON.stringify([scope, filter.cid, problemId, mine, filter.keyword]);
  const [rows, total] = await Promise.all([
    selectDiscussions(db, viewer, condition)
      .orderBy(...listOrder(scope))
      .limit(filter.limit)
      .offset(offsetOf(filter)),
    cachedTotal(db, totalKey, async () => (await db.select({ n: count() }).from(discussions).where(condition))[0].n),
  ]);
  return page(rows.map(toDiscussion), total);
}

/** get-discussion-list: the area open to the viewer; banned posts too when a moderator asks for them (admin=true). */
export async function visibleDiscussionPage(db: Db, query: DiscussionListQuery, viewer: Viewer): Promise<PageResult<Discussion>> {
  await openArea(db, query.gid, viewer);
  const withBanned = query.admin && (await moderates(db, query.gid, viewer));
  return discussionPage(db, query, { gid: query.gid, withBanned }, viewer);
}

/** The group admins' table (levels 4–5 and the site root): every post of the group, banned ones too. */
export async function groupAdminDiscussionPage(db: Db, gid: number, filter: ListFilter, viewer: Poster): Promise<PageResult<Discussion>> {
  await assertAreaOpen(db, gid);
  await assertGroupAdmin(db, gid, viewer);
  return discussionPage(db, filter, { gid, withBanned: true }, viewer);
}
