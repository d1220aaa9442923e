// Batch API: POST /api/file/import-problem?format= (multipart "file") — starts an import job; the upload reports
// its progress (files may be hundreds of MB).
import type { ImportFormat, ImportJobStarted } from '@verdict/shared';
import { translate } from '@/lib/i18n';
import { uploadWithProgress } from '@/lib/upload';

export interface ImportProblemOptions {
  file: File;
  /** Omitted: the server tells the format from the file's content. */
  format?: ImportFormat;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export const importProblem = ({ file, format, onProgress, signal }: ImportProblemOptions): Promise<ImportJobStarted> =>
  uploadWithProgress<ImportJobStarted>({
    path: format ? `/file/import-problem?format=${format}` : '/file/import-problem',
    file,
    onProgress,
    signal,
    failMessage: translate('problemBatch:import.uploadFailed'),
  });
