// Submissions API: GET /api/file/download-wrong-case?submitId= — a zip with the first failing case (daily quota).
import { apiRequest } from '@/lib/api-client';

const fileNameOf = (headers: Headers, fallback: string): string => {
  const disposition = headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match ? decodeURIComponent(match[1]) : fallback;
};

export const downloadWrongCase = async (submitId: number): Promise<{ blob: Blob; fileName: string }> => {
  const { data, headers } = await apiRequest<Blob>('/file/download-wrong-case', { params: { submitId }, responseType: 'blob' });
  return { blob: data, fileName: fileNameOf(headers, `wrong-case-${submitId}.zip`) };
};
