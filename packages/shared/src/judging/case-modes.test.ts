// Case modes, scores and the final result (server-behaviour §2.6), and the merge of a fanned-out submission's
// ranges, on hand-made case results.
import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '../constants/judge-status.ts';
import type { JudgeCaseMode } from '../wire/problems.ts';
import {
  aggregate,
  caseScore,
  fullScore,
  groupsOf,
  judgedResult,
  keepsGroupGoing,
  mergeParts,
  skippedCase,
  SKIPPED_MESSAGE,
  type CaseModeProblem,
  type CaseResult,
} from './case-modes.ts';

const {
  Accepted: AC,
  WrongAnswer: WA,
  TimeLimitExceeded: TLE,
  MemoryLimitExceeded: MLE,
  RuntimeError: RE,
  PartialAccepted: PA,
  Cancelled: CANCELLED,
  SystemError: SE,
} = JudgeStatus;

type Problem = CaseModeProblem;

function problem(type: 'ACM' | 'OI', judgeCaseMode: JudgeCaseMode, cases: { score: number; group?: number }[], ioScore?: number): Problem {
  return {
    type,
    judgeCaseMode,
    ioScore,
    cases: cases.map((c) => ({ score: c.score, group: c.group ?? 1 })),
  };
}

/** A case result as judge() builds it: the score is caseScore() of the status for OI. */
function result(
  p: Problem,
  seq: number,
  status: number,
  options: { fraction?: number; timeMs?: number; memoryKb?: number } = {},
): CaseResult {
  const c = p.cases[seq - 1];
  const score = p.type === 'OI' && status !== CANCELLED ? caseScore(status, options.fraction ?? (status === AC ? 1 : 0), c.score) : 0;
  return {
    seq,
    status,
    timeMs: options.timeMs ?? 10,
    memoryKb: options.memoryKb ?? 1000,
    score,
    group: c.group,
    message: status === CANCELLED ? SKIPPED_MESSAGE : '',
    inputExcerpt: '',
    expectedExcerpt: '',
    userOutputExcerpt: '',
  };
}

describe('caseScore', () => {
  it('AC earns the case score, partial its floored share, anything else 0', () => {
    expect(caseScore(AC, 1, 10)).toBe(10);
    expect(caseScore(PA, 0.5, 10)).toBe(5);
    expect(caseScore(PA, 0.55, 10)).toBe(5);
    expect(caseScore(PA, 0.99, 10)).toBe(9);
    expect(caseScore(PA, 1 / 3, 7)).toBe(2);
    expect(caseScore(PA, 0.05, 10)).toBe(0);
    for (const status of [WA, TLE, MLE, RE, SE, JudgeStatus.PresentationError, CANCELLED]) expect(caseScore(status, 1, 10)).toBe(0);
  });
});

describe('keepsGroupGoing', () => {
  it('AC and partial with a score > 0 keep a subtask_lowest group going', () => {
    expect(keepsGroupGoing({ status: AC, score: 0 })).toBe(true);
    expect(keepsGroupGoing({ status: PA, score: 3 })).toBe(true);
    expect(keepsGroupGoing({ status: PA, score: 0 })).toBe(false);
    expect(keepsGroupGoing({ status: WA, score: 0 })).toBe(false);
    expect(keepsGroupGoing({ status: TLE, score: 0 })).toBe(false);
  });
});

describe('groupsOf', () => {
  it('groups case indexes by group number, ascending, cases in order', () => {
    const p = problem('OI', 'subtask_lowest', [
      { score: 1, group: 2 },
      { score: 1, group: 1 },
      { score: 1, group: 2 },
      { score: 1, group: 0 },
    ]);
    expect(groupsOf(p)).toEqual([[3], [1], [0, 2]]);
  });
});

