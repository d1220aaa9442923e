// Standings over a set of problems (a training's): per user and problem, from the practice (non-contest)
// submissions, whether it was accepted, the best accepted run time and the deciding status (Accepted if any
// submission was, else the latest one's, as userStatuses decides). One grouped pass over the problems'
// submissions (submissions_pid_status_idx) ranks everyone; the page's cells come from a second grouped query
// over those users alone (submissions_uid_pid_idx). The caller decides who is ranked.
import { sql, type SQL } from 'drizzle-orm';
import { JudgeStatus } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { submissions } from './tables.ts';

const intArray = (ids: number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/** Rows (uid, pid, solved, run_time, status) of the practice submissions to `pids`, where `extra` holds. */
const perProblem = (pids: number[], extra?: SQL) => sql`
  select ${submissions.uid} as uid, ${submissions.pid} as pid,
    bool_or(${submissions.status} = ${JudgeStatus.Accepted}) as solved,
    coalesce(min(${submissions.timeMs}) filter (where ${submissions.status} = ${JudgeStatus.Accepted}), 0) as run_time,
    (array_agg(${submissions.status} order by ${submissions.submitId} desc))[1] as last_status
  from ${submissions}
  where ${submissions.cid} = 0 and ${submissions.pid} = any(${intArray(pids)}) ${extra ? sql`and ${extra}` : sql``}
  group by ${submissions.uid}, ${submissions.pid}`;

/**
 * A statement's rows (uid, ac, total_run_time): every user with a practice submission to one of `pids`, the
 * problems accepted and the sum of their best accepted run times. `pids` must not be empty.
 */
export const problemSetTotalsSql = (pids: number[]): SQL => sql`
  select uid, (count(*) filter (where solved))::int as ac, coalesce(sum(run_time) filter (where solved), 0)::int as total_run_time
  from (${perProblem(pids)}) per_problem group by uid`;

export interface ProblemSetCell {
  uid: string;
  pid: number;
  /** Accepted if any submission was, else the latest submission's status. */
  status: number;
  /** The best accepted run time (ms); null unless accepted. */
  runTime: number | null;
}

/** The cells of `uids` on `pids` (problems they never submitted to are absent). */
export async function problemSetCells(db: Db, pids: number[], uids: string[]): Promise<ProblemSetCell[]> {
  if (!pids.length || !uids.length) return [];
  const uidList = sql`array[${sql.join(
    uids.map((uid) => sql`${uid}`),
    sql`, `,
  )}]::uuid[]`;
  const rows = await rawRows<{ uid: string; pid: number; solved: boolean; run_time: number; last_status: number }>(
    db,
    perProblem(pids, sql`${submissions.uid} = any(${uidList})`),
  );
  return rows.map((r) => ({
    uid: r.uid,
    pid: r.pid,
    status: r.solved ? JudgeStatus.Accepted : r.last_status,
    runTime: r.solved ? r.run_time : null,
  }));
}
