// One test case: run the program in a slot (stdin or file IO), then compare or ask the checker.
import fs from 'node:fs';
import path from 'node:path';
import { JudgeStatus } from '@verdict/shared';
import type { RunResult, SandboxPool } from '../sandbox/index.ts';
import { compareOutput } from '../checkers/default.ts';
import { interpretChecker, type CheckerVerdict } from '../checkers/special.ts';
import type { CompiledProgram } from './compile.ts';
import { copyDirInto, copyFileInto, readExcerpt, readProgramBytes, readProgramFile, writeFiles } from './files.ts';
import { CHECKER_LIMITS, runLimits, type EffectiveLimits } from './limits.ts';
import type { JudgeCase, JudgeProblem } from './types.ts';

export interface CaseOutcome {
  status: number;
  timeMs: number;
  memoryKb: number;
  /** Share of the case's score earned (partial from a checker). */
  fraction: number;
  message: string;
  userOutputExcerpt: string;
}

const USER_OUTPUT_MAX = 256 * 1024 * 1024;
/** What the judge reads of a program's (or checker's) stderr: the start says what went wrong. */
export const STDERR_READ_MAX = 64 * 1024;

/**
 * How runtimes report that an allocation failed, on stderr: such a program asked for more memory than it
 * may have (or than the machine has), which is an MLE even though it exited by itself before the sandbox's
 * cap was reached.
 */
const OUT_OF_MEMORY = [
  /java\.lang\.OutOfMemoryError/, // JVM
  /^MemoryError\b/m, // CPython, PyPy (last line of the traceback)
  /fatal error: runtime: out of memory/, // Go
  /std::bad_alloc/, // C++ (libstdc++'s terminate message)
  /memory allocation of \d+ bytes failed/, // Rust
  /JavaScript heap out of memory/, // Node.js
  /System\.OutOfMemoryException/, // Mono
  /failed to allocate memory \(NoMemoryError\)/, // Ruby
  /Allowed memory size of \d+ bytes exhausted|^Out of memory\b/m, // PHP
  /^Runtime error 203\b/m, // Free Pascal: heap overflow
];

export const reportsOutOfMemory = (stderr: string) => OUT_OF_MEMORY.some((pattern) => pattern.test(stderr));

export interface RunEvidence {
  /** The output reached its size limit. */
  outputFull?: boolean;
  /** What the program wrote on stderr (its start). */
  stderr?: string;
}

/**
 * Maps how the program ended to a verdict, or null when it ended normally within the limits.
 * Runtimes that ignore SIGXFSZ (CPython, PyPy, the JVM, ...) see a failed write at the output limit
 * instead of being killed, and then exit with an error or keep spinning: still an output limit.
 */
export function runVerdict(
  result: RunResult,
  effective: EffectiveLimits,
  evidence: RunEvidence = {},
): { status: number; message: string } | null {
  if (result.status === 'SE') return { status: JudgeStatus.SystemError, message: result.message };
  if (result.status === 'OLE' || evidence.outputFull) return { status: JudgeStatus.RuntimeError, message: 'Output Limit Exceeded' };
  // Memory first: a program held at the memory cap can stall there (reclaim) until its time runs out, but the
  // limit it crossed first is the memory one.
  if (result.status === 'MLE' || result.memoryKb > effective.memoryKb) return { status: JudgeStatus.MemoryLimitExceeded, message: '' };
  if (result.status === 'TLE' || result.cpuTimeMs > effective.timeMs)
    return { status: JudgeStatus.TimeLimitExceeded, message: result.message };
  if (result.status === 'RE') {
    if (evidence.stderr && reportsOutOfMemory(evidence.stderr)) return { status: JudgeStatus.MemoryLimitExceeded, message: '' };
    // The launcher reads an exit status above 128 as 128 + a signal; real signals stop at 64 (Free Pascal's
    // runtime errors exit with 200-217).
    const signal = result.signal > 0 && result.signal <= 64 ? result.signal : 0;
    const how = signal ? `signal ${signal} (${result.message})` : `exit status code: ${result.exitCode}`;
    return { status: JudgeStatus.RuntimeError, message: `The program return ${how}` };
  }
  return null;
}

export interface CaseContext {
  pool: SandboxPool;
  problem: JudgeProblem;
  program: CompiledProgram;
  checker: CompiledProgram | null;
  effective: EffectiveLimits;
  /** Host folder for this submission's scratch files (outside every work directory). */
  scratchDir: string;
}

async function runChecker(ctx: CaseContext, testCase: JudgeCase, userOutput: string, tag: string): Promise<CheckerVerdict> {
  const checker = ctx.checker!;
  return ctx.pool.with(async (slot) => {
    copyDirInto(checker.dir, slot.workDir, slot.uid);
    copyFileInto(testCase.inputPath, slot.workDir, 'input', slot.uid);
    copyFileInto(userOutput, slot.workDir, 'user_output', slot.uid);
    copyFileInto(testCase.outputPath, slot.workDir, 'answer', slot.uid);
    const stdout = path.join(ctx.scratchDir, `${tag}.checker.out`);
    const stderr = path.join(ctx.scratchDir, `${tag}.checker.err`);
    const result = await slot.run({
      argv: [...checker.language.run, 'input', 'user_output', 'answer'],
      limits: CHECKER_LIMITS,
      stdoutPath: stdout,
      stderrPath: stderr,
    });
    const out = readProgramFile(stdout, 64 * 1024) ?? '';
    const err = readProgramFile(stderr, STDERR_READ_MAX) ?? '';
    if (result.status !== 'OK' && result.status !== 'RE')
      return {
        status: JudgeStatus.SystemError,
        fraction: 0,
        message: `the checker failed: ${result.status} ${result.message} ${err}`.trim(),
      };
    return interpretChecker(result.exitCode, out, err);
  });
}

