// get-contest-rank, get-contest-outside-scoreboard and get-contest-outsize-info (spec 001 §7, reference §5.4–§5.7):
// who may read which board (sealed or live), the boards computed once per (contest, view) and cached, and the page.
import { ContestStatus, ContestType, type ContestOutsideInfo, type ContestRankQuery } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import {
  acmContestants,
  contestantProfiles,
  inSnapshot,
  oiContestants,
  recordChanges,
  recordMarks,
  type ContestantRecords,
  type ContestRecordScope,
  type RecordMarks,
} from '../submissions/index.ts';
import { isContestAdmin, isSealed, openContest, statusOf, visibleContest, type Caller, type ContestRow } from './access.ts';
import { acmBoard, boardPageJson, oiBoard, type Board, type BoardProblems } from './board.ts';
import { BoardCache } from './board-cache.ts';
import { contestInfo } from './detail.ts';
import { linksOf } from './problems.ts';

/** The in-contest board: at most this old. */
export const LIVE_MAX_AGE_MS = 1_000;
/** The outside board (reference §5.7): cached 15 s unless its creator or a root forces a refresh. */
export const OUTSIDE_MAX_AGE_MS = 15_000;

/**
 * How often an update also checks the records it does not follow (a rejudge, a manual judgement or a deletion of a
 * settled record, a record committed late): one pass over the contest's records, which finds them within this time.
 */
export const CHECK_MS = 5_000;
/** How often the users' names, schools and roles are read again. */
export const PROFILES_MS = 30_000;
/** More changed users than this in one update: the whole board is read again. */
const MAX_CHANGED_USERS = 1_000;

type People = ContestantRecords<unknown>[];

/** A board, the rows it was built from, and the marks that tell what changed since. */
interface Computed {
  board: Board;
  people: People;
  problems: BoardProblems;
  marks: RecordMarks;
  /** When the records the marks do not follow were last checked (a whole read counts). */
  checkedAt: number;
  profilesAt: number;
}

/** Each database's clock for its boards: Date.now unless a test holds the time still (useBoardClock). */
const clocks = new WeakMap<Db, () => number>();
const nowOf = (db: Db): number => (clocks.get(db) ?? Date.now)();

/** Tests: the boards of `db` read the time from `now` from here on. */
export function useBoardClock(db: Db, now: () => number): void {
  clocks.set(db, now);
}

/** One cache per database (the tests run several apps in one process). */
const caches = new WeakMap<Db, BoardCache<Computed>>();
function cacheOf(db: Db): BoardCache<Computed> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new BoardCache<Computed>({ graceMs: 2_000, evictAfterMs: 60_000 }, () => nowOf(db))));
  return cache;
}

/** Which board the viewer reads: sealed unless a contest admin forces live data; after-contest records only when allowed and live. */
export interface BoardView {
  sealed: boolean;
  containsEnd: boolean;
}

export function boardView(
  contest: ContestRow,
  viewer: Caller,
  request: { forceRefresh: boolean; containsEnd: boolean },
  now = new Date(),
): BoardView {
  const sealed = isSealed(contest, now) && !(isContestAdmin(viewer, contest) && request.forceRefresh);
  return { sealed, containsEnd: request.containsEnd && contest.allowEndSubmit && !sealed };
}

const scopeOf = (contest: ContestRow, view: BoardView): ContestRecordScope => ({
  cid: contest.id,
  start: contest.startTime,
  end: view.containsEnd ? null : contest.endTime,
  seal: view.sealed ? contest.sealRankTime : null,
});

/** The view's contestants (all, or those of `uids`) as the contest's type reads them. */
function contestants(db: Db, contest: ContestRow, view: BoardView, uids?: readonly string[]): Promise<People> {
  const scope = scopeOf(contest, view);
  return contest.type === ContestType.OI ? oiContestants(db, scope, contest.oiRankScoreType, uids) : acmContestants(db, scope, uids);
}

const build = (contest: ContestRow, people: People, problems: BoardProblems): Board =>
  contest.type === ContestType.OI
    ? oiBoard(contest, people as Parameters<typeof oiBoard>[1], problems)
    : acmBoard(contest, people as Parameters<typeof acmBoard>[1], problems);

const problemsOf = async (db: Db, cid: number): Promise<BoardProblems> =>
  new Map((await linksOf(db, cid)).map((l) => [l.pid, l.displayId]));

/** The whole ranked board of the view, computed from the contest's records. */
export async function computeBoard(db: Db, contest: ContestRow, view: BoardView): Promise<Board> {
  return build(contest, await contestants(db, contest, view), await problemsOf(db, contest.id));
}

/** The board read whole, with the marks of the same snapshot. */
async function readWhole(db: Db, contest: ContestRow, view: BoardView): Promise<Computed> {
  const now = nowOf(db);
  const problems = await problemsOf(db, contest.id);
  const { people, marks } = await inSnapshot(db, async (snapshot) => ({
    people: await contestants(snapshot, contest, view),
    marks: (await recordMarks(snapshot, contest.id)).marks,
  }));
  return { board: build(contest, people, problems), people, problems, marks, checkedAt: now, profilesAt: now };
}

