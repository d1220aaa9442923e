// Verification of reference solutions: starting a round for some problems, then following their verdicts.
import '@/locales/need/more';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useVerifySolutions } from '../api/verify-solutions';
import { useSolutionVerdicts } from '../api/get-solution-verdicts';

export const useVerification = () => {
  const { t } = useTranslation();
  const [pids, setPids] = useState<number[]>([]);
  const verify = useVerifySolutions();
  const verdicts = useSolutionVerdicts(pids);

  const start = (next: number[]) =>
    verify.mutate(next, {
      onSuccess: ({ queued, skipped }) => {
        setPids(next);
        notify.success(t('problemBatch:verify.started', { queued, skipped }));
      },
    });

  return { pids, verdicts, start, starting: verify.isPending };
};

export type Verification = ReturnType<typeof useVerification>;
