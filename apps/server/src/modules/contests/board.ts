// The scoreboard as pure computation (reference §5.4–§5.7): from the per-(user, problem) records the submissions
// module aggregates to ranked ACM or OI rows (first blood, ties sharing a rank, stars without a rank number,
// awards that respect ties), and one page of it (keyword, removeStar, pinned copies on top of every page).
import type { AcmBoardRow, AcmCell, AwardConfig, AwardTypeCode, BoardRow, OiBoardRow, RankShowName } from '@verdict/shared';
import { Role } from '@verdict/shared';
import type { AcmCellRecord, ContestantProfile, OiCellRecord } from '../submissions/index.ts';

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

const shownName = (contest: BoardContest, p: ContestantProfile): string => p[contest.rankShowName]?.trim() || p.username;

/** The users the board ranks: neither the creator nor a root. */
const contestants = (contest: BoardContest, profiles: ContestantProfile[]) =>
  profiles.filter((p) => p.uid !== contest.uid && p.roleId !== Role.Root);

function baseRow(contest: BoardContest, p: ContestantProfile, stars: Set<string>) {
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

/** Cells grouped by user, only those of the contest's current problems. */
function cellsByUser<C extends { uid: string; displayId: string }>(cells: C[], displayIds: string[]): Map<string, C[]> {
  const known = new Set(displayIds);
  const byUser = new Map<string, C[]>();
  for (const cell of cells) {
    if (!known.has(cell.displayId)) continue;
    const list = byUser.get(cell.uid);
    if (list) list.push(cell);
    else byUser.set(cell.uid, [cell]);
  }
  return byUser;
}

/**
 * Sorts by `better` (then username, for a stable order), numbers the non-star rows (stars keep -1 and take no
 * number) with equal rows sharing a rank, then hands out the awards.
 */
function rank<R extends BoardRow>(
  contest: BoardContest,
  rows: R[],
  key: (r: R) => [number, number],
  earnedSomething: (r: R) => boolean,
): Board<R> {
  rows.sort((a, b) => {
    const [a1, a2] = key(a);
    const [b1, b2] = key(b);
    return b1 - a1 || a2 - b2 || (a.username < b.username ? -1 : a.username > b.username ? 1 : 0);
  });
  let position = 0;
  let previous: R | undefined;
  for (const row of rows) {
    if (row.rank === -1) continue;
    position++;
    const [k1, k2] = key(row);
    row.rank = previous && key(previous)[0] === k1 && key(previous)[1] === k2 ? previous.rank : position;
    previous = row;
  }
  grantAwards(contest, rows, earnedSomething);
  return { rows, byUid: new Map(rows.map((r) => [r.uid, r])) };
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

export function acmBoard(
  contest: BoardContest,
  profiles: ContestantProfile[],
  cells: AcmCellRecord[],
  displayIds: string[],
): Board<AcmBoardRow> {
  const start = contest.startTime.getTime();
  const end = contest.endTime.getTime();
  const stars = new Set(contest.starAccount);
  const byUser = cellsByUser(cells, displayIds);
  const rows: AcmBoardRow[] = [];
  /** Per problem: the smallest in-contest AC time (s) and the cells that reached it. */
  const firstBlood = new Map<string, { time: number; cells: AcmCell[] }>();
  for (const profile of contestants(contest, profiles)) {
    const mine = byUser.get(profile.uid);
    if (!mine) continue;
    const row: AcmBoardRow = { ...baseRow(contest, profile, stars), ac: 0, total: 0, totalTime: 0, submissionInfo: {} };
    for (const record of mine) {
      const solved = record.acAt !== null;
      const cell: AcmCell = {
        isAC: solved,
        isFirstAC: false,
        isAfterContest: solved && record.acAt! >= end,
        tryNum: record.tryNum,
        errorNum: record.errorNum,
        ACTime: solved ? Math.floor((record.acAt! - start) / 1000) : null,
        specificTime: solved ? new Date(record.acAt!).toISOString() : null,
      };
      row.submissionInfo[record.displayId] = cell;
      row.total += record.total;
      if (!solved) continue;
      row.ac++;
      row.totalTime += cell.ACTime! + PENALTY_SECONDS * cell.errorNum;
      if (cell.isAfterContest) continue;
      const best = firstBlood.get(record.displayId);
      if (!best || cell.ACTime! < best.time) firstBlood.set(record.displayId, { time: cell.ACTime!, cells: [cell] });
      else if (cell.ACTime === best.time) best.cells.push(cell);
    }
    rows.push(row);
  }
  for (const { cells: first } of firstBlood.values()) for (const cell of first) cell.isFirstAC = true;
  return rank(
    contest,
    rows,
    (r) => [r.ac, r.totalTime],
    (r) => r.ac > 0,
  );
}

export function oiBoard(
  contest: BoardContest,
  profiles: ContestantProfile[],
  cells: OiCellRecord[],
  displayIds: string[],
): Board<OiBoardRow> {
  const stars = new Set(contest.starAccount);
  const byUser = cellsByUser(cells, displayIds);
  const rows: OiBoardRow[] = [];
  for (const profile of contestants(contest, profiles)) {
    const mine = byUser.get(profile.uid);
    if (!mine) continue;
    const row: OiBoardRow = { ...baseRow(contest, profile, stars), totalScore: 0, totalTime: 0, submissionInfo: {}, timeInfo: {} };
    for (const record of mine) {
      row.submissionInfo[record.displayId] = record.score;
      row.totalScore += record.score;
      if (record.acTimeMs === null) continue;
      row.timeInfo[record.displayId] = record.acTimeMs;
      row.totalTime += record.acTimeMs;
    }
    rows.push(row);
  }
  return rank(
    contest,
    rows,
    (r) => [r.totalScore, r.totalTime],
    (r) => r.totalScore > 0,
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
    if (row && keep(row)) pinned.push({ ...row, isConcerned: true });
  }
  const from = (request.currentPage - 1) * request.limit;
  return { records: [...pinned, ...list.slice(from, from + request.limit)], total: list.length };
}
