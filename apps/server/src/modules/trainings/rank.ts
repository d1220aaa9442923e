// get-training-rank (spec 002 §3 "Training rank row", §6, §7; reference §7 "Rank"): whoever opens the training
// reads its rank. Ranked are the users who may open it and submitted (outside contests) to its shown problems —
// everyone for a public site training, the group's members for a group training, and for a private one only
// the registered users (and the group's admins) — except its managers: the site roots, the author and the group's
// root. Per problem: accepted if any submission was (best run time), else the latest status; ac desc, total run
// time asc share a rank; then username. The keyword keeps each row's rank; real names only for training admins.
// A chapter's rank ranks the users of its training; the chapter rank (chapter-rank.ts) shares these pieces.
import { sql, type SQL } from 'drizzle-orm';
import { GroupLevel, Role, type PageResult, type TrainingRankCell, type TrainingRankQuery, type TrainingRankRow } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { containing } from '../../db/like-pattern.ts';
import { offsetOf, page } from '../../db/pagination.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { knownUserField, userField } from '../accounts/index.ts';
import { isGroupRoot, levelAtLeastSql } from '../membership/index.ts';
import { problemSetCells, problemSetTotalsSql } from '../submissions/index.ts';
import { anyTraining, openTraining, ownsTraining, type Caller, type TrainingRow } from './access.ts';
import { orderedShownProblems } from './problems.ts';
import { trainingRegistrations } from './tables.ts';

/** Training admins (author, super admin, the group's root) see real names (spec 002 §6). */
async function seesRealNames(db: Db, viewer: Caller, training: TrainingRow): Promise<boolean> {
  return ownsTraining(viewer, training) || (training.gid !== null && isGroupRoot(db, training.gid, viewer));
}

/** A rank's subject: the training (or chapter) the viewer opens, the training whose rules rank its users (a
 * chapter's training) and whether the viewer sees real names (that training's admins, a chapter's author). */
export interface RankSubject {
  training: TrainingRow;
  population: TrainingRow;
  realNames: boolean;
}

/** 404, 401, 403 as openTraining. */
export async function rankSubject(db: Db, tid: number, viewer: Caller): Promise<RankSubject> {
  const training = await openTraining(db, tid, viewer);
  const population = training.parentId === null ? training : ((await anyTraining(db, training.parentId)) ?? training);
  return { training, population, realNames: ownsTraining(viewer, training) || (await seesRealNames(db, viewer, population)) };
}

/** Whether the user `uid` names is ranked in the training (see the header). */
function rankedSql(training: TrainingRow, uid: SQL): SQL {
  const conditions = [sql`coalesce(${userField(uid, 'roleId')}, 0) <> ${Role.Root}`];
  if (training.uid !== null) conditions.push(sql`${uid} <> ${training.uid}`);
  const gid = sql`${training.gid}::int`;
  if (training.gid !== null) {
    conditions.push(levelAtLeastSql(gid, uid, GroupLevel.Member), sql`not ${levelAtLeastSql(gid, uid, GroupLevel.Root)}`);
  }
  if (training.auth === 'Private') {
    const registered = sql`exists (select 1 from ${trainingRegistrations}
      where ${trainingRegistrations.tid} = ${training.id} and ${trainingRegistrations.uid} = ${uid})`;
    conditions.push(training.gid === null ? registered : sql`(${registered} or ${levelAtLeastSql(gid, uid, GroupLevel.Admin)})`);
  }
  return sql.join(conditions, sql` and `);
}

/** The rows' username or nickname (or, for admins, real name) contains the keyword. */
function keywordSql(keyword: string | undefined, realNames: boolean, uid: SQL): SQL {
  if (!keyword) return sql`true`;
  const pattern = containing(keyword);
  const fields = [knownUserField(uid, 'username'), userField(uid, 'nickname'), ...(realNames ? [userField(uid, 'realname')] : [])];
  return sql`(${sql.join(
    fields.map((field) => sql`${field} ilike ${pattern}`),
    sql` or `,
  )})`;
}

