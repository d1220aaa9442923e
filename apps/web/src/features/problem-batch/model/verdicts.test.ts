// The verdict of each reference solution's row and the counts of the summary line.
import { describe, expect, it } from 'vitest';
import { JudgeStatus, type ProblemSolutionVerdicts, type SolutionVerdict } from '@verdict/shared';
import { anyInProgress, outcomeOf, summarizeVerdicts } from './verdicts';

let nextId = 1;
const solution = (patch: Partial<SolutionVerdict>): SolutionVerdict => ({
  id: nextId++,
  sourceLanguage: 'C++',
  language: 'C++ With O2',
  status: JudgeStatus.Accepted,
  timeMs: 3,
  memoryKb: 1024,
  message: null,
  verifiedAt: null,
  ...patch,
});
const problem = (...solutions: SolutionVerdict[]): ProblemSolutionVerdicts => ({ pid: nextId++, problemId: 'P1', title: 'A+B', solutions });

describe('reference solution verdicts', () => {
  it('skips a solution without a local language whatever its status, and tells unverified from judged', () => {
    expect(outcomeOf(solution({ language: null, status: JudgeStatus.Pending }))).toEqual({ kind: 'skipped' });
    expect(outcomeOf(solution({ status: null }))).toEqual({ kind: 'unverified' });
    expect(outcomeOf(solution({ status: JudgeStatus.WrongAnswer }))).toEqual({ kind: 'judged', status: JudgeStatus.WrongAnswer });
  });

  it('counts statuses most frequent first, then skipped and unverified solutions', () => {
    const summary = summarizeVerdicts([
      problem(solution({}), solution({ status: JudgeStatus.WrongAnswer }), solution({ language: null, status: null })),
      problem(solution({}), solution({ status: null })),
    ]);
    expect(summary).toEqual({
      statuses: [
        { status: JudgeStatus.Accepted, count: 2 },
        { status: JudgeStatus.WrongAnswer, count: 1 },
      ],
      skipped: 1,
      unverified: 1,
    });
  });

  it('keeps polling while a judged solution is pending, compiling or judging', () => {
    expect(anyInProgress([problem(solution({}), solution({ status: JudgeStatus.Judging }))])).toBe(true);
    expect(anyInProgress([problem(solution({ status: JudgeStatus.Pending }))])).toBe(true);
    expect(
      anyInProgress([problem(solution({}), solution({ status: null }), solution({ language: null, status: JudgeStatus.Pending }))]),
    ).toBe(false);
  });
});
