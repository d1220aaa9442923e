// Hydro's testdata/config.yaml (reference §11) → the judging half of a draft: limits (time ms|s, memory
// m|mb), checker or interactor (C++ for .cc sources, else C), languages, extra files, file IO and the cases.
// Hydro problems are OI: subtasks become subtask_lowest groups with every case at its subtask's score; a
// case list keeps its scores; no list pairs X.in with X.out or X.ans; no scores at all split 100 evenly.
import fs from 'node:fs';
import path from 'node:path';
import type { JudgeMode } from '@verdict/shared';
import { badRequest } from '../../../plugins/app/errors.ts';
import { pairTestcaseFiles } from '../../problems/index.ts';
import { checkerLanguageOfFile } from './local-languages.ts';
import { asList, asRecord, asText, fileIn } from './package-files.ts';
import type { DraftCase, ProblemDraft } from './problem-draft.ts';

const TIME_UNITS: Record<string, number> = { '': 1, ms: 1, s: 1000 };
const MEMORY_UNITS: Record<string, number> = { '': 1, m: 1, mb: 1, g: 1024, gb: 1024, k: 1 / 1024, kb: 1 / 1024 };
/** Checker types that compare outputs themselves: no checker program. */
const BUILT_IN_CHECKERS = new Set(['', 'default', 'strict']);

function limit(value: unknown, field: 'time' | 'memory', units: Record<string, number>, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(String(value));
  const factor = match ? units[match[2].toLowerCase()] : undefined;
  if (!match || factor === undefined)
    throw badRequest('Import_hydro_limit_invalid', { field, value: String(value), units: Object.keys(units).filter(Boolean).join(', ') });
  return Math.max(1, Math.ceil(Number(match[1]) * factor));
}

/** Hydro language keys (cc.cc17o2, py.py3, pas…) → our names, by the parts they contain. */
function languageOfHydro(key: string): string | null {
  const k = key.toLowerCase();
  const o2 = k.includes('o2') ? ' With O2' : '';
  if (k.startsWith('cc')) return `C++${/cc17/.test(k) ? ' 17' : /cc20/.test(k) ? ' 20' : ''}${o2}`;
  if (k === 'c' || k.startsWith('c.')) return `C${o2}`;
  const byPart: [string, string | null][] = [
    ['pypy3', 'PyPy3'],
    ['py2', null],
    ['py', 'Python3'],
    ['java', 'Java'],
    ['pas', 'Pascal'],
    ['go', 'Golang'],
    ['rs', 'Rust'],
    ['rust', 'Rust'],
    ['cs', 'C#'],
    ['php', 'PHP'],
    ['rb', 'Ruby'],
    ['js', 'JavaScript Node'],
    ['node', 'JavaScript Node'],
  ];
  return byPart.find(([part]) => k.includes(part))?.[1] ?? null;
}

function extraFiles(list: unknown, testdata: string): Record<string, string> | null {
  const names = asList(list).map(asText).filter(Boolean);
  if (!names.length) return null;
  return Object.fromEntries(names.map((name) => [path.basename(name), fs.readFileSync(fileIn(testdata, name), 'utf8')]));
}

const caseOf = (testdata: string, input: string, output: string | null, score?: number, groupNum?: number): DraftCase => ({
  inputFile: fileIn(testdata, input),
  outputFile: output === null ? null : fileIn(testdata, output),
  inputName: path.basename(input),
  ...(output === null ? {} : { outputName: path.basename(output) }),
  ...(score === undefined ? {} : { score }),
  ...(groupNum === undefined ? {} : { groupNum }),
});

/** Scores count only when every case has one; else the save splits them. */
const allOrNoScores = (cases: DraftCase[]): DraftCase[] =>
  cases.every((c) => c.score !== undefined) ? cases : cases.map(({ score: _, ...c }) => c);

function casesOf(config: Record<string, unknown>, testdata: string, testdataFiles: string[]): { cases: DraftCase[]; subtasks: boolean } {
  const subtasks = asList(config.subtasks).map(asRecord);
  if (subtasks.length) {
    const cases = subtasks.flatMap((subtask, i) => {
      const score = typeof subtask.score === 'number' ? subtask.score : undefined;
      return asList(subtask.cases).map((c) => caseOf(testdata, asText(asRecord(c).input), asText(asRecord(c).output), score, i + 1));
    });
    // Subtasks without scores share 100 by group.
    return { cases: allOrNoScores(cases), subtasks: true };
  }
  const listed = asList(config.cases).map(asRecord);
  const cases = listed.length
    ? listed.map((c) => caseOf(testdata, asText(c.input), asText(c.output), typeof c.score === 'number' ? c.score : undefined))
    : pairTestcaseFiles(testdataFiles).map((p) => caseOf(testdata, p.input, p.outputMissing ? null : p.output));
  return { cases: allOrNoScores(cases), subtasks: false };
}

function checkerOf(config: Record<string, unknown>, testdata: string): { judgeMode: JudgeMode; code?: string; language?: string } {
  const type = asText(config.type) || 'default';
  if (type !== 'default' && type !== 'interactive') throw badRequest('Import_hydro_type_unsupported', { type });
  const source =
    type === 'interactive' ? asText(config.interactor) : BUILT_IN_CHECKERS.has(asText(config.checker_type)) ? '' : asText(config.checker);
  if (type === 'interactive' && !source) throw badRequest('Import_file_missing', { name: 'interactor' });
  if (!source) return { judgeMode: 'default' };
  return {
    judgeMode: type === 'interactive' ? 'interactive' : 'spj',
    code: fs.readFileSync(fileIn(testdata, source), 'utf8'),
    language: checkerLanguageOfFile(source),
  };
}

/** The draft's judging fields from config.yaml (an empty config when the package has none). */
export function hydroJudging(
  config: Record<string, unknown>,
  testdata: string,
  testdataFiles: string[],
): Pick<ProblemDraft, 'judgeMode' | 'languages' | 'cases'> & { problem: Partial<ProblemDraft['problem']> } {
  const checker = checkerOf(config, testdata);
  const { cases, subtasks } = casesOf(config, testdata, testdataFiles);
  if (!cases.length) throw badRequest('Import_tests_missing');
  const fileName = asText(config.filename);
  return {
    problem: {
      type: 1,
      judgeCaseMode: subtasks ? 'subtask_lowest' : 'default',
      timeLimit: limit(config.time, 'time', TIME_UNITS, 1000),
      memoryLimit: limit(config.memory, 'memory', MEMORY_UNITS, 256),
      userExtraFile: extraFiles(config.user_extra_files, testdata),
      judgeExtraFile: extraFiles(config.judge_extra_files, testdata),
      ...(checker.code ? { spjCode: checker.code, spjLanguage: checker.language } : {}),
      ...(fileName ? { isFileIO: true, ioReadFileName: `${fileName}.in`, ioWriteFileName: `${fileName}.out` } : {}),
    },
    judgeMode: checker.judgeMode,
    languages: asList(config.langs)
      .map((l) => languageOfHydro(asText(l)))
      .filter((l): l is string => l !== null),
    cases,
  };
}
