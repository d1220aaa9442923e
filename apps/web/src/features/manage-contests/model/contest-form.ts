// The contest form's values (spec 002 §5 "Group contest form"): what the back office edits and what it sends; times
// are pickers' dayjs values until sent as ISO strings, and a public contest keeps no password.
import dayjs, { type Dayjs } from 'dayjs';
import {
  AwardType,
  ContestAuth,
  ContestType,
  type AdminContest,
  type AwardConfig,
  type AwardTypeCode,
  type ContestAuthCode,
  type ContestForm,
  type ContestTypeCode,
  type OiRankScoreType,
  type RankShowName,
} from '@verdict/shared';

export interface ContestFormValues {
  title: string;
  description: string;
  type: ContestTypeCode;
  auth: ContestAuthCode;
  pwd: string;
  startTime: Dayjs | null;
  endTime: Dayjs | null;
  allowEndSubmit: boolean;
  visible: boolean;
  sealRank: boolean;
  /** Seconds before the end the board seals (1800, 3600), or 0 for the whole contest. */
  sealBefore: number;
  autoRealRank: boolean;
  openRank: boolean;
  openPrint: boolean;
  rankShowName: RankShowName;
  openAccountLimit: boolean;
  accountLimitRule: string;
  starAccount: string[];
  oiRankScoreType: OiRankScoreType;
  awardType: AwardTypeCode;
  awardConfigList: AwardConfig[];
}

/** The default awards (spec 001 §9): gold 10, silver 20, bronze 30. */
export const DEFAULT_AWARDS: AwardConfig[] = [
  { priority: 1, name: 'Gold', background: '#e6bf25', color: '#ffffff', num: 10 },
  { priority: 2, name: 'Silver', background: '#b4b4b4', color: '#ffffff', num: 20 },
  { priority: 3, name: 'Bronze', background: '#cd7f32', color: '#ffffff', num: 30 },
];

const extraDefaults = {
  sealRank: false,
  sealBefore: 3600,
  autoRealRank: true,
  openRank: false,
  openPrint: false,
  rankShowName: 'username' as RankShowName,
  openAccountLimit: false,
  accountLimitRule: '',
  starAccount: [] as string[],
  oiRankScoreType: 'Recent' as OiRankScoreType,
  awardType: AwardType.None as AwardTypeCode,
  awardConfigList: DEFAULT_AWARDS,
};

/** Seconds between the seal and the end, snapped to the form's choices (0: the whole contest). */
const sealBeforeOf = (contest: AdminContest): number => {
  if (!contest.sealRankTime) return 3600;
  const before = (Date.parse(contest.endTime) - Date.parse(contest.sealRankTime)) / 1000;
  return before === 1800 || before === 3600 ? before : 0;
};

/** A new contest starts at the next full hour and lasts five hours until the author says otherwise. */
export const newContestValues = (now = dayjs()): ContestFormValues => {
  const start = now.add(1, 'hour').startOf('hour');
  return {
    title: '',
    description: '',
    type: ContestType.ACM,
    auth: ContestAuth.Public,
    pwd: '',
    startTime: start,
    endTime: start.add(5, 'hour'),
    allowEndSubmit: false,
    visible: true,
    ...extraDefaults,
  };
};

export const formValuesOf = (contest: AdminContest): ContestFormValues => ({
  title: contest.title,
  description: contest.description,
  type: contest.type,
  auth: contest.auth,
  pwd: contest.pwd ?? '',
  startTime: dayjs(contest.startTime),
  endTime: dayjs(contest.endTime),
  allowEndSubmit: contest.allowEndSubmit,
  visible: contest.visible,
  sealRank: contest.sealRank,
  sealBefore: sealBeforeOf(contest),
  autoRealRank: contest.autoRealRank,
  openRank: contest.openRank,
  openPrint: contest.openPrint,
  rankShowName: contest.rankShowName,
  openAccountLimit: contest.openAccountLimit,
  accountLimitRule: contest.accountLimitRule ?? '',
  starAccount: contest.starAccount,
  oiRankScoreType: contest.oiRankScoreType,
  awardType: contest.awardType,
  awardConfigList: contest.awardConfigList.length ? contest.awardConfigList : DEFAULT_AWARDS,
});

/** The seal time the choice means: `sealBefore` seconds before the end, or the start for the whole contest. */
export const sealTimeOf = (values: Pick<ContestFormValues, 'startTime' | 'endTime' | 'sealBefore'>): Dayjs | null => {
  if (!values.startTime || !values.endTime) return null;
  return values.sealBefore > 0 ? values.endTime.subtract(values.sealBefore, 'second') : values.startTime;
};

/** Milliseconds between the picked times; 0 when one is missing or the end is not after the start. */
export const durationOf = (start: Dayjs | null | undefined, end: Dayjs | null | undefined): number =>
  start && end ? Math.max(0, end.valueOf() - start.valueOf()) : 0;

/** Called once the form validated: both times are set. */
export const toContestForm = (values: ContestFormValues): ContestForm => ({
  sealRank: values.sealRank,
  sealRankTime: values.sealRank ? (sealTimeOf(values)?.toISOString() ?? null) : null,
  autoRealRank: values.autoRealRank,
  openRank: values.openRank,
  openPrint: values.openPrint,
  rankShowName: values.rankShowName,
  openAccountLimit: values.openAccountLimit,
  accountLimitRule: values.openAccountLimit ? values.accountLimitRule : null,
  starAccount: values.starAccount,
  oiRankScoreType: values.oiRankScoreType,
  awardType: values.awardType,
  awardConfigList: values.awardConfigList,
  title: values.title.trim(),
  description: values.description,
  type: values.type,
  auth: values.auth,
  pwd: values.auth === ContestAuth.Public ? null : values.pwd,
  startTime: (values.startTime ?? dayjs()).toISOString(),
  endTime: (values.endTime ?? dayjs()).toISOString(),
  allowEndSubmit: values.allowEndSubmit,
  visible: values.visible,
});
