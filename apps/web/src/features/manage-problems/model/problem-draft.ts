// The problem form's working copy: what the editor changes, built from defaults (create) or the loaded problem (edit).
import type { AdminProblem, AdminProblemCase, JudgeCaseMode, JudgeMode } from '@verdict/shared';
import { ProblemAuth, ProblemType } from '@verdict/shared';
import { parseExamples, type ExamplePair } from './examples';

export interface CaseRow {
  /** Stable React key. */
  key: string;
  /** Typed-in cases: the text; uploaded cases: the file names. */
  input: string;
  output: string;
  score: number | null;
  groupNum: number | null;
}

export interface ExtraFileRow {
  key: string;
  name: string;
  content: string;
}

/** An existing tag (id) or a new name the server creates. */
export interface TagRef {
  id?: number;
  name: string;
  color?: string;
}

export interface TemplateState {
  code: string;
  status: boolean;
}

export interface ProblemDraft {
  id?: number;
  problemId: string;
  title: string;
  description: string;
  input: string;
  output: string;
  hint: string;
  source: string;
  timeLimit: number | null;
  memoryLimit: number | null;
  stackLimit: number | null;
  difficulty: number;
  type: number;
  auth: number;
  codeShare: boolean;
  openCaseResult: boolean;
  isRemoveEndBlank: boolean;
  examples: ExamplePair[];
  tags: TagRef[];
  /** Language names. */
  languages: string[];
  /** By language name. */
  templates: Record<string, TemplateState>;
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  spjCode: string;
  /** Language name. */
  spjLanguage: string;
  isFileIO: boolean;
  ioReadFileName: string;
  ioWriteFileName: string;
  userExtraFiles: ExtraFileRow[];
  judgeExtraFiles: ExtraFileRow[];
  isUploadCase: boolean;
  /** fileListDir of an upload made in this form; null keeps the stored archive. */
  uploadTestcaseDir: string | null;
  uploadedCases: CaseRow[];
  manualCases: CaseRow[];
}

/** What the loaded problem had, to tell the server what changed and to know when the checker must be recompiled. */
export interface DraftBaseline {
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  spjCode: string;
  spjLanguage: string;
}

let nextKey = 0;
export const rowKey = (): string => `row-${(nextKey += 1)}`;

export const emptyCase = (groupNum: number | null = null): CaseRow => ({ key: rowKey(), input: '', output: '', score: null, groupNum });

const toFileRows = (files: Record<string, string> | null): ExtraFileRow[] =>
  Object.entries(files ?? {}).map(([name, content]) => ({ key: rowKey(), name, content }));

export const newProblemDraft = (options: { languages: string[]; mayPublish: boolean }): ProblemDraft => ({
  problemId: '',
  title: '',
  description: '',
  input: '',
  output: '',
  hint: '',
  source: '',
  timeLimit: 1000,
  memoryLimit: 256,
  stackLimit: 128,
  difficulty: 0,
  type: ProblemType.ACM,
  auth: options.mayPublish ? ProblemAuth.Public : ProblemAuth.Hidden,
  codeShare: true,
  openCaseResult: true,
  isRemoveEndBlank: true,
  examples: [{ input: '', output: '' }],
  tags: [],
  languages: options.languages,
  templates: {},
  judgeMode: 'default',
  judgeCaseMode: 'default',
  spjCode: '',
  spjLanguage: '',
  isFileIO: false,
  ioReadFileName: '',
  ioWriteFileName: '',
  userExtraFiles: [],
  judgeExtraFiles: [],
  isUploadCase: true,
  uploadTestcaseDir: null,
  uploadedCases: [],
  manualCases: [emptyCase()],
});

const toCaseRow = (c: AdminProblemCase, useFileNames: boolean): CaseRow => ({
  key: rowKey(),
  input: useFileNames ? c.inputName || c.input : c.input,
  output: useFileNames ? c.outputName || c.output : c.output,
  score: c.score,
  groupNum: c.groupNum,
});

export const draftFromProblem = (problem: AdminProblem, cases: AdminProblemCase[]): ProblemDraft => ({
  id: problem.id,
  problemId: problem.problemId,
  title: problem.title,
  description: problem.description,
  input: problem.input,
  output: problem.output,
  hint: problem.hint,
  source: problem.source,
  timeLimit: problem.timeLimit,
  memoryLimit: problem.memoryLimit,
  stackLimit: problem.stackLimit,
  difficulty: problem.difficulty,
  type: problem.type,
  auth: problem.auth,
  codeShare: problem.codeShare,
  openCaseResult: problem.openCaseResult,
  isRemoveEndBlank: problem.isRemoveEndBlank,
  examples: parseExamples(problem.examples),
  tags: problem.tags.map(({ id, name, color }) => ({ id, name, color })),
  languages: problem.languages,
  templates: Object.fromEntries(problem.codeTemplates.map(({ language, code, status }) => [language, { code, status }])),
  judgeMode: problem.judgeMode,
  judgeCaseMode: problem.judgeCaseMode,
  spjCode: problem.spjCode ?? '',
  spjLanguage: problem.spjLanguage ?? '',
  isFileIO: problem.isFileIO,
  ioReadFileName: problem.ioReadFileName ?? '',
  ioWriteFileName: problem.ioWriteFileName ?? '',
  userExtraFiles: toFileRows(problem.userExtraFile),
  judgeExtraFiles: toFileRows(problem.judgeExtraFile),
  isUploadCase: problem.isUploadCase,
  uploadTestcaseDir: null,
  uploadedCases: problem.isUploadCase ? cases.map((c) => toCaseRow(c, true)) : [],
  manualCases: problem.isUploadCase ? [emptyCase()] : cases.map((c) => toCaseRow(c, false)),
});

export const baselineOf = (draft: ProblemDraft): DraftBaseline => ({
  judgeMode: draft.judgeMode,
  judgeCaseMode: draft.judgeCaseMode,
  spjCode: draft.spjCode,
  spjLanguage: draft.spjLanguage,
});

/** The cases the save sends: the uploaded list or the typed-in one. */
export const activeCases = (draft: ProblemDraft): CaseRow[] => (draft.isUploadCase ? draft.uploadedCases : draft.manualCases);
