// Contest time (spec 001 §4): the status at a moment, the countdown (to the start, to the end, or ended) and the
// progress bar (0 scheduled, 100 ended, else elapsed over duration).
import { ContestStatus, type ContestStatusCode } from '@verdict/shared';

export interface ContestTimes {
  startTime: string;
  endTime: string;
}

export interface ContestMoment {
  status: ContestStatusCode;
  /** Milliseconds to the start (scheduled) or to the end (running); 0 once ended. */
  remaining: number;
  /** 0 to 100. */
  progress: number;
}

export const contestMoment = ({ startTime, endTime }: ContestTimes, now: number): ContestMoment => {
  const start = Date.parse(startTime);
  const end = Date.parse(endTime);
  if (now < start) return { status: ContestStatus.Scheduled, remaining: start - now, progress: 0 };
  if (now >= end) return { status: ContestStatus.Ended, remaining: 0, progress: 100 };
  const duration = end - start;
  return {
    status: ContestStatus.Running,
    remaining: end - now,
    progress: duration > 0 ? Math.min(100, ((now - start) / duration) * 100) : 100,
  };
};

/** Milliseconds until the status next changes (the start or the end); null once ended. */
export const untilNextChange = ({ startTime, endTime }: ContestTimes, now: number): number | null => {
  const start = Date.parse(startTime);
  const end = Date.parse(endTime);
  if (now < start) return start - now;
  return now < end ? end - now : null;
};
