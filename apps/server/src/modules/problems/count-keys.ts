// The statuses a problem's live counts (ProblemCount) break down, and their keys.
import { JudgeStatus, type ProblemCount } from '@verdict/shared';

export const COUNTED: Record<number, Exclude<keyof ProblemCount, 'total'>> = {
  [JudgeStatus.Accepted]: 'ac',
  [JudgeStatus.WrongAnswer]: 'wa',
  [JudgeStatus.CompileError]: 'ce',
  [JudgeStatus.PartialAccepted]: 'pa',
  [JudgeStatus.TimeLimitExceeded]: 'tle',
  [JudgeStatus.MemoryLimitExceeded]: 'mle',
  [JudgeStatus.RuntimeError]: 're',
  [JudgeStatus.PresentationError]: 'pe',
  [JudgeStatus.SystemError]: 'se',
};

/** The count keys of ProblemCount, total first. */
export const COUNT_KEYS = ['total', ...Object.values(COUNTED)] as (keyof ProblemCount)[];
