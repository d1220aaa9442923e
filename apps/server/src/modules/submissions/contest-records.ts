// A contest's judged records as its scoreboard needs them (reference §5.4–§5.6): per user on the board, their
// profile and one aggregate per problem, computed in SQL with window functions over the contest's records (one
// statement, one row per user, the cells as JSON: what the board reads stays small), and the accepted (or scored)
// code for the admins' zip. Pending records (queued, compiling, judging,
// submitting) are invisible. The contests module applies the board rules above these rows.
import { sql, type SQL } from 'drizzle-orm';
import { JudgeStatus } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { knownUserField, userFieldsObject } from '../accounts/index.ts';
import { submissions } from './tables.ts';

/** Which records of the contest count. */
export interface ContestRecordScope {
  cid: number;
  start: Date;
  /** Records at or after it are left out; null: no upper bound (after-contest records count). */
  end: Date | null;
  /** ACM: records from it on count only as pending tries; OI: they are dropped. Null: the live board. */
  seal: Date | null;
}

/** A user on the board: the fields it shows, their role and their cells (one per problem they submitted to). */
export interface ContestantRecords<C> {
  uid: string;
  username: string;
  nickname: string | null;
  realname: string | null;
  school: string | null;
  gender: string;
  avatar: string | null;
  roleId: number;
  cells: C[];
}

/**
 * One ACM cell before the board rules: [pid, acAt, errorNum, tryNum, total]. acAt: epoch ms of the first accepted
 * record before the seal (null when unsolved for the viewer); errorNum: penalised records (PE/WA/TLE/MLE/RE) before
 * the AC and before the seal; tryNum: records from the seal on up to and including the first AC (none once solved
 * before the seal); total: every record up to and including the first AC.
 */
export type AcmCellTuple = [pid: number, acAt: number | null, errorNum: number, tryNum: number, total: number];

/** One OI cell: [pid, the chosen record's score, the best run time of the accepted records when the chosen one is accepted]. */
export type OiCellTuple = [pid: number, score: number, acTimeMs: number | null];

export interface ContestCodeRecord {
  submitId: number;
  uid: string;
  username: string;
  displayId: string;
  submitTime: Date;
  language: string;
  code: string;
  score: number | null;
  roleId: number;
}

const PENDING = [JudgeStatus.Pending, JudgeStatus.Compiling, JudgeStatus.Judging, JudgeStatus.Submitting];
const PENALISED = [
  JudgeStatus.PresentationError,
  JudgeStatus.WrongAnswer,
  JudgeStatus.TimeLimitExceeded,
  JudgeStatus.MemoryLimitExceeded,
  JudgeStatus.RuntimeError,
];
/** Records that say nothing of the code's worth: they never replace an OI score. */
const NOT_JUDGEMENTS = [JudgeStatus.CompileError, JudgeStatus.SystemError, JudgeStatus.Cancelled, JudgeStatus.SubmittedFailed];

const list = (codes: readonly number[]) => sql.raw(codes.join(', '));
const at = (time: Date | null) => (time ? sql`${time.toISOString()}::timestamptz` : sql`'infinity'::timestamptz`);

/** Only these users' records (all users' without a list); the list is bound as one text, however long. */
const ofUsers = (uids?: readonly string[]): SQL =>
  uids ? sql` and ${submissions.uid} = any(string_to_array(${uids.join(',')}, ',')::uuid[])` : sql``;

/** The record is one of `ids` (bound as one text). */
const amongIds = (ids: readonly number[]): SQL => sql`${submissions.submitId} = any(string_to_array(${ids.join(',')}, ',')::int[])`;

/** The contest's judged records inside [start, upper), of the given users only when `uids` is set. */
const judgedIn = (scope: ContestRecordScope, upper: Date | null, uids?: readonly string[]): SQL =>
  sql`${submissions.cid} = ${scope.cid} and ${submissions.submitTime} >= ${at(scope.start)} and ${submissions.submitTime} < ${at(upper)}
    and ${submissions.status} not in (${list(PENDING)})${ofUsers(uids)}`;

const PROFILE_FIELDS = ['username', 'nickname', 'realname', 'school', 'gender', 'avatar', 'roleId'] as const;
type Profile = Omit<ContestantRecords<unknown>, 'uid' | 'cells'>;

/** Per user, one statement: the profile fields (one lookup per user) and the cells aggregated as JSON. */
const perUser = (cells: SQL): SQL => sql`
    select c.uid::text as uid, ${userFieldsObject(sql`c.uid`, PROFILE_FIELDS)} as profile, json_agg(c.cell) as cells
    from (${cells}) c group by c.uid`;

/**
 * The users of `cells`' statement with their profiles. The windows partition by (pid, uid), the order of
 * submissions_board_idx, which holds every column the statements read: the whole board is an index-only scan of the
 * contest's records, already in window order. Where the visibility map is stale the plan is a scan and one sort,
 * which fits in memory with this work_mem (the default spills it to disk).
 */
