// Online test: one run of the user's code on the user's input, with the problem's limits (scaled per
// language), file IO and user extra files. Special judge and interactive problems run as plain programs;
// without an expected output any output is Accepted, else it is compared (end-trim or exact; WA, never PE).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JudgeStatus } from '@verdict/shared';
import type { SandboxPool } from '../sandbox/index.ts';
import { compareOutput } from '../checkers/default.ts';
import { compileProgram, UnknownLanguageError } from './compile.ts';
import { invalidFileIO, readExcerpt } from './files.ts';
import { effectiveLimits } from './limits.ts';
import { readUserOutput, runProgram, type CaseContext } from './run-case.ts';
import type { JudgeProblem, ProgramSource } from './types.ts';

export interface OnlineTest {
  problem: Pick<JudgeProblem, 'timeLimitMs' | 'memoryLimitMb' | 'stackLimitMb' | 'isRemoveEndBlank' | 'fileIO' | 'userExtraFiles'>;
  /** The program's stdin (or input file), exactly. */
  input: string;
  /** Null: any output is Accepted. */
  expectedOutput: string | null;
}

export interface OnlineTestResult {
  status: number;
  /** Null when the program did not run (compile error, system error before the run). */
  timeMs: number | null;
  memoryKb: number | null;
  /** The first 1000 characters of the output, "..." after them when there is more. */
  userOutput: string;
  /** How the run ended when it failed, then the program's stderr (its start); or the compiler's message. */
  stderr: string;
}

const notRun = (status: number, stderr: string): OnlineTestResult => ({ status, timeMs: null, memoryKb: null, userOutput: '', stderr });

function outputStatus(userOutput: Uint8Array, expected: string, isRemoveEndBlank: boolean): number {
  return compareOutput(userOutput, Buffer.from(expected), isRemoveEndBlank) === JudgeStatus.Accepted
    ? JudgeStatus.Accepted
    : JudgeStatus.WrongAnswer;
}

export async function runOnlineTest(test: OnlineTest, source: ProgramSource, pool: SandboxPool): Promise<OnlineTestResult> {
  const badFileIO = invalidFileIO(test.problem.fileIO);
  if (badFileIO) return notRun(JudgeStatus.SystemError, badFileIO);
  const scratchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-online-test-'));
  try {
    let compiled;
    try {
      compiled = await compileProgram(pool, source, path.join(scratchDir, 'program'), test.problem.userExtraFiles);
    } catch (error) {
      if (error instanceof UnknownLanguageError) return notRun(JudgeStatus.SystemError, error.message);
      throw error;
    }
    if (!compiled.ok) return notRun(compiled.systemError ? JudgeStatus.SystemError : JudgeStatus.CompileError, compiled.message);
    const testCase = { inputPath: path.join(scratchDir, 'input'), outputPath: path.join(scratchDir, 'answer'), score: 0, group: 1 };
    fs.writeFileSync(testCase.inputPath, test.input);
    fs.writeFileSync(testCase.outputPath, test.expectedOutput ?? '');
    const problem: JudgeProblem = { ...test.problem, type: 'ACM', judgeMode: 'default', judgeCaseMode: 'default', cases: [testCase] };
    const ctx: CaseContext = {
      pool,
      problem,
      program: compiled.program,
      checker: null,
      effective: effectiveLimits(problem, compiled.program.language),
      scratchDir,
    };
    const run = await runProgram(ctx, testCase, 'test');
    const status =
      run.failure?.status ??
      (test.expectedOutput === null
        ? JudgeStatus.Accepted
        : outputStatus(readUserOutput(run.outputPath), test.expectedOutput, problem.isRemoveEndBlank));
    return {
      status,
      timeMs: run.timeMs,
      memoryKb: run.memoryKb,
      userOutput: readExcerpt(run.outputPath),
      stderr: [run.failure?.message, readExcerpt(run.stderrPath)].filter(Boolean).join('\n'),
    };
  } finally {
    fs.rmSync(scratchDir, { recursive: true, force: true });
  }
}
