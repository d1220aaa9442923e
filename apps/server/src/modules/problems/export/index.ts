// Problem export (reference §11): the chosen problems as an HOJ zip or an FPS XML file, streamed to a
// writable. The caller checks permissions; this only exports.
import type { ExportFormat } from '@verdict/shared';
import type { Db } from '../../../db/client.ts';
import { assertFpsCanCarry, writeFpsXml } from './fps-xml.ts';
import { writeHojZip } from './hoj-zip.ts';
import { loadManifest } from './manifest.ts';

export function exportFileName(format: ExportFormat, now = Date.now()): string {
  return `problem_export_${now}.${format === 'hoj' ? 'zip' : 'xml'}`;
}

/**
 * Writes the problems (by pid, in the order given) to `out` and ends it. Unknown pids, missing case files and
 * problems the format cannot carry are AppErrors thrown before anything is written; a failure while writing
 * destroys `out`, so a reader never takes a cut-off file for a whole one.
 */
export async function exportProblems(db: Db, dataDir: string, pids: number[], format: ExportFormat, out: NodeJS.WritableStream): Promise<void> {
  const entries = await loadManifest(db, dataDir, pids);
  if (format === 'fps') assertFpsCanCarry(entries);
  try {
    if (format === 'hoj') await writeHojZip(db, entries, out);
    else await writeFpsXml(db, dataDir, entries, out);
  } catch (error) {
    (out as Partial<NodeJS.WritableStream & { destroy(error?: Error): void }>).destroy?.(error as Error);
    throw error;
  }
}
