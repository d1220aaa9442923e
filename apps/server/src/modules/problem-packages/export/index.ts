// Problem export (reference §11): the chosen problems as an HOJ zip or an FPS XML file, streamed to a
// writable. The caller checks permissions; this only exports.
import type { ExportFormat } from '@verdict/shared';
import type { Db } from '../../../db/client.ts';
import { assertFpsCanCarry, writeFpsXml } from './fps-xml.ts';
import { writeHojZip } from './hoj-zip.ts';
import { loadManifest, type ExportEntry } from './manifest.ts';

export function exportFileName(format: ExportFormat, now = Date.now()): string {
  return `problem_export_${now}.${format === 'hoj' ? 'zip' : 'xml'}`;
}

/** An export whose problems and case files were checked: writing it can only fail on I/O. */
export interface PreparedExport {
  format: ExportFormat;
  entries: ExportEntry[];
}

/**
 * Checks what an export will write before its first byte: unknown pids, missing case files and problems the
 * format cannot carry are AppErrors here, so a route can still answer with an error instead of a cut-off file.
 */
export async function prepareExport(db: Db, dataDir: string, pids: number[], format: ExportFormat): Promise<PreparedExport> {
  const entries = await loadManifest(db, dataDir, pids);
  if (format === 'fps') assertFpsCanCarry(entries);
  return { format, entries };
}

/** Writes a prepared export to `out` and ends it; a failure destroys `out`, so a reader never takes a cut-off file for a whole one. */
export async function writeExport(db: Db, dataDir: string, { format, entries }: PreparedExport, out: NodeJS.WritableStream): Promise<void> {
  try {
    if (format === 'hoj') await writeHojZip(db, entries, out);
    else await writeFpsXml(db, dataDir, entries, out);
  } catch (error) {
    (out as Partial<NodeJS.WritableStream & { destroy(error?: Error): void }>).destroy?.(error as Error);
    throw error;
  }
}

/** Writes the problems (by pid, in the order given) to `out` and ends it: prepareExport, then writeExport. */
export async function exportProblems(
  db: Db,
  dataDir: string,
  pids: number[],
  format: ExportFormat,
  out: NodeJS.WritableStream,
): Promise<void> {
  await writeExport(db, dataDir, await prepareExport(db, dataDir, pids, format), out);
}
