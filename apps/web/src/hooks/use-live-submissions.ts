// Live rows: submissions still being judged are polled (check-submissions-status, every 2 s, at most 300 times)
// and their status, score, time and memory merged over the rows the list fetched; contest rows with their contest's id.
import { useEffect, useMemo, useState } from 'react';
import { TIMING, type Submission, type SubmissionStatusRow } from '@verdict/shared';
import { checkSubmissionsStatus } from '@/lib/api/check-submissions-status';
import { isInProgress } from '@/lib/judge-status';

export function useLiveSubmissions(rows: Submission[], cid?: number): Submission[] {
  // Updates belong to the rows they were polled for: a refetch brings fresher rows and drops them.
  const [live, setLive] = useState<{ rows: Submission[]; updates: Map<number, SubmissionStatusRow> }>({ rows, updates: new Map() });
  const updates = live.rows === rows ? live.updates : null;
  if (updates === null) setLive({ rows, updates: new Map() });

  const merged = useMemo(
    () =>
      rows.map((row) => {
        const update = updates?.get(row.submitId);
        return update ? { ...row, ...update } : row;
      }),
    [rows, updates],
  );
  const waiting = merged
    .filter((row) => isInProgress(row.status))
    .map((row) => row.submitId)
    .join(',');

  useEffect(() => {
    if (!waiting) return;
    const ids = waiting.split(',').map(Number);
    let polls = 0;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      polls += 1;
      let answer: SubmissionStatusRow[];
      try {
        answer = await checkSubmissionsStatus(ids, cid);
      } catch {
        return; // A failed poll stops waiting; the refresh button fetches the list again.
      }
      if (stopped) return;
      setLive((current) => {
        const next = new Map(current.updates);
        answer.forEach((update) => next.set(update.submitId, update));
        return { rows: current.rows, updates: next };
      });
      if (polls < TIMING.submissionPollMax) timer = setTimeout(() => void poll(), TIMING.submissionPollMs);
    };
    timer = setTimeout(() => void poll(), TIMING.submissionPollMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [waiting, cid]);

  return merged;
}
