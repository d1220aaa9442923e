// Interactive problems: the program and the interactor run in two boxes wired by FIFOs; the contestant's
// limits apply to the contestant, twice those to the interactor, and the verdict follows §2.5.
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { JudgeStatus } from '@verdict/shared';
import { interpretChecker } from '../checkers/special.ts';
import type { CompiledProgram } from './compile.ts';
import { copyDirInto, copyFileInto, readExcerpt, readProgramFile, writeFiles } from './files.ts';
import { runLimits } from './limits.ts';
import { inCaseScratch, runVerdict, STDERR_READ_MAX, type CaseContext, type CaseOutcome } from './run-case.ts';
import type { JudgeCase } from './types.ts';

const SIGPIPE = 13;

/** Both results once both promises have settled; the first failure otherwise. */
async function settleBoth<A, B>(promises: [Promise<A>, Promise<B>]): Promise<[A, B]> {
  const [a, b] = await Promise.allSettled(promises);
  if (a.status === 'rejected') throw a.reason;
  if (b.status === 'rejected') throw b.reason;
  return [a.value, b.value];
}

export function runInteractiveCase(ctx: CaseContext, interactor: CompiledProgram, testCase: JudgeCase, seq: number): Promise<CaseOutcome> {
  const tag = `case-${seq}`;
  return inCaseScratch(ctx, tag, (caseCtx) => judgeInteractiveCase(caseCtx, interactor, testCase, tag));
}

async function judgeInteractiveCase(ctx: CaseContext, interactor: CompiledProgram, testCase: JudgeCase, tag: string): Promise<CaseOutcome> {
  const { problem, program, effective, pool } = ctx;
  const toUser = path.join(ctx.scratchDir, `${tag}.to-user.fifo`);
  const toInteractor = path.join(ctx.scratchDir, `${tag}.to-interactor.fifo`);
  execFileSync('mkfifo', ['-m', '600', toUser, toInteractor]);
  const userErr = path.join(ctx.scratchDir, `${tag}.err`);
  const interactorErr = path.join(ctx.scratchDir, `${tag}.interactor.err`);
  const userLimits = runLimits(effective, program.language, problem.stackLimitMb, 0);
  const interactorLimits = {
    ...runLimits({ timeMs: effective.timeMs * 2, memoryKb: effective.memoryKb * 2 }, interactor.language, 128, 0),
    wallTimeMs: userLimits.wallTimeMs! * 2,
  };
  // Both boxes must be running at once: take two slots before starting either.
  const [userSlot, interactorSlot] = await pool.acquirePair();
  try {
    copyDirInto(program.dir, userSlot.workDir, userSlot.uid);
    writeFiles(userSlot.workDir, problem.userExtraFiles ?? {}, userSlot.uid);
    copyDirInto(interactor.dir, interactorSlot.workDir, interactorSlot.uid);
    copyFileInto(testCase.inputPath, interactorSlot.workDir, 'input', interactorSlot.uid);
    copyFileInto(testCase.outputPath, interactorSlot.workDir, 'answer', interactorSlot.uid);
    // Both runs end before the slots go back, even when one of them fails.
    const [user, judge] = await settleBoth([
      userSlot.run({
        argv: program.language.run,
        limits: userLimits,
        stdinPath: toUser,
        stdoutPath: toInteractor,
        stderrPath: userErr,
        env: program.language.env,
      }),
      interactorSlot.run({
        argv: [...interactor.language.run, 'input', 'tout', 'answer'],
        limits: interactorLimits,
        stdinPath: toInteractor,
        stdoutPath: toUser,
        stderrPath: interactorErr,
        stdoutFirst: true,
      }),
    ]);
    const base = {
      timeMs: Math.min(user.cpuTimeMs, effective.timeMs),
      memoryKb: Math.min(user.memoryKb, effective.memoryKb),
      userOutputExcerpt: '',
    };
    const interactorText = readProgramFile(interactorErr, STDERR_READ_MAX) ?? '';
    const failed = runVerdict(user, effective, { stderr: readProgramFile(userErr, STDERR_READ_MAX) ?? '' });
    const brokenPipe = user.status === 'RE' && user.signal === SIGPIPE;
    if (failed && !(brokenPipe && judge.exitCode !== 0)) {
      return { ...base, ...failed, fraction: 0, message: [failed.message, readExcerpt(userErr, 500)].filter(Boolean).join('\n') };
    }
    if (judge.status !== 'OK' && judge.status !== 'RE') {
      return {
        ...base,
        status: JudgeStatus.SystemError,
        fraction: 0,
        message: `the interactor failed: ${judge.status} ${judge.message}`.trim(),
      };
    }
    const verdict = interpretChecker(
      judge.exitCode,
      readProgramFile(path.join(interactorSlot.workDir, 'tout'), 64 * 1024) ?? '',
      interactorText,
    );
    const suffix = judge.exitCode !== 0 && interactorText ? `\nInteractive program exited with code: ${judge.exitCode}` : '';
    return { ...base, status: verdict.status, fraction: verdict.fraction, message: verdict.message + suffix };
  } finally {
    pool.release(userSlot);
    pool.release(interactorSlot);
  }
}
