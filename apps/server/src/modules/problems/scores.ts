// OI case scores: the even split used when no scores are given, and the problem's full score (ioScore) as
// the judge aggregates case scores in each case mode (reference §2.6).
import type { JudgeCaseMode } from '@verdict/shared';

export const DEFAULT_TOTAL_SCORE = 100;

/** `total` split evenly over `count` cases by integer division; the remainder goes to the last case. */
export function evenSplit(count: number, total = DEFAULT_TOTAL_SCORE): number[] {
  if (count <= 0) return [];
  const base = Math.floor(total / count);
  const scores = Array<number>(count).fill(base);
  scores[count - 1] += total - base * count;
  return scores;
}

/**
 * Scores for cases given none. Subtask modes split the total over the groups instead, every case of a group
 * carrying its group's share, so the problem is still worth `total` (a per-case split would lose most of it
 * to the per-group minimum or mean).
 */
export function defaultScores(mode: JudgeCaseMode, groupNums: number[], total = DEFAULT_TOTAL_SCORE): number[] {
  if (mode !== 'subtask_lowest' && mode !== 'subtask_average') return evenSplit(groupNums.length, total);
  const groups = [...new Set(groupNums)].sort((a, b) => a - b);
  const shares = evenSplit(groups.length, total);
  const shareOf = new Map(groups.map((g, i) => [g, shares[i]]));
  return groupNums.map((g) => shareOf.get(g)!);
}

/** The scores of every case in one group, groups in ascending order. */
function scoresByGroup(cases: { score: number; groupNum: number }[]): number[][] {
  const groups = new Map<number, number[]>();
  for (const c of cases) {
    if (!groups.has(c.groupNum)) groups.set(c.groupNum, []);
    groups.get(c.groupNum)!.push(c.score);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([, scores]) => scores);
}

/**
 * The full score a submission passing every case gets: the sum of case scores in default and ergodic modes,
 * the sum of each group's lowest score in subtask_lowest, of each group's rounded mean in subtask_average.
 */
export function ioScoreOf(mode: JudgeCaseMode, cases: { score: number; groupNum: number }[]): number {
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  switch (mode) {
    case 'subtask_lowest':
      return sum(scoresByGroup(cases).map((scores) => Math.min(...scores)));
    case 'subtask_average':
      return sum(scoresByGroup(cases).map((scores) => Math.round(sum(scores) / scores.length)));
    default:
      return sum(cases.map((c) => c.score));
  }
}
