// Choices of the problem form and list: visibility values and the case modes each rule type allows.
// The auth and type numbers themselves are `ProblemAuth`, `PROBLEM_AUTHS` and `ProblemType` in packages/shared.
import { ProblemType, SUBTASK_CASE_MODES, type JudgeCaseMode } from '@verdict/shared';

/** Subtask modes need scores (OI); stopping at the first failing case only makes sense without them (ACM). */
export const CASE_MODES_BY_TYPE: Record<number, JudgeCaseMode[]> = {
  [ProblemType.ACM]: ['default', 'ergodic_without_error'],
  [ProblemType.OI]: ['default', 'subtask_lowest', 'subtask_average'],
};

export const isSubtaskMode = (mode: JudgeCaseMode): boolean => SUBTASK_CASE_MODES.includes(mode);
