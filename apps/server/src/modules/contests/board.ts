// The scoreboard as pure computation (reference §5.4–§5.7): from the per-(user, problem) cells the submissions
// module aggregates to ranked ACM or OI rows (first blood, ties sharing a rank, stars without a rank number,
// awards that respect ties), and one page of it (keyword, removeStar, pinned copies on top of every page).
import type { AcmBoardRow, AwardConfig, AwardTypeCode, BoardRow, OiBoardRow, RankShowName } from '@verdict/shared';
import { Role } from '@verdict/shared';
import type { AcmCellTuple, ContestantRecords, OiCellTuple } from '../submissions/index.ts';

/** Seconds added to the time of a solved problem per penalised try before its AC. */
export const PENALTY_SECONDS = 1200;

/** What of the contest the board needs. */
export interface BoardContest {
  startTime: Date;
  endTime: Date;
  /** The creator: never on the board. */
  uid: string | null;
  rankShowName: RankShowName;
  starAccount: string[];
  awardType: AwardTypeCode;
  awardConfig: AwardConfig[];
}

/** The ranked rows, and each row by uid (for the pinned copies). */
export interface Board<R extends BoardRow = BoardRow> {
  rows: R[];
  byUid: Map<string, R>;
}

type Contestant = ContestantRecords<unknown>;

/** The problems of the board: their display ids by problem id. */
export type BoardProblems = Map<number, string>;

const shownName = (contest: BoardContest, p: Contestant): string => p[contest.rankShowName]?.trim() || p.username;

/** The users the board ranks: neither the creator nor a root. */
const contestants = <C>(contest: BoardContest, people: ContestantRecords<C>[]) =>
  people.filter((p) => p.uid !== contest.uid && p.roleId !== Role.Root);

function baseRow(contest: BoardContest, p: Contestant, stars: Set<string>) {
  return {
    rank: stars.has(p.username) ? -1 : 0,
    uid: p.uid,
    username: p.username,
    nickname: p.nickname,
    realname: p.realname,
    gender: (p.gender === 'male' || p.gender === 'female' ? p.gender : 'secrecy') as BoardRow['gender'],
    school: p.school,
    avatar: p.avatar,
    rankShowName: shownName(contest, p),
    isConcerned: false,
    isWinAward: false,
    awardName: null,
    awardBackground: null,
    awardColor: null,
  };
}

/** The cells of the board's problems (a problem removed from the contest leaves its cells out). */
function knownCells<C extends [number, ...unknown[]]>(cells: C[], problems: BoardProblems): C[] {
  for (let i = 0; i < cells.length; i++) if (!problems.has(cells[i][0])) return cells.filter((c) => problems.has(c[0]));
  return cells;
}

/** The ranked rows; their cells are filled in when a page (or the export) shows them. */
export interface Board<R extends BoardRow = BoardRow> {
  rows: R[];
  byUid: Map<string, R>;
  /** Fills the row's cells (once) and returns it. */
  withCells(row: R): R;
  /** The row with its cells as JSON, written once (pages are sent as text built from these). */
  json(row: R): string;
}

/**
 * Sorts by `better` (then username, for a stable order), numbers the non-star rows (stars keep -1 and take no
 * number) with equal rows sharing a rank, then hands out the awards.
 */
function rank<R extends BoardRow>(
  contest: BoardContest,
  rows: R[],
  /** Higher first. */
  primary: (r: R) => number,
  /** Then lower first. */
  secondary: (r: R) => number,
  earnedSomething: (r: R) => boolean,
  fill: (row: R) => void,
): Board<R> {
  rows.sort(
    (a, b) => primary(b) - primary(a) || secondary(a) - secondary(b) || (a.username < b.username ? -1 : a.username > b.username ? 1 : 0),
  );
  let position = 0;
  let previous: R | undefined;
  for (const row of rows) {
    if (row.rank === -1) continue;
    position++;
    const tied = previous && primary(previous) === primary(row) && secondary(previous) === secondary(row);
    row.rank = tied ? previous!.rank : position;
    previous = row;
  }
  grantAwards(contest, rows, earnedSomething);
  const filled = new WeakSet<R>();
  const written = new WeakMap<R, string>();
  const withCells = (row: R) => {
    if (!filled.has(row)) {
      fill(row);
      filled.add(row);
    }
    return row;
  };
  return {
    rows,
    byUid: new Map(rows.map((r) => [r.uid, r])),
    withCells,
    json(row) {
      let text = written.get(row);
      if (text === undefined) written.set(row, (text = JSON.stringify(withCells(row))));
      return text;
    },
  };
}

/** Award type 1: the percent of the ranked (non-star) users, at least one when the percent is positive. */
export const awardShare = (percent: number, ranked: number): number =>
  percent > 0 && ranked > 0 ? Math.max(1, Math.floor((percent * ranked) / 100)) : 0;

/**
 * Levels in priority order go down the non-star ranking to users who solved or scored something; a level
 * extends over users tied with its last winner, and the next level starts after them.
 */
function grantAwards<R extends BoardRow>(contest: BoardContest, rows: R[], earnedSomething: (r: R) => boolean): void {
  if (contest.awardType === 0 || !contest.awardConfig.length) return;
  const ranked = rows.filter((r) => r.rank !== -1);
  const levels = [...contest.awardConfig].sort((a, b) => a.priority - b.priority);
  let i = 0;
  for (const level of levels) {
    const size = contest.awardType === 1 ? awardShare(level.num, ranked.length) : level.num;
    if (size <= 0) continue;
    const end = i + size;
    let lastRank = -1;
    while (i < ranked.length && earnedSomething(ranked[i]) && (i < end || ranked[i].rank === lastRank)) {
      Object.assign(ranked[i], { isWinAward: true, awardName: level.name, awardBackground: level.background, awardColor: level.color });
      lastRank = ranked[i].rank;
      i++;
    }
  }
}

