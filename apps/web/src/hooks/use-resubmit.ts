// The author's resubmit of a failed submission with the spec's success toast; callers refresh what shows it.
import '@/locales/need/problem-pages';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Submission } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { resubmit } from '@/lib/api/resubmit';

export function useResubmit(): (submitId: number) => Promise<Submission> {
  const { t } = useTranslation();
  return useCallback(
    async (submitId: number) => {
      const submission = await resubmit(submitId);
      notify.success(t('submissions:detail.resubmitted'));
      return submission;
    },
    [t],
  );
}
