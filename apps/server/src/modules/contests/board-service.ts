// get-contest-rank, get-contest-outside-scoreboard and get-contest-outsize-info (spec 001 §7, reference §5.4–§5.7):
// who may read which board (sealed or live), the boards computed once per (contest, view) and cached, and the page.
import { ContestStatus, ContestType, type BoardPage, type ContestOutsideInfo, type ContestRankQuery } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { acmContestants, contestRecordsFingerprint, oiContestants, type ContestRecordScope } from '../submissions/index.ts';
import { isContestAdmin, isSealed, openContest, statusOf, visibleContest, type Caller, type ContestRow } from './access.ts';
import { acmBoard, boardPage, oiBoard, type Board } from './board.ts';
import { BoardCache } from './board-cache.ts';
import { contestInfo } from './detail.ts';
import { linksOf } from './problems.ts';

/** The in-contest board: at most this old. */
export const LIVE_MAX_AGE_MS = 1_000;
/** The outside board (reference §5.7): cached 15 s unless its creator or a root forces a refresh. */
export const OUTSIDE_MAX_AGE_MS = 15_000;

/** An unchanged board is still recomputed this often (the users' names and schools may have changed). */
const RECOMPUTE_MS = 30_000;

/** A computed board and the fingerprint of the records it was computed from. */
interface Computed {
  board: Board;
  fingerprint: string;
  computedAt: number;
}

/** One cache per database (the tests run several apps in one process). */
const caches = new WeakMap<Db, BoardCache<Computed>>();
function cacheOf(db: Db): BoardCache<Computed> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new BoardCache<Computed>({ graceMs: 2_000, evictAfterMs: 60_000 })));
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

/** The whole ranked board of the view, computed from the contest's records. */
export async function computeBoard(db: Db, contest: ContestRow, view: BoardView): Promise<Board> {
  const scope: ContestRecordScope = {
    cid: contest.id,
    start: contest.startTime,
    end: view.containsEnd ? null : contest.endTime,
    seal: view.sealed ? contest.sealRankTime : null,
  };
  const problems = new Map((await linksOf(db, contest.id)).map((l) => [l.pid, l.displayId]));
  if (contest.type === ContestType.OI) return oiBoard(contest, await oiContestants(db, scope, contest.oiRankScoreType), problems);
  return acmBoard(contest, await acmContestants(db, scope), problems);
}

/** The cached board of the view, no older than maxAgeMs (recomputed when forced). */
export function cachedBoard(db: Db, contest: ContestRow, view: BoardView, maxAgeMs: number, force = false): Promise<Board> {
  // The modification time in the key: a saved setting (stars, names, awards, seal) shows at once.
  const key = `${contest.id}:${contest.gmtModified.getTime()}:${view.sealed ? 'sealed' : 'live'}:${view.containsEnd ? 'end' : 'window'}`;
  const refresh = async (previous: Computed | undefined): Promise<Computed> => {
    const fingerprint = await contestRecordsFingerprint(db, contest.id);
    if (!force && previous?.fingerprint === fingerprint && Date.now() - previous.computedAt < RECOMPUTE_MS) return previous;
    const computedAt = Date.now();
    return { board: await computeBoard(db, contest, view), fingerprint, computedAt };
  };
  return cacheOf(db)
    .get(key, maxAgeMs, refresh, force)
    .then((c) => c.board);
}

async function pageFor(
  db: Db,
  contest: ContestRow,
  viewer: Caller,
  request: ContestRankQuery,
  maxAgeMs: number,
  fresh = false,
): Promise<BoardPage> {
  const view = boardView(contest, viewer, request);
  const board = await cachedBoard(db, contest, view, maxAgeMs, fresh);
  const pinned = [...(viewer ? [viewer.uid] : []), ...request.concernedList];
  return { ...boardPage(board, { ...request, pinned }), sealed: view.sealed };
}

/** get-contest-rank: for those who may open the contest. */
export async function contestRank(db: Db, request: ContestRankQuery, caller: Caller): Promise<BoardPage> {
  const { contest, viewer } = await openContest(db, request.cid, caller);
  return pageFor(db, contest, viewer, request, LIVE_MAX_AGE_MS);
}

/** The contest whose outside board the caller may read: anyone once an openRank contest started, else as get-contest-rank. */
async function outsideContest(db: Db, cid: number, caller: Caller): Promise<ContestRow> {
  const contest = await visibleContest(db, cid, caller);
  if (contest.openRank && statusOf(contest) !== ContestStatus.Scheduled) return contest;
  return (await openContest(db, cid, caller)).contest;
}

/** get-contest-outside-scoreboard. */
export async function outsideScoreboard(db: Db, request: ContestRankQuery, caller: Caller): Promise<BoardPage> {
  const contest = await outsideContest(db, request.cid, caller);
  return pageFor(db, contest, caller, request, OUTSIDE_MAX_AGE_MS, request.forceRefresh && isContestAdmin(caller, contest));
}

/** get-contest-outsize-info: the contest and its problems for the outside board. */
export async function outsideInfo(db: Db, cid: number, caller: Caller): Promise<ContestOutsideInfo> {
  await outsideContest(db, cid, caller);
  const [contest, links] = await Promise.all([contestInfo(db, cid, caller), linksOf(db, cid)]);
  return { contest, problemList: links.map(({ displayId, displayTitle, color }) => ({ displayId, displayTitle, color })) };
}
