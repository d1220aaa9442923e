// The problem form's rules between fields (spec 002 §5 "Group problem form"), checked before anything is
// written: judge and case modes, file IO, checker code, cases with their scores and groups, languages,
// templates and tags. Field shapes and limits are the zod schema's job.
import { languageByKey, languageByName, SUBTASK_CASE_MODES, type JudgeMode, type ProblemSavePayload } from '@verdict/shared';
import { badRequest } from '../../plugins/app/errors.ts';

/** The top-level judgeMode decides; problem.judgeMode, when sent too, must agree. */
export function judgeModeOf(payload: ProblemSavePayload): JudgeMode {
  const { judgeMode } = payload;
  const inner = payload.problem.judgeMode;
  if (judgeMode && inner && judgeMode !== inner) throw badRequest('Admin_problem_judge_mode_mismatch');
  return judgeMode ?? inner ?? 'default';
}

const ACM_CASE_MODES: readonly string[] = ['default', 'ergodic_without_error'];
const OI_CASE_MODES: readonly string[] = ['default', 'subtask_lowest', 'subtask_average'];

function checkCaseMode(type: number, mode: string): void {
  const allowed = type === 1 ? OI_CASE_MODES : ACM_CASE_MODES;
  if (!allowed.includes(mode)) throw badRequest('Admin_problem_case_mode_type_mismatch', { mode, type: type === 1 ? 'OI' : 'ACM' });
}

function checkFileIo(problem: ProblemSavePayload['problem']): void {
  if (!problem.isFileIO) return;
  if (!problem.ioReadFileName || !problem.ioWriteFileName) throw badRequest('Admin_problem_file_io_name_required');
  if (problem.ioReadFileName === problem.ioWriteFileName) throw badRequest('Admin_problem_file_io_name_same');
}

/** The checker or interactor language name (C/C++ family), from a name or a key. */
export function spjLanguageName(judgeMode: JudgeMode, problem: ProblemSavePayload['problem']): string | null {
  if (judgeMode === 'default') return null;
  if (!problem.spjCode?.trim()) throw badRequest('Admin_problem_spj_code_required');
  const language = languageByName(problem.spjLanguage ?? '') ?? languageByKey(problem.spjLanguage ?? '');
  if (!language?.isSpj) throw badRequest('Admin_problem_spj_language_invalid');
  return language.name;
}

function checkCases(payload: ProblemSavePayload): void {
  const { samples } = payload;
  const subtask = SUBTASK_CASE_MODES.includes(payload.problem.judgeCaseMode);
  if (!samples.length) throw badRequest('Admin_problem_case_required');
  const scored = samples.filter((s) => s.score !== undefined).length;
  samples.forEach((sample, i) => {
    const n = i + 1;
    if (!payload.isUploadTestCase && !sample.input && !sample.output) throw badRequest('Admin_problem_case_empty', { n });
    if (sample.score !== undefined && !(Number.isInteger(sample.score) && sample.score >= 0))
      throw badRequest('Admin_problem_case_score_at', { n });
    // Either every score is given or none (then they are split evenly).
    if (sample.score === undefined && scored > 0) throw badRequest('Admin_problem_case_score_missing', { n });
    if (subtask && sample.groupNum === undefined) throw badRequest('Admin_problem_case_group_required', { n });
    if (sample.groupNum !== undefined && !(Number.isInteger(sample.groupNum) && sample.groupNum >= 1))
      throw badRequest('Admin_problem_case_group_at', { n });
  });
}

/** Language names, each known and counted once; at least one. */
function checkLanguages(payload: ProblemSavePayload): string[] {
  const names = [...new Set(payload.languages)];
  if (!names.length) throw badRequest('Admin_problem_language_required');
  return names;
}

function checkTemplates(payload: ProblemSavePayload, languages: string[]): void {
  const seen = new Set<string>();
  for (const template of payload.codeTemplates) {
    const { language } = template;
    if (seen.has(language)) throw badRequest('Admin_problem_template_duplicate', { language });
    seen.add(language);
    if (!languages.includes(language)) throw badRequest('Admin_problem_template_language_not_selected', { language });
    if (template.status && !template.code.trim()) throw badRequest('Admin_problem_template_empty', { language });
  }
}

/** The same tag twice (by id, or by name ignoring case) is refused, as the form's Add_Tag_Error. */
function checkTags(payload: ProblemSavePayload): void {
  const seen = new Set<string>();
  for (const tag of payload.tags) {
    const key = tag.id !== undefined ? `#${tag.id}` : tag.name!.toLowerCase();
    if (seen.has(key)) throw badRequest('Admin_problem_tag_duplicate', { name: tag.name ?? `#${tag.id}` });
    seen.add(key);
  }
}

export interface CheckedForm {
  judgeMode: JudgeMode;
  spjLanguage: string | null;
  languages: string[];
}

/** Every rule of the form, in the order the form shows its fields; the first broken one answers. */
export function checkProblemForm(payload: ProblemSavePayload): CheckedForm {
  const judgeMode = judgeModeOf(payload);
  checkCaseMode(payload.problem.type, payload.problem.judgeCaseMode);
  checkFileIo(payload.problem);
  const spjLanguage = spjLanguageName(judgeMode, payload.problem);
  checkCases(payload);
  const languages = checkLanguages(payload);
  checkTemplates(payload, languages);
  checkTags(payload);
  return { judgeMode, spjLanguage, languages };
}
