// The scroll board's reveal (ICPC resolver, spec 001 §2 "Scroll board"): the standings start from the sealed board;
// each step opens the first frozen cell of the lowest-ranked team that still has one, showing its final result,
// and the standings re-sort. Pure functions: the component keeps the teams and draws them.
import type { AcmBoardRow, AcmCell } from '@verdict/shared';

/** What a cell shows now; `frozen` counts the tries still hidden (0 once revealed). */
export interface ScrollCell {
  isAC: boolean;
  isFirstAC: boolean;
  errorNum: number;
  ACTime: number | null;
  frozen: number;
  /** The final result, shown when the cell is revealed. */
  final: AcmCell | null;
}

export interface ScrollTeam {
  uid: string;
  name: string;
  school: string | null;
  avatar: string | null;
  star: boolean;
  cells: Record<string, ScrollCell>;
}

export interface Standing {
  team: ScrollTeam;
  /** 1-based, ties share it; 0 for star users (they take no rank). */
  rank: number;
  ac: number;
  /** Seconds: AC times plus 20 minutes per wrong try before the AC. */
  totalTime: number;
}

export const PENALTY_SECONDS = 1200;

const emptyCell = (final: AcmCell | null): ScrollCell => ({ isAC: false, isFirstAC: false, errorNum: 0, ACTime: null, frozen: 0, final });

const shown = (cell: AcmCell, final: AcmCell | null, frozen: number): ScrollCell => ({
  isAC: cell.isAC,
  isFirstAC: cell.isFirstAC,
  errorNum: cell.errorNum,
  ACTime: cell.ACTime,
  frozen,
  final,
});

/**
 * A cell at the start. With a sealed board the frozen tries are its tryNum (an AC before the seal stays as it is).
 * Without one (the contest has ended and shows its real board again) an AC at or after the seal is hidden, its tries
 * counted as frozen; other cells show their final result.
 */
const startCell = (sealedCell: AcmCell | undefined, final: AcmCell | undefined, sealed: boolean, sealAt: number | null): ScrollCell => {
  const finalCell = final ?? null;
  if (sealed) {
    if (!sealedCell)
      return finalCell ? { ...emptyCell(finalCell), frozen: finalCell.errorNum + (finalCell.isAC ? 1 : 0) } : emptyCell(null);
    return shown(sealedCell, finalCell, sealedCell.isAC ? 0 : sealedCell.tryNum);
  }
  if (!finalCell) return emptyCell(null);
  if (finalCell.isAC && sealAt !== null && (finalCell.ACTime ?? 0) >= sealAt) {
    return { ...emptyCell(finalCell), frozen: finalCell.errorNum + 1 };
  }
  return shown(finalCell, finalCell, 0);
};

const nameOf = (row: AcmBoardRow) => row.rankShowName || row.username;

/**
 * The teams of the scroll board from the final (live) rows and the sealed rows; `sealed` says the sealed rows
 * really are frozen, `sealAt` is the seal in seconds from the start (null: no seal). Pinned copies are dropped.
 */
export function buildTeams(
  finalRows: AcmBoardRow[],
  sealedRows: AcmBoardRow[],
  displayIds: string[],
  sealed: boolean,
  sealAt: number | null,
): ScrollTeam[] {
  const sealedByUid = new Map(sealedRows.filter((r) => !r.isConcerned).map((r) => [r.uid, r]));
  return finalRows
    .filter((row) => !row.isConcerned)
    .map((row) => {
      const sealedRow = sealedByUid.get(row.uid);
      const cells: Record<string, ScrollCell> = {};
      for (const id of displayIds) {
        cells[id] = startCell(sealedRow?.submissionInfo[id], row.submissionInfo[id], sealed, sealAt);
      }
      return { uid: row.uid, name: nameOf(row), school: row.school, avatar: row.avatar, star: row.rank === -1, cells };
    });
}

const totalsOf = (team: ScrollTeam): { ac: number; totalTime: number } => {
  let ac = 0;
  let totalTime = 0;
  for (const cell of Object.values(team.cells)) {
    if (!cell.isAC) continue;
    ac += 1;
    totalTime += (cell.ACTime ?? 0) + PENALTY_SECONDS * cell.errorNum;
  }
  return { ac, totalTime };
};

/** The standings now: solved desc, time asc (name for a stable order); ties share the rank, stars take none. */
export function standingsOf(teams: ScrollTeam[]): Standing[] {
  const rows = teams.map((team) => ({ team, rank: 0, ...totalsOf(team) }));
  rows.sort((a, b) => b.ac - a.ac || a.totalTime - b.totalTime || a.team.name.localeCompare(b.team.name));
  let ranked = 0;
  let previous: Standing | null = null;
  for (const row of rows) {
    if (row.team.star) continue;
    ranked += 1;
    row.rank = previous && previous.ac === row.ac && previous.totalTime === row.totalTime ? previous.rank : ranked;
    previous = row;
  }
  return rows;
}

export interface RevealStep {
  uid: string;
  displayId: string;
}

/** The next cell to open: the first frozen cell (in problem order) of the lowest-placed team that has one. */
export function nextReveal(standings: Standing[], displayIds: string[]): RevealStep | null {
  for (let i = standings.length - 1; i >= 0; i -= 1) {
    const { team } = standings[i];
    const displayId = displayIds.find((id) => team.cells[id]?.frozen > 0);
    if (displayId) return { uid: team.uid, displayId };
  }
  return null;
}

/** The teams with one cell opened: it shows its final result and has nothing frozen left. */
export function reveal(teams: ScrollTeam[], step: RevealStep): ScrollTeam[] {
  return teams.map((team) => {
    if (team.uid !== step.uid) return team;
    const cell = team.cells[step.displayId];
    const opened = cell.final ? shown(cell.final, cell.final, 0) : { ...cell, frozen: 0 };
    return { ...team, cells: { ...team.cells, [step.displayId]: opened } };
  });
}

/** Frozen cells left to open. */
export const frozenLeft = (teams: ScrollTeam[]): number =>
  teams.reduce((sum, team) => sum + Object.values(team.cells).filter((cell) => cell.frozen > 0).length, 0);
