// The judge against hostile output and hostile problems, for real in the sandbox: output that made the old
// comparison quadratic, outputs and stderr piling up in the scratch folder over a submission's cases, and
// file IO names that climb out of the work directory.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JudgeStatus } from '@verdict/shared';
import { SandboxPool } from '../src/sandbox/index.ts';
import { CheckerCache } from '../src/judge/checker-cache.ts';
import { judge } from '../src/judge/judge.ts';
import { runOnlineTest } from '../src/judge/online-test.ts';
import type { JudgeProblem, JudgeProgress, JudgeResult } from '../src/judge/types.ts';
import { describeResult, makeProblem, removeTempDirs, tempDir, type ProblemSpec } from './helpers.ts';

// The judge's scratch folder, of this file alone (read when the sandbox module loads).
const scratchRoot = vi.hoisted(() => {
  const dir = `/tmp/verdict-judge-hardening-${process.pid}`;
  process.env.VERDICT_JUDGE_SCRATCH = dir;
  return dir;
});

let pool: SandboxPool;
let checkers: CheckerCache;

beforeAll(() => {
  fs.mkdirSync(scratchRoot, { recursive: true, mode: 0o755 });
  pool = new SandboxPool({ size: 2 });
  checkers = new CheckerCache(pool, tempDir('verdict-checkers-'));
});
afterAll(async () => {
  await pool.close();
  removeTempDirs();
  fs.rmSync(scratchRoot, { recursive: true, force: true });
});

const run = (spec: ProblemSpec, code: string, onProgress?: (progress: JudgeProgress) => void): Promise<JudgeResult> =>
  judge(makeProblem(spec), { language: 'c', code }, { pool, checkers, onProgress });

/** Files under the submissions' scratch folders, less the compiled program, with their sizes. */
function caseFiles(): { file: string; size: number }[] {
  const found: { file: string; size: number }[] = [];
  const walk = (dir: string, skip = '') => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.name === skip) continue;
      if (entry.isDirectory()) walk(full);
      else found.push({ file: path.relative(scratchRoot, full), size: fs.lstatSync(full).size });
    }
  };
  for (const entry of fs.readdirSync(scratchRoot)) if (entry.startsWith('verdict-judge-')) walk(path.join(scratchRoot, entry), 'program');
  return found;
}

const SPACES_THEN_X = `#include <stdio.h>
#include <string.h>
static char spaces[1 << 20];
int main(void) {
  memset(spaces, ' ', sizeof spaces);
  for (int i = 0; i < 30; i++) fwrite(spaces, 1, sizeof spaces, stdout);
  putchar('x');
  return 0;
}
`;

const BLANK_LINES_THEN_X = `#include <stdio.h>
int main(void) {
  for (int i = 0; i < 10 << 20; i++) fputs("  \\n", stdout);
  putchar('x');
  return 0;
}
`;

describe('hostile output', () => {
  it.each([
    ['30 MB of spaces then x', SPACES_THEN_X],
    ['10 million "  \\n" lines then x', BLANK_LINES_THEN_X],
  ])('%s is judged in seconds without stalling the event loop', async (_name, code) => {
    for (const [isRemoveEndBlank, verdict] of [
      [true, JudgeStatus.WrongAnswer],
      [false, JudgeStatus.PresentationError],
    ] as const) {
      let last = performance.now();
      let longestStall = 0;
      const ticker = setInterval(() => {
        const now = performance.now();
        longestStall = Math.max(longestStall, now - last);
        last = now;
      }, 10);
      const started = performance.now();
      const result = await run({ timeLimitMs: 2000, isRemoveEndBlank, cases: [{ input: '', output: 'x\n' }] }, code).finally(() =>
        clearInterval(ticker),
      );
      const elapsed = performance.now() - started;
      console.log(
        `${_name}, isRemoveEndBlank ${isRemoveEndBlank}: judged in ${elapsed.toFixed(0)} ms, longest event-loop stall ${longestStall.toFixed(0)} ms`,
      );
      expect(result.status, describeResult(result)).toBe(verdict);
      expect(elapsed).toBeLessThan(20_000);
      expect(longestStall).toBeLessThan(2_000);
    }
  });
});

