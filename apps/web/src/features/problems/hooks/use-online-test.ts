// Online test flow (spec 000 §4): submit the test, then poll its result every second until it is no longer
// Pending (or compiling or judging); a failed call ends the run.
import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMING, type TestJudgeResult } from '@verdict/shared';
import { isInProgress } from '@/lib/judge-status';
import { getTestJudgeResult } from '../api/get-test-judge-result';
import { submitProblemTestJudge, type TestJudgePayload } from '../api/submit-problem-test-judge';

/** A test is short; this bounds a judge that never answers (the server forgets a test after 10 minutes). */
const MAX_POLLS = 600;

export function useOnlineTest() {
  const [result, setResult] = useState<TestJudgeResult | null>(null);
  const [running, setRunning] = useState(false);
  const stop = useRef<() => void>(() => undefined);

  useEffect(() => () => stop.current(), []);

  const run = useCallback(async (payload: TestJudgePayload) => {
    stop.current();
    setRunning(true);
    setResult(null);
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    stop.current = () => {
      stopped = true;
      clearTimeout(timer);
    };
    let polls = 0;
    const tick = async (key: string) => {
      polls += 1;
      try {
        const answer = await getTestJudgeResult(key);
        if (stopped) return;
        setResult(answer);
        if (isInProgress(answer.status) && polls < MAX_POLLS) timer = setTimeout(() => void tick(key), TIMING.testJudgePollMs);
        else setRunning(false);
      } catch {
        if (!stopped) setRunning(false);
      }
    };
    try {
      const key = await submitProblemTestJudge(payload);
      if (!stopped) timer = setTimeout(() => void tick(key), TIMING.testJudgePollMs);
    } catch {
      setRunning(false);
    }
  }, []);

  return { result, running, run };
}
