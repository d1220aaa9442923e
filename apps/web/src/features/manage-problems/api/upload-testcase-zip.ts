// Problem admin API: POST /api/file/upload-testcase-zip?mode= (multipart "file") — unpacks a zip of cases, reporting progress.
// fetch cannot report upload progress, so this one call uses XMLHttpRequest with the client's headers.
import type { Envelope, JudgeCaseMode, UploadedTestcases } from '@verdict/shared';
import { API_BASE, HEADERS } from '@/config/api';
import { ApiError } from '@/lib/api-client';
import { currentLanguage, translate } from '@/lib/i18n';
import { getToken } from '@/lib/session';

export interface UploadTestcaseOptions {
  file: File;
  mode: JudgeCaseMode;
  /** Percent 0-100 of the bytes sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

const readEnvelope = (text: string): Partial<Envelope<UploadedTestcases>> | null => {
  try {
    return JSON.parse(text) as Partial<Envelope<UploadedTestcases>>;
  } catch {
    return null;
  }
};

export const uploadTestcaseZip = ({ file, mode, onProgress, signal }: UploadTestcaseOptions): Promise<UploadedTestcases> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/file/upload-testcase-zip?mode=${encodeURIComponent(mode)}`);
    xhr.setRequestHeader(HEADERS.acceptLanguage, currentLanguage());
    xhr.setRequestHeader(HEADERS.urlType, 'admin');
    const token = getToken();
    if (token) xhr.setRequestHeader(HEADERS.authorization, token);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const envelope = readEnvelope(xhr.responseText);
      const status = envelope?.status ?? xhr.status;
      if (xhr.status === 200 && status === 200 && envelope?.data) resolve(envelope.data);
      else reject(new ApiError(envelope?.msg || translate('manageProblems:toast.uploadFailed'), 'http', status));
    };
    xhr.onerror = () => reject(new ApiError(translate('manageProblems:toast.uploadFailed'), 'network', 0));
    xhr.onabort = () => reject(new ApiError('', 'aborted', 0));
    signal?.addEventListener('abort', () => xhr.abort());

    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
