// get-contest-list and the back office's contest list: site contests, paged.
import { and, asc, count, desc, eq, gt, ilike, isNull, lte, sql, type SQL } from 'drizzle-orm';
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
import { selectContests, toAdminContest, toListItem } from './rows.ts';
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

async function total(db: Db, condition: SQL | undefined): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(contests)
    .where(and(isNull(contests.gid), condition));
  return n;
}

/** Visible site contests: keyword on the title, status and type filters; each row with its registrations. */
export async function listContests(db: Db, query: ContestListQuery): Promise<PageResult<ContestListItem>> {
  const now = new Date();
  const condition = and(
    eq(contests.visible, true),
    keywordCondition(query.keyword),
    statusCondition(query.status, now),
    query.type !== undefined ? eq(contests.type, query.type) : undefined,
  );
  const [rows, n] = await Promise.all([
    selectContests(db, condition)
      .orderBy(statusRank(now), desc(contests.startTime), desc(contests.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    total(db, condition),
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
  const condition = keywordCondition(query.keyword);
  const [rows, n] = await Promise.all([
    selectContests(db, condition).orderBy(desc(contests.startTime), asc(contests.id)).limit(query.limit).offset(offsetOf(query)),
    total(db, condition),
  ]);
  return page(
    rows.map((r) => toAdminContest(r, isContestAdmin(user, r.contest))),
    n,
  );
}
