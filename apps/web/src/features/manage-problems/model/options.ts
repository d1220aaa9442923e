// Choices of the problem form and list: visibility, rule type, judge modes and the case modes each rule type allows.
import { DIFFICULTIES, type JudgeCaseMode, type JudgeMode } from '@verdict/shared';

export const PROBLEM_AUTH = { public: 1, private: 2, contest: 3, group: 4 } as const;
export const AUTH_VALUES = [PROBLEM_AUTH.public, PROBLEM_AUTH.private, PROBLEM_AUTH.contest, PROBLEM_AUTH.group] as const;

export const PROBLEM_TYPE = { acm: 0, oi: 1 } as const;

export const JUDGE_MODES: JudgeMode[] = ['default', 'spj', 'interactive'];

/** Subtask modes only make sense with scores (OI); stopping at the first error only without them (ACM). */
export const CASE_MODES_BY_TYPE: Record<number, JudgeCaseMode[]> = {
  [PROBLEM_TYPE.acm]: ['default', 'ergodic_without_error'],
  [PROBLEM_TYPE.oi]: ['default', 'subtask_lowest', 'subtask_average'],
};

export const isSubtaskMode = (mode: JudgeCaseMode): boolean => mode === 'subtask_lowest' || mode === 'subtask_average';

export const DIFFICULTY_VALUES = DIFFICULTIES.map((d) => d.value);
