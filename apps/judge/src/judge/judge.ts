// Judging one submission: compile (and the cached checker or interactor), run the cases as the case mode
// says, and aggregate. Problems that cannot be judged become System Errors with a reason an admin understands.
import fs from 'node:fs';
import path from 'node:path';
import { caseScore, groupsOf, judgedResult, JudgeStatus, keepsGroupGoing, LIMITS, skippedCase } from '@verdict/shared';
import { makeScratchDir, type SandboxPool } from '../sandbox/index.ts';
import { CheckerCache } from './checker-cache.ts';
import { compileProgram, UnknownLanguageError, type CompiledProgram } from './compile.ts';
import { excerpt, invalidFileIO, readExcerpt } from './files.ts';
import { runInteractiveCase } from './interactive.ts';
import { effectiveLimits } from './limits.ts';
import { runCase, type CaseContext, type CaseOutcome } from './run-case.ts';
import type { CaseResult, JudgeProblem, JudgeProgress, JudgeResult, ProgramSource } from './types.ts';

export interface JudgeOptions {
  pool: SandboxPool;
  checkers: CheckerCache;
  onProgress?: (progress: JudgeProgress) => void;
}

const empty = (status: number, fields: Partial<JudgeResult> = {}): JudgeResult => ({
  status,
  score: null,
  timeMs: 0,
  memoryKb: 0,
  compileMessage: '',
  errorMessage: '',
  cases: [],
  subtasks: [],
  ...fields,
});

const systemError = (errorMessage: string) => empty(JudgeStatus.SystemError, { errorMessage });

function validate(problem: JudgeProblem, source: ProgramSource): string | null {
  if (!source.code.trim()) return 'Code can not be empty';
  if (source.code.length > LIMITS.codeMax) return `Code Length can not exceed ${LIMITS.codeMax}`;
  if (!problem.cases.length) return 'The problem has no test data';
  const badFileIO = invalidFileIO(problem.fileIO);
  if (badFileIO) return badFileIO;
  const missing = problem.cases.find((c) => !fs.existsSync(c.inputPath) || !fs.existsSync(c.outputPath));
  if (missing) return `Missing test data file: ${fs.existsSync(missing.inputPath) ? missing.outputPath : missing.inputPath}`;
  if (problem.judgeMode === 'spj' && !problem.checker) return 'The problem asks for a special judge but has no checker';
  if (problem.judgeMode === 'interactive' && !problem.interactor) return 'The problem is interactive but has no interactor';
  return null;
}

const seqOf = (problem: JudgeProblem, index: number) => index + (problem.firstSeq ?? 1);

function toCaseResult(problem: JudgeProblem, index: number, outcome: CaseOutcome): CaseResult {
  const testCase = problem.cases[index];
  return {
    seq: seqOf(problem, index),
    status: outcome.status,
    timeMs: outcome.timeMs,
    memoryKb: outcome.memoryKb,
    score: problem.type === 'OI' ? caseScore(outcome.status, outcome.fraction, testCase.score) : 0,
    group: testCase.group,
    message: excerpt(outcome.message, 2000),
    inputExcerpt: readExcerpt(testCase.inputPath),
    expectedExcerpt: readExcerpt(testCase.outputPath),
    userOutputExcerpt: outcome.userOutputExcerpt,
  };
}

const skipped = (problem: JudgeProblem, index: number) => skippedCase(seqOf(problem, index), problem.cases[index].group);

/** Runs the cases in the order and with the parallelism the case mode asks for. */
async function runCases(problem: JudgeProblem, runOne: (index: number) => Promise<CaseResult>, onDone: () => void): Promise<CaseResult[]> {
  const count = problem.cases.length;
  const timed = async (index: number) => {
    const result = await runOne(index);
    onDone();
    return result;
  };
  switch (problem.judgeCaseMode) {
    case 'ergodic_without_error': {
      const results: CaseResult[] = [];
      for (let i = 0; i < count; i++) {
        results.push(await timed(i));
        if (results[i].status !== JudgeStatus.Accepted) break;
      }
      return results;
    }
    case 'subtask_lowest': {
      const results: CaseResult[] = new Array(count);
      for (const indexes of groupsOf(problem)) {
        let going = true;
        for (const i of indexes) {
          results[i] = going ? await timed(i) : skipped(problem, i);
          if (going && !keepsGroupGoing(results[i])) going = false;
        }
      }
      return results;
    }
    default:
      return Promise.all(Array.from({ length: count }, (_, i) => timed(i)));
  }
}

export async function judge(problem: JudgeProblem, source: ProgramSource, options: JudgeOptions): Promise<JudgeResult> {
  const invalid = validate(problem, source);
  if (invalid) return systemError(invalid);
  const scratchDir = makeScratchDir('judge');
  try {
    options.onProgress?.({ phase: 'compiling' });
    let program: CompiledProgram;
    let compileMessage = '';
    try {
      const compiled = await compileProgram(options.pool, source, path.join(scratchDir, 'program'), problem.userExtraFiles);
      if (!compiled.ok)
        return compiled.systemError
          ? systemError(compiled.message)
          : empty(JudgeStatus.CompileError, { compileMessage: compiled.message, errorMessage: compiled.message });
      program = compiled.program;
      compileMessage = compiled.message;
    } catch (error) {
      if (error instanceof UnknownLanguageError) return systemError(error.message);
      throw error;
    }
    const helperSource =
      problem.judgeMode === 'spj' ? problem.checker : problem.judgeMode === 'interactive' ? problem.interactor : undefined;
    let helper: CompiledProgram | null = null;
    if (helperSource) {
      const built = await options.checkers.get(helperSource, problem.judgeExtraFiles ?? {});
      if (!built.ok)
        return systemError(`The ${problem.judgeMode === 'spj' ? 'special judge' : 'interactor'} failed to compile: ${built.message}`);
      helper = built.program;
    }
    const language = program.language;
    const ctx: CaseContext = {
      pool: options.pool,
      problem,
      program,
      checker: problem.judgeMode === 'spj' ? helper : null,
      effective: effectiveLimits(problem, language),
      scratchDir,
    };
    let done = 0;
    const total = problem.cases.length;
    options.onProgress?.({ phase: 'judging', done, total });
    const cases = await runCases(
      problem,
      async (index) => {
        const testCase = problem.cases[index];
        const outcome =
          problem.judgeMode === 'interactive'
            ? await runInteractiveCase(ctx, helper!, testCase, seqOf(problem, index))
            : await runCase(ctx, testCase, seqOf(problem, index));
        return toCaseResult(problem, index, outcome);
      },
      () => options.onProgress?.({ phase: 'judging', done: ++done, total }),
    );
    return judgedResult(problem, cases, compileMessage);
  } finally {
    fs.rmSync(scratchDir, { recursive: true, force: true });
  }
}
