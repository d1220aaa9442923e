// Problem admin API: POST /api/file/upload-testcase-zip?mode= (multipart "file") — unpacks a zip of cases, reporting progress.
import type { JudgeCaseMode, UploadedTestcases } from '@verdict/shared';
import { translate } from '@/lib/i18n';
import { uploadWithProgress } from '@/lib/upload';

export interface UploadTestcaseOptions {
  file: File;
  mode: JudgeCaseMode;
  /** Percent 0-100 of the bytes sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export const uploadTestcaseZip = ({ file, mode, onProgress, signal }: UploadTestcaseOptions): Promise<UploadedTestcases> =>
  uploadWithProgress<UploadedTestcases>({
    path: `/file/upload-testcase-zip?mode=${encodeURIComponent(mode)}`,
    file,
    onProgress,
    signal,
    failMessage: translate('manageProblems:toast.uploadFailed'),
  });
