// Shared helpers for the judge's behaviour tests: temporary problems (as a JudgeProblem or as a problem
// folder) and one SandboxPool + CheckerCache per test file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { JUDGE_STATUS_NAMES, type JudgeStatusCode } from '@verdict/shared';
import { SandboxPool, type PoolOptions } from '../src/sandbox/index.ts';
import { CheckerCache } from '../src/judge/checker-cache.ts';
import { judge } from '../src/judge/judge.ts';
import type { JudgeProblem, JudgeResult, ProgramSource } from '../src/judge/types.ts';

export interface CaseSpec {
  input: string;
  output: string;
  score?: number;
  group?: number;
}

export type ProblemSpec = Partial<Omit<JudgeProblem, 'cases'>> & { cases: CaseSpec[] };

const tempDirs: string[] = [];

/** A fresh temporary folder, removed when the test file ends (see setupJudge). */
export function tempDir(prefix = 'verdict-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

const DEFAULTS: Omit<JudgeProblem, 'cases'> = {
  timeLimitMs: 1000,
  memoryLimitMb: 128,
  type: 'ACM',
  judgeMode: 'default',
  judgeCaseMode: 'default',
  isRemoveEndBlank: true,
  fileIO: null,
};

/** A JudgeProblem whose case files are written to a temporary folder (scores default to 10, groups to 1). */
export function makeProblem(spec: ProblemSpec): JudgeProblem {
  const dir = tempDir('verdict-problem-');
  const cases = spec.cases.map((c, i) => {
    const inputPath = path.join(dir, `${i + 1}.in`);
    const outputPath = path.join(dir, `${i + 1}.out`);
    fs.writeFileSync(inputPath, c.input);
    fs.writeFileSync(outputPath, c.output);
    return { inputPath, outputPath, score: c.score ?? 10, group: c.group ?? 1 };
  });
  return { ...DEFAULTS, ...spec, cases };
}

export interface ProblemDirSpec {
  problem: Record<string, unknown>;
  /** Test files by name (under tests/); problem.cases refers to them. */
  tests: Record<string, string>;
  checker?: string;
  interactor?: string;
  judgeExtra?: Record<string, string>;
  userExtra?: Record<string, string>;
}

/** A problem folder as `./verdict judge` and loadProblemDir read it; returns its path. */
export function writeProblemDir(spec: ProblemDirSpec): string {
  const dir = tempDir('verdict-problem-dir-');
  fs.writeFileSync(path.join(dir, 'problem.json'), JSON.stringify(spec.problem, null, 2));
  const write = (sub: string, files: Record<string, string> | undefined) => {
    if (!files) return;
    fs.mkdirSync(path.join(dir, sub), { recursive: true });
    for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, sub, name), content);
  };
  write('tests', spec.tests);
  write('judge-extra', spec.judgeExtra);
  write('user-extra', spec.userExtra);
  if (spec.checker) fs.writeFileSync(path.join(dir, 'checker.cpp'), spec.checker);
  if (spec.interactor) fs.writeFileSync(path.join(dir, 'interactor.cpp'), spec.interactor);
  return dir;
}

export interface JudgeHarness {
  /** Judges `code` in `language` against the problem. */
  run(problem: JudgeProblem, language: string, code: string): Promise<JudgeResult>;
  readonly pool: SandboxPool;
}

/**
 * Registers beforeAll/afterAll hooks that create one SandboxPool and CheckerCache for the test file and
 * close them (and the temporary folders) at the end.
 */
export function setupJudge(poolOptions: PoolOptions = {}): JudgeHarness {
  let pool: SandboxPool | undefined;
  let checkers: CheckerCache | undefined;
  beforeAll(() => {
    pool = new SandboxPool(poolOptions);
    checkers = new CheckerCache(pool, tempDir('verdict-checkers-'));
  });
  afterAll(async () => {
    await pool?.close();
    removeTempDirs();
  });
  return {
    get pool() {
      if (!pool) throw new Error('setupJudge: the pool exists only inside tests');
      return pool;
    },
    run(problem, language, code) {
      if (!pool || !checkers) throw new Error('setupJudge: the pool exists only inside tests');
      const source: ProgramSource = { language, code };
      return judge(problem, source, { pool, checkers });
    },
  };
}

/** Status names, for readable assertion failures: expect(names(r)).toEqual([...]). */
export const statusName = (status: number) => JUDGE_STATUS_NAMES[status as JudgeStatusCode] ?? String(status);
export const caseStatuses = (result: JudgeResult) => result.cases.map((c) => statusName(c.status));

/** A short dump of a result for failure messages. */
export function describeResult(result: JudgeResult): string {
  const cases = result.cases.map(
    (c) => `#${c.seq} ${statusName(c.status)} ${c.timeMs}ms ${c.memoryKb}KB ${JSON.stringify(c.message.slice(0, 300))}`,
  );
  return [`${statusName(result.status)} score=${result.score} ${JSON.stringify(result.errorMessage.slice(0, 300))}`, ...cases].join('\n');
}
