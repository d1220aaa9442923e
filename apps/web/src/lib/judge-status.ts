// Judge statuses on screen: colours, icon kinds and the groups the pages act on (in progress, manual judge).
import { IN_PROGRESS_STATUSES, JUDGE_STATUS_NAMES, JudgeStatus, type JudgeStatusCode } from '@verdict/shared';

const S = JudgeStatus;

/** antd Tag colours per status (spec 000 §2: status colours in lists and details). */
const COLORS: Record<JudgeStatusCode, string> = {
  [S.NotSubmitted]: 'default',
  [S.SubmittedUnknownResult]: 'default',
  [S.Cancelled]: 'default',
  [S.PresentationError]: 'gold',
  [S.CompileError]: 'gold',
  [S.WrongAnswer]: 'red',
  [S.Accepted]: 'green',
  [S.TimeLimitExceeded]: 'volcano',
  [S.MemoryLimitExceeded]: 'volcano',
  [S.RuntimeError]: 'magenta',
  [S.SystemError]: 'purple',
  [S.Pending]: 'blue',
  [S.Compiling]: 'blue',
  [S.Judging]: 'blue',
  [S.PartialAccepted]: 'orange',
  [S.Submitting]: 'blue',
  [S.SubmittedFailed]: 'default',
};

export const isKnownStatus = (status: number): status is JudgeStatusCode => status in JUDGE_STATUS_NAMES;

export const statusColor = (status: number): string => (isKnownStatus(status) ? COLORS[status] : 'default');

/** Pending, Compiling or Judging: clients keep polling. */
export const isInProgress = (status: number): boolean => (IN_PROGRESS_STATUSES as readonly number[]).includes(status);

/** Manual judging is closed while the judge works on it and for compile errors. */
export const mayJudgeByHand = (status: number): boolean => !isInProgress(status) && status !== S.CompileError;

/** Cancelling is closed while the submission compiles or is being judged. */
export const mayCancel = (status: number): boolean => status !== S.Compiling && status !== S.Judging && status !== S.Cancelled;

/** Verdicts with a failing test case the author may download. */
const WITH_WRONG_CASE: readonly number[] = [
  S.WrongAnswer,
  S.PresentationError,
  S.TimeLimitExceeded,
  S.MemoryLimitExceeded,
  S.RuntimeError,
  S.PartialAccepted,
];
export const hasWrongCase = (status: number): boolean => WITH_WRONG_CASE.includes(status);

/** Filter options of the submission list: every status a submission can end in or be in. */
export const FILTERABLE_STATUSES: JudgeStatusCode[] = [
  S.Accepted,
  S.WrongAnswer,
  S.TimeLimitExceeded,
  S.MemoryLimitExceeded,
  S.RuntimeError,
  S.PresentationError,
  S.CompileError,
  S.PartialAccepted,
  S.SystemError,
  S.Pending,
  S.Compiling,
  S.Judging,
  S.Cancelled,
  S.SubmittedFailed,
];

/** Statuses a super admin may set by hand (spec 000 §4: all but the in-between and unknown ones). */
const NOT_MANUAL: readonly number[] = [
  S.Submitting,
  S.SubmittedUnknownResult,
  S.NotSubmitted,
  S.Cancelled,
  S.CompileError,
  S.Pending,
  S.Compiling,
  S.Judging,
];
export const MANUAL_JUDGE_STATUSES = FILTERABLE_STATUSES.filter((s) => !NOT_MANUAL.includes(s));
