// The problem form's checks before saving (spec 002 §5 "Group problem form"), in the order the form reads;
// the first failing one is shown as a toast. The server repeats every check.
import { plainFileNameSchema, PROBLEM_FORM_LIMITS as L, ProblemType } from '@verdict/shared';
import { MAX_EXAMPLES } from './examples';
import { activeCases, type DraftBaseline, type ExtraFileRow, type ProblemDraft } from './problem-draft';
import { isSubtaskMode } from './options';

export interface ValidationIssue {
  /** Translation key in the manageProblems namespace. */
  key: string;
  /** Field label key (manageProblems:field.*) passed as {{field}}. */
  field?: string;
  params?: Record<string, string | number>;
}

/** The checker source as last compiled, to tell whether the current one still needs compiling. */
export const checkerKey = (draft: Pick<ProblemDraft, 'spjCode' | 'spjLanguage'>): string =>
  JSON.stringify([draft.spjLanguage, draft.spjCode]);

export const checkerChanged = (draft: ProblemDraft, baseline: DraftBaseline): boolean =>
  draft.spjCode !== baseline.spjCode || draft.spjLanguage !== baseline.spjLanguage;

const fileNameOk = (name: string): boolean => plainFileNameSchema('x').safeParse(name).success;
const blank = (text: string): boolean => text.trim() === '';

const required = (field: string): ValidationIssue => ({ key: 'validation.required', field });

const checkBasics = (d: ProblemDraft): ValidationIssue | null => {
  if (blank(d.problemId)) return required('problemId');
  if (d.problemId.trim().length > L.displayIdMax) return { key: 'validation.tooLong', field: 'problemId', params: { max: L.displayIdMax } };
  if (!/^[A-Za-z0-9_-]+$/.test(d.problemId.trim())) return { key: 'validation.displayIdChars' };
  if (blank(d.title)) return required('title');
  if (d.title.trim().length > L.titleMax) return { key: 'validation.tooLong', field: 'title', params: { max: L.titleMax } };
  const limits: [keyof ProblemDraft & ('timeLimit' | 'memoryLimit' | 'stackLimit'), number, number][] = [
    ['timeLimit', L.timeLimitMin, L.timeLimitMax],
    ['memoryLimit', L.memoryLimitMin, L.memoryLimitMax],
    ['stackLimit', L.stackLimitMin, L.stackLimitMax],
  ];
  for (const [field, min, max] of limits) {
    const value = d[field];
    if (value === null) return required(field);
    if (!Number.isInteger(value) || value < min || value > max) return { key: 'validation.range', field, params: { min, max } };
  }
  return null;
};

const checkStatement = (d: ProblemDraft): ValidationIssue | null => {
  if (blank(d.input)) return required('input');
  if (blank(d.output)) return required('output');
  for (const field of ['description', 'input', 'output', 'hint', 'source'] as const) {
    if (d[field].length > L.textMax) return { key: 'validation.tooLong', field, params: { max: L.textMax } };
  }
  if (d.examples.length > MAX_EXAMPLES) return { key: 'validation.examplesMax', params: { max: MAX_EXAMPLES } };
  return null;
};

const checkLanguages = (d: ProblemDraft): ValidationIssue | null => {
  if (d.languages.length === 0) return { key: 'validation.languageRequired' };
  const emptyTemplate = d.languages.find((language) => d.templates[language]?.status && blank(d.templates[language].code));
  if (emptyTemplate) return { key: 'validation.templateEmpty', params: { language: emptyTemplate } };
  return null;
};

const checkJudge = (d: ProblemDraft, baseline: DraftBaseline, compiledKey: string | null): ValidationIssue | null => {
  if (d.judgeMode === 'default') return null;
  const field = d.judgeMode === 'spj' ? 'spjCode' : 'interactiveCode';
  if (!d.spjLanguage) return required('spjLanguage');
  if (blank(d.spjCode)) return required(field);
  if (checkerChanged(d, baseline) && compiledKey !== checkerKey(d)) return { key: 'validation.notCompiled', field };
  return null;
};

const checkFileIO = (d: ProblemDraft): ValidationIssue | null => {
  if (!d.isFileIO) return null;
  if (blank(d.ioReadFileName) || blank(d.ioWriteFileName)) return { key: 'validation.fileIONameRequired' };
  if (!fileNameOk(d.ioReadFileName) || !fileNameOk(d.ioWriteFileName)) return { key: 'validation.fileNameInvalid' };
  return null;
};

const checkExtraFiles = (rows: ExtraFileRow[], field: 'userExtraFile' | 'judgeExtraFile'): ValidationIssue | null => {
  const seen = new Set<string>();
  for (const row of rows) {
    if (blank(row.name) || row.content === '') return { key: 'validation.extraFileRequired', field };
    if (!fileNameOk(row.name)) return { key: 'validation.fileNameInvalid' };
    if (seen.has(row.name.trim())) return { key: 'validation.extraFileDuplicate', params: { name: row.name.trim() } };
    seen.add(row.name.trim());
  }
  if (rows.length > L.extraFilesMax) return { key: 'validation.extraFilesMax', params: { max: L.extraFilesMax } };
  return null;
};

const checkCases = (d: ProblemDraft): ValidationIssue | null => {
  const cases = activeCases(d);
  if (d.isUploadCase && cases.length === 0) return { key: 'validation.uploadRequired' };
  if (!d.isUploadCase) {
    if (cases.length === 0) return { key: 'validation.caseRequired' };
    const emptyAt = cases.findIndex((c) => c.input === '' && c.output === '');
    if (emptyAt >= 0) return { key: 'validation.caseEmpty', params: { index: emptyAt + 1 } };
  }
  if (cases.length > L.casesMax) return { key: 'validation.casesMax', params: { max: L.casesMax } };
  if (d.type === ProblemType.OI) {
    const badScore = cases.findIndex((c) => c.score === null || !Number.isInteger(c.score));
    if (badScore >= 0) return { key: 'validation.scoreInteger', params: { index: badScore + 1 } };
    const negative = cases.findIndex((c) => (c.score ?? 0) < 0);
    if (negative >= 0) return { key: 'validation.scoreNonNegative', params: { index: negative + 1 } };
  }
  if (isSubtaskMode(d.judgeCaseMode)) {
    const noGroup = cases.findIndex((c) => c.groupNum === null || !Number.isInteger(c.groupNum) || c.groupNum < 1);
    if (noGroup >= 0) return { key: 'validation.groupNull', params: { index: noGroup + 1 } };
  }
  return null;
};

export const validateProblem = (draft: ProblemDraft, baseline: DraftBaseline, compiledKey: string | null): ValidationIssue | null =>
  checkBasics(draft) ??
  checkStatement(draft) ??
  checkLanguages(draft) ??
  checkJudge(draft, baseline, compiledKey) ??
  checkFileIO(draft) ??
  checkExtraFiles(draft.userExtraFiles, 'userExtraFile') ??
  checkExtraFiles(draft.judgeExtraFiles, 'judgeExtraFile') ??
  checkCases(draft);
