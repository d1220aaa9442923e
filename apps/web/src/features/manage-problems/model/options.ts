// Choices of the problem form and list: visibility values and the case modes each rule type allows.
import { SUBTASK_CASE_MODES, type JudgeCaseMode } from '@verdict/shared';

export const PROBLEM_AUTH = { public: 1, private: 2, contest: 3, group: 4 } as const;
/** Every visibility a listed problem may have (the form sets 1-3, groups own 4). */
export const AUTH_VALUES = [PROBLEM_AUTH.public, PROBLEM_AUTH.private, PROBLEM_AUTH.contest, PROBLEM_AUTH.group] as const;

export const PROBLEM_TYPE = { acm: 0, oi: 1 } as const;

/** Subtask modes need scores (OI); stopping at the first failing case only makes sense without them (ACM). */
export const CASE_MODES_BY_TYPE: Record<number, JudgeCaseMode[]> = {
  [PROBLEM_TYPE.acm]: ['default', 'ergodic_without_error'],
  [PROBLEM_TYPE.oi]: ['default', 'subtask_lowest', 'subtask_average'],
};

export const isSubtaskMode = (mode: JudgeCaseMode): boolean => SUBTASK_CASE_MODES.includes(mode);
