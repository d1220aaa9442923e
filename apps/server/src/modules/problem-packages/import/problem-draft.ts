// A problem as read from any import format, before it is saved: the save form's problem fields, its case
// files on disk, tags by name, languages by name and the reference solutions. Every format (FPS, HOJ, QDUOJ,
// Hydro) converts to this; save-draft.ts turns it into a saved problem.
import { PROBLEM_FORM_LIMITS, type JudgeMode, type ProblemSavePayloadInput } from '@verdict/shared';
import type { MessageKey } from '../../../i18n/messages.ts';

export interface DraftCase {
  inputFile: string;
  /** null: the format has no output for this input; it is stored empty. */
  outputFile: string | null;
  /** Names to keep when plain and distinct (else the case is numbered). */
  inputName?: string;
  outputName?: string;
  score?: number;
  groupNum?: number;
}

export interface DraftSolution {
  /** The language as the file named it. */
  sourceLanguage: string;
  /** Our language name, or null when none matches. */
  language: string | null;
  code: string;
}

export interface ProblemDraft {
  /** problemId: the file's display id ('' → P<pid>); the rest as the admin form sends it. */
  problem: Omit<ProblemSavePayloadInput['problem'], 'id' | 'judgeMode'>;
  judgeMode: JudgeMode;
  /** Our language names; unknown ones are dropped, none left → every local language. */
  languages: string[];
  templates: { language: string; code: string }[];
  /** Matched case-insensitively to existing tags, else created. */
  tags: string[];
  cases: DraftCase[];
  solutions: DraftSolution[];
  /** Kept as the problem's author; the importer when absent. */
  author?: string;
}

/** Something worth a report line though nothing failed: a problem skipped, or its display id changed. */
export interface ImportNotice {
  key: MessageKey;
  params?: Record<string, string | number>;
}

/** One problem of a file: its title for the report, and how to read it (throws an AppError saying what is wrong). */
export interface ImportUnit {
  title: string;
  /** Set for problems that are not imported at all. */
  skip?: ImportNotice;
  load(): Promise<ProblemDraft>;
  /** 0..1 of the file once this unit is done. */
  progress: number;
  /** Frees what the unit holds on disk (FPS staging files). */
  dispose?(): void;
}

/** Example pairs as the problem stores them: `<input>…</input><output>…</output>`, at most two. */
export function examplesText(pairs: { input: string; output: string }[]): string {
  return pairs
    .slice(0, PROBLEM_FORM_LIMITS.examplesMax)
    .map((p) => `<input>${p.input}</input><output>${p.output}</output>`)
    .join('');
}
