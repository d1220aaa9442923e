// Contest kinds, visibility, status, awards and board names, as stored and sent on the wire: here, without zod, so a
// page that shows a contest's tag does not load the contest schemas (schemas/contests.ts).
export const ContestType = { ACM: 0, OI: 1 } as const;
export const ContestAuth = { Public: 0, Private: 1, Protected: 2 } as const;
export const ContestStatus = { Scheduled: -1, Running: 0, Ended: 1 } as const;
export type ContestTypeCode = (typeof ContestType)[keyof typeof ContestType];
export type ContestAuthCode = (typeof ContestAuth)[keyof typeof ContestAuth];
export type ContestStatusCode = (typeof ContestStatus)[keyof typeof ContestStatus];
export const AwardType = { None: 0, Percent: 1, Count: 2 } as const;
export type AwardTypeCode = (typeof AwardType)[keyof typeof AwardType];
export const RANK_SHOW_NAMES = ['username', 'nickname', 'realname'] as const;
export type RankShowName = (typeof RANK_SHOW_NAMES)[number];
export const OI_RANK_SCORE_TYPES = ['Recent', 'Highest'] as const;
export type OiRankScoreType = (typeof OI_RANK_SCORE_TYPES)[number];
