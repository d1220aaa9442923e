// Online submission flow (spec 000 §4): submit, then poll check-submissions-status while the submission is Pending,
// Compiling or Judging: every 2 s, after six quicker polls in the first two seconds, when most verdicts come (at most
// 300 polls). A failed poll stops waiting; a failed submit clears the status; when judging ends the caller reloads
// what depends on it. Resubmitting a Submitted Failed one polls again.
// Contest submissions are polled with their contest's id (the server answers only those then).
import '@/locales/need/problem-pages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submissionPollDelayMs, TIMING, type Submission } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { checkSubmissionsStatus } from '@/lib/api/check-submissions-status';
import { submitProblemJudge, type SubmitPayload } from '@/features/problems/api/submit-problem-judge';
import { useResubmit } from '@/hooks/use-resubmit';
import { isInProgress } from '@/lib/judge-status';

export function useSubmitFlow(onJudged: () => void, cid?: number) {
  const { t } = useTranslation();
  const [submission, setSubmission] = useState<Submission | null>(null);
  const [busy, setBusy] = useState(false);
  const stopPolling = useRef<() => void>(() => undefined);
  const judged = useRef(onJudged);
  judged.current = onJudged;

  useEffect(() => () => stopPolling.current(), []);

  const finish = useCallback(() => {
    setBusy(false);
    judged.current();
  }, []);

  const poll = useCallback(
    (submitId: number) => {
      let polls = 0;
      let stopped = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      stopPolling.current = () => {
        stopped = true;
        clearTimeout(timer);
      };
      const tick = async () => {
        polls += 1;
        try {
          const [row] = await checkSubmissionsStatus([submitId], cid);
          if (stopped) return;
          if (!row) throw new Error('the submission is not visible');
          setSubmission((current) => (current ? { ...current, ...row } : current));
          if (isInProgress(row.status) && polls < TIMING.submissionPollMax)
            timer = setTimeout(() => void tick(), submissionPollDelayMs(polls));
          else finish();
        } catch {
          if (!stopped) setBusy(false);
        }
      };
      timer = setTimeout(() => void tick(), submissionPollDelayMs(0));
    },
    [finish, cid],
  );

  /** Sends the submission and follows it; a failed send clears the status display. */
  const follow = useCallback(
    async (send: () => Promise<Submission>) => {
      stopPolling.current();
      setBusy(true);
      try {
        const sent = await send();
        setSubmission(sent);
        if (isInProgress(sent.status)) poll(sent.submitId);
        else finish();
      } catch {
        setSubmission(null);
        setBusy(false);
      }
    },
    [finish, poll],
  );

  const submit = useCallback(
    (payload: SubmitPayload) =>
      follow(async () => {
        const created = await submitProblemJudge(payload);
        notify.success(t('problems:submit.submitted'));
        return created;
      }),
    [follow, t],
  );

  const resubmit = useResubmit();
  const retry = useCallback((submitId: number) => follow(() => resubmit(submitId)), [follow, resubmit]);

  return { submission, busy, submit, retry };
}
