// Contests service: contest status and the queries other domains need.
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import { ContestStatus, type ContestStatusCode, type RecentContest } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { contests } from './tables.ts';

export function contestStatus(startTime: Date, endTime: Date, now = new Date()): ContestStatusCode {
  if (now < startTime) return ContestStatus.Scheduled;
  return now < endTime ? ContestStatus.Running : ContestStatus.Ended;
}

const toRecentContest = (c: typeof contests.$inferSelect, now: Date): RecentContest => ({
  id: c.id,
  title: c.title,
  type: c.type,
  auth: c.auth,
  status: contestStatus(c.startTime, c.endTime, now),
  startTime: c.startTime.toISOString(),
  endTime: c.endTime.toISOString(),
  duration: c.endTime.getTime() - c.startTime.getTime(),
});

const visibleSiteContestsNotEnded = (now: Date) => and(eq(contests.visible, true), isNull(contests.gid), gt(contests.endTime, now));

/** The home page's running and upcoming visible site contests, soonest first. */
export async function recentContests(db: Db, limit = 5): Promise<RecentContest[]> {
  const now = new Date();
  const rows = await db.select().from(contests).where(visibleSiteContestsNotEnded(now)).orderBy(asc(contests.startTime)).limit(limit);
  return rows.map((c) => toRecentContest(c, now));
}

/** The back office's dashboard: the visible site contests not ended that start within `days` (running ones too). */
export async function upcomingContests(db: Db, days: number): Promise<RecentContest[]> {
  const now = new Date();
  const horizon = new Date(now.getTime() + days * 86_400_000);
  const rows = await db
    .select()
    .from(contests)
    .where(and(visibleSiteContestsNotEnded(now), lte(contests.startTime, horizon)))
    .orderBy(asc(contests.startTime));
  return rows.map((c) => toRecentContest(c, now));
}
