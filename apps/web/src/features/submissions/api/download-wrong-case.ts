// Submissions API: GET /api/file/download-wrong-case?submitId= — a zip with the first failing case (daily quota).
import { apiRequest } from '@/lib/api-client';
import { fileNameFrom } from '@/lib/download';

export const downloadWrongCase = async (submitId: number): Promise<{ blob: Blob; fileName: string }> => {
  const { data, headers } = await apiRequest<Blob>('/file/download-wrong-case', { params: { submitId }, responseType: 'blob' });
  return { blob: data, fileName: fileNameFrom(headers, `wrong-case-${submitId}.zip`) };
};
