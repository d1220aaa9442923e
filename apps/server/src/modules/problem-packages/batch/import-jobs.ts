// Import jobs: an uploaded file is imported in the background while the back office polls its progress. Jobs
// live in this process (an import runs where its file was uploaded) and are forgotten an hour after they end;
// closing the server waits for the imports still running.
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { ImportFormat, ImportJobView, ImportReport } from '@verdict/shared';
import { translate, type Lang } from '../../../i18n/messages.ts';

const KEEP_AFTER_END_MS = 3_600_000;

interface ImportJob extends ImportJobView {
  uid: string;
  endedAt: number | null;
}

/** How a job's import runs: it reads `file`, reports progress and answers the report. */
export type ImportRunner = (hooks: {
  onProgress: (report: ImportReport, progress: number) => void;
  onFormat: (format: ImportFormat) => void;
}) => Promise<ImportReport>;

export class ImportJobs {
  private readonly jobs = new Map<string, ImportJob>();
  private readonly running = new Set<Promise<unknown>>();

  /** Starts importing `file` (removed when done) for user `uid`; answers the job id at once. */
  start(uid: string, fileName: string, file: string, lang: Lang, run: ImportRunner): string {
    this.forgetEnded();
    const job: ImportJob = {
      jobId: randomUUID(),
      uid,
      fileName,
      format: null,
      state: 'running',
      progress: 0,
      report: { imported: [], skipped: [], failed: [] },
      endedAt: null,
    };
    this.jobs.set(job.jobId, job);
    const done = run({
      onProgress: (report, progress) => Object.assign(job, { report: structuredClone(report), progress }),
      onFormat: (format) => (job.format = format),
    })
      .then((report) => {
        Object.assign(job, { report, progress: 1, state: 'done' });
      })
      .catch((error: unknown) => {
        job.state = 'failed';
        job.report.failed.push({
          title: '',
          why: translate('Batch_import_crashed', lang, { detail: error instanceof Error ? error.message : String(error) }),
        });
      })
      .finally(() => {
        job.endedAt = Date.now();
        fs.rmSync(file, { force: true });
        this.running.delete(done);
      });
    this.running.add(done);
    return job.jobId;
  }

  /** The job as its owner sees it; null when unknown, forgotten or another user's. */
  view(jobId: string, uid: string): ImportJobView | null {
    const job = this.jobs.get(jobId);
    if (!job || job.uid !== uid) return null;
    const { uid: _owner, endedAt: _ended, ...view } = job;
    return view;
  }

  /** Resolves when every running import has ended. */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }

  private forgetEnded(now = Date.now()): void {
    for (const [id, job] of this.jobs) if (job.endedAt !== null && now - job.endedAt > KEEP_AFTER_END_MS) this.jobs.delete(id);
  }
}
