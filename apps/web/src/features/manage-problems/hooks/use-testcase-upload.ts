// Uploading a zip of test cases: progress, the resulting case list (scores split evenly for OI) and the toasts.
import '@/locales/need/more';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JudgeCaseMode, UploadedTestcases } from '@verdict/shared';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { uploadTestcaseZip } from '../api/upload-testcase-zip';
import { useProblemAdminScope } from './use-problem-admin-scope';

export const useTestcaseUpload = (onUploaded: (result: UploadedTestcases) => void) => {
  const { t } = useTranslation();
  const { gid } = useProblemAdminScope();
  const [percent, setPercent] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const upload = async (file: File, mode: JudgeCaseMode) => {
    if (!file.name.toLowerCase().endsWith('.zip')) {
      notify.error(t('manageProblems:toast.uploadNotZip'));
      return;
    }
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setPercent(0);
    try {
      const result = await uploadTestcaseZip({ file, mode, gid, onProgress: setPercent, signal: own.signal });
      onUploaded(result);
      notify.success(t('manageProblems:toast.uploaded'));
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'aborted') return;
      notify.error(error instanceof Error && error.message ? error.message : t('manageProblems:toast.uploadFailed'));
    } finally {
      if (controller.current === own) setPercent(null);
    }
  };

  return { upload, percent, uploading: percent !== null };
};
