// What the caller may do in a contest now (spec 001 §6): the live status, whether a private or protected contest
// let the caller in, whether the non-overview tabs are locked and why submitting is not possible. The value only
// changes with the status or the registration, so the pages it is handed to do not re-render with the clock.
import '@/locales/need/more';
import { useMemo } from 'react';
import { ContestAuth, ContestStatus, type ContestInfo, type ContestStatusCode } from '@verdict/shared';
import { useSession } from '@/lib/session';
import { useContestAccess } from '../api/get-contest-access';
import { useContestStatus } from './use-contest-clock';

export interface ContestState {
  contest: ContestInfo;
  status: ContestStatusCode;
  /** The caller's registration is still being checked. */
  accessPending: boolean;
  /** Public, registered, or a contest admin. */
  granted: boolean;
  /** Non-admins see only the overview: the contest has not started or the caller is not registered. */
  locked: boolean;
  /** The translation key of why the caller cannot submit; null when they can. */
  submitBlock: string | null;
}

const submitBlockOf = (contest: ContestInfo, status: ContestStatusCode, granted: boolean): string | null => {
  if (contest.isAdmin) return null;
  if (!granted) return 'contest:submit.notRegistered';
  if (status === ContestStatus.Scheduled) return 'contest:submit.notStarted';
  if (status === ContestStatus.Ended && !contest.allowEndSubmit) return 'contest:submit.ended';
  return null;
};

export function useContestState(contest: ContestInfo): ContestState {
  const { user } = useSession();
  const status = useContestStatus(contest);
  const needsAccess = contest.auth !== ContestAuth.Public && !contest.isAdmin;
  const access = useContestAccess(contest.id, user?.uid ?? null, needsAccess);
  const granted = !needsAccess || access.data?.access === true;
  const accessPending = needsAccess && access.isPending;
  return useMemo(
    () => ({
      contest,
      status,
      accessPending,
      granted,
      locked: !contest.isAdmin && (status === ContestStatus.Scheduled || !granted),
      submitBlock: submitBlockOf(contest, status, granted),
    }),
    [contest, status, accessPending, granted],
  );
}
