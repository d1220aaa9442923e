// Problem admin API: GET /api/file/download-testcase?pid= — the problem's test data as a zip, saved by the browser.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const fileNameFrom = (headers: Headers, fallback: string): string => {
  const disposition = headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : fallback;
};

const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

export const downloadTestcase = async (pid: number): Promise<void> => {
  const { data, headers } = await apiRequest<Blob>('/file/download-testcase', { params: { pid }, responseType: 'blob' });
  saveBlob(data, fileNameFrom(headers, `problem_${pid}_testcase.zip`));
};

export const useDownloadTestcase = () => useMutation({ mutationFn: downloadTestcase });
