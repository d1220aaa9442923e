// Problem visibility (`auth`) and rule type (`type`) numbers, as stored and sent on the wire; the one definition
// the server and the web app both use.

/** Who sees a problem: 1 everyone, 2 the admin roles, 3 contests only, 4 its group. */
export const ProblemAuth = { Public: 1, Hidden: 2, ContestOnly: 3, Group: 4 } as const;
export type ProblemAuthCode = (typeof ProblemAuth)[keyof typeof ProblemAuth];
/** Every visibility a listed problem may have (the problem form sets 1-3, groups own 4). */
export const PROBLEM_AUTHS = [ProblemAuth.Public, ProblemAuth.Hidden, ProblemAuth.ContestOnly, ProblemAuth.Group] as const;

/** How a problem is scored: 0 ACM (all or nothing), 1 OI (per case or subtask scores). */
export const ProblemType = { ACM: 0, OI: 1 } as const;
export type ProblemTypeCode = (typeof ProblemType)[keyof typeof ProblemType];

// List filters and limits of the public problem calls (schemas/problems.ts): here, without zod, for the web app.

/** Remote judges whose problems carry `<OJ>-` display-id prefixes (reference §1.5). */
export const REMOTE_OJS = ['HDU', 'POJ', 'CF', 'GYM', 'AC', 'SPOJ', 'LIBRE'] as const;
export const PROBLEM_BANKS = ['Conceal', 'Contest', 'Group'] as const;
export type ProblemBank = (typeof PROBLEM_BANKS)[number];
export const TAG_FILTER_MODES = ['Filter', 'Include'] as const;
export const MAX_TAG_FILTER = 20;
export const MAX_KEYWORD_LENGTH = 100;
export const MAX_STATUS_PIDS = 1000;
export const DIFFICULTY_MAX = 6;