/**
 * The board brought up to date from `previous`: the users whose records the marks show changed are read again
 * (few, by the user index) and the board is ranked anew in memory. Every CHECK_MS the same snapshot also checks the
 * records the marks do not follow and moves the marks on; a change among them means a whole read. Nothing
 * changed: `previous` itself (its rows keep their written JSON).
 */
async function update(db: Db, contest: ContestRow, view: BoardView, previous: Computed): Promise<Computed> {
  const now = nowOf(db);
  const check = now - previous.checkedAt >= CHECK_MS;
  const step = async (reader: Db) => {
    let marks = previous.marks;
    if (check) {
      const read = await recordMarks(reader, contest.id, previous.marks);
      if (read.previousSettled !== previous.marks.settled) return null;
      marks = read.marks;
    }
    const changes = await recordChanges(reader, contest.id, previous.marks);
    if (changes.uids.size > MAX_CHANGED_USERS) return null;
    if (!check) marks = { ...previous.marks, tracked: changes.tracked };
    const rows = changes.uids.size ? await contestants(reader, contest, view, [...changes.uids]) : [];
    return { marks, uids: changes.uids, rows };
  };
  const result = check ? await inSnapshot(db, step) : await step(db);
  if (!result) return readWhole(db, contest, view);
  let people = result.uids.size ? [...previous.people.filter((p) => !result.uids.has(p.uid)), ...result.rows] : previous.people;
  let profilesAt = previous.profilesAt;
  if (now - profilesAt >= PROFILES_MS) {
    people = await withProfiles(db, people);
    profilesAt = now;
  }
  const checkedAt = check ? now : previous.checkedAt;
  if (people === previous.people) return { ...previous, marks: result.marks, checkedAt, profilesAt };
  return {
    board: build(contest, people, previous.problems),
    people,
    problems: previous.problems,
    marks: result.marks,
    checkedAt,
    profilesAt,
  };
}

/** The people with their names, schools and roles as they are now; the same array when none changed. */
async function withProfiles(db: Db, people: People): Promise<People> {
  const profiles = await contestantProfiles(
    db,
    people.map((p) => p.uid),
  );
  let changed = false;
  const fresh = people.flatMap((p) => {
    const profile = profiles.get(p.uid);
    if (!profile) return ((changed = true), []);
    if ((Object.keys(profile) as (keyof typeof profile)[]).every((key) => profile[key] === p[key])) return [p];
    changed = true;
    return [{ ...p, ...profile }];
  });
  return changed ? fresh : people;
}

/** The cached board of the view, no older than maxAgeMs (read whole when forced). */
export function cachedBoard(db: Db, contest: ContestRow, view: BoardView, maxAgeMs: number, force = false): Promise<Board> {
  // The modification time in the key: a saved setting (stars, names, awards, seal, problems) shows at once.
  const key = `${contest.id}:${contest.gmtModified.getTime()}:${view.sealed ? 'sealed' : 'live'}:${view.containsEnd ? 'end' : 'window'}`;
  const refresh = (previous: Computed | undefined): Promise<Computed> =>
    previous && !force ? update(db, contest, view, previous) : readWhole(db, contest, view);
  return cacheOf(db)
    .get(key, maxAgeMs, refresh, force)
    .then((c) => c.board);
}

/** The page as the data of the answer, written as JSON text (see boardPageJson). */
async function pageFor(
  db: Db,
  contest: ContestRow,
  viewer: Caller,
  request: ContestRankQuery,
  maxAgeMs: number,
  fresh = false,
): Promise<string> {
  const view = boardView(contest, viewer, request);
  const board = await cachedBoard(db, contest, view, maxAgeMs, fresh);
  const pinned = [...(viewer ? [viewer.uid] : []), ...request.concernedList];
  return `${boardPageJson(board, { ...request, pinned })},"sealed":${view.sealed}}`;
}

/** get-contest-rank: for those who may open the contest; the page's BoardPage as JSON text. */
export async function contestRank(db: Db, request: ContestRankQuery, caller: Caller): Promise<string> {
  const { contest, viewer } = await openContest(db, request.cid, caller);
  return pageFor(db, contest, viewer, request, LIVE_MAX_AGE_MS);
}

/** The contest whose outside board the caller may read: anyone once an openRank contest started, else as get-contest-rank. */
async function outsideContest(db: Db, cid: number, caller: Caller): Promise<ContestRow> {
  const contest = await visibleContest(db, cid, caller);
  if (contest.openRank && statusOf(contest) !== ContestStatus.Scheduled) return contest;
  return (await openContest(db, cid, caller)).contest;
}

/** get-contest-outside-scoreboard: the page's BoardPage as JSON text. */
export async function outsideScoreboard(db: Db, request: ContestRankQuery, caller: Caller): Promise<string> {
  const contest = await outsideContest(db, request.cid, caller);
  return pageFor(db, contest, caller, request, OUTSIDE_MAX_AGE_MS, request.forceRefresh && isContestAdmin(caller, contest));
}

/** get-contest-outsize-info: the contest and its problems for the outside board. */
export async function outsideInfo(db: Db, cid: number, caller: Caller): Promise<ContestOutsideInfo> {
  await outsideContest(db, cid, caller);
  const [contest, links] = await Promise.all([contestInfo(db, cid, caller), linksOf(db, cid)]);
  return { contest, problemList: links.map(({ displayId, displayTitle, color }) => ({ displayId, displayTitle, color })) };
}
