// Judge statuses: codes, names and icon keys of spec 000 §3.
export const JudgeStatus = {
  NotSubmitted: -10,
  SubmittedUnknownResult: -5,
  Cancelled: -4,
  PresentationError: -3,
  CompileError: -2,
  WrongAnswer: -1,
  Accepted: 0,
  TimeLimitExceeded: 1,
  MemoryLimitExceeded: 2,
  RuntimeError: 3,
  SystemError: 4,
  Pending: 5,
  Compiling: 6,
  Judging: 7,
  PartialAccepted: 8,
  Submitting: 9,
  SubmittedFailed: 10,
} as const;
export type JudgeStatusCode = (typeof JudgeStatus)[keyof typeof JudgeStatus];

export const JUDGE_STATUS_NAMES: Record<JudgeStatusCode, string> = {
  [-10]: 'Not Submitted',
  [-5]: 'Submitted Unknown Result',
  [-4]: 'Cancelled',
  [-3]: 'Presentation Error',
  [-2]: 'Compile Error',
  [-1]: 'Wrong Answer',
  0: 'Accepted',
  1: 'Time Limit Exceeded',
  2: 'Memory Limit Exceeded',
  3: 'Runtime Error',
  4: 'System Error',
  5: 'Pending',
  6: 'Compiling',
  7: 'Judging',
  8: 'Partial Accepted',
  9: 'Submitting',
  10: 'Submitted Failed',
};

/** Short icon keys; -10 has none and -5 shows a question mark. */
export const JUDGE_STATUS_ICONS: Partial<Record<JudgeStatusCode, string>> = {
  0: 'ac',
  8: 'pa',
  [-1]: 'wa',
  [-2]: 'ce',
  1: 'tle',
  2: 'mle',
  3: 're',
  [-3]: 'pe',
  10: 'sf',
  [-5]: 'snr',
};

/** Statuses a client keeps polling on. */
export const IN_PROGRESS_STATUSES: readonly JudgeStatusCode[] = [JudgeStatus.Pending, JudgeStatus.Compiling, JudgeStatus.Judging];
