// Case modes judged for real (C++ in the sandbox): which cases run, what is skipped, and the final status,
// score and subtasks; file IO problems; user extra files.
import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@verdict/shared';
import { loadProblemDir } from '../src/problem-dir.ts';
import { caseStatuses, describeResult, makeProblem, setupJudge, writeProblemDir, type CaseSpec } from './helpers.ts';

const harness = setupJudge();
const { Accepted: AC, WrongAnswer: WA, TimeLimitExceeded: TLE, PartialAccepted: PA, Cancelled: CANCELLED } = JudgeStatus;

/** Doubles its input, except 13 (prints a wrong answer) and 99 (never ends). */
const DOUBLER = `#include <bits/stdc++.h>
using namespace std;
int main() {
  long long a; cin >> a;
  if (a == 13) { cout << 0 << endl; return 0; }
  if (a == 99) { volatile unsigned long long x = 0; for (;;) x++; }
  cout << a * 2 << endl;
  return 0;
}
`;

const doubled = (a: number, score = 10, group = 1): CaseSpec => ({ input: `${a}\n`, output: `${a * 2}\n`, score, group });

describe('default mode', () => {
  it('ACM: every case runs, the lowest-numbered failing case decides', async () => {
    const problem = makeProblem({ timeLimitMs: 500, cases: [doubled(1), doubled(13), doubled(99), doubled(4)] });
    const result = await harness.run(problem, 'cpp17-o2', DOUBLER);
    expect(caseStatuses(result), describeResult(result)).toEqual(['Accepted', 'Wrong Answer', 'Time Limit Exceeded', 'Accepted']);
    expect(result.cases.map((c) => c.seq)).toEqual([1, 2, 3, 4]);
    expect(result).toMatchObject({ status: WA, score: null, subtasks: [] });
    expect(result.timeMs).toBe(500);
  });

  it('ACM: all cases passing is Accepted', async () => {
    const problem = makeProblem({ cases: [doubled(1), doubled(2), doubled(-7)] });
    const result = await harness.run(problem, 'cpp17-o2', DOUBLER);
    expect(result, describeResult(result)).toMatchObject({ status: AC, score: null });
    expect(result.cases.map((c) => c.score)).toEqual([0, 0, 0]);
  });

  it('OI: some cases failing is Partial Accepted with the sum of the passed cases', async () => {
    const problem = makeProblem({ type: 'OI', cases: [doubled(1, 10), doubled(13, 20), doubled(3, 30), doubled(4, 40)] });
    const result = await harness.run(problem, 'cpp17-o2', DOUBLER);
    expect(caseStatuses(result), describeResult(result)).toEqual(['Accepted', 'Wrong Answer', 'Accepted', 'Accepted']);
    expect(result.cases.map((c) => c.score)).toEqual([10, 0, 30, 40]);
    expect(result).toMatchObject({ status: PA, score: 80 });
  });

  it('OI: all passing earns the full score (ioScore when set)', async () => {
    const problem = makeProblem({ type: 'OI', ioScore: 100, cases: [doubled(1, 30), doubled(2, 30)] });
    const result = await harness.run(problem, 'cpp17-o2', DOUBLER);
    expect(result, describeResult(result)).toMatchObject({ status: AC, score: 100 });
  });

  it('OI: nothing passing is the first failing status with score 0', async () => {
    const problem = makeProblem({ type: 'OI', cases: [doubled(13, 50), doubled(13, 50)] });
    const result = await harness.run(problem, 'cpp17-o2', DOUBLER);
    expect(result, describeResult(result)).toMatchObject({ status: WA, score: 0 });
  });
});

describe('ergodic_without_error', () => {
  it('stops after the first case that is not Accepted', async () => {
    const problem = makeProblem({
      judgeCaseMode: 'ergodic_without_error',
      cases: [doubled(1), doubled(2), doubled(13), doubled(3), doubled(99)],
    });
    const result = await harness.run(problem, 'cpp17-o2', DOUBLER);
    expect(caseStatuses(result), describeResult(result)).toEqual(['Accepted', 'Accepted', 'Wrong Answer']);
    expect(result.cases.map((c) => c.seq)).toEqual([1, 2, 3]);
    expect(result).toMatchObject({ status: WA, score: null, subtasks: [] });
  });

  it('runs every case when all pass', async () => {
    const problem = makeProblem({ judgeCaseMode: 'ergodic_without_error', cases: [doubled(1), doubled(2), doubled(3)] });
    const result = await harness.run(problem, 'cpp17-o2', DOUBLER);
    expect(caseStatuses(result), describeResult(result)).toEqual(['Accepted', 'Accepted', 'Accepted']);
    expect(result.status).toBe(AC);
  });
});

