// The demo problems a first start seeds (1000-1004): A+B, sorting, a special-judge problem, an OI problem with
// subtasks and an interactive one, each with its statement, examples, generated test data and C++, Python and
// Java templates. They go through the real save service, so they are stored exactly as an admin's would be.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { LANGUAGES, ProblemSavePayloadSchema, type JudgeCaseMode, type JudgeMode, type ProblemSaveResult } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import type { Manager } from './admin-access.ts';
import { saveProblem } from './admin-save.ts';
import { aPlusBCases, derangementCases, guessNumberCases, maxSubarrayCases, sortCases, type DemoCase } from './demo-cases.ts';
import { uploadFilesDir } from './testcase-zip.ts';

const DEMO_DIR = path.join(import.meta.dirname, 'demo');
/** The checker and interactor language. */
const HELPER_LANGUAGE = 'C++ 17 With O2';
const TEMPLATE_FILES = { 'C++ 17 With O2': 'template.cpp', Python3: 'template.py', Java: 'Main.java' } as const;

interface DemoProblem {
  problemId: string;
  /** Folder under demo/: statement.md (# Description / # Input / # Output / # Hint), templates, checker. */
  folder: string;
  title: string;
  type: 0 | 1;
  difficulty: number;
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  /** checker.cpp or interactor.cpp in the folder. */
  helper?: string;
  tags: string[];
  examples: [string, string][];
  cases: () => DemoCase[];
}

const DEMO_PROBLEMS: DemoProblem[] = [
  {
    problemId: '1000',
    folder: 'a-plus-b',
    title: 'A+B Problem',
    type: 0,
    difficulty: 0,
    judgeMode: 'default',
    judgeCaseMode: 'default',
    tags: ['Beginner', 'Math'],
    examples: [
      ['1 2\n', '3\n'],
      ['-5 3\n', '-2\n'],
    ],
    cases: aPlusBCases,
  },
  {
    problemId: '1001',
    folder: 'sort',
    title: 'Sort the Numbers',
    type: 0,
    difficulty: 1,
    judgeMode: 'default',
    judgeCaseMode: 'default',
    tags: ['Beginner', 'Sorting'],
    examples: [['5\n3 1 2 5 4\n', '1 2 3 4 5\n']],
    cases: sortCases,
  },
  {
    problemId: '1002',
    folder: 'derangement',
    title: 'Derangement',
    type: 0,
    difficulty: 1,
    judgeMode: 'spj',
    judgeCaseMode: 'default',
    helper: 'checker.cpp',
    tags: ['Constructive', 'Special Judge'],
    examples: [
      ['2\n', '2 1\n'],
      ['3\n', '2 3 1\n'],
    ],
    cases: derangementCases,
  },
  {
    problemId: '1003',
    folder: 'max-subarray',
    title: 'Maximum Subarray Sum',
    type: 1,
    difficulty: 2,
    judgeMode: 'default',
    judgeCaseMode: 'subtask_lowest',
    tags: ['Dynamic Programming', 'Subtasks'],
    examples: [
      ['9\n-2 1 -3 4 -1 2 1 -5 4\n', '6\n'],
      ['3\n-3 -1 -2\n', '-1\n'],
    ],
    cases: maxSubarrayCases,
  },
  {
    problemId: '1004',
    folder: 'guess-number',
    title: 'Guess the Number',
    type: 0,
    difficulty: 2,
    judgeMode: 'interactive',
    judgeCaseMode: 'default',
    helper: 'interactor.cpp',
    tags: ['Binary Search', 'Interactive'],
    examples: [],
    cases: guessNumberCases,
  },
];

const readDemoFile = (folder: string, name: string) => fs.readFileSync(path.join(DEMO_DIR, folder, name), 'utf8');

/** The statement's sections by their `# Heading`. */
function statementSections(markdown: string): Record<string, string> {
  const sections: Record<string, string> = {};
  for (const part of markdown.split(/^# /m).slice(1)) {
    const newline = part.indexOf('\n');
    sections[part.slice(0, newline).trim().toLowerCase()] = part.slice(newline + 1).trim();
  }
  return sections;
}

const examplesText = (examples: [string, string][]) =>
  examples.map(([input, output]) => `<input>${input}</input><output>${output}</output>`).join('');

/**
 * Writes the cases as the files of an upload (1.in/1.out, 2.in/2.out…; the larger ones exceed what a typed-in
 * case may hold) and answers the upload folder with the case list.
 */
function stageCases(dataDir: string, cases: DemoCase[]) {
  const dir = randomUUID();
  const folder = uploadFilesDir(dataDir, dir);
  fs.mkdirSync(folder, { recursive: true });
  const samples = cases.map((c, i) => {
    fs.writeFileSync(path.join(folder, `${i + 1}.in`), c.input);
    fs.writeFileSync(path.join(folder, `${i + 1}.out`), c.output);
    return { input: `${i + 1}.in`, output: `${i + 1}.out`, score: c.score, groupNum: c.groupNum };
  });
  return { dir, samples };
}

/** The save payload of one demo problem, checked by the same schema as the admin form. */
function demoPayload(dataDir: string, demo: DemoProblem) {
  const staged = stageCases(dataDir, demo.cases());
  const statement = statementSections(readDemoFile(demo.folder, 'statement.md'));
  return ProblemSavePayloadSchema.parse({
    problem: {
      problemId: demo.problemId,
      title: demo.title,
      description: statement.description,
      input: statement.input,
      output: statement.output,
      hint: statement.hint ?? '',
      source: 'Verdict',
      examples: examplesText(demo.examples),
      type: demo.type,
      difficulty: demo.difficulty,
      auth: 1,
      judgeCaseMode: demo.judgeCaseMode,
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
      ...(demo.helper ? { spjCode: readDemoFile(demo.folder, demo.helper), spjLanguage: HELPER_LANGUAGE } : {}),
    },
    judgeMode: demo.judgeMode,
    languages: LANGUAGES.map((l) => l.name),
    codeTemplates: Object.entries(TEMPLATE_FILES).map(([language, file]) => ({
      language,
      code: readDemoFile(demo.folder, file),
      status: true,
    })),
    tags: demo.tags.map((name) => ({ name })),
    isUploadTestCase: true,
    uploadTestcaseDir: staged.dir,
    samples: staged.samples,
  });
}

export const DEMO_PROBLEM_IDS = DEMO_PROBLEMS.map((d) => d.problemId);

/** Saves every demo problem as `author` (the root account); run once, inside the first start's seeding. */
export async function seedDemoProblems(db: Db, dataDir: string, author: Manager): Promise<ProblemSaveResult[]> {
  const saved: ProblemSaveResult[] = [];
  for (const demo of DEMO_PROBLEMS) saved.push(await saveProblem(db, dataDir, author, demoPayload(dataDir, demo), 'create'));
  return saved;
}
