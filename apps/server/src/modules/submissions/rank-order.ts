// The order of the ACM and OI rank lists (reference §6), shared by the site rank (ranks module) and the group
// rank (groups module): ACM by solved desc then submissions asc, OI by score desc then solved desc; equal
// figures share a place (1, 2, 2, 4) and uid keeps ties stable.
import type { RankType } from '@verdict/shared';
import type { PracticeStats } from './user-stats.ts';

const ORDERS: Record<RankType, (a: PracticeStats, b: PracticeStats) => number> = {
  ACM: (a, b) => b.ac - a.ac || a.total - b.total,
  OI: (a, b) => b.score - a.score || b.ac - a.ac,
};

/** The rows in the list's order, each with its place (null when `placed` is false, as in search results). */
export function rankOrdered<T extends PracticeStats>(rows: T[], type: RankType, placed: boolean): (T & { rank: number | null })[] {
  const order = ORDERS[type];
  const sorted = [...rows].sort((a, b) => order(a, b) || (a.uid < b.uid ? -1 : 1));
  let rank = 0;
  return sorted.map((row, i) => {
    if (i === 0 || order(sorted[i - 1], row) !== 0) rank = i + 1;
    return { ...row, rank: placed ? rank : null };
  });
}
