// Answers of the problem batch operations: import jobs and their reports, and reference solution verdicts.
import type { ImportFormat } from '../schemas/problem-batch.ts';

export interface ImportedProblem {
  pid: number;
  problemId: string;
  title: string;
  /** Reference solutions stored with it. */
  solutions: number;
}

/** An item that was not imported, and why (in the caller's language). */
export interface ImportIssue {
  title: string;
  why: string;
}

export interface ImportReport {
  imported: ImportedProblem[];
  skipped: ImportIssue[];
  failed: ImportIssue[];
}

/** POST /api/file/import-problem answers { jobId }; the job runs on and is read with import-progress. */
export interface ImportJobStarted {
  jobId: string;
}

export interface ImportJobView {
  jobId: string;
  fileName: string;
  /** Known once the file has been looked at. */
  format: ImportFormat | null;
  state: 'running' | 'done' | 'failed';
  /** 0..1: how much of the file has been read. */
  progress: number;
  report: ImportReport;
}

export interface SolutionVerdict {
  id: number;
  /** The language as the file named it. */
  sourceLanguage: string;
  /** Our language name; null when no local language runs it (never judged). */
  language: string | null;
  /** A judge status code; null: never verified; 5 (Pending) while queued or judging. */
  status: number | null;
  timeMs: number | null;
  memoryKb: number | null;
  /** First line of a compile error or system error. */
  message: string | null;
  verifiedAt: string | null;
}

export interface ProblemSolutionVerdicts {
  pid: number;
  problemId: string;
  title: string;
  solutions: SolutionVerdict[];
}

/** POST /api/admin/problem/verify-solutions */
export interface VerifySolutionsStarted {
  /** Solutions queued for judging. */
  queued: number;
  /** Solutions in a language no local judge runs. */
  skipped: number;
}
