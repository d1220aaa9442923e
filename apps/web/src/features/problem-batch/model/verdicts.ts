// Reference solution verdicts: what each solution's row shows and the counts of the summary line.
import type { ProblemSolutionVerdicts, SolutionVerdict } from '@verdict/shared';
import { isInProgress } from '@/lib/judge-status';

/** No local language runs it (never judged), never verified yet, or judged with a status. */
export type SolutionOutcome = { kind: 'skipped' } | { kind: 'unverified' } | { kind: 'judged'; status: number };

export const outcomeOf = (solution: SolutionVerdict): SolutionOutcome => {
  if (solution.language === null) return { kind: 'skipped' };
  if (solution.status === null) return { kind: 'unverified' };
  return { kind: 'judged', status: solution.status };
};

export const anyInProgress = (problems: readonly ProblemSolutionVerdicts[]): boolean =>
  problems.some((problem) => problem.solutions.some((s) => s.language !== null && s.status !== null && isInProgress(s.status)));

export interface VerdictSummary {
  /** Most frequent status first. */
  statuses: { status: number; count: number }[];
  skipped: number;
  unverified: number;
}

export const summarizeVerdicts = (problems: readonly ProblemSolutionVerdicts[]): VerdictSummary => {
  const counts = new Map<number, number>();
  let skipped = 0;
  let unverified = 0;
  for (const solution of problems.flatMap((problem) => problem.solutions)) {
    const outcome = outcomeOf(solution);
    if (outcome.kind === 'skipped') skipped += 1;
    else if (outcome.kind === 'unverified') unverified += 1;
    else counts.set(outcome.status, (counts.get(outcome.status) ?? 0) + 1);
  }
  const statuses = [...counts].map(([status, count]) => ({ status, count })).sort((a, b) => b.count - a.count || a.status - b.status);
  return { statuses, skipped, unverified };
};
