// Batch API: POST /api/file/import-problem?format=&hidden= (multipart "file") — starts an import job; the upload
// reports its progress (files may be hundreds of MB).
import '@/locales/need/more';
import type { ImportFormat, ImportJobStarted } from '@verdict/shared';
import { translate } from '@/lib/i18n';
import { uploadWithProgress } from '@/lib/upload';

export interface ImportProblemOptions {
  file: File;
  /** Omitted: the server tells the format from the file's content. */
  format?: ImportFormat;
  /** Save every problem hidden, to publish after verifying. */
  hidden?: boolean;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

const importPath = (format: ImportFormat | undefined, hidden: boolean) => {
  const query = new URLSearchParams({ ...(format ? { format } : {}), ...(hidden ? { hidden: 'true' } : {}) }).toString();
  return query ? `/file/import-problem?${query}` : '/file/import-problem';
};

export const importProblem = ({ file, format, hidden = false, onProgress, signal }: ImportProblemOptions): Promise<ImportJobStarted> =>
  uploadWithProgress<ImportJobStarted>({
    path: importPath(format, hidden),
    file,
    onProgress,
    signal,
    failMessage: translate('problemBatch:import.uploadFailed'),
  });