const fileSize = (file: string) => {
  try {
    return fs.lstatSync(file).size;
  } catch {
    return 0;
  }
};

export interface ProgramRun {
  timeMs: number;
  memoryKb: number;
  /** The program's answer: its stdout, or under file IO the output file copied out of the box. */
  outputPath: string;
  stderrPath: string;
  /** How the run failed (limits, runtime error, sandbox failure), or null when it ended normally. */
  failure: { status: number; message: string } | null;
}

/** Runs the program on one case's input (stdin or file IO), with the user's extra files beside it. */
export async function runProgram(ctx: CaseContext, testCase: JudgeCase, tag: string): Promise<ProgramRun> {
  const { problem, program, effective } = ctx;
  const stdoutPath = path.join(ctx.scratchDir, `${tag}.out`);
  const stderrPath = path.join(ctx.scratchDir, `${tag}.err`);
  const expectedBytes = fs.statSync(testCase.outputPath).size;
  const limits = runLimits(effective, program.language, problem.stackLimitMb, expectedBytes);
  const { result, outputPath } = await ctx.pool.with(async (slot) => {
    copyDirInto(program.dir, slot.workDir, slot.uid);
    writeFiles(slot.workDir, problem.userExtraFiles ?? {}, slot.uid);
    if (problem.fileIO) copyFileInto(testCase.inputPath, slot.workDir, problem.fileIO.input, slot.uid);
    const run = await slot.run({
      argv: program.language.run,
      limits,
      stdinPath: problem.fileIO ? undefined : testCase.inputPath,
      stdoutPath,
      stderrPath,
      env: program.language.env,
    });
    if (!problem.fileIO) return { result: run, outputPath: stdoutPath };
    // File IO: the answer is the file the program wrote (missing means empty), copied out before the slot is reused.
    const written = readProgramBytes(path.join(slot.workDir, problem.fileIO.output), USER_OUTPUT_MAX) ?? '';
    const fileOutput = path.join(ctx.scratchDir, `${tag}.file.out`);
    fs.writeFileSync(fileOutput, written);
    return { result: run, outputPath: fileOutput };
  });
  const failure = runVerdict(result, effective, {
    outputFull: fileSize(stdoutPath) >= limits.outputKb * 1024,
    stderr: readProgramFile(stderrPath, STDERR_READ_MAX) ?? '',
  });
  // A program stopped for its time or memory shows the limit it crossed, whatever was measured when it was
  // stopped (the wall clock can stop a program short of its CPU limit on a busy host).
  const timeMs = failure?.status === JudgeStatus.TimeLimitExceeded ? effective.timeMs : Math.min(result.cpuTimeMs, effective.timeMs);
  const memoryKb = failure?.status === JudgeStatus.MemoryLimitExceeded ? effective.memoryKb : Math.min(result.memoryKb, effective.memoryKb);
  return { timeMs, memoryKb, outputPath, stderrPath, failure };
}

export const readUserOutput = (outputPath: string) => readProgramBytes(outputPath, USER_OUTPUT_MAX) ?? Buffer.alloc(0);

/**
 * Runs `judgeIn` with a scratch folder of the case's own, deleted when the case is judged: a submission's
 * outputs must not pile up in the scratch memory file system over its cases (50 cases × 64 MB).
 */
export async function inCaseScratch<T>(ctx: CaseContext, tag: string, judgeIn: (caseCtx: CaseContext) => Promise<T>): Promise<T> {
  const scratchDir = path.join(ctx.scratchDir, tag);
  fs.mkdirSync(scratchDir, { mode: 0o700 });
  try {
    return await judgeIn({ ...ctx, scratchDir });
  } finally {
    fs.rmSync(scratchDir, { recursive: true, force: true });
  }
}

/** Runs the program on one case and judges its output. */
export function runCase(ctx: CaseContext, testCase: JudgeCase, seq: number): Promise<CaseOutcome> {
  const tag = `case-${seq}`;
  return inCaseScratch(ctx, tag, (caseCtx) => judgeCase(caseCtx, testCase, tag));
}

async function judgeCase(ctx: CaseContext, testCase: JudgeCase, tag: string): Promise<CaseOutcome> {
  const run = await runProgram(ctx, testCase, tag);
  const base = { timeMs: run.timeMs, memoryKb: run.memoryKb, userOutputExcerpt: readExcerpt(run.outputPath) };
  if (run.failure) {
    const stderr = readExcerpt(run.stderrPath, 500);
    return { ...base, ...run.failure, fraction: 0, message: [run.failure.message, stderr].filter(Boolean).join('\n') };
  }
  if (ctx.problem.judgeMode === 'spj') {
    const checked = await runChecker(ctx, testCase, run.outputPath, tag);
    return { ...base, status: checked.status, fraction: checked.fraction, message: checked.message };
  }
  const status = compareOutput(readUserOutput(run.outputPath), fs.readFileSync(testCase.outputPath), ctx.problem.isRemoveEndBlank);
  return { ...base, status, fraction: status === JudgeStatus.Accepted ? 1 : 0, message: '' };
}
