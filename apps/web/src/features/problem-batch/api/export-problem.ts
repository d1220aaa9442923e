// Batch API: GET /api/file/export-problem?pids=&format= — the problems as an HOJ zip or an FPS XML file, saved by the browser.
import { useMutation } from '@tanstack/react-query';
import type { ExportFormat } from '@verdict/shared';
import { downloadFile } from '@/lib/download';

export interface ExportProblemRequest {
  pids: number[];
  format: ExportFormat;
}

const FALLBACK_NAME: Record<ExportFormat, string> = { hoj: 'problems.zip', fps: 'problems.xml' };

export const exportProblem = ({ pids, format }: ExportProblemRequest): Promise<void> =>
  downloadFile('/file/export-problem', { pids: pids.join(','), format }, FALLBACK_NAME[format]);

export const useExportProblem = () => useMutation({ mutationFn: exportProblem });
