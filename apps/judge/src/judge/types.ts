// Judge data model: what a problem gives the judge, and the result it answers.
import type { JudgeTaskPayload } from '@verdict/shared';

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
}

export interface CaseResult {
  seq: number;
  status: number;
  timeMs: number;
  memoryKb: number;
  score: number;
  group: number;
  message: string;
  inputExcerpt: string;
  expectedExcerpt: string;
  userOutputExcerpt: string;
}

export interface SubtaskResult {
  groupNum: number;
  status: number;
  score: number;
  ac: number;
  total: number;
  timeMs: number;
  memoryKb: number;
}

export interface JudgeResult {
  status: number;
  score: number | null;
  timeMs: number;
  memoryKb: number;
  compileMessage: string;
  /** Why a System Error or a Runtime Error happened, for the submission's error message. */
  errorMessage: string;
  cases: CaseResult[];
  subtasks: SubtaskResult[];
}

/** Progress a judge reports while it works. */
export type JudgeProgress = { phase: 'compiling' } | { phase: 'judging'; done: number; total: number };

/** Places a checker or interactor source where the judge mode looks for it. */
/** A task's problem with its case files found by content hash (a worker's cache, a server's data folder). */
export async function toJudgeProblem(
  problem: JudgeTaskPayload['problem'],
  caseFile: (hash: string) => string | Promise<string>,
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
  const cases = await Promise.all(
    refs.map(async (c, i) => ({
      inputPath: await file(c.inputHash, i + 1, 'input'),
      outputPath: await file(c.outputHash, i + 1, 'output'),
      score: c.score,
      group: c.group,
    })),
  );
  return { ...judged, cases, ...helperFields(settings.judgeMode, helper ?? undefined) };
}

export function helperFields(judgeMode: JudgeMode, source: ProgramSource | undefined): Pick<JudgeProblem, 'checker' | 'interactor'> {
  return { checker: judgeMode === 'spj' ? source : undefined, interactor: judgeMode === 'interactive' ? source : undefined };
}