describe('fullScore', () => {
  it('default and ergodic: the sum of the case scores', () => {
    expect(fullScore(problem('OI', 'default', [{ score: 10 }, { score: 20 }, { score: 30 }]))).toBe(60);
    expect(fullScore(problem('ACM', 'ergodic_without_error', [{ score: 10 }, { score: 5 }]))).toBe(15);
  });

  it('subtask_lowest: the sum of the per-group minimums', () => {
    expect(
      fullScore(
        problem('OI', 'subtask_lowest', [
          { score: 10, group: 1 },
          { score: 20, group: 1 },
          { score: 30, group: 2 },
          { score: 40, group: 2 },
        ]),
      ),
    ).toBe(40);
  });

  it('subtask_average: the sum of the rounded per-group means', () => {
    // group 1: (10 + 15) / 2 = 12.5 → 13; group 2: (1 + 1 + 2) / 3 = 1.33 → 1
    expect(
      fullScore(
        problem('OI', 'subtask_average', [
          { score: 10, group: 1 },
          { score: 15, group: 1 },
          { score: 1, group: 2 },
          { score: 1, group: 2 },
          { score: 2, group: 2 },
        ]),
      ),
    ).toBe(14);
  });

  it('ioScore wins when set', () => {
    expect(fullScore(problem('OI', 'default', [{ score: 10 }, { score: 20 }], 100))).toBe(100);
    expect(fullScore(problem('OI', 'subtask_lowest', [{ score: 10 }, { score: 20 }], 50))).toBe(50);
    expect(fullScore(problem('OI', 'default', [{ score: 10 }, { score: 20 }], 0))).toBe(30);
  });
});

describe('aggregate: default mode', () => {
  it('ACM: Accepted when all pass, no score', () => {
    const p = problem('ACM', 'default', [{ score: 10 }, { score: 10 }]);
    expect(aggregate(p, [result(p, 1, AC), result(p, 2, AC)])).toMatchObject({ status: AC, score: null, subtasks: [] });
  });

  it('ACM: the lowest-numbered failing case decides', () => {
    const p = problem('ACM', 'default', [{ score: 10 }, { score: 10 }, { score: 10 }, { score: 10 }]);
    expect(aggregate(p, [result(p, 1, AC), result(p, 2, TLE), result(p, 3, WA), result(p, 4, AC)]).status).toBe(TLE);
    expect(aggregate(p, [result(p, 1, MLE), result(p, 2, TLE), result(p, 3, WA), result(p, 4, AC)]).status).toBe(MLE);
  });

  it('time and memory are the maximum over the cases', () => {
    const p = problem('ACM', 'default', [{ score: 10 }, { score: 10 }]);
    const r = aggregate(p, [result(p, 1, AC, { timeMs: 30, memoryKb: 500 }), result(p, 2, WA, { timeMs: 20, memoryKb: 900 })]);
    expect(r).toMatchObject({ timeMs: 30, memoryKb: 900 });
  });

  it('OI: all AC earns the full score (ioScore when set)', () => {
    const p = problem('OI', 'default', [{ score: 10 }, { score: 20 }]);
    expect(aggregate(p, [result(p, 1, AC), result(p, 2, AC)])).toMatchObject({ status: AC, score: 30 });
    const withIo = problem('OI', 'default', [{ score: 10 }, { score: 20 }], 100);
    expect(aggregate(withIo, [result(withIo, 1, AC), result(withIo, 2, AC)])).toMatchObject({ status: AC, score: 100 });
  });

  it('OI: some earned is Partial Accepted with the sum of the case scores', () => {
    const p = problem('OI', 'default', [{ score: 10 }, { score: 20 }, { score: 30 }]);
    expect(aggregate(p, [result(p, 1, AC), result(p, 2, WA), result(p, 3, PA, { fraction: 0.5 })])).toMatchObject({
      status: PA,
      score: 25,
    });
  });

  it('OI: nothing earned is the lowest-numbered failing status with score 0', () => {
    const p = problem('OI', 'default', [{ score: 10 }, { score: 20 }]);
    expect(aggregate(p, [result(p, 1, RE), result(p, 2, WA)])).toMatchObject({ status: RE, score: 0 });
  });

  it('OI: a partial verdict that floors to 0 earns nothing', () => {
    const p = problem('OI', 'default', [{ score: 10 }, { score: 10 }]);
    // Nothing earned: the final status is the first failing case's, here that partial verdict itself.
    expect(aggregate(p, [result(p, 1, PA, { fraction: 0.05 }), result(p, 2, WA)])).toMatchObject({ status: PA, score: 0 });
    expect(aggregate(p, [result(p, 1, WA), result(p, 2, PA, { fraction: 0.05 })])).toMatchObject({ status: WA, score: 0 });
  });

  it('OI: the score is capped at ioScore', () => {
    const p = problem('OI', 'default', [{ score: 60 }, { score: 60 }, { score: 10 }], 100);
    expect(aggregate(p, [result(p, 1, AC), result(p, 2, AC), result(p, 3, WA)])).toMatchObject({ status: PA, score: 100 });
  });
});