async function contestantsOf<C>(db: Db, cells: SQL): Promise<ContestantRecords<C>[]> {
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    return rawRows<{ uid: string; profile: Profile; cells: C[] }>(tx as unknown as Db, perUser(cells));
  });
  return rows.map(({ uid, profile, cells }) => ({ uid, ...profile, cells }));
}

/** The users on an ACM board, or only those of `uids` (users without a counted record are absent). */
export async function acmContestants(
  db: Db,
  scope: ContestRecordScope,
  uids?: readonly string[],
): Promise<ContestantRecords<AcmCellTuple>[]> {
  const seal = at(scope.seal);
  return contestantsOf(
    db,
    sql`
    with r as (
      select ${submissions.uid} as uid, ${submissions.pid} as pid, ${submissions.status} as status, ${submissions.submitTime} as submit_time,
        min(${submissions.submitTime}) filter (where ${submissions.status} = ${JudgeStatus.Accepted}) over w as ac_all,
        min(${submissions.submitTime}) filter (where ${submissions.status} = ${JudgeStatus.Accepted} and ${submissions.submitTime} < ${seal}) over w as ac_seen
      from ${submissions}
      where ${judgedIn(scope, scope.end, uids)}
      window w as (partition by ${submissions.pid}, ${submissions.uid})
    )
    select uid, json_build_array(pid,
      floor(extract(epoch from min(ac_seen)) * 1000)::bigint,
      count(*) filter (where status in (${list(PENALISED)}) and submit_time < ${seal} and (ac_all is null or submit_time < ac_all)),
      count(*) filter (where submit_time >= ${seal} and ac_seen is null and (ac_all is null or submit_time <= ac_all)),
      count(*) filter (where ac_all is null or submit_time <= ac_all)) as cell
    from r group by pid, uid`,
  );
}

/**
 * Recent: the latest record of each (user, problem); Highest: its best score. Records from the seal on are dropped.
 * Only the users of `uids` when given.
 */
export async function oiContestants(
  db: Db,
  scope: ContestRecordScope,
  pick: 'Recent' | 'Highest',
  uids?: readonly string[],
): Promise<ContestantRecords<OiCellTuple>[]> {
  const order =
    pick === 'Recent'
      ? sql`${submissions.submitTime} desc, ${submissions.submitId} desc`
      : sql`coalesce(${submissions.score}, 0) desc, ${submissions.submitTime} asc`;
  const upper = scope.seal && (!scope.end || scope.seal < scope.end) ? scope.seal : scope.end;
  return contestantsOf(
    db,
    sql`
    with r as (
      select ${submissions.uid} as uid, ${submissions.pid} as pid, ${submissions.status} as status,
        coalesce(${submissions.score}, 0) as score,
        row_number() over (partition by ${submissions.pid}, ${submissions.uid} order by ${order}) as rn,
        min(${submissions.timeMs}) filter (where ${submissions.status} = ${JudgeStatus.Accepted})
          over (partition by ${submissions.pid}, ${submissions.uid}) as ac_time
      from ${submissions}
      where ${judgedIn(scope, upper, uids)} and ${submissions.status} not in (${list(NOT_JUDGEMENTS)})
    )
    select uid, json_build_array(pid, score, case when status = ${JudgeStatus.Accepted} then ac_time end) as cell from r where rn = 1`,
  );
}

/** Accepted records (ACM) or records with a positive score (OI) in the scope, oldest first, with their code. */
export async function contestCodeRecords(db: Db, scope: ContestRecordScope, oi: boolean): Promise<ContestCodeRecord[]> {
  const wanted = oi ? sql`coalesce(${submissions.score}, 0) > 0` : sql`${submissions.status} = ${JudgeStatus.Accepted}`;
  const rows = await rawRows<Omit<ContestCodeRecord, 'submitTime'> & { submitTime: number }>(
    db,
    sql`
    select ${submissions.submitId} as "submitId", ${submissions.uid}::text as uid, ${submissions.username} as username,
      ${submissions.displayPid} as "displayId", (extract(epoch from ${submissions.submitTime}) * 1000)::float8 as "submitTime",
      ${submissions.language} as language, ${submissions.code} as code, ${submissions.score} as score,
      ${knownUserField(submissions.uid, 'roleId')} as "roleId"
    from ${submissions}
    where ${judgedIn(scope, scope.end)} and ${wanted}
    order by ${submissions.submitTime}, ${submissions.submitId}`,
  );
  return rows.map((r) => ({ ...r, submitTime: new Date(r.submitTime) }));
}

/** A record's part in a checksum of records: its id, status, score and run time. */
const checksumOf = sql`${submissions.submitId}::bigint * (${submissions.status} + 20) + coalesce(${submissions.score}, 0) * 7 + coalesce(${submissions.timeMs}, 0)`;
/** count:checksum of the records a filter keeps. */
const tally = (filter: SQL) =>
  sql`(count(*) filter (where ${filter}))::text || ':' || coalesce(sum(${checksumOf}) filter (where ${filter}), 0)::text`;
