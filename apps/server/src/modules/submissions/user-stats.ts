// Practice figures for the rank lists and the user home (reference §6, §14.13): practice means non-contest,
// non-group submissions, for every figure alike — solved (distinct problems with an accepted submission),
// submissions, OI score (Σ per problem of the best oiRankScore) and the heatmap.
import { and, count, eq, gte, isNull, max, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { JudgeStatus } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { knownProblemFields } from '../problems/index.ts';
import { startOfDay } from './service.ts';
import { submissions } from './tables.ts';

const practice = and(eq(submissions.cid, 0), isNull(submissions.gid))!;

export interface PracticeStats {
  uid: string;
  ac: number;
  total: number;
  score: number;
}

/**
 * Every user with practice submissions whom `who` admits (a condition over their uid): one pass over the
 * practice submissions (or those of `scope`, e.g. a group's), grouped per user and problem, then per user.
 */
export async function practiceStats(db: Db, who: (uid: AnyColumn | SQL) => SQL, scope: SQL = practice): Promise<PracticeStats[]> {
  return rawRows<PracticeStats>(
    db,
    sql`with per_problem as (
      select ${submissions.uid} as uid, count(*) as n, bool_or(${submissions.status} = ${JudgeStatus.Accepted}) as solved,
        max(${submissions.oiRankScore}) as best
      from ${submissions} where ${scope} and ${who(submissions.uid)}
      group by ${submissions.uid}, ${submissions.pid}
    )
    select uid, (count(*) filter (where solved))::int as ac, sum(n)::int as total, coalesce(sum(best), 0)::int as score
    from per_problem group by uid`,
  );
}

export interface UserPracticeProblem {
  id: number;
  problemId: string;
  title: string;
  difficulty: number;
  submissions: number;
  solved: boolean;
  /** Best oiRankScore; null on unscored (ACM) problems. */
  best: number | null;
}

/** The user's practice per problem tried, by display id. */
export async function userPracticeProblems(db: Db, uid: string): Promise<UserPracticeProblem[]> {
  const rows = await db
    .select({
      id: submissions.pid,
      ...knownProblemFields(submissions.pid, ['problemId', 'title', 'difficulty'] as const),
      submissions: count(),
      solved: sql<boolean>`bool_or(${submissions.status} = ${JudgeStatus.Accepted})`,
      best: max(submissions.oiRankScore),
    })
    .from(submissions)
    .where(and(eq(submissions.uid, uid), practice))
    .groupBy(submissions.pid);
  return rows.sort((a, b) => a.problemId.localeCompare(b.problemId, undefined, { numeric: true }));
}

const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Practice submissions per day (server time) over the 365 days ending today; days without any are absent. */
export async function practiceHeatmap(db: Db, uid: string, now = new Date()) {
  const day = sql<string>`to_char(${submissions.submitTime} at time zone ${SERVER_TIME_ZONE}, 'YYYY-MM-DD')`;
  const dataList = await db
    .select({ date: day, count: count() })
    .from(submissions)
    .where(and(eq(submissions.uid, uid), practice, gte(submissions.submitTime, startOfDay(364, now))))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return { endDate: ymd(now), dataList };
}