describe('aggregate: ergodic_without_error', () => {
  it('judges over the cases that ran', () => {
    const p = problem('ACM', 'ergodic_without_error', [{ score: 10 }, { score: 10 }, { score: 10 }]);
    expect(aggregate(p, [result(p, 1, AC), result(p, 2, WA)])).toMatchObject({ status: WA, score: null, subtasks: [] });
    expect(aggregate(p, [result(p, 1, AC), result(p, 2, AC), result(p, 3, AC)]).status).toBe(AC);
  });

  it('OI: sums the scores of the cases that ran', () => {
    const p = problem('OI', 'ergodic_without_error', [{ score: 10 }, { score: 20 }, { score: 30 }]);
    expect(aggregate(p, [result(p, 1, AC), result(p, 2, TLE)])).toMatchObject({ status: PA, score: 10 });
  });
});

describe('aggregate: subtask_lowest', () => {
  const p = problem('OI', 'subtask_lowest', [
    { score: 10, group: 1 },
    { score: 10, group: 1 },
    { score: 20, group: 2 },
    { score: 20, group: 2 },
    { score: 20, group: 2 },
    { score: 30, group: 3 },
  ]);

  it('all AC: the full score, every group AC', () => {
    const r = aggregate(
      p,
      p.cases.map((_, i) => result(p, i + 1, AC)),
    );
    expect(r.status).toBe(AC);
    expect(r.score).toBe(60);
    expect(r.subtasks.map((s) => [s.groupNum, s.status, s.score, s.ac, s.total])).toEqual([
      [1, AC, 10, 2, 2],
      [2, AC, 20, 3, 3],
      [3, AC, 30, 1, 1],
    ]);
  });

  it('a failing case with skipped cases: the group scores its minimum over the cases that ran (0)', () => {
    const cases = [
      result(p, 1, AC),
      result(p, 2, AC),
      result(p, 3, AC, { timeMs: 5 }),
      result(p, 4, TLE, { timeMs: 1000, memoryKb: 77 }),
      result(p, 5, CANCELLED, { timeMs: 0, memoryKb: 0 }),
      result(p, 6, AC),
    ];
    const r = aggregate(p, cases);
    expect(r.status).toBe(PA);
    expect(r.score).toBe(40);
    const group2 = r.subtasks.find((s) => s.groupNum === 2)!;
    // The lowest-scoring case gives the group's status, time and memory; skipped cases do not count.
    expect(group2).toMatchObject({ status: TLE, score: 0, ac: 1, total: 3, timeMs: 1000, memoryKb: 77 });
  });

  it('partial cases: the group earns its lowest case score', () => {
    const cases = [
      result(p, 1, AC),
      result(p, 2, PA, { fraction: 0.5 }),
      result(p, 3, PA, { fraction: 0.75 }),
      result(p, 4, PA, { fraction: 0.25 }),
      result(p, 5, AC),
      result(p, 6, AC),
    ];
    const r = aggregate(p, cases);
    expect(r.subtasks.map((s) => [s.status, s.score])).toEqual([
      [PA, 5],
      [PA, 5],
      [AC, 30],
    ]);
    expect(r).toMatchObject({ status: PA, score: 40 });
  });

  it('skipped (Cancelled) cases do not decide the final status, nor time and memory', () => {
    const cases = [
      result(p, 1, WA, { timeMs: 3 }),
      result(p, 2, CANCELLED, { timeMs: 0 }),
      result(p, 3, WA),
      result(p, 4, CANCELLED),
      result(p, 5, CANCELLED),
      result(p, 6, RE, { timeMs: 4, memoryKb: 2000 }),
    ];
    const r = aggregate(p, cases);
    expect(r).toMatchObject({ status: WA, score: 0, timeMs: 10, memoryKb: 2000 });
    expect(r.subtasks.map((s) => [s.status, s.score, s.ac, s.total])).toEqual([
      [WA, 0, 0, 2],
      [WA, 0, 0, 3],
      [RE, 0, 0, 1],
    ]);
  });

  it('the score is capped at ioScore', () => {
    const capped = problem(
      'OI',
      'subtask_lowest',
      [
        { score: 50, group: 1 },
        { score: 80, group: 2 },
      ],
      100,
    );
    expect(aggregate(capped, [result(capped, 1, AC), result(capped, 2, AC)])).toMatchObject({ status: AC, score: 100 });
  });
});

