// Where the current problem sits in the focus-mode list, and the problems before and after it.
import type { FullScreenProblem } from '@verdict/shared';

export interface Neighbours {
  index: number;
  previous: FullScreenProblem | null;
  next: FullScreenProblem | null;
}

export const neighbours = (problems: readonly FullScreenProblem[], problemId: string): Neighbours => {
  const index = problems.findIndex((problem) => problem.problemId === problemId);
  if (index < 0) return { index, previous: null, next: null };
  return { index, previous: problems[index - 1] ?? null, next: problems[index + 1] ?? null };
};
