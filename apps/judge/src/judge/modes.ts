// Judge case modes: which cases run and in what order, and how case results become the final result
// (server-behaviour §2.6).
import { JudgeStatus } from '@verdict/shared';
import type { CaseResult, JudgeCaseMode, JudgeProblem, SubtaskResult } from './types.ts';

const AC = JudgeStatus.Accepted;
export const SKIPPED_MESSAGE = 'Cancelled: Skipped Judging';

/** The OI score of one case: AC earns its score, a partial verdict its floored share. */
export const caseScore = (status: number, fraction: number, score: number) =>
  status === AC ? score : status === JudgeStatus.PartialAccepted ? Math.floor(fraction * score) : 0;

/** A case that passed or earned something keeps a subtask_lowest group going. */
export const keepsGroupGoing = (c: Pick<CaseResult, 'status' | 'score'>) =>
  c.status === AC || (c.status === JudgeStatus.PartialAccepted && c.score > 0);

/** Case indexes grouped by group number, groups in ascending order, cases in their order. */
export function groupsOf(problem: Pick<JudgeProblem, 'cases'>): number[][] {
  const groups = new Map<number, number[]>();
  problem.cases.forEach((c, i) => groups.set(c.group, [...(groups.get(c.group) ?? []), i]));
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([, indexes]) => indexes);
}

function finalStatus(type: JudgeProblem['type'], run: CaseResult[]): number {
  const failing = run.filter((c) => c.status !== AC && c.status !== JudgeStatus.Cancelled);
  if (!failing.length) return AC;
  if (type === 'ACM') return failing[0].status;
  const earned = run.some((c) => c.status === AC || (c.status === JudgeStatus.PartialAccepted && c.score > 0));
  return earned ? JudgeStatus.PartialAccepted : failing[0].status;
}

function subtaskResults(mode: JudgeCaseMode, cases: CaseResult[]): SubtaskResult[] {
  if (mode !== 'subtask_lowest' && mode !== 'subtask_average') return [];
  const groups = new Map<number, CaseResult[]>();
  for (const c of cases) groups.set(c.group, [...(groups.get(c.group) ?? []), c]);
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([groupNum, list]) => {
      const ran = list.filter((c) => c.status !== JudgeStatus.Cancelled);
      const ac = list.filter((c) => c.status === AC).length;
      const timeMs = Math.max(0, ...ran.map((c) => c.timeMs));
      const memoryKb = Math.max(0, ...ran.map((c) => c.memoryKb));
      if (mode === 'subtask_lowest') {
        const lowest = ran.reduce((min, c) => (c.score < min.score ? c : min), ran[0]);
        return {
          groupNum,
          status: lowest.status,
          score: lowest.score,
          ac,
          total: list.length,
          timeMs: lowest.timeMs,
          memoryKb: lowest.memoryKb,
        };
      }
      const score = Math.round(list.reduce((sum, c) => sum + c.score, 0) / list.length);
      const status = ac === list.length ? AC : score === 0 ? JudgeStatus.WrongAnswer : JudgeStatus.PartialAccepted;
      return { groupNum, status, score, ac, total: list.length, timeMs, memoryKb };
    });
}

/** Full marks of a problem under a mode, from its configured case scores. */
export function fullScore(problem: Pick<JudgeProblem, 'cases' | 'judgeCaseMode' | 'ioScore'>): number {
  if (problem.ioScore) return problem.ioScore;
  if (problem.judgeCaseMode === 'subtask_lowest' || problem.judgeCaseMode === 'subtask_average') {
    return groupsOf(problem).reduce((sum, indexes) => {
      const scores = indexes.map((i) => problem.cases[i].score);
      return (
        sum +
        (problem.judgeCaseMode === 'subtask_lowest' ? Math.min(...scores) : Math.round(scores.reduce((a, b) => a + b, 0) / scores.length))
      );
    }, 0);
  }
  return problem.cases.reduce((sum, c) => sum + c.score, 0);
}

export interface Aggregate {
  status: number;
  score: number | null;
  timeMs: number;
  memoryKb: number;
  subtasks: SubtaskResult[];
}

/** Final status, score, time and memory from the case results (skipped cases count 0). */
export function aggregate(problem: Pick<JudgeProblem, 'type' | 'judgeCaseMode' | 'cases' | 'ioScore'>, cases: CaseResult[]): Aggregate {
  const ran = cases.filter((c) => c.status !== JudgeStatus.Cancelled);
  const status = finalStatus(problem.type, cases);
  const subtasks = subtaskResults(problem.judgeCaseMode, cases);
  const timeMs = Math.max(0, ...ran.map((c) => c.timeMs));
  const memoryKb = Math.max(0, ...ran.map((c) => c.memoryKb));
  if (problem.type === 'ACM') return { status, score: null, timeMs, memoryKb, subtasks };
  const full = fullScore(problem);
  let score: number;
  if (subtasks.length) score = subtasks.reduce((sum, s) => sum + s.score, 0);
  else score = status === AC ? full : cases.reduce((sum, c) => sum + c.score, 0);
  return { status, score: full ? Math.min(score, full) : score, timeMs, memoryKb, subtasks };
}