describe('scratch files of a submission', () => {
  it("are deleted after each case, and a program's large stderr leaves no large file", async () => {
    // Each case prints its input and writes 20 MB to stderr; the cases run one after another.
    const code = `#include <stdio.h>
#include <string.h>
static char noise[1 << 20];
int main(void) {
  int n; scanf("%d", &n);
  memset(noise, 'e', sizeof noise);
  for (int i = 0; i < 20; i++) fwrite(noise, 1, sizeof noise, stderr);
  printf("%d\\n", n);
  return 0;
}
`;
    const seen: string[][] = [];
    const result = await run(
      { judgeCaseMode: 'ergodic_without_error', cases: [1, 2, 3].map((n) => ({ input: `${n}\n`, output: `${n}\n` })) },
      code,
      (progress) => {
        if (progress.phase === 'judging' && progress.done > 0) seen.push(caseFiles().map(({ file, size }) => `${file} (${size} bytes)`));
      },
    );
    expect(result.status, describeResult(result)).toBe(JudgeStatus.Accepted);
    expect(seen).toEqual([[], [], []]);
    expect(fs.readdirSync(scratchRoot).filter((name) => name.startsWith('verdict-judge-'))).toEqual([]);
  });

  it('of a program stopped at its limits are deleted too', async () => {
    const code = `#include <stdio.h>
int main(void) { for (;;) fputs("eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee\\n", stderr); }
`;
    const seen: string[][] = [];
    const result = await run({ judgeCaseMode: 'ergodic_without_error', cases: [{ input: '', output: '1\n' }] }, code, (progress) => {
      if (progress.phase === 'judging' && progress.done > 0) seen.push(caseFiles().map(({ file }) => file));
    });
    expect(result.cases[0].message, describeResult(result)).toContain('Output Limit Exceeded');
    expect(result.cases[0].message.length).toBeLessThanOrEqual(2003);
    expect(seen).toEqual([[]]);
  });
});

describe('file IO names', () => {
  const ECHO = `#include <stdio.h>
int main(void) {
  FILE *in = fopen("data.in", "r"), *out = fopen("data.out", "w");
  int n; fscanf(in, "%d", &n); fprintf(out, "%d\\n", n);
  return 0;
}
`;
  const HOSTILE_NAMES: [string, JudgeProblem['fileIO']][] = [
    ['an input that climbs out', { input: '../../../../etc/passwd', output: 'data.out' }],
    ['an output that climbs out', { input: 'data.in', output: '../../../../etc/shadow' }],
    ['an absolute output', { input: 'data.in', output: '/etc/shadow' }],
    ['a name with a slash', { input: 'dir/data.in', output: 'data.out' }],
    ['..', { input: 'data.in', output: '..' }],
    ['a NUL byte', { input: 'data.in\0x', output: 'data.out' }],
    ['an empty name', { input: '', output: 'data.out' }],
    ['a name of 300 characters', { input: 'd'.repeat(300), output: 'data.out' }],
  ];

  it('plain names work', async () => {
    const result = await run({ fileIO: { input: 'data.in', output: 'data.out' }, cases: [{ input: '7\n', output: '7\n' }] }, ECHO);
    expect(result.status, describeResult(result)).toBe(JudgeStatus.Accepted);
  });

  it.each(HOSTILE_NAMES)('%s is refused with System Error', async (_name, fileIO) => {
    const result = await run({ fileIO, cases: [{ input: '7\n', output: '7\n' }] }, ECHO);
    expect(result.status, describeResult(result)).toBe(JudgeStatus.SystemError);
    expect(result.errorMessage).toMatch(/Invalid file IO name/);
    expect(result.cases).toEqual([]);
  });

  it('is refused in an online test too', async () => {
    const problem = {
      timeLimitMs: 1000,
      memoryLimitMb: 64,
      isRemoveEndBlank: true,
      fileIO: { input: 'data.in', output: '../../../../etc/shadow' },
    };
    const result = await runOnlineTest({ problem, input: '7', expectedOutput: null }, { language: 'c', code: ECHO }, pool);
    expect(result.status).toBe(JudgeStatus.SystemError);
    expect(result.stderr).toMatch(/Invalid file IO name/);
    expect(result.userOutput).toBe('');
  });
});
