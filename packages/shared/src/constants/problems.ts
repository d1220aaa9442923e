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
