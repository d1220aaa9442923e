// The submission list (status page): non-contest submissions, newest first, over the problems the caller
// can see. Filters: onlyMine (login), status, username (admin roles), problemID (display id, exact with
// completeProblemID, else a substring), gid (a group's submissions, for its members and the site root).
import { and, count, desc, eq, getTableColumns, isNull, lt, or, type SQL } from 'drizzle-orm';
import { isAdminRole, type PageResult, type Pagination, type Submission, type SubmissionListQuery } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { offsetOf, page } from '../../db/pagination.ts';
import { forbidden, notFound, unauthorized } from '../../plugins/app/errors.ts';
import { userField } from '../accounts/index.ts';
import { knownProblemField, problemIdCondition, problemMeets } from '../problems/index.ts';
import { isGroupAdmin, isGroupMember } from '../membership/index.ts';
import { visibleProblemCondition, type Viewer } from './access.ts';
import { toSubmission } from './rows.ts';
import { submissions } from './tables.ts';

/** Every column but the code, which a list never shows. */
const { code: _code, ...listColumns } = getTableColumns(submissions);

/** Outside groups: the problems the caller can see. A group's submissions: for its members; 404 for others. */
async function scopeConditions(db: Db, viewer: Viewer | null, gid: number | undefined): Promise<SQL[]> {
  if (gid === undefined) return [isNull(submissions.gid), problemMeets(submissions.pid, visibleProblemCondition(viewer))];
  if (!(await isGroupMember(db, gid, viewer))) throw notFound('Submission_group_not_found');
  return [eq(submissions.gid, gid)];
}

async function listConditions(db: Db, viewer: Viewer | null, query: SubmissionListQuery): Promise<SQL[]> {
  const admin = viewer !== null && isAdminRole(viewer.role);
  const conditions: SQL[] = [eq(submissions.cid, 0), ...(await scopeConditions(db, viewer, query.gid))];
  if (query.onlyMine) {
    if (!viewer) throw unauthorized();
    conditions.push(eq(submissions.uid, viewer.uid));
  } else if (query.username !== undefined) {
    if (!admin) throw forbidden('Submission_username_filter_admin_only');
    conditions.push(eq(submissions.username, query.username));
  }
  if (query.status !== undefined) conditions.push(eq(submissions.status, query.status));
  if (query.problemID !== undefined) {
    conditions.push(problemMeets(submissions.pid, problemIdCondition(query.problemID, query.completeProblemID === true)));
  }
  return conditions;
}

export async function listSubmissions(db: Db, viewer: Viewer | null, query: SubmissionListQuery): Promise<PageResult<Submission>> {
  const conditions = await listConditions(db, viewer, query);
  // Real names: the admin roles, and a group's admins in its list.
  const showRealname =
    (viewer !== null && isAdminRole(viewer.role)) || (query.gid !== undefined && (await isGroupAdmin(db, query.gid, viewer)));
  return submissionPage(db, and(...conditions)!, query, showRealname);
}

/** A page of submissions where `where` (over submissions), newest first; the contests module lists its own through it. */
export async function submissionPage(db: Db, where: SQL, paging: Pagination, showRealname: boolean): Promise<PageResult<Submission>> {
  const [{ total }] = await db.select({ total: count() }).from(submissions).where(where);
  const rows = await db
    .select({
      submission: listColumns,
      title: knownProblemField(submissions.pid, 'title'),
      realname: userField(submissions.uid, 'realname'),
    })
    .from(submissions)
    .where(where)
    .orderBy(desc(submissions.submitId))
    .limit(paging.limit)
    .offset(offsetOf(paging));
  return page(
    rows.map((r) => toSubmission(r.submission, r.title, { realname: showRealname ? r.realname : null })),
    total,
  );
}

/** A contest's submissions for contest-submissions: its filters (the problem by its contest display id, exact); while
 * sealed, the rows before the seal and the viewer's own. */
export function contestSubmissionPage(
  db: Db,
  cid: number,
  filters: { uid?: string; displayPid?: string; username?: string; status?: number; sealed?: { from: Date; ownUid: string } },
  paging: Pagination,
  showRealname: boolean,
): Promise<PageResult<Submission>> {
  const where = and(
    eq(submissions.cid, cid),
    filters.sealed ? or(lt(submissions.submitTime, filters.sealed.from), eq(submissions.uid, filters.sealed.ownUid)) : undefined,
    filters.uid !== undefined ? eq(submissions.uid, filters.uid) : undefined,
    filters.displayPid !== undefined ? eq(submissions.displayPid, filters.displayPid) : undefined,
    filters.username !== undefined ? eq(submissions.username, filters.username) : undefined,
    filters.status !== undefined ? eq(submissions.status, filters.status) : undefined,
  )!;
  return submissionPage(db, where, paging, showRealname);
}