const unsettled = sql`${submissions.status} in (${list(PENDING)})`;

/** A record the marks follow: its user, and its state (status, score, run time) when last read. */
export interface TrackedRecord {
  uid: string;
  state: string;
}

/**
 * What a board read from one snapshot of the contest's records needs to find, later, what changed since:
 * - records above maxId are new (read back at every update, however many there are since the snapshot);
 * - the snapshot's unsettled records (pending, compiling, judging, submitting) are read back too;
 * - any other change (a rejudge or manual judgement of a settled record, a deletion, a record committed late below
 *   maxId) changes `settled`, the count and checksum of every other record up to maxId.
 */
export interface RecordMarks {
  maxId: number;
  unsettledIds: number[];
  settled: string;
  /** The records read back at each update (above maxId, or unsettled in the snapshot), by submit id. */
  tracked: Map<number, TrackedRecord>;
}

/** Runs `read` in one repeatable-read transaction (one snapshot), with room for a board's sort in memory. */
export function inSnapshot<T>(db: Db, read: (snapshot: Db) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local work_mem = '64MB'`);
      return read(tx as unknown as Db);
    },
    { isolationLevel: 'repeatable read' },
  );
}

const stateOf = sql`${submissions.status}::text || ':' || coalesce(${submissions.score}::text, '-') || ':' || coalesce(${submissions.timeMs}::text, '-')`;

/**
 * The marks of the snapshot `db` reads (call it in the transaction that read the board, see inSnapshot): one pass
 * over the contest's records. With `previous`, also the tally of the records `previous.settled` covered, as they are
 * now: the board read with `previous` is still right for them when both agree.
 */
export async function recordMarks(db: Db, cid: number, previous?: RecordMarks): Promise<{ marks: RecordMarks; previousSettled?: string }> {
  const coveredBefore = previous
    ? sql`, ${tally(
        sql`${submissions.submitId} <= ${previous.maxId}${previous.unsettledIds.length ? sql` and not ${amongIds(previous.unsettledIds)}` : sql``}`,
      )} as "previousSettled"`
    : sql``;
  const [row] = await rawRows<{ maxId: number; settled: string; unsettled: [number, string, string][] | null; previousSettled?: string }>(
    db,
    sql`select coalesce(max(${submissions.submitId}), 0)::int as "maxId", ${tally(sql`not (${unsettled})`)} as settled,
      json_agg(json_build_array(${submissions.submitId}, ${submissions.uid}, ${stateOf})) filter (where ${unsettled}) as unsettled
      ${coveredBefore}
    from ${submissions} where ${submissions.cid} = ${cid}`,
  );
  const unsettledRows = row.unsettled ?? [];
  return {
    marks: {
      maxId: row.maxId,
      unsettledIds: unsettledRows.map(([id]) => id),
      settled: row.settled,
      tracked: new Map(unsettledRows.map(([id, uid, state]) => [id, { uid, state }])),
    },
    previousSettled: row.previousSettled,
  };
}

/**
 * The records the marks follow, read back: the users whose records were added, changed or removed since the marks'
 * tracked states, and the tracked states as they are now. Cheap: new records by the primary key, the unsettled
 * ones by id.
 */
export async function recordChanges(
  db: Db,
  cid: number,
  marks: RecordMarks,
): Promise<{ uids: Set<string>; tracked: Map<number, TrackedRecord> }> {
  const unsettledIds = marks.unsettledIds.length ? sql` or ${amongIds(marks.unsettledIds)}` : sql``;
  const rows = await rawRows<{ id: number; uid: string; state: string }>(
    db,
    sql`select ${submissions.submitId} as id, ${submissions.uid}::text as uid, ${stateOf} as state from ${submissions}
      where ${submissions.cid} = ${cid} and (${submissions.submitId} > ${marks.maxId}${unsettledIds})`,
  );
  const uids = new Set<string>();
  const tracked = new Map<number, TrackedRecord>();
  for (const { id, uid, state } of rows) {
    if (marks.tracked.get(id)?.state !== state) uids.add(uid);
    tracked.set(id, { uid, state });
  }
  for (const [id, { uid }] of marks.tracked) if (!tracked.has(id)) uids.add(uid);
  return { uids, tracked };
}

/** The profile fields a board shows, as they are now, for the users of `uids` (deleted users are absent). */
export async function contestantProfiles(db: Db, uids: readonly string[]): Promise<Map<string, Profile>> {
  if (!uids.length) return new Map();
  const rows = await rawRows<{ uid: string; profile: Profile }>(
    db,
    sql`select * from (select x.uid::text as uid, ${userFieldsObject(sql`x.uid`, PROFILE_FIELDS)} as profile
    from unnest(string_to_array(${uids.join(',')}, ',')::uuid[]) as x(uid)) p where p.profile is not null`,
  );
  return new Map(rows.map(({ uid, profile }) => [uid, profile]));
}
