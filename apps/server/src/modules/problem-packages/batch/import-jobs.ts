// Import jobs: an uploaded file is imported in the background while the back office polls its progress. The import
// runs on the API host that received the file; the job's state lives in the database, so a poll that a load
// balancer sends to another host reads it too. Ended jobs are forgotten an hour after they end; closing the server
// waits for the imports still running.
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { ImportFormat, ImportJobView, ImportReport } from '@verdict/shared';
import type { Db } from '../../../db/client.ts';
import { translate, type Lang } from '../../../i18n/messages.ts';
import { importJobs } from '../tables.ts';

// Times are the database's (now()), never a host's: hosts' clocks may disagree.
const KEEP_AFTER_END = sql`now() - interval '1 hour'`;
/** Progress reaches the database at most this often. */
const SAVE_EVERY_MS = 250;
/** A running job's row is touched this often even without progress (one large case can take minutes). */
const HEARTBEAT_MS = 30_000;
/** A running job without news for this long lost the host that ran it (killed, or its database gone). */
export const IMPORT_JOB_LOST_MS = 10 * 60_000;
const LOST_BEFORE = sql`now() - make_interval(secs => ${IMPORT_JOB_LOST_MS / 1000})`;

/** How a job's import runs: it reads `file`, reports progress and answers the report. */
export type ImportRunner = (hooks: {
  onProgress: (report: ImportReport, progress: number) => void;
  onFormat: (format: ImportFormat) => void;
}) => Promise<ImportReport>;

type JobState = Pick<ImportJobView, 'format' | 'state' | 'progress' | 'report'>;

export class ImportJobs {
  private readonly running = new Set<Promise<unknown>>();

  constructor(private readonly db: Db) {}

  /** Starts importing `file` (removed when done) for user `uid`; answers the job id once the job is recorded. */
  async start(uid: string, fileName: string, file: string, lang: Lang, run: ImportRunner): Promise<string> {
    await this.db.delete(importJobs).where(lt(importJobs.endedAt, KEEP_AFTER_END));
    const jobId = randomUUID();
    const job: JobState = { format: null, state: 'running', progress: 0, report: { imported: [], skipped: [], failed: [] } };
    await this.db
      .insert(importJobs)
      .values({ jobId, uid, fileName, ...job })
      .catch((error: unknown) => {
        fs.rmSync(file, { force: true });
        throw error;
      });
    const saver = new ThrottledSave(() => this.save(jobId, job));
    const done = run({
      onProgress: (report, progress) => {
        Object.assign(job, { report: structuredClone(report), progress });
        saver.request();
      },
      onFormat: (format) => {
        job.format = format;
        saver.request();
      },
    })
      .then((report) => Object.assign(job, { report, progress: 1, state: 'done' }))
      .catch((error: unknown) => {
        job.state = 'failed';
        job.report.failed.push({
          title: '',
          why: translate('Batch_import_crashed', lang, { detail: error instanceof Error ? error.message : String(error) }),
        });
      })
      .finally(async () => {
        fs.rmSync(file, { force: true });
        await saver.stop();
        await this.save(jobId, job, true).catch(() => {});
        this.running.delete(done);
      });
    this.running.add(done);
    return jobId;
  }

  /** The job as its owner sees it; null when unknown, forgotten or another user's. */
  async view(jobId: string, uid: string, lang: Lang): Promise<ImportJobView | null> {
    const [row] = await this.db
      .select({
        fileName: importJobs.fileName,
        format: importJobs.format,
        state: importJobs.state,
        progress: importJobs.progress,
        report: importJobs.report,
        silent: sql<boolean>`${importJobs.gmtModified} < ${LOST_BEFORE}`,
      })
      .from(importJobs)
      .where(and(eq(importJobs.jobId, jobId), eq(importJobs.uid, uid)));
    if (!row) return null;
    const { silent, ...job } = row;
    const view: ImportJobView = { jobId, ...job };
    if (row.state !== 'running' || !silent) return view;
    const lost = { title: '', why: translate('Batch_import_host_lost', lang) };
    return { ...view, state: 'failed', report: { ...row.report, failed: [...row.report.failed, lost] } };
  }

  /** Resolves when every running import has ended (and its end is recorded). */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }

  private async save(jobId: string, job: JobState, ended = false): Promise<void> {
    await this.db
      .update(importJobs)
      .set({ ...job, gmtModified: sql`now()`, ...(ended && { endedAt: sql`now()` }) })
      .where(eq(importJobs.jobId, jobId));
  }
}

/**
 * Runs `save` after `request()` calls, one at a time and at most every SAVE_EVERY_MS (requests in between are
 * folded into the next save), and every HEARTBEAT_MS without requests. A failed save is retried by the next one.
 */
class ThrottledSave {
  private wanted = false;
  private saving: Promise<void> | null = null;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly save: () => Promise<void>) {
    this.heartbeat = setInterval(() => this.request(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  request(): void {
    this.wanted = true;
    this.saving ??= this.loop().finally(() => (this.saving = null));
  }

  private async loop(): Promise<void> {
    while (this.wanted) {
      this.wanted = false;
      await this.save().catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, SAVE_EVERY_MS));
    }
  }

  /** Stops the heartbeat and waits for a save under way (the caller writes the final state). */
  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    this.wanted = false;
    await this.saving;
  }
}
