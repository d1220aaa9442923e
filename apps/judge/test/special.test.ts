// Special judges for real (C++ checkers in the sandbox): the reference's exit codes and testlib's (without
// testlib.h), partial scores, checker failures as System Errors, a checker that does not compile, and judge
// extra files reaching the checker's compile.
import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@verdict/shared';
import { caseStatuses, describeResult, makeProblem, setupJudge } from './helpers.ts';

const harness = setupJudge();
const { Accepted: AC, PartialAccepted: PA, SystemError: SE } = JudgeStatus;

/** The contestant echoes its input: each case's input is the output the checker will see. */
const ECHO = '#include <bits/stdc++.h>\nint main() { std::cout << std::cin.rdbuf(); return 0; }\n';

/**
 * What the checker does for each user output (the answer is always 3): "3" AC, "pe" presentation error,
 * "half" 50 %, "fail" judgement failure, "crash" the checker crashes, anything else wrong answer.
 */
const CASES = [
  { input: '3\n', output: '3\n', score: 10 },
  { input: '4\n', output: '3\n', score: 10 },
  { input: 'pe\n', output: '3\n', score: 10 },
  { input: 'half\n', output: '3\n', score: 7 },
  { input: 'fail\n', output: '3\n', score: 10 },
  { input: 'crash\n', output: '3\n', score: 10 },
];
const EXPECTED = ['Accepted', 'Wrong Answer', 'Presentation Error', 'Partial Accepted', 'System Error', 'System Error'];

/** Reference convention: 100 AC, 101 PE, 102 WA, 103 failure, 99 with the percent on stdout. */
const REFERENCE_CHECKER = `#include <bits/stdc++.h>
using namespace std;
int main(int argc, char** argv) {
  if (argc < 4) return 103;
  ifstream input(argv[1]), user(argv[2]), answer(argv[3]);
  string got, expected;
  user >> got; answer >> expected;
  if (got == expected) { cerr << "correct" << endl; return 100; }
  if (got == "pe") { cerr << "bad format" << endl; return 101; }
  if (got == "half") { cout << 50 << endl; cerr << "half of it" << endl; return 99; }
  if (got == "fail") { cerr << "cannot read the answer" << endl; return 103; }
  if (got == "crash") { volatile int* p = nullptr; *p = 1; }
  cerr << "expected " << expected << ", found " << got << endl;
  return 102;
}
`;

/** testlib's convention without testlib.h: 0 ok, 1 WA, 2 PE, 3 FAIL, 7 points, with testlib's texts on stderr. */
const TESTLIB_CHECKER = `#include <bits/stdc++.h>
#include "mylib.h"
using namespace std;
int main(int argc, char** argv) {
  if (argc < 4) quit(3, "FAIL usage: checker input output answer");
  ifstream input(argv[1]), user(argv[2]), answer(argv[3]);
  string got, expected;
  user >> got; answer >> expected;
  if (got == expected) quit(0, "ok 1 number");
  if (got == "pe") quit(2, "wrong output format Expected integer, but \\"pe\\" found");
  if (got == "half") quit(7, "points 0.5 half of it");
  if (got == "fail") quit(3, "FAIL answer file is broken");
  if (got == "crash") abort();
  quit(1, ("wrong answer expected " + expected + ", found " + got).c_str());
}
`;
const MYLIB = `#pragma once
#include <cstdio>
#include <cstdlib>
[[noreturn]] inline void quit(int code, const char* text) { std::fprintf(stderr, "%s\\n", text); std::exit(code); }
`;

describe.each([
  ['reference exit codes', REFERENCE_CHECKER, {}],
  ['testlib exit codes and texts', TESTLIB_CHECKER, { 'mylib.h': MYLIB }],
] as const)('%s', (_name, checker, judgeExtraFiles) => {
  it('AC, WA, PE, partial, and checker failures as System Error (OI)', async () => {
    const problem = makeProblem({
      type: 'OI',
      judgeMode: 'spj',
      checker: { language: 'cpp17-o2', code: checker },
      judgeExtraFiles,
      cases: CASES,
    });
    const result = await harness.run(problem, 'cpp17-o2', ECHO);
    const dump = describeResult(result);
    expect(caseStatuses(result), dump).toEqual(EXPECTED);
    // Partial: floor(0.5 × 7) = 3.
    expect(
      result.cases.map((c) => c.score),
      dump,
    ).toEqual([10, 0, 0, 3, 0, 0]);
    expect(result).toMatchObject({ status: PA, score: 13 });
    // The checker's stderr is the case message.
    expect(result.cases[1].message, dump).toContain('expected 3, found 4');
    expect(result.cases[3].message, dump).toContain('half of it');
    // A System Error case explains itself in the submission's error message.
    expect(result.errorMessage, dump).not.toBe('');
  });

  it('ACM: the first failing case decides; all passing is Accepted', async () => {
    const failing = makeProblem({
      judgeMode: 'spj',
      checker: { language: 'cpp17-o2', code: checker },
      judgeExtraFiles,
      cases: [CASES[0], CASES[4], CASES[1]],
    });
    const failed = await harness.run(failing, 'cpp17-o2', ECHO);
    expect(caseStatuses(failed), describeResult(failed)).toEqual(['Accepted', 'System Error', 'Wrong Answer']);
    expect(failed.status).toBe(SE);
    const passing = makeProblem({
      judgeMode: 'spj',
      checker: { language: 'cpp17-o2', code: checker },
      judgeExtraFiles,
      cases: [CASES[0], CASES[0]],
    });
    const passed = await harness.run(passing, 'cpp17-o2', ECHO);
    expect(passed, describeResult(passed)).toMatchObject({ status: AC, score: null });
  });
});

describe('checker problems', () => {
  it('a checker that does not compile is a System Error saying so', async () => {
    const problem = makeProblem({
      judgeMode: 'spj',
      checker: { language: 'cpp17-o2', code: 'int main() { return 0 }\n' },
      cases: [CASES[0]],
    });
    const result = await harness.run(problem, 'cpp17-o2', ECHO);
    expect(result.status, describeResult(result)).toBe(SE);
    expect(result.errorMessage).toMatch(/special judge failed to compile/);
    expect(result.cases).toEqual([]);
  });

  it('without its judge extra file the testlib-style checker does not compile', async () => {
    const problem = makeProblem({ judgeMode: 'spj', checker: { language: 'cpp17-o2', code: TESTLIB_CHECKER }, cases: [CASES[0]] });
    const result = await harness.run(problem, 'cpp17-o2', ECHO);
    expect(result.status, describeResult(result)).toBe(SE);
    expect(result.errorMessage).toMatch(/special judge failed to compile[\s\S]*mylib\.h/);
  });

  it('the checker does not run when the program fails (RE stays RE)', async () => {
    const problem = makeProblem({ judgeMode: 'spj', checker: { language: 'cpp17-o2', code: REFERENCE_CHECKER }, cases: [CASES[0]] });
    const result = await harness.run(problem, 'cpp17-o2', 'int main() { return 3; }\n');
    expect(caseStatuses(result), describeResult(result)).toEqual(['Runtime Error']);
    expect(result.cases[0].message).toMatch(/exit status code: 3/);
  });
});