describe('subtask_lowest', () => {
  it('a failing case skips the rest of its group; the score is the sum of the group minimums', async () => {
    // Listed out of group order on purpose: groups run in ascending order, results keep the case order.
    const problem = makeProblem({
      type: 'OI',
      judgeCaseMode: 'subtask_lowest',
      timeLimitMs: 500,
      cases: [
        doubled(6, 30, 3),
        doubled(1, 10, 1),
        doubled(2, 10, 1),
        doubled(3, 20, 2),
        doubled(13, 20, 2),
        doubled(99, 20, 2),
        doubled(5, 20, 2),
      ],
    });
    const result = await harness.run(problem, 'cpp17-o2', DOUBLER);
    const dump = describeResult(result);
    expect(caseStatuses(result), dump).toEqual(['Accepted', 'Accepted', 'Accepted', 'Accepted', 'Wrong Answer', 'Cancelled', 'Cancelled']);
    const skipped = result.cases.filter((c) => c.status === CANCELLED);
    expect(skipped.map((c) => [c.seq, c.message, c.score, c.timeMs])).toEqual([
      [6, 'Cancelled: Skipped Judging', 0, 0],
      [7, 'Cancelled: Skipped Judging', 0, 0],
    ]);
    expect(result.cases.map((c) => c.group)).toEqual([3, 1, 1, 2, 2, 2, 2]);
    expect(result.subtasks.map((s) => ({ groupNum: s.groupNum, status: s.status, score: s.score, ac: s.ac, total: s.total }))).toEqual([
      { groupNum: 1, status: AC, score: 10, ac: 2, total: 2 },
      { groupNum: 2, status: WA, score: 0, ac: 1, total: 4 },
      { groupNum: 3, status: AC, score: 30, ac: 1, total: 1 },
    ]);
    expect(result).toMatchObject({ status: PA, score: 40 });
    // The skipped infinite loop never ran: no TLE anywhere.
    expect(result.timeMs).toBeLessThan(500);
  });

  it('all groups passing earns the full score', async () => {
    const problem = makeProblem({
      type: 'OI',
      judgeCaseMode: 'subtask_lowest',
      cases: [doubled(1, 10, 1), doubled(2, 20, 1), doubled(3, 30, 2)],
    });
    const result = await harness.run(problem, 'cpp17-o2', DOUBLER);
    // Group 1 is worth its lowest case score (10), group 2 30.
    expect(result, describeResult(result)).toMatchObject({ status: AC, score: 40 });
    expect(result.subtasks.map((s) => [s.groupNum, s.status, s.score])).toEqual([
      [1, AC, 10],
      [2, AC, 30],
    ]);
  });
});

describe('subtask_average', () => {
  it('runs every case and sums the rounded group means', async () => {
    const problem = makeProblem({
      type: 'OI',
      judgeCaseMode: 'subtask_average',
      timeLimitMs: 500,
      cases: [
        doubled(1, 10, 1),
        doubled(13, 10, 1),
        doubled(3, 10, 1),
        doubled(4, 25, 2),
        doubled(99, 25, 2),
        doubled(6, 7, 3),
        doubled(13, 7, 3),
        doubled(13, 7, 3),
      ],
    });
    const result = await harness.run(problem, 'cpp17-o2', DOUBLER);
    const dump = describeResult(result);
    expect(caseStatuses(result), dump).toEqual([
      'Accepted',
      'Wrong Answer',
      'Accepted',
      'Accepted',
      'Time Limit Exceeded',
      'Accepted',
      'Wrong Answer',
      'Wrong Answer',
    ]);
    // group 1: 20 / 3 = 6.67 → 7; group 2: 25 / 2 = 12.5 → 13; group 3: 7 / 3 = 2.33 → 2.
    expect(result.subtasks.map((s) => ({ groupNum: s.groupNum, status: s.status, score: s.score, ac: s.ac, total: s.total }))).toEqual([
      { groupNum: 1, status: PA, score: 7, ac: 2, total: 3 },
      { groupNum: 2, status: PA, score: 13, ac: 1, total: 2 },
      { groupNum: 3, status: PA, score: 2, ac: 1, total: 3 },
    ]);
    expect(result).toMatchObject({ status: PA, score: 22, timeMs: 500 });
    expect(result.cases.some((c) => c.status === CANCELLED)).toBe(false);
  });

  it('a group whose rounded mean is 0 is Wrong Answer; nothing earned is the first failing status', async () => {
    const problem = makeProblem({
      type: 'OI',
      judgeCaseMode: 'subtask_average',
      timeLimitMs: 500,
      cases: [doubled(99, 10, 1), doubled(13, 10, 2)],
    });
    const result = await harness.run(problem, 'cpp17-o2', DOUBLER);
    expect(
      result.subtasks.map((s) => [s.groupNum, s.status, s.score]),
      describeResult(result),
    ).toEqual([
      [1, WA, 0],
      [2, WA, 0],
    ]);
    expect(result).toMatchObject({ status: TLE, score: 0 });
  });
});

