// Compile check of a checker or interactor. It goes through the checker cache, so a success is the very
// build the judge later uses for the same source, language and extra files; failures are not remembered.
import { JudgeStatus } from '@verdict/shared';
import type { CheckerCache } from './checker-cache.ts';
import { UnknownLanguageError } from './compile.ts';
import type { ProgramSource } from './types.ts';

export interface CompileCheckResult {
  status: typeof JudgeStatus.Accepted | typeof JudgeStatus.CompileError | typeof JudgeStatus.SystemError;
  /** The compiler's message (warnings on success), or why the judge could not compile. */
  message: string;
}

export async function checkCompiles(
  checkers: CheckerCache,
  source: ProgramSource,
  extraFiles: Record<string, string>,
): Promise<CompileCheckResult> {
  try {
    const built = await checkers.get(source, extraFiles);
    if (built.ok) return { status: JudgeStatus.Accepted, message: built.message };
    return { status: built.systemError ? JudgeStatus.SystemError : JudgeStatus.CompileError, message: built.message };
  } catch (error) {
    if (error instanceof UnknownLanguageError) return { status: JudgeStatus.SystemError, message: error.message };
    throw error;
  }
}
