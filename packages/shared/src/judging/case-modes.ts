// Judge case modes: which cases run and in what order, and how case results become the final result
// (server-behaviour §2.6). The judge aggregates one host's run with it; the server merges the parts of a
// submission fanned out over several hosts with the same rules.
import { JudgeStatus } from '../constants/judge-status.ts';
import type { WorkerResult } from '../schemas/judge.ts';
import type { JudgeCaseMode } from '../wire/problems.ts';

/** One case's result, as the judge reports it. */
export type CaseResult = WorkerResult['cases'][number];

/** A subtask group's result (subtask modes). */
export interface CaseGroupResult {
  groupNum: number;
  status: number;
  score: number;
  ac: number;
  total: number;
  timeMs: number;
  memoryKb: number;
}

/** What the case modes read of a problem. */
export interface CaseModeProblem {
  type: 'ACM' | 'OI';
  judgeCaseMode: JudgeCaseMode;
  /** Full score; 0 or absent means the sum of the case scores. */
  ioScore?: number;
  cases: { score: number; group: number }[];
}

const AC = JudgeStatus.Accepted;
export const SKIPPED_MESSAGE = 'Cancelled: Skipped Judging';

/** The OI score of one case: AC earns its score, a partial verdict its floored share. */
export const caseScore = (status: number, fraction: number, score: number) =>
  status === AC ? score : status === JudgeStatus.PartialAccepted ? Math.floor(fraction * score) : 0;

/** A case that passed or earned something keeps a subtask_lowest group going. */
export const keepsGroupGoing = (c: Pick<CaseResult, 'status' | 'score'>) =>
  c.status === AC || (c.status === JudgeStatus.PartialAccepted && c.score > 0);

/** Case indexes grouped by group number, groups in ascending order, cases in their order. */
export function groupsOf(problem: Pick<CaseModeProblem, 'cases'>): number[][] {
  const groups = new Map<number, number[]>();
  problem.cases.forEach((c, i) => groups.set(c.group, [...(groups.get(c.group) ?? []), i]));
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([, indexes]) => indexes);
}

function finalStatus(type: CaseModeProblem['type'], run: CaseResult[]): number {
  const failing = run.filter((c) => c.status !== AC && c.status !== JudgeStatus.Cancelled);
  if (!failing.length) return AC;
  if (type === 'ACM') return failing[0].status;
  const earned = run.some((c) => c.status === AC || (c.status === JudgeStatus.PartialAccepted && c.score > 0));
  return earned ? JudgeStatus.PartialAccepted : failing[0].status;
}

function subtaskResults(mode: JudgeCaseMode, cases: CaseResult[]): CaseGroupResult[] {
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
export function fullScore(problem: CaseModeProblem): number {
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
  subtasks: CaseGroupResult[];
}

/** Final status, score, time and memory from the case results (skipped cases count 0). */
export function aggregate(problem: CaseModeProblem, cases: CaseResult[]): Aggregate {
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

/** A case a subtask_lowest group skipped after one of its cases failed. */
export const skippedCase = (seq: number, group: number): CaseResult => ({
  seq,
  status: JudgeStatus.Cancelled,
  timeMs: 0,
  memoryKb: 0,
  score: 0,
  group,
  message: SKIPPED_MESSAGE,
  inputExcerpt: '',
  expectedExcerpt: '',
  userOutputExcerpt: '',
});

/** The whole result from the case results in case order: the aggregate and why a run failed, if one did. */
export function judgedResult(problem: CaseModeProblem, cases: CaseResult[], compileMessage: string) {
  const firstFailure = cases.find((c) => c.status === JudgeStatus.SystemError || c.status === JudgeStatus.RuntimeError);
  return { ...aggregate(problem, cases), compileMessage, errorMessage: firstFailure?.message ?? '', cases };
}

/** subtask_lowest across parts: a case after a failing one of its group is skipped, whichever host ran it. */
function skipAfterGroupFailure(cases: CaseResult[]): CaseResult[] {
  const stopped = new Set<number>();
  return cases.map((c) => {
    if (stopped.has(c.group)) return skippedCase(c.seq, c.group);
    if (!keepsGroupGoing(c)) stopped.add(c.group);
    return c;
  });
}

/**
 * A submission fanned out over several hosts: the result one host would have reported, from the results of its
 * case ranges (in case order, null for a range not back yet), or null while a range that counts is missing. A
 * result without cases (a compile error, a System Error before any case) is the same on every host and ends it;
 * ergodic_without_error needs the ranges up to its first failing case only, and drops the cases after it;
 * subtask_lowest shows a case after a failing one of its group as skipped, as one host would not have run it.
 */
export function mergeParts(problem: CaseModeProblem, parts: (WorkerResult | null)[]): WorkerResult | null {
  const whole = parts.find((p) => p !== null && p.cases.length === 0);
  if (whole) return whole;
  const stopsAtFailure = problem.judgeCaseMode === 'ergodic_without_error';
  const cases: CaseResult[] = [];
  for (const part of parts) {
    if (!part) return null;
    const failing = stopsAtFailure ? part.cases.findIndex((c) => c.status !== AC) : -1;
    cases.push(...(failing < 0 ? part.cases : part.cases.slice(0, failing + 1)));
    if (failing >= 0) break;
  }
  const merged = problem.judgeCaseMode === 'subtask_lowest' ? skipAfterGroupFailure(cases) : cases;
  return judgedResult(problem, merged, parts[0]?.compileMessage ?? '');
}
