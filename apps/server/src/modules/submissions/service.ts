// Submissions service: submission statistics other domains need (the judge and problems issues add the rest).
import { gte, sql } from 'drizzle-orm';
import { JudgeStatus, type WeekSubmissionStatistics } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { submissions } from './tables.ts';

const DAY_MS = 86_400_000;

/** Local midnight `daysAgo` days before today. */
export function startOfDay(daysAgo: number, now = new Date()): Date {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  d.setDate(d.getDate() - daysAgo);
  return d;
}

const label = (d: Date) => `${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Submissions made since `since` (the dashboard's today's count), contest ones too. */
export async function countSubmissionsSince(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(submissions)
    .where(gte(submissions.submitTime, since));
  return row.n;
}

/** Seven daily buckets, six days ago through today: all submissions and the accepted ones. */
export async function lastWeekStatistics(db: Db, now = new Date()): Promise<WeekSubmissionStatistics> {
  const days = Array.from({ length: 7 }, (_, i) => startOfDay(6 - i, now));
  const since = days[0];
  const bucket = sql<number>`floor(extract(epoch from (${submissions.submitTime} - ${since.toISOString()}::timestamptz)) / ${DAY_MS / 1000})::int`;
  const rows = await db
    .select({
      bucket,
      total: sql<number>`count(*)::int`,
      ac: sql<number>`(count(*) filter (where ${submissions.status} = ${JudgeStatus.Accepted}))::int`,
    })
    .from(submissions)
    .where(gte(submissions.submitTime, since))
    .groupBy(sql`1`);
  const totalCountList = days.map(() => 0);
  const acCountList = days.map(() => 0);
  for (const row of rows) {
    const index = Math.min(6, Math.max(0, row.bucket));
    totalCountList[index] += row.total;
    acCountList[index] += row.ac;
  }
  return { dateStrList: days.map(label), acCountList, totalCountList };
}
