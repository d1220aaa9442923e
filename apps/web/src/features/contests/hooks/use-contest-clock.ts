// Contest time on the client (spec 001 §4), seeded from the server's `now` so a wrong client clock does not open or
// close the contest early: the one-second clock for the countdown and progress bar, and the status, which changes
// only at the start and the end (so the pages under it do not re-render every second).
import { useEffect, useMemo, useState } from 'react';
import type { ContestInfo, ContestStatusCode } from '@verdict/shared';
import { contestMoment, untilNextChange, type ContestMoment } from '../lib/clock';

const TICK_MS = 1000;
/** setTimeout's longest delay; a longer wait is taken in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

export type ContestClockSource = Pick<ContestInfo, 'now' | 'startTime' | 'endTime'>;

/** Server time minus client time, taken again whenever the contest is fetched afresh. */
const useServerOffset = (serverNow: string): number => useMemo(() => Date.parse(serverNow) - Date.now(), [serverNow]);

export function useContestClock(contest: ContestClockSource): ContestMoment {
  const offset = useServerOffset(contest.now);
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    setNow(Date.now() + offset);
    const timer = setInterval(() => setNow(Date.now() + offset), TICK_MS);
    return () => clearInterval(timer);
  }, [offset]);
  return contestMoment(contest, now);
}

export function useContestStatus(contest: ContestClockSource): ContestStatusCode {
  const offset = useServerOffset(contest.now);
  const { startTime, endTime } = contest;
  const [status, setStatus] = useState(() => contestMoment({ startTime, endTime }, Date.now() + offset).status);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const now = Date.now() + offset;
      setStatus(contestMoment({ startTime, endTime }, now).status);
      const wait = untilNextChange({ startTime, endTime }, now);
      if (wait !== null) timer = setTimeout(update, Math.min(wait + 1, MAX_DELAY_MS));
    };
    update();
    return () => clearTimeout(timer);
  }, [offset, startTime, endTime]);
  return status;
}
