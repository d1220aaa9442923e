// QDUOJ zip (reference §11): one folder per problem with its JSON file and `testcase/`. HTML statements are
// sanitised as FPS ones are; OI case scores add up to the problem's full score. QDUOJ has no auth,
// difficulty, sharing or language list: public, difficulty 1, end blanks trimmed, case results open,
// sharing off, and HOJ's QDUOJ languages that we run.
import path from 'node:path';
import { badRequest } from '../../../plugins/app/errors.ts';
import { pairTestcaseFiles } from '../../problems/index.ts';
import { localLanguageNamed, solutionsOf } from './local-languages.ts';
import { asList, asRecord, asText, fileIn, filesUnder, readJson, titleOr, topFolders } from './package-files.ts';
import type { PackageUnit } from './package-unit.ts';
import { examplesText, type DraftCase, type ProblemDraft } from './problem-draft.ts';
import { sanitizeStatement, storeInlineImages } from './statement-html.ts';

const QDUOJ_LANGUAGES = ['C', 'C With O2', 'C++ With O2', 'C++', 'Java', 'Python3', 'Python2', 'Golang', 'C#'];

/** A statement part: `{format, value}` (or a bare string) of HTML. */
async function statement(part: unknown, dataDir: string): Promise<string> {
  const html = typeof part === 'string' ? part : asText(asRecord(part).value);
  const images = new Map<string, string>();
  await storeInlineImages(dataDir, html, images);
  return sanitizeStatement(html, images);
}

function casesOf(json: Record<string, unknown>, folder: string, files: string[], oi: boolean): DraftCase[] {
  const testcase = path.join(folder, 'testcase');
  const listed = asList(json.test_case_score).map(asRecord);
  const cases = listed.length
    ? listed.map((c) => ({ input: asText(c.input_name), output: asText(c.output_name) || null, score: c.score }))
    : pairTestcaseFiles(filesUnder(files, `${path.basename(folder)}/testcase`)).map((p) => ({
        input: p.input,
        output: p.outputMissing ? null : p.output,
        score: undefined,
      }));
  if (!cases.length) throw badRequest('Import_tests_missing');
  const scored = oi && cases.every((c) => typeof c.score === 'number');
  return cases.map((c) => ({
    inputFile: fileIn(testcase, c.input),
    // Special judge problems may come without outputs.
    outputFile: c.output ? fileIn(testcase, c.output) : null,
    inputName: c.input,
    ...(c.output ? { outputName: c.output } : {}),
    ...(scored ? { score: c.score as number } : {}),
  }));
}

function fileIoOf(json: Record<string, unknown>) {
  const io = asRecord(json.io_mode);
  if (io.io_mode !== 'File IO') return {};
  return { isFileIO: true, ioReadFileName: asText(io.input), ioWriteFileName: asText(io.output) };
}

async function draftOf(json: Record<string, unknown>, folder: string, files: string[], dataDir: string): Promise<ProblemDraft> {
  const oi = json.rule_type === 'OI';
  const spj = json.spj ? asRecord(json.spj) : null;
  const spjLanguage = asText(spj?.language);
  return {
    problem: {
      problemId: asText(json.display_id),
      title: asText(json.title),
      description: await statement(json.description, dataDir),
      input: await statement(json.input_description, dataDir),
      output: await statement(json.output_description, dataDir),
      hint: await statement(json.hint, dataDir),
      source: asText(json.source),
      examples: examplesText(asList(json.samples).map((s) => ({ input: asText(asRecord(s).input), output: asText(asRecord(s).output) }))),
      type: oi ? 1 : 0,
      auth: 1,
      difficulty: 1,
      timeLimit: json.time_limit as number,
      memoryLimit: json.memory_limit as number,
      isRemoveEndBlank: true,
      openCaseResult: true,
      codeShare: false,
      ...fileIoOf(json),
      ...(spj ? { spjCode: asText(spj.code), spjLanguage: localLanguageNamed(spjLanguage) ?? spjLanguage } : {}),
    },
    judgeMode: spj ? 'spj' : 'default',
    languages: QDUOJ_LANGUAGES,
    templates: [],
    tags: asList(json.tags).map(asText),
    cases: casesOf(json, folder, files, oi),
    solutions: solutionsOf(json.answers),
  };
}

export function qduojUnits(root: string, files: string[], dataDir: string): PackageUnit[] {
  return topFolders(files).map((name) => {
    const folder = path.join(root, name);
    const jsonName = filesUnder(files, name).find((f) => f === 'problem.json') ?? filesUnder(files, name).find((f) => f.endsWith('.json'));
    const label = `${name}/${jsonName}`;
    return {
      title: titleOr(() => jsonName && asRecord(readJson(path.join(folder, jsonName), label)).title, name),
      load: async () => {
        if (!jsonName) throw badRequest('Import_qduoj_json_missing', { name });
        return draftOf(asRecord(readJson(path.join(folder, jsonName), label)), folder, files, dataDir);
      },
    };
  });
}
