// Problem admin API: POST /api/file/upload-testcase-zip?mode=[&gid=] (multipart "file") — unpacks a zip of cases,
// reporting progress; a group's problem form names its group.
import '@/locales/need/more';
import type { JudgeCaseMode, UploadedTestcases } from '@verdict/shared';
import { translate } from '@/lib/i18n';
import { uploadWithProgress } from '@/lib/upload';

export interface UploadTestcaseOptions {
  file: File;
  mode: JudgeCaseMode;
  /** Percent 0-100 of the bytes sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  gid?: number | null;
}

export const uploadTestcaseZip = ({ file, mode, onProgress, signal, gid }: UploadTestcaseOptions): Promise<UploadedTestcases> =>
  uploadWithProgress<UploadedTestcases>({
    path: `/file/upload-testcase-zip?mode=${encodeURIComponent(mode)}${gid ? `&gid=${gid}` : ''}`,
    file,
    onProgress,
    signal,
    failMessage: translate('manageProblems:toast.uploadFailed'),
  });
