// Problem batch operations (docs/api-problems.md "Import, export and verification"): import a problem file
// (FPS XML, or an HOJ, QDUOJ or Hydro zip), export problems, and judge the reference solutions of problems.
import { z } from 'zod';
import { queryBoolean } from './common.ts';

export const IMPORT_FORMATS = ['fps', 'hoj', 'qduoj', 'hydro'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const EXPORT_FORMATS = ['hoj', 'fps'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** At most this many problems per export or verification request. */
export const BATCH_PIDS_MAX = 500;
/** An import upload's size limit, bytes. */
export const IMPORT_FILE_MAX_BYTES = 1024 * 1024 * 1024;

const pidList = z
  .array(
    z.number({ error: 'Batch_pid_list_invalid' }).int({ error: 'Batch_pid_list_invalid' }).positive({ error: 'Batch_pid_list_invalid' }),
    { error: 'Batch_pid_list_invalid' },
  )
  .min(1, { error: 'Batch_pid_list_empty' })
  .max(BATCH_PIDS_MAX, { error: 'Batch_pid_list_too_long' });

/** "1,2,3" in a query string → [1, 2, 3]. */
const pidListQuery = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .filter((s) => s.trim() !== '')
          .map((s) => Number(s))
      : v,
  pidList,
);

/**
 * POST /api/file/import-problem?format=&hidden= (multipart field `file`); no format: told by the file's content;
 * hidden=true saves every problem hidden (auth 2) whatever the file says.
 */
export const ImportProblemQuerySchema = z.object({
  format: z.preprocess((v) => (v === '' ? undefined : v), z.enum(IMPORT_FORMATS, { error: 'Batch_format_invalid' }).optional()),
  hidden: queryBoolean.default(false),
});

export const ImportJobQuerySchema = z.object({ jobId: z.uuid({ error: 'Batch_import_job_unknown' }) });

/** GET /api/file/export-problem?pids=1,2&format=hoj|fps */
export const ExportProblemQuerySchema = z.object({
  pids: pidListQuery,
  format: z.enum(EXPORT_FORMATS, { error: 'Batch_format_invalid' }),
});

/** POST /api/admin/problem/verify-solutions */
export const VerifySolutionsSchema = z.object({ pids: pidList });

/** GET /api/admin/problem/solution-verdicts?pids=1,2 */
export const SolutionVerdictsQuerySchema = z.object({ pids: pidListQuery });
