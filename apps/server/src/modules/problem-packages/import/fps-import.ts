// FPS XML → import units: the items of the file in turn (their test data already in staging files), each
// converted to a draft: ACM, public, difficulty 1, every local language, id P<pid> (reference §11). Remote
// judge items are skipped; a file that stops being well-formed fails from the item it broke in.
import fs from 'node:fs';
import { badRequest } from '../../../plugins/app/errors.ts';
import { convertFpsItem, fpsTitle, remoteOjOf, type FpsProblem } from './fps-item.ts';
import { FpsSyntaxError, readFpsItems, stagedFiles } from './fps-reader.ts';
import type { ImportUnit, ProblemDraft } from './problem-draft.ts';

function draftOf(problem: FpsProblem): ProblemDraft {
  const { spj } = problem;
  return {
    problem: {
      problemId: '',
      title: problem.title,
      description: problem.description,
      input: problem.input,
      output: problem.output,
      hint: problem.hint,
      source: problem.source,
      examples: problem.examples,
      type: 0,
      difficulty: 1,
      auth: 1,
      judgeCaseMode: 'default',
      timeLimit: problem.timeLimit,
      memoryLimit: problem.memoryLimit,
      ...(spj ? { spjCode: spj.code, spjLanguage: spj.language } : {}),
    },
    judgeMode: spj ? 'spj' : 'default',
    languages: [],
    templates: problem.templates,
    tags: [],
    cases: problem.cases.map((c) => ({
      inputFile: c.inputFile,
      outputFile: c.outputFile,
      ...(c.name ? { inputName: `${c.name}.in`, outputName: `${c.name}.out` } : {}),
    })),
    solutions: problem.solutions,
  };
}

export async function* fpsUnits(file: string, stagingDir: string, dataDir: string): AsyncGenerator<ImportUnit> {
  try {
    for await (const { item, progress } of readFpsItems(file, stagingDir)) {
      const remote = remoteOjOf(item);
      yield {
        title: fpsTitle(item),
        progress,
        ...(remote ? { skip: { key: 'Import_fps_remote_problem', params: { oj: remote } } } : {}),
        load: async () => draftOf(await convertFpsItem(item, dataDir)),
        dispose: () => stagedFiles(item).forEach((staged) => fs.rmSync(staged, { force: true })),
      };
    }
  } catch (error) {
    if (!(error instanceof FpsSyntaxError)) throw error;
    yield {
      title: error.title,
      progress: 1,
      load: () => Promise.reject(badRequest('Import_fps_xml_invalid', { detail: error.detail })),
    };
  }
}