describe('aggregate: subtask_average', () => {
  it('rounds each group mean and sums them', () => {
    const p = problem('OI', 'subtask_average', [
      { score: 10, group: 1 },
      { score: 10, group: 1 },
      { score: 10, group: 1 },
      { score: 25, group: 2 },
      { score: 25, group: 2 },
    ]);
    // group 1: (10 + 0 + 5) / 3 = 5 → 5; group 2: (25 + 0) / 2 = 12.5 → 13
    const cases = [result(p, 1, AC), result(p, 2, WA), result(p, 3, PA, { fraction: 0.5 }), result(p, 4, AC), result(p, 5, TLE)];
    const r = aggregate(p, cases);
    expect(r.subtasks.map((s) => [s.groupNum, s.status, s.score, s.ac, s.total])).toEqual([
      [1, PA, 5, 1, 3],
      [2, PA, 13, 1, 2],
    ]);
    expect(r).toMatchObject({ status: PA, score: 18 });
  });

  it('a group is AC when all its cases are, WA when its rounded mean is 0', () => {
    const p = problem('OI', 'subtask_average', [
      { score: 1, group: 1 },
      { score: 1, group: 1 },
      { score: 1, group: 1 },
      { score: 10, group: 2 },
      { score: 10, group: 2 },
    ]);
    // group 1: 1 / 3 = 0.33 → 0: WA even with one AC case.
    const r = aggregate(p, [result(p, 1, AC), result(p, 2, TLE), result(p, 3, WA), result(p, 4, AC), result(p, 5, AC)]);
    expect(r.subtasks.map((s) => [s.status, s.score])).toEqual([
      [WA, 0],
      [AC, 10],
    ]);
    expect(r).toMatchObject({ status: PA, score: 10 });
  });

  it('all AC is the full score; nothing earned is the first failing status', () => {
    const p = problem('OI', 'subtask_average', [
      { score: 10, group: 1 },
      { score: 20, group: 2 },
    ]);
    expect(aggregate(p, [result(p, 1, AC), result(p, 2, AC)])).toMatchObject({ status: AC, score: 30 });
    expect(aggregate(p, [result(p, 1, MLE), result(p, 2, WA)])).toMatchObject({ status: MLE, score: 0 });
  });

  it('the score is capped at ioScore', () => {
    const p = problem(
      'OI',
      'subtask_average',
      [
        { score: 70, group: 1 },
        { score: 70, group: 2 },
      ],
      100,
    );
    expect(aggregate(p, [result(p, 1, AC), result(p, 2, AC)]).score).toBe(100);
  });
});

describe('aggregate: ACM never has a score', () => {
  it.each(['default', 'ergodic_without_error', 'subtask_lowest', 'subtask_average'] as const)('%s', (mode) => {
    const p = problem('ACM', mode, [{ score: 10 }, { score: 10 }]);
    expect(aggregate(p, [result(p, 1, AC), result(p, 2, WA)])).toMatchObject({ status: WA, score: null });
  });
});

