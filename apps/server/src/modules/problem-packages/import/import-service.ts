// Problem import, one entry point for every format: the format is the caller's or told by the content
// (detect-format.ts), the file becomes import units (FPS items read as a stream; zip packages extracted to a
// work folder under DATA_DIR/upload, removed afterwards whatever happens), and each unit is saved on its own
// (save-draft.ts) so one broken problem costs only itself. The report says what was imported, skipped or
// renamed, and failed, and why; a file that cannot be read at all is one failed line, never an exception.
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { ImportFormat, ImportReport } from '@verdict/shared';
import type { Db } from '../../../db/client.ts';
import type { Lang } from '../../../i18n/messages.ts';
import { AppError, badRequest } from '../../../plugins/app/errors.ts';
import type { Manager } from '../../problems/index.ts';
import { ProblemAuth } from '../../problems/index.ts';
import { removeUpload, uploadFilesDir } from '../../problems/index.ts';
import { extractArchive } from './archive.ts';
import { archiveFormat, fileKind } from './detect-format.ts';
import { fpsUnits } from './fps-import.ts';
import { hojUnits } from './hoj-package.ts';
import { hydroUnits } from './hydro-package.ts';
import { emptyReport, failureReason, fileFailed, noticeText } from './import-report.ts';
import { withProgress, type PackageUnit } from './package-unit.ts';
import type { ImportUnit } from './problem-draft.ts';
import { qduojUnits } from './qduoj-package.ts';
import { saveDraft } from './save-draft.ts';

export interface ImportOptions {
  /** Absent: told by the file's content. */
  format?: ImportFormat;
  /** After each problem: the report so far and how much of the file is done (0..1). */
  onProgress?: (report: ImportReport, progress: number) => void;
  /** Once the format is known. */
  onFormat?: (format: ImportFormat) => void;
  /** Save every problem hidden (auth 2) whatever the file says, to verify before publishing. */
  hidden?: boolean;
}

const FORMAT_NAMES: Record<ImportFormat, string> = { fps: 'FPS XML', hoj: 'HOJ zip', qduoj: 'QDUOJ zip', hydro: 'Hydro zip' };

const PACKAGE_READERS: Record<Exclude<ImportFormat, 'fps'>, (root: string, files: string[], dataDir: string) => PackageUnit[]> = {
  hoj: hojUnits,
  qduoj: qduojUnits,
  hydro: hydroUnits,
};

/** The file is not what the caller said, or not anything we import. */
function notThe(wanted: ImportFormat | undefined, found: ImportFormat | null): AppError {
  if (!wanted) return badRequest('Import_format_unknown');
  return found
    ? badRequest('Import_format_mismatch_found', { expected: FORMAT_NAMES[wanted], found: FORMAT_NAMES[found] })
    : badRequest('Import_format_mismatch', { expected: FORMAT_NAMES[wanted] });
}

/** The format and units of the file; zips are extracted into `workDir` first. */
async function openFile(
  file: string,
  workDir: string,
  dataDir: string,
  wanted: ImportFormat | undefined,
): Promise<{ format: ImportFormat; units: AsyncIterable<ImportUnit> | ImportUnit[] }> {
  const kind = fileKind(file);
  // Told it is FPS, anything but a zip is read as XML: the reader says where it is not well-formed.
  if (kind === 'fps' || (kind === 'unknown' && wanted === 'fps')) {
    if (wanted && wanted !== 'fps') throw notThe(wanted, 'fps');
    return { format: 'fps', units: fpsUnits(file, workDir, dataDir) };
  }
  if (kind === 'unknown' || wanted === 'fps') throw notThe(wanted, null);
  const files = await extractArchive(file, workDir);
  const format = archiveFormat(files);
  if (!format || (wanted && wanted !== format)) throw notThe(wanted, format);
  return { format, units: withProgress(PACKAGE_READERS[format](workDir, files, dataDir)) };
}

async function importUnits(
  db: Db,
  dataDir: string,
  user: Manager,
  units: AsyncIterable<ImportUnit> | ImportUnit[],
  lang: Lang,
  { onProgress, hidden }: ImportOptions,
): Promise<ImportReport> {
  const report = emptyReport();
  for await (const unit of units) {
    try {
      if (unit.skip) report.skipped.push({ title: unit.title, why: noticeText(unit.skip, lang) });
      else {
        const draft = await unit.load();
        if (hidden) draft.problem.auth = ProblemAuth.Hidden;
        const saved = await saveDraft(db, dataDir, user, draft);
        report.imported.push({ pid: saved.pid, problemId: saved.problemId, title: draft.problem.title, solutions: draft.solutions.length });
        if (saved.renamed) report.skipped.push({ title: draft.problem.title, why: noticeText(saved.renamed, lang) });
      }
    } catch (error) {
      report.failed.push({ title: unit.title, why: failureReason(error, lang) });
    } finally {
      unit.dispose?.();
    }
    onProgress?.(report, unit.progress);
  }
  return report;
}

/** Imports every problem of an FPS XML file or an HOJ, QDUOJ or Hydro zip as `user`. */
export async function importProblemFile(
  db: Db,
  dataDir: string,
  user: Manager,
  file: string,
  lang: Lang,
  options: ImportOptions = {},
): Promise<ImportReport> {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return fileFailed(badRequest('Import_file_not_found', { file }), lang);
  const work = randomUUID();
  const workDir = uploadFilesDir(dataDir, work);
  fs.mkdirSync(workDir, { recursive: true });
  try {
    const { format, units } = await openFile(file, workDir, dataDir, options.format);
    options.onFormat?.(format);
    return await importUnits(db, dataDir, user, units, lang, options);
  } catch (error) {
    return fileFailed(error, lang);
  } finally {
    removeUpload(dataDir, work);
  }
}
