// get-contest-list and the back office's contest list: site contests, paged; the same lists of one group's contests.
import { and, asc, count, desc, eq, gt, ilike, lte, sql, type SQL } from 'drizzle-orm';
import {
  ContestStatus,
  type AdminContest,
  type ContestListItem,
  type ContestListQuery,
  type ContestStatusCode,
  type PageResult,
  type Pagination,
} from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { containing } from '../../db/like-pattern.ts';
import { offsetOf, page } from '../../db/pagination.ts';
import type { Manager } from './admin-access.ts';
import { isContestAdmin } from './access.ts';
import { ownerCondition, selectContests, toAdminContest, toListItem, type ContestRecord } from './rows.ts';
import { contests } from './tables.ts';

const keywordCondition = (keyword: string | undefined) => (keyword ? ilike(contests.title, containing(keyword)) : undefined);

function statusCondition(status: ContestStatusCode | undefined, now: Date): SQL | undefined {
  switch (status) {
    case ContestStatus.Scheduled:
      return gt(contests.startTime, now);
    case ContestStatus.Running:
      return and(lte(contests.startTime, now), gt(contests.endTime, now));
    case ContestStatus.Ended:
      return lte(contests.endTime, now);
    default:
      return undefined;
  }
}

/** Scheduled, then running, then ended (reference §5.1). */
const statusRank = (now: Date) => {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`case when ${contests.startTime} > ${at} then 0 when ${contests.endTime} > ${at} then 1 else 2 end`;
};

async function total(db: Db, condition: SQL | undefined, gid: number | null): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(contests)
    .where(and(ownerCondition(gid), condition));
  return n;
}

/** Visible site contests: keyword on the title, status and type filters; each row with its registrations. */
export async function listContests(db: Db, query: ContestListQuery): Promise<PageResult<ContestListItem>> {
  return contestListPage(db, query, null, true);
}

/** A group's contests for its members: the visible ones, or every one for its admins (`withHidden`). */
export async function listGroupContests(
  db: Db,
  gid: number,
  query: Pagination & { keyword?: string },
  withHidden: boolean,
): Promise<PageResult<ContestListItem>> {
  return contestListPage(db, query, gid, !withHidden);
}

async function contestListPage(
  db: Db,
  query: Pagination & Partial<Pick<ContestListQuery, 'keyword' | 'status' | 'type'>>,
  gid: number | null,
  visibleOnly: boolean,
): Promise<PageResult<ContestListItem>> {
  const now = new Date();
  const condition = and(
    visibleOnly ? eq(contests.visible, true) : undefined,
    keywordCondition(query.keyword),
    statusCondition(query.status, now),
    query.type !== undefined ? eq(contests.type, query.type) : undefined,
  );
  const [rows, n] = await Promise.all([
    selectContests(db, condition, gid)
      .orderBy(statusRank(now), desc(contests.startTime), desc(contests.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    total(db, condition, gid),
  ]);
  return page(
    rows.map((r) => toListItem(r, now)),
    n,
  );
}

/** Every site contest, hidden ones too, newest start first; passwords only of the contests the caller may edit. */
export async function listAdminContests(
  db: Db,
  user: Manager,
  query: Pagination & { keyword?: string },
): Promise<PageResult<AdminContest>> {
  return adminListPage(db, query, null, (r) => isContestAdmin(user, r.contest));
}

/** Every contest of group `gid` for its admins (checked by the caller); `mayEdit` says whose passwords show. */
export async function listGroupAdminContests(
  db: Db,
  gid: number,
  query: Pagination & { keyword?: string },
  mayEdit: (record: ContestRecord) => boolean,
): Promise<PageResult<AdminContest>> {
  return adminListPage(db, query, gid, mayEdit);
}

async function adminListPage(
  db: Db,
  query: Pagination & { keyword?: string },
  gid: number | null,
  mayEdit: (record: ContestRecord) => boolean,
): Promise<PageResult<AdminContest>> {
  const condition = keywordCondition(query.keyword);
  const [rows, n] = await Promise.all([
    selectContests(db, condition, gid).orderBy(desc(contests.startTime), asc(contests.id)).limit(query.limit).offset(offsetOf(query)),
    total(db, condition, gid),
  ]);
  return page(
    rows.map((r) => toAdminContest(r, mayEdit(r))),
    n,
  );
}
