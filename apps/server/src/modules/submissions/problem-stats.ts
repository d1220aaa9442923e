// Live problem statistics and a user's status per problem: COUNT queries over non-contest submissions, never
// stored (reference §1.3), so rejudges and manual judging show up at once. They read submissions_pid_status_idx
// (pid, cid, status) and submissions_uid_pid_idx (uid, pid). The problems module shows them through its
// statistics port (index.ts provides them); trainings, groups and contests ask here with their own scope.
import { and, count, eq, gte, inArray, lt, lte, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { JudgeStatus, type ProblemCount } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { COUNTED } from '../problems/index.ts';
import { acceptedProblems, submissions } from './tables.ts';
import { qualified } from '../../db/field-of.ts';

/** Non-contest submissions, all of them or one group's. */
export const practiceScope = (gid?: number): SQL => and(eq(submissions.cid, 0), gid !== undefined ? eq(submissions.gid, gid) : undefined)!;

/** A contest's submissions: before its end (`at` the end too when `inclusive`), or all of them without an end; from `from` on when given. */
export const contestScope = (cid: number, end: Date | null, inclusive = false, from: Date | null = null): SQL =>
  and(
    eq(submissions.cid, cid),
    end === null ? undefined : inclusive ? lte(submissions.submitTime, end) : lt(submissions.submitTime, end),
    from === null ? undefined : gte(submissions.submitTime, from),
  )!;

/** ProblemCount's columns (total, ac, wa, …) over the submissions a statement groups. */
const countColumns = () =>
  sql.raw(
    [
      'count(*)::int as total',
      ...Object.entries(COUNTED).map(([status, key]) => `(count(*) filter (where status = ${status}))::int as ${key}`),
    ].join(', '),
  );

/** A statement's rows (pid, total, ac, wa, …): the problems of the `pids` subquery that have non-contest submissions, from one grouped query. */
export const countsByProblem = (pids: SQL) =>
  sql`select pid, ${countColumns()} from ${submissions} where ${submissions.pid} in (${pids}) and ${submissions.cid} = 0 group by pid`;

export async function problemCount(db: Db, pid: number): Promise<ProblemCount> {
  const [count] = await rawRows<ProblemCount>(
    db,
    sql`select ${countColumns()} from ${submissions} where ${submissions.pid} = ${pid} and ${submissions.cid} = 0`,
  );
  return count;
}

/** The submission that decides a user's status on a problem: Accepted first, then the latest. */
const decidingSubmission = (uid: string | Placeholder, pid: SQL, scope: SQL) =>
  sql`from ${submissions} where ${submissions.uid} = ${uid} and ${submissions.pid} = ${pid} and ${scope}
    order by ${submissions.status} = ${JudgeStatus.Accepted} desc, ${submissions.submitId} desc limit 1`;

/** For a statement over problems: the user's status on the problem `pid` names, null when no submission is in `scope`. */
export const userStatusSql = (uid: string | Placeholder, pid: SQL, scope: SQL = practiceScope()) =>
  sql`(select ${submissions.status} ${decidingSubmission(uid, pid, scope)})`;

export interface UserStatus {
  status: number;
  score: number | null;
}

/** The user's status and score on each problem, Not Submitted (-10) when no submission is in `scope`. */
export async function userStatuses(db: Db, uid: string, pids: number[], scope: SQL): Promise<Map<number, UserStatus>> {
  const statuses = new Map<number, UserStatus>(pids.map((pid) => [pid, { status: JudgeStatus.NotSubmitted, score: null }]));
  if (!pids.length) return statuses;
  const rows = await rawRows<{ pid: number; status: number; score: number | null }>(
    db,
    sql`
    select x.pid, d.status, d.score from unnest(array[${sql.join(
      pids.map((pid) => sql`${pid}`),
      sql`, `,
    )}]::int[]) as x(pid)
    cross join lateral (select ${submissions.status} as status, ${submissions.score} as score ${decidingSubmission(uid, sql`x.pid`, scope)}) d`,
  );
  for (const { pid, ...status } of rows) statuses.set(pid, status);
  return statuses;
}

/** Accepted and total submissions in `scope` per problem (a contest's problem list); problems without any are absent. */
export async function acAndTotal(db: Db, pids: number[], scope: SQL): Promise<Map<number, { ac: number; total: number }>> {
  if (!pids.length) return new Map();
  const rows = await db
    .select({
      pid: submissions.pid,
      ac: sql<number>`(count(*) filter (where ${submissions.status} = ${JudgeStatus.Accepted}))::int`,
      total: count(),
    })
    .from(submissions)
    .where(and(scope, inArray(submissions.pid, pids)))
    .groupBy(submissions.pid);
  return new Map(rows.map(({ pid, ...counts }) => [pid, counts]));
}

/** For a statement: the user has a solved row for the problem `pid` names (accepted outside contests and groups). */
export const solvedSql = (uid: string, pid: AnyColumn | SQL): SQL =>
  sql`exists (select 1 from ${acceptedProblems} where ${acceptedProblems.uid} = ${uid} and ${acceptedProblems.pid} = ${qualified(pid)})`;

/** For a statement: the user has an accepted non-contest submission to the problem `pid` names (group problems leave no solved row). */
export const acceptedPracticeSql = (uid: string, pid: AnyColumn | SQL): SQL =>
  sql`exists (select 1 from ${submissions} where ${submissions.uid} = ${uid} and ${submissions.pid} = ${qualified(pid)}
      and ${submissions.cid} = 0 and ${submissions.status} = ${JudgeStatus.Accepted})`;