describe('file IO', () => {
  const FILE_DOUBLER = `#include <bits/stdc++.h>
using namespace std;
int main() {
  ifstream in("data.in"); ofstream out("data.out");
  long long a; in >> a;
  out << a * 2 << endl;
  return 0;
}
`;
  const problemDir = () =>
    writeProblemDir({
      problem: {
        title: 'Double it',
        timeLimitMs: 1000,
        memoryLimitMb: 64,
        fileIO: { input: 'data.in', output: 'data.out' },
        cases: [
          { in: '1.in', out: '1.out' },
          { in: '2.in', out: '2.out' },
        ],
      },
      tests: { '1.in': '21\n', '1.out': '42\n', '2.in': '-4\n', '2.out': '-8\n' },
    });

  it('the program reads the input file and writes the output file', async () => {
    const problem = loadProblemDir(problemDir());
    expect(problem.fileIO).toEqual({ input: 'data.in', output: 'data.out' });
    const result = await harness.run(problem, 'cpp17-o2', FILE_DOUBLER);
    expect(caseStatuses(result), describeResult(result)).toEqual(['Accepted', 'Accepted']);
    expect(result.cases[0].userOutputExcerpt).toBe('42\n');
  });

  it('the input is not on stdin, and stdout is not the answer: no output file is an empty answer (WA)', async () => {
    const problem = loadProblemDir(problemDir());
    const result = await harness.run(problem, 'cpp17-o2', DOUBLER.replace('cin >> a;', 'if (!(cin >> a)) a = 21;'));
    expect(caseStatuses(result), describeResult(result)).toEqual(['Wrong Answer', 'Wrong Answer']);
    expect(result.cases.map((c) => c.userOutputExcerpt)).toEqual(['', '']);
    expect(result.status).toBe(WA);
  });

  it('an output file with the wrong content is Wrong Answer', async () => {
    const problem = loadProblemDir(problemDir());
    const result = await harness.run(problem, 'cpp17-o2', FILE_DOUBLER.replace('a * 2', 'a * 3'));
    expect(caseStatuses(result), describeResult(result)).toEqual(['Wrong Answer', 'Wrong Answer']);
  });
});

describe('user extra files', () => {
  it('are beside the source at compile time and in the work directory at run time', async () => {
    const code = `#include <bits/stdc++.h>
#include "offset.h"
using namespace std;
int main() {
  ifstream table("table.txt");
  long long a, t; cin >> a; table >> t;
  cout << a + t + OFFSET << endl;
  return 0;
}
`;
    const problem = makeProblem({
      userExtraFiles: { 'offset.h': '#define OFFSET 1000\n', 'table.txt': '42\n' },
      cases: [
        { input: '1\n', output: '1043\n' },
        { input: '8\n', output: '1050\n' },
      ],
    });
    const result = await harness.run(problem, 'cpp17-o2', code);
    expect(caseStatuses(result), describeResult(result)).toEqual(['Accepted', 'Accepted']);
  });

  it('come from the problem folder (user-extra/)', async () => {
    const dir = writeProblemDir({
      problem: { timeLimitMs: 1000, memoryLimitMb: 64, cases: [{ in: '1.in', out: '1.out' }] },
      tests: { '1.in': '5\n', '1.out': '47\n' },
      userExtra: { 'table.txt': '42\n' },
    });
    const code =
      '#include <bits/stdc++.h>\nint main() { std::ifstream t("table.txt"); long long a, b; std::cin >> a; t >> b; std::cout << a + b << std::endl; }\n';
    const result = await harness.run(loadProblemDir(dir), 'cpp17-o2', code);
    expect(result.status, describeResult(result)).toBe(AC);
  });
});