/** The query of a rank page (get-training-rank, get-training-chapter-rank). */
type RankQuery = Pick<TrainingRankQuery, 'currentPage' | 'limit' | 'keyword'>;

interface RankedRecord {
  uid: string;
  ac: number;
  total_run_time: number;
  rank: number;
  username: string;
  nickname: string | null;
  avatar: string | null;
  realname: string | null;
  total: number;
}

/** One page of ranked users (with the matched total), from one statement over the training problems' submissions. */
function rankedPage(db: Db, subject: RankSubject, pids: number[], query: RankQuery) {
  const uid = sql`ranked.uid`;
  const { realNames } = subject;
  return rawRows<RankedRecord>(
    db,
    sql`with totals as (${problemSetTotalsSql(pids)}),
    ranked as (
      select totals.uid, totals.ac, totals.total_run_time,
        (rank() over (order by totals.ac desc, totals.total_run_time asc))::int as rank
      from totals where ${rankedSql(subject.population, sql`totals.uid`)}
    ),
    matched as (
      select ranked.*, ${knownUserField(uid, 'username')} as username, (count(*) over ())::int as total
      from ranked where ${keywordSql(query.keyword, realNames, uid)}
      order by ranked.rank, username limit ${query.limit} offset ${offsetOf(query)}
    )
    select matched.*, ${userField(sql`matched.uid`, 'nickname')} as nickname, ${userField(sql`matched.uid`, 'avatar')} as avatar,
      ${realNames ? userField(sql`matched.uid`, 'realname') : sql`null`} as realname
    from matched order by matched.rank, matched.username`,
  );
}

/** The matched total when the page is past the last one (it has no row to carry it). */
async function matchedPastTheEnd(db: Db, subject: RankSubject, pids: number[], query: RankQuery): Promise<number> {
  if (query.currentPage === 1) return 0;
  const [first] = await rankedPage(db, subject, pids, { ...query, currentPage: 1, limit: 1 });
  return first?.total ?? 0;
}

/** A ranked user's row without the per-problem or per-chapter cells. */
export type RankedUser = Omit<TrainingRankRow, 'submissionInfo'>;

/** One page of the users ranked over `pids` (not empty) and the matched total (also past the last page). */
export async function rankedUsers(db: Db, subject: RankSubject, pids: number[], query: RankQuery): Promise<PageResult<RankedUser>> {
  const rows = await rankedPage(db, subject, pids, query);
  const total = rows.length ? rows[0].total : await matchedPastTheEnd(db, subject, pids, query);
  return page(
    rows.map((r) => ({
      rank: r.rank,
      uid: r.uid,
      username: r.username,
      nickname: r.nickname,
      avatar: r.avatar,
      realname: r.realname,
      ac: r.ac,
      totalRunTime: r.total_run_time,
    })),
    total,
  );
}

export async function trainingRank(db: Db, query: TrainingRankQuery, viewer: Caller): Promise<PageResult<TrainingRankRow>> {
  const subject = await rankSubject(db, query.tid, viewer);
  const problems = await orderedShownProblems(db, subject.training);
  if (!problems.length) return page([], 0);
  const pids = problems.map((p) => p.pid);
  const { records, total } = await rankedUsers(db, subject, pids, query);
  const displayIds = new Map(problems.map((p) => [p.pid, p.problemId]));
  const cells = new Map<string, Record<string, TrainingRankCell>>(records.map((r) => [r.uid, {}]));
  for (const cell of await problemSetCells(
    db,
    pids,
    records.map((r) => r.uid),
  )) {
    cells.get(cell.uid)![displayIds.get(cell.pid)!] = { status: cell.status, runTime: cell.runTime };
  }
  return page(
    records.map((r) => ({ ...r, submissionInfo: cells.get(r.uid)! })),
    total,
  );
}
