// HOJ zip (reference §11): at the root `problem_<id>.json` with its folder `problem_<id>/` of test data and
// nothing else. The JSON keeps every field of the problem: statement, limits, type, difficulty, auth, modes,
// scores and subtask groups per case, checker, file IO, languages, templates, tags, extra files, author, and
// our own non-standard `solutions: [{language, code}]` (reference solutions, written by our HOJ export).
import fs from 'node:fs';
import path from 'node:path';
import { SUBTASK_CASE_MODES, type JudgeCaseMode } from '@verdict/shared';
import { badRequest } from '../../../plugins/app/errors.ts';
import { defaultScores } from '../../problems/index.ts';
import { pairTestcaseFiles } from '../../problems/index.ts';
import { localLanguageNamed, solutionsOf } from './local-languages.ts';
import { asList, asRecord, asText, fileIn, filesUnder, readJson, titleOr } from './package-files.ts';
import type { DraftCase, ProblemDraft } from './problem-draft.ts';
import type { PackageUnit } from './package-unit.ts';

const JSON_NAME = /^problem_(.+)\.json$/;
const FOLDER_NAME = /^problem_(.+)$/;

/** Problem fields copied from the JSON as they are (the save form checks them). */
const PROBLEM_FIELDS = [
  'description',
  'input',
  'output',
  'examples',
  'source',
  'hint',
  'auth',
  'type',
  'timeLimit',
  'memoryLimit',
  'stackLimit',
  'difficulty',
  'codeShare',
  'isRemoveEndBlank',
  'openCaseResult',
  'judgeCaseMode',
  'spjCode',
  'isFileIO',
  'ioReadFileName',
  'ioWriteFileName',
] as const;

/** The ids of the archive; any other root entry refuses the whole file. */
function problemIds(files: string[]): string[] {
  const ids = new Set<string>();
  for (const name of new Set(files.map((f) => f.split('/')[0] + (f.includes('/') ? '/' : '')))) {
    const id = name.endsWith('/') ? FOLDER_NAME.exec(name.slice(0, -1))?.[1] : JSON_NAME.exec(name)?.[1];
    if (id === undefined) throw badRequest('Import_hoj_root_entry', { name });
    ids.add(id);
  }
  return [...ids].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

function casesOf(
  json: Record<string, unknown>,
  folder: string,
  files: string[],
  mode: JudgeCaseMode,
  oi: boolean,
  ioScore: unknown,
): DraftCase[] {
  const listed = asList(json.samples).map(asRecord);
  const samples = listed.length
    ? listed.map((s) => ({ input: asText(s.input), output: asText(s.output), score: s.score, groupNum: s.groupNum }))
    : pairTestcaseFiles(filesUnder(files, path.basename(folder))).map((p) => ({
        input: p.input,
        output: p.output,
        score: undefined,
        groupNum: undefined,
      }));
  if (!samples.length) throw badRequest('Import_tests_missing');
  const subtask = SUBTASK_CASE_MODES.includes(mode);
  const groups = samples.map((s) => (typeof s.groupNum === 'number' ? s.groupNum : 1));
  const given = samples.every((s) => typeof s.score === 'number') ? samples.map((s) => s.score as number) : null;
  // OI cases without scores share the problem's ioScore (100 when the JSON has none).
  const scores = given ?? (oi && typeof ioScore === 'number' ? defaultScores(mode, groups, ioScore) : null);
  return samples.map((s, i) => ({
    inputFile: fileIn(folder, s.input),
    outputFile: fileIn(folder, s.output),
    inputName: s.input,
    outputName: s.output,
    ...(scores ? { score: scores[i] } : {}),
    ...(subtask ? { groupNum: groups[i] } : {}),
  }));
}

function draftOf(json: Record<string, unknown>, folder: string, files: string[]): ProblemDraft {
  const p = asRecord(json.problem);
  const fields = Object.fromEntries(PROBLEM_FIELDS.filter((k) => p[k] !== null && p[k] !== undefined).map((k) => [k, p[k]]));
  const mode = (typeof p.judgeCaseMode === 'string' ? p.judgeCaseMode : 'default') as JudgeCaseMode;
  const spjLanguage = asText(p.spjLanguage);
  const named = (list: unknown) => asList(list).map((t) => asText(typeof t === 'object' ? asRecord(t).name : t));
  return {
    problem: {
      auth: 1,
      difficulty: 1,
      ...fields,
      problemId: asText(p.problemId),
      title: asText(p.title),
      spjLanguage: spjLanguage && (localLanguageNamed(spjLanguage) ?? spjLanguage),
      userExtraFile: json.userExtraFile ?? p.userExtraFile ?? null,
      judgeExtraFile: json.judgeExtraFile ?? p.judgeExtraFile ?? null,
    },
    judgeMode: (json.judgeMode ?? p.judgeMode ?? (p.spjCode ? 'spj' : 'default')) as ProblemDraft['judgeMode'],
    languages: named(json.languages),
    templates: asList(json.codeTemplates).map((t) => ({ language: asText(asRecord(t).language), code: asText(asRecord(t).code) })),
    tags: named(json.tags),
    cases: casesOf(json, folder, files, mode, p.type === 1, p.ioScore),
    solutions: solutionsOf(json.solutions),
    author: asText(p.author) || undefined,
  };
}

export function hojUnits(root: string, files: string[]): PackageUnit[] {
  return problemIds(files).map((id) => {
    const jsonName = `problem_${id}.json`;
    const jsonFile = path.join(root, jsonName);
    const folder = path.join(root, `problem_${id}`);
    return {
      title: titleOr(() => asRecord(asRecord(readJson(jsonFile, jsonName)).problem).title, jsonName),
      load: async () => {
        if (!fs.existsSync(jsonFile)) throw badRequest('Import_hoj_json_missing', { name: `problem_${id}/`, json: jsonName });
        if (!fs.existsSync(folder)) throw badRequest('Import_tests_missing');
        return draftOf(asRecord(readJson(jsonFile, jsonName)), folder, files);
      },
    };
  });
}
