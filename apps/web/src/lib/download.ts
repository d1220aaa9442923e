// File downloads through the API client (300 s blob time-out): the file name from Content-Disposition, saved by
// the browser through a temporary object URL.
import { apiRequest, type QueryParams } from './api-client';

export const fileNameFrom = (headers: Headers, fallback: string): string => {
  const disposition = headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : fallback;
};

export const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** GETs a file and saves it under the server's file name, or `fallbackName` when it names none. */
export const downloadFile = async (path: string, params: QueryParams, fallbackName: string): Promise<void> => {
  const { data, headers } = await apiRequest<Blob>(path, { params, responseType: 'blob' });
  saveBlob(data, fileNameFrom(headers, fallbackName));
};
