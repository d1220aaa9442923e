// The ACM AC info (balloons; spec 001 §3, §4; reference §5.8): each user's first AC per problem, unchecked first
// then by time, with first blood and the problem's balloon colour; the contest's admins check a balloon handed
// out or take the mark back.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ContestAcInfo, PageResult, Pagination } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { offsetOf, page } from '../../db/pagination.ts';
import { notFound } from '../../plugins/app/errors.ts';
import { contestFirstAcs } from '../submissions/index.ts';
import type { Caller, ContestRow } from './access.ts';
import { administeredContest } from './helper-access.ts';
import { contestBalloons, contestProblems } from './tables.ts';

const firstAcsOf = (db: Db, contest: ContestRow) =>
  contestFirstAcs(db, { cid: contest.id, startTime: contest.startTime, endTime: contest.endTime, creator: contest.uid });

export async function contestAcInfoPage(db: Db, cid: number, pagination: Pagination, viewer: Caller): Promise<PageResult<ContestAcInfo>> {
  const contest = await administeredContest(db, cid, viewer);
  const acs = firstAcsOf(db, contest);
  const checked = sql<boolean>`coalesce(${contestBalloons.checked}, false)`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: acs.submitId,
        pid: acs.pid,
        displayId: acs.displayId,
        color: contestProblems.color,
        submitTime: acs.submitTime,
        firstBlood: acs.firstBlood,
        username: acs.username,
        realname: acs.realname,
        checked,
      })
      .from(acs)
      .leftJoin(contestBalloons, and(eq(contestBalloons.cid, cid), eq(contestBalloons.submitId, acs.submitId)))
      .leftJoin(contestProblems, and(eq(contestProblems.cid, cid), eq(contestProblems.pid, acs.pid)))
      .orderBy(asc(checked), asc(acs.submitTime), asc(acs.submitId))
      .limit(pagination.limit)
      .offset(offsetOf(pagination)),
    db.select({ total: count() }).from(acs),
  ]);
  return page(
    rows.map((row) => ({ ...row, cid, submitTime: new Date(row.submitTime).toISOString() })),
    total,
  );
}

/** Checks (or unchecks) the balloon of a first AC of the contest. */
export async function checkAcInfo(db: Db, cid: number, submitId: number, checked: boolean, viewer: Caller): Promise<void> {
  const contest = await administeredContest(db, cid, viewer);
  const acs = firstAcsOf(db, contest);
  const [first] = await db.select({ id: acs.submitId }).from(acs).where(eq(acs.submitId, submitId));
  if (!first) throw notFound('Contest_ac_info_not_found');
  await db
    .insert(contestBalloons)
    .values({ cid, submitId, checked })
    .onConflictDoUpdate({ target: [contestBalloons.cid, contestBalloons.submitId], set: { checked, gmtModified: new Date() } });
}