export function acmBoard(contest: BoardContest, people: ContestantRecords<AcmCellTuple>[], problems: BoardProblems): Board<AcmBoardRow> {
  const start = contest.startTime.getTime();
  const end = contest.endTime.getTime();
  const stars = new Set(contest.starAccount);
  const cellsOf = new Map<string, AcmCellTuple[]>();
  /** Per problem id: the smallest in-contest AC time (s); every cell with that time is a first blood. */
  const firstBlood = new Map<number, number>();
  const seconds = (acAt: number) => Math.floor((acAt - start) / 1000);
  const rows: AcmBoardRow[] = [];
  for (const person of contestants(contest, people)) {
    const cells = knownCells(person.cells, problems);
    if (!cells.length) continue;
    const row: AcmBoardRow = { ...baseRow(contest, person, stars), ac: 0, total: 0, totalTime: 0, submissionInfo: {} };
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i];
      const acAt = cell[1];
      row.total += cell[4];
      if (acAt === null) continue;
      const time = seconds(acAt);
      row.ac++;
      row.totalTime += time + PENALTY_SECONDS * cell[2];
      if (acAt >= end) continue;
      const best = firstBlood.get(cell[0]);
      if (best === undefined || time < best) firstBlood.set(cell[0], time);
    }
    cellsOf.set(row.uid, cells);
    rows.push(row);
  }
  const fill = (row: AcmBoardRow) => {
    for (const [pid, acAt, errorNum, tryNum] of cellsOf.get(row.uid) ?? []) {
      const solved = acAt !== null;
      row.submissionInfo[problems.get(pid)!] = {
        isAC: solved,
        isFirstAC: solved && acAt < end && firstBlood.get(pid) === seconds(acAt),
        isAfterContest: solved && acAt >= end,
        tryNum,
        errorNum,
        ACTime: solved ? seconds(acAt) : null,
        specificTime: solved ? new Date(acAt).toISOString() : null,
      };
    }
  };
  return rank(
    contest,
    rows,
    (r) => r.ac,
    (r) => r.totalTime,
    (r) => r.ac > 0,
    fill,
  );
}

export function oiBoard(contest: BoardContest, people: ContestantRecords<OiCellTuple>[], problems: BoardProblems): Board<OiBoardRow> {
  const stars = new Set(contest.starAccount);
  const cellsOf = new Map<string, OiCellTuple[]>();
  const rows: OiBoardRow[] = [];
  for (const person of contestants(contest, people)) {
    const cells = knownCells(person.cells, problems);
    if (!cells.length) continue;
    const row: OiBoardRow = { ...baseRow(contest, person, stars), totalScore: 0, totalTime: 0, submissionInfo: {}, timeInfo: {} };
    for (let i = 0; i < cells.length; i++) {
      row.totalScore += cells[i][1];
      row.totalTime += cells[i][2] ?? 0;
    }
    cellsOf.set(row.uid, cells);
    rows.push(row);
  }
  const fill = (row: OiBoardRow) => {
    for (const [pid, score, acTimeMs] of cellsOf.get(row.uid) ?? []) {
      const displayId = problems.get(pid)!;
      row.submissionInfo[displayId] = score;
      if (acTimeMs !== null) row.timeInfo[displayId] = acTimeMs;
    }
  };
  return rank(
    contest,
    rows,
    (r) => r.totalScore,
    (r) => r.totalTime,
    (r) => r.totalScore > 0,
    fill,
  );
}

export interface PageRequest {
  currentPage: number;
  limit: number;
  keyword?: string;
  removeStar: boolean;
  /** Uids whose rows are copied on top of every page (the viewer first, then the concerned users). */
  pinned: string[];
}

/**
 * One page: the real list (without stars when removeStar, filtered by school or shown name) is paged; the
 * pinned copies (isConcerned) go on top of every page and do not count in `total`.
 */
export function boardPage<R extends BoardRow>(board: Board<R>, request: PageRequest): { records: R[]; total: number } {
  const { pinned, list, from } = pageParts(board, request);
  return { records: [...pinned, ...list.slice(from, from + request.limit).map((r) => board.withCells(r))], total: list.length };
}

/**
 * The page as boardPage answers it, written as JSON text: `{"records":[…],"total":n` (open, for the caller to add
 * its fields and close). The rows are the board's written ones; only the pinned copies are written anew.
 */
export function boardPageJson<R extends BoardRow>(board: Board<R>, request: PageRequest): string {
  const { pinned, list, from } = pageParts(board, request);
  const records = [...pinned.map((r) => JSON.stringify(r)), ...list.slice(from, from + request.limit).map((r) => board.json(r))];
  return `{"records":[${records.join(',')}],"total":${list.length}`;
}

function pageParts<R extends BoardRow>(board: Board<R>, request: PageRequest): { pinned: R[]; list: R[]; from: number } {
  const keep = (r: R) => !(request.removeStar && r.rank === -1);
  const keyword = request.keyword?.toLowerCase();
  const list =
    keyword || request.removeStar
      ? board.rows.filter(
          (r) =>
            keep(r) && (!keyword || r.rankShowName.toLowerCase().includes(keyword) || (r.school ?? '').toLowerCase().includes(keyword)),
        )
      : board.rows;
  const pinned: R[] = [];
  for (const uid of new Set(request.pinned)) {
    const row = board.byUid.get(uid);
    if (row && keep(row)) pinned.push({ ...board.withCells(row), isConcerned: true });
  }
  return { pinned, list, from: (request.currentPage - 1) * request.limit };
}
