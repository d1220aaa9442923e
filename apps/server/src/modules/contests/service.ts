// Contests service: contest status and the queries other domains need.
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { ContestStatus, type ContestStatusCode, type RecentContest } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { contests } from './tables.ts';

export function contestStatus(startTime: Date, endTime: Date, now = new Date()): ContestStatusCode {
  if (now < startTime) return ContestStatus.Scheduled;
  return now < endTime ? ContestStatus.Running : ContestStatus.Ended;
}

/** The home page's running and upcoming visible site contests, soonest first. */
export async function recentContests(db: Db, limit = 5): Promise<RecentContest[]> {
  const now = new Date();
  const rows = await db
    .select()
    .from(contests)
    .where(and(eq(contests.visible, true), isNull(contests.gid), gt(contests.endTime, now)))
    .orderBy(asc(contests.startTime))
    .limit(limit);
  return rows.map((c) => ({
    id: c.id,
    title: c.title,
    type: c.type,
    auth: c.auth,
    status: contestStatus(c.startTime, c.endTime, now),
    startTime: c.startTime.toISOString(),
    endTime: c.endTime.toISOString(),
    duration: c.endTime.getTime() - c.startTime.getTime(),
  }));
}
