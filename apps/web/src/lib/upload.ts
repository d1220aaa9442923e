// File upload reporting progress: fetch cannot report upload progress, so uploads use XMLHttpRequest with the
// client's headers and read the {status,msg,data} envelope as the fetch wrapper does.
import type { Envelope } from '@verdict/shared';
import { API_BASE } from '@/config/api';
import { ApiError, clientHeaders } from './api-client';

export interface UploadOptions {
  /** API path with its query string, e.g. `/file/upload-testcase-zip?mode=default`. */
  path: string;
  file: File;
  /** Multipart field name of the file. */
  field?: string;
  /** Plain fields sent before the file. */
  fields?: Record<string, string>;
  /** Percent 0-100 of the bytes sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Shown when the server gives no message of its own. */
  failMessage: string;
}

const readEnvelope = <T>(text: string): Partial<Envelope<T>> | null => {
  try {
    return JSON.parse(text) as Partial<Envelope<T>>;
  } catch {
    return null;
  }
};

export const uploadWithProgress = <T>({
  path,
  file,
  field = 'file',
  fields = {},
  onProgress,
  signal,
  failMessage,
}: UploadOptions): Promise<T> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    clientHeaders(path).forEach((value, name) => xhr.setRequestHeader(name, value));

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const envelope = readEnvelope<T>(xhr.responseText);
      const status = envelope?.status ?? xhr.status;
      if (xhr.status === 200 && status === 200 && envelope && 'data' in envelope) resolve(envelope.data as T);
      else reject(new ApiError(envelope?.msg || failMessage, 'http', status));
    };
    xhr.onerror = () => reject(new ApiError(failMessage, 'network', 0));
    xhr.onabort = () => reject(new ApiError('', 'aborted', 0));
    signal?.addEventListener('abort', () => xhr.abort());

    const form = new FormData();
    Object.entries(fields).forEach(([name, value]) => form.append(name, value));
    form.append(field, file);
    xhr.send(form);
  });
