// The case view of reference §2.6: subtask modes grouped by group number. subtask_lowest: the group scores
// its lowest case, and the lowest-scoring case that ran gives the status, time and memory; subtask_average:
// the rounded mean, Accepted when every case is, Wrong Answer when the mean rounds to 0, else Partial.
import { JudgeStatus, type JudgeCaseMode, type JudgeCaseResult, type SubtaskResult } from '@verdict/shared';

export const isSubtaskMode = (mode: JudgeCaseMode) => mode === 'subtask_lowest' || mode === 'subtask_average';

function lowestGroup(cases: JudgeCaseResult[]): Pick<SubtaskResult, 'status' | 'score' | 'time' | 'memory'> {
  // Cases skipped after a failure are recorded Cancelled and do not speak for the group.
  const ran = cases.filter((c) => c.status !== JudgeStatus.Cancelled);
  const lowest = (ran.length ? ran : cases).reduce((min, c) => (c.score < min.score ? c : min));
  return { status: lowest.status, score: lowest.score, time: lowest.time, memory: lowest.memory };
}

function averageGroup(cases: JudgeCaseResult[]): Pick<SubtaskResult, 'status' | 'score' | 'time' | 'memory'> {
  const score = Math.round(cases.reduce((sum, c) => sum + c.score, 0) / cases.length);
  const allAccepted = cases.every((c) => c.status === JudgeStatus.Accepted);
  const status = allAccepted ? JudgeStatus.Accepted : score === 0 ? JudgeStatus.WrongAnswer : JudgeStatus.PartialAccepted;
  return { status, score, time: Math.max(...cases.map((c) => c.time)), memory: Math.max(...cases.map((c) => c.memory)) };
}

/** Groups in ascending group number, each with its cases in seq order; empty outside the subtask modes. */
export function groupSubtasks(mode: JudgeCaseMode, cases: JudgeCaseResult[]): SubtaskResult[] {
  if (!isSubtaskMode(mode)) return [];
  const groups = new Map<number, JudgeCaseResult[]>();
  for (const c of [...cases].sort((a, b) => a.seq - b.seq)) groups.set(c.groupNum, [...(groups.get(c.groupNum) ?? []), c]);
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([groupNum, list]) => ({
      groupNum,
      ...(mode === 'subtask_lowest' ? lowestGroup(list) : averageGroup(list)),
      ac: list.filter((c) => c.status === JudgeStatus.Accepted).length,
      total: list.length,
      subtaskDetailList: list,
    }));
}
