// Interactive judging for real: a C++ guessing-game interactor (testlib style: exit 0 "ok", exit 1 "wrong
// answer" on stderr) against contestants that guess right, guess wrong, or never answer.
import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@verdict/shared';
import { caseStatuses, describeResult, makeProblem, setupJudge, type ProblemSpec } from './helpers.ts';

const harness = setupJudge();
const { Accepted: AC, WrongAnswer: WA, TimeLimitExceeded: TLE, PartialAccepted: PA } = JudgeStatus;

/**
 * The secret (1..1000) is the input file's number (argv[1]). The contestant asks "? x" and hears "<", ">"
 * or "=", and answers "! x". More than 20 questions, a wrong answer or silence is a wrong answer.
 */
const INTERACTOR = `#include <bits/stdc++.h>
using namespace std;
int main(int argc, char** argv) {
  ifstream input(argv[1]);
  long long secret; input >> secret;
  for (int asked = 0;; asked++) {
    string op; long long x;
    if (!(cin >> op >> x)) { fprintf(stderr, "wrong answer unexpected end of file after %d questions\\n", asked); return 1; }
    if (op == "!") {
      if (x == secret) { fprintf(stderr, "ok guessed %lld with %d questions\\n", secret, asked); return 0; }
      fprintf(stderr, "wrong answer expected %lld, found %lld\\n", secret, x);
      return 1;
    }
    if (asked >= 20) { fprintf(stderr, "wrong answer too many questions\\n"); return 1; }
    cout << (x < secret ? "<" : x > secret ? ">" : "=") << endl;
  }
}
`;

/** Binary search: "<" means the secret is larger than the guess. */
const SEARCHER = `#include <bits/stdc++.h>
using namespace std;
int main() {
  long long lo = 1, hi = 1000;
  while (lo < hi) {
    long long mid = (lo + hi) / 2;
    cout << "? " << mid << endl;
    string reply; cin >> reply;
    if (reply == "=") { lo = hi = mid; break; }
    if (reply == "<") lo = mid + 1; else hi = mid - 1;
  }
  cout << "! " << lo << endl;
  return 0;
}
`;

const secrets = (...values: number[]) => values.map((v) => ({ input: `${v}\n`, output: `${v}\n`, score: 10 }));
const interactive = (cases: ReturnType<typeof secrets>, extra: Partial<ProblemSpec> = {}) =>
  makeProblem({ judgeMode: 'interactive', interactor: { language: 'cpp17-o2', code: INTERACTOR }, timeLimitMs: 1000, ...extra, cases });

describe('interactive guessing game', () => {
  it('a correct contestant is Accepted', async () => {
    const result = await harness.run(interactive(secrets(1, 500, 777, 1000)), 'cpp17-o2', SEARCHER);
    expect(caseStatuses(result), describeResult(result)).toEqual(['Accepted', 'Accepted', 'Accepted', 'Accepted']);
    expect(result.status).toBe(AC);
    expect(result.cases[0].message).toMatch(/^ok guessed 1/);
  });

  it('a contestant that guesses wrong is Wrong Answer, with the interactor message', async () => {
    const code = '#include <bits/stdc++.h>\nint main() { std::cout << "! 1" << std::endl; return 0; }\n';
    const result = await harness.run(interactive(secrets(1, 500)), 'cpp17-o2', code);
    expect(caseStatuses(result), describeResult(result)).toEqual(['Accepted', 'Wrong Answer']);
    expect(result.status).toBe(WA);
    expect(result.cases[1].message).toContain('wrong answer expected 500, found 1');
    expect(result.cases[1].message).toContain('Interactive program exited with code: 1');
  });

  it('a contestant that asks too much is Wrong Answer', async () => {
    const code =
      '#include <bits/stdc++.h>\nint main() { std::string r; for (;;) { std::cout << "? 1" << std::endl; if (!(std::cin >> r)) return 0; } }\n';
    const result = await harness.run(interactive(secrets(500)), 'cpp17-o2', code);
    expect(caseStatuses(result), describeResult(result)).toEqual(['Wrong Answer']);
    expect(result.cases[0].message).toContain('too many questions');
  });

  it('a contestant that loops without answering is Time Limit Exceeded', async () => {
    const code = '#include <bits/stdc++.h>\nint main() { volatile unsigned long long x = 0; for (;;) x++; }\n';
    const result = await harness.run(interactive(secrets(500)), 'cpp17-o2', code);
    expect(caseStatuses(result), describeResult(result)).toEqual(['Time Limit Exceeded']);
    expect(result.timeMs).toBe(1000);
  });

  it('a contestant that sleeps without answering is Time Limit Exceeded (wall time)', async () => {
    const code = '#include <bits/stdc++.h>\n#include <unistd.h>\nint main() { sleep(60); return 0; }\n';
    const result = await harness.run(interactive(secrets(500), { timeLimitMs: 300 }), 'cpp17-o2', code);
    expect(caseStatuses(result), describeResult(result)).toEqual(['Time Limit Exceeded']);
  });

  it('a contestant that waits for a reply that never comes is Time Limit Exceeded, not WA', async () => {
    // Reads before it writes: both sides wait on each other until the wall clock stops the contestant.
    const code = '#include <bits/stdc++.h>\nint main() { std::string s; std::cin >> s; std::cout << "! " << s << std::endl; return 0; }\n';
    const result = await harness.run(interactive(secrets(500), { timeLimitMs: 300 }), 'cpp17-o2', code);
    expect(caseStatuses(result), describeResult(result)).toEqual(['Time Limit Exceeded']);
  });

  it('OI: per-case scores', async () => {
    const code = '#include <bits/stdc++.h>\nint main() { std::cout << "! 500" << std::endl; return 0; }\n';
    const result = await harness.run(interactive(secrets(500, 3, 500), { type: 'OI' }), 'cpp17-o2', code);
    expect(caseStatuses(result), describeResult(result)).toEqual(['Accepted', 'Wrong Answer', 'Accepted']);
    expect(result).toMatchObject({ status: PA, score: 20 });
  });

  it('a contestant that crashes mid-game is Runtime Error', async () => {
    const code = '#include <bits/stdc++.h>\nint main() { std::cout << "? 1" << std::endl; std::string r; std::cin >> r; return 3; }\n';
    const result = await harness.run(interactive(secrets(500)), 'cpp17-o2', code);
    expect(caseStatuses(result), describeResult(result)).toEqual(['Runtime Error']);
    expect(result.status).not.toBe(TLE);
  });
});

describe('on boxes that die after every run (the box-dies test fault)', () => {
  const dying = setupJudge({ testFaults: ['box-dies'] });

  it('compiles, runs and interacts on slots built anew: the same verdicts', async () => {
    const result = await dying.run(interactive(secrets(1, 500, 1000)), 'cpp17-o2', SEARCHER);
    expect(caseStatuses(result), describeResult(result)).toEqual(['Accepted', 'Accepted', 'Accepted']);
    expect(result.status).toBe(AC);
  });
});