describe('mergeParts: the ranges of a fanned-out submission give what one host reports', () => {
  const part = (cases: CaseResult[], compileMessage = '') => ({
    status: AC,
    score: null,
    timeMs: 0,
    memoryKb: 0,
    compileMessage,
    errorMessage: '',
    cases,
  });
  const eight = (mode: JudgeCaseMode, type: 'ACM' | 'OI' = 'ACM') =>
    problem(
      type,
      mode,
      Array.from({ length: 8 }, () => ({ score: 10 })),
    );

  it('default: the ranges joined; ACM takes the lowest failing case, whichever range had it', () => {
    const p = eight('default');
    const one = [1, 2, 3, 4, 5, 6, 7, 8].map((seq) => result(p, seq, seq === 3 || seq === 6 ? (seq === 3 ? TLE : WA) : AC));
    const single = judgedResult(p, one, 'note');
    const merged = mergeParts(p, [part(one.slice(0, 4), 'note'), part(one.slice(4))]);
    expect(merged).toEqual({ ...single, subtasks: [] });
    expect(merged).toMatchObject({ status: TLE, cases: one });
    expect(mergeParts(p, [part(one.slice(0, 4)), null])).toBeNull();
  });

  it('OI default: the score sums over every range', () => {
    const p = eight('default', 'OI');
    const one = [1, 2, 3, 4, 5, 6, 7, 8].map((seq) => result(p, seq, seq === 7 ? WA : AC));
    expect(mergeParts(p, [part(one.slice(0, 3)), part(one.slice(3, 6)), part(one.slice(6))])).toMatchObject({ status: PA, score: 70 });
  });

  it('ergodic_without_error: complete once the ranges up to the first failure are back; later cases are dropped', () => {
    const p = eight('ergodic_without_error');
    const first = [1, 2, 3, 4].map((seq) => result(p, seq, AC));
    // The second range stopped at its own failure (case 6); the third ran on, not knowing.
    const second = [result(p, 5, AC), result(p, 6, RE)];
    const third = [result(p, 7, AC), result(p, 8, WA)];
    expect(mergeParts(p, [null, part(second), part(third)])).toBeNull();
    const merged = mergeParts(p, [part(first), part(second), null]);
    expect(merged).toMatchObject({ status: RE, cases: [...first, ...second] });
    expect(merged).toEqual(mergeParts(p, [part(first), part(second), part(third)]));
    expect(merged).toMatchObject(judgedResult(p, [...first, ...second], ''));
  });

  it('subtask_lowest: a case after a failing one of its group is skipped, even when another range ran it', () => {
    const p = problem('OI', 'subtask_lowest', [
      { score: 10, group: 1 },
      { score: 10, group: 1 },
      { score: 10, group: 1 },
      { score: 10, group: 1 },
      { score: 20, group: 2 },
      { score: 20, group: 2 },
    ]);
    const first = [result(p, 1, AC), result(p, 2, WA), skippedCase(3, 1)];
    const second = [result(p, 4, AC), result(p, 5, AC), result(p, 6, AC)];
    const merged = mergeParts(p, [part(first), part(second)]);
    const single = [...first, skippedCase(4, 1), ...second.slice(1)];
    expect(merged?.cases).toEqual(single);
    expect(merged).toMatchObject({ status: PA, score: 20, cases: single });
  });

  it('a range without cases (a compile error) is the result, whatever the others say', () => {
    const p = eight('default');
    const ce = {
      status: JudgeStatus.CompileError,
      score: null,
      timeMs: 0,
      memoryKb: 0,
      compileMessage: 'error: x',
      errorMessage: 'error: x',
      cases: [],
    };
    expect(mergeParts(p, [null, ce])).toBe(ce);
    expect(mergeParts(p, [part([1, 2, 3, 4].map((seq) => result(p, seq, AC))), ce])).toBe(ce);
  });
});
