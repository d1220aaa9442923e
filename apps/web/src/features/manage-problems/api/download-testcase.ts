// Problem admin API: GET /api/file/download-testcase?pid= — the problem's test data as a zip, saved by the browser.
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download';

export const downloadTestcase = (pid: number): Promise<void> =>
  downloadFile('/file/download-testcase', { pid }, `problem_${pid}_testcase.zip`);

export const useDownloadTestcase = () => useMutation({ mutationFn: downloadTestcase });
