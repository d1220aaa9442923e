// The contest form's values (spec 002 §5 "Group contest form"): what the back office edits and what it sends; times
// are pickers' dayjs values until sent as ISO strings, and a public contest keeps no password.
import dayjs, { type Dayjs } from 'dayjs';
import { ContestAuth, ContestType, type AdminContest, type ContestAuthCode, type ContestForm, type ContestTypeCode } from '@verdict/shared';

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
}

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
});

/** Milliseconds between the picked times; 0 when one is missing or the end is not after the start. */
export const durationOf = (start: Dayjs | null | undefined, end: Dayjs | null | undefined): number =>
  start && end ? Math.max(0, end.valueOf() - start.valueOf()) : 0;

/** Called once the form validated: both times are set. */
export const toContestForm = (values: ContestFormValues): ContestForm => ({
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
