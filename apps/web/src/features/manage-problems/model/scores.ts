// OI case scores: the "even split" helper and the total shown under the case list.
import type { CaseRow } from './problem-draft';

/** Splits `total` evenly over the cases; the remainder goes to the last case (as imported Hydro problems do). */
export const evenSplit = (cases: CaseRow[], total: number): CaseRow[] => {
  if (cases.length === 0) return cases;
  const base = Math.floor(total / cases.length);
  const remainder = total - base * cases.length;
  return cases.map((c, i) => ({ ...c, score: i === cases.length - 1 ? base + remainder : base }));
};

export const totalScore = (cases: CaseRow[]): number => cases.reduce((sum, c) => sum + (c.score ?? 0), 0);

export const DEFAULT_TOTAL_SCORE = 100;
