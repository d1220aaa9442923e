// Judge data model: what a problem gives the judge, and the result it answers.
import type { CaseGroupResult, CaseResult, JudgeTaskPart, JudgeTaskPayload } from '@verdict/shared';

export type JudgeMode = 'default' | 'spj' | 'interactive';
export type JudgeCaseMode = 'default' | 'subtask_lowest' | 'subtask_average' | 'ergodic_without_error';

export interface JudgeCase {
  /** Host paths of the case's files. */
  inputPath: string;
  outputPath: string;
  /** OI score of the case. */
  score: number;
  /** Subtask group number (subtask modes). */
  group: number;
}

export interface ProgramSource {
  /** Language key from the shared language table. */
  language: string;
  code: string;
}

export interface JudgeProblem {
  timeLimitMs: number;
  memoryLimitMb: number;
  stackLimitMb?: number;
  type: 'ACM' | 'OI';
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  isRemoveEndBlank: boolean;
  fileIO: null | { input: string; output: string };
  cases: JudgeCase[];
  /** Checker (spj) or interactor source, when judgeMode asks for one. */
  checker?: ProgramSource;
  interactor?: ProgramSource;
  /** Files placed beside the checker or interactor (e.g. testlib.h), and beside the user's program. */
  judgeExtraFiles?: Record<string, string>;
  userExtraFiles?: Record<string, string>;
  /** Full score; 0 means the sum of the case scores. */
  ioScore?: number;
  /** The seq of the first case (default 1): a fanned-out part judges a range of the problem's cases. */
  firstSeq?: number;
}

/** A case's result, and a subtask group's, as the case modes (in the shared package) read and build them. */
export type { CaseResult, CaseGroupResult as SubtaskResult } from '@verdict/shared';

export interface JudgeResult {
  status: number;
  score: number | null;
  timeMs: number;
  memoryKb: number;
  compileMessage: string;
  /** Why a System Error or a Runtime Error happened, for the submission's error message. */
  errorMessage: string;
  cases: CaseResult[];
  subtasks: CaseGroupResult[];
}

/** Progress a judge reports while it works. */
export type JudgeProgress = { phase: 'compiling' } | { phase: 'judging'; done: number; total: number };

/**
 * A task's problem with its case files found by content hash (a worker's cache, a server's data folder); a part of
 * a fanned-out submission gets the cases of its range only.
 */
export async function toJudgeProblem(
  problem: JudgeTaskPayload['problem'],
  caseFile: (hash: string) => string | Promise<string>,
  part?: JudgeTaskPart,
): Promise<JudgeProblem> {
  const { cases: refs, helper, ...settings } = problem;
  const { displayId, ...judged } = settings as typeof settings & { displayId?: string };
  // A file the store lacks fails the task as a System Error naming the problem and the case, never a hang.
  const file = async (hash: string, seq: number, which: 'input' | 'output') => {
    try {
      return await caseFile(hash);
    } catch (error) {
      throw new Error(`test data of problem ${displayId ?? judged.problemId}, case ${seq} (${which}): ${(error as Error).message}`, {
        cause: error,
      });
    }
  };
  const firstSeq = part?.firstCase ?? 1;
  const cases = await Promise.all(
    refs.slice(firstSeq - 1, part?.lastCase).map(async (c, i) => ({
      inputPath: await file(c.inputHash, firstSeq + i, 'input'),
      outputPath: await file(c.outputHash, firstSeq + i, 'output'),
      score: c.score,
      group: c.group,
    })),
  );
  return { ...judged, cases, firstSeq, ...helperFields(settings.judgeMode, helper ?? undefined) };
}

export function helperFields(judgeMode: JudgeMode, source: ProgramSource | undefined): Pick<JudgeProblem, 'checker' | 'interactor'> {
  return { checker: judgeMode === 'spj' ? source : undefined, interactor: judgeMode === 'interactive' ? source : undefined };
}
