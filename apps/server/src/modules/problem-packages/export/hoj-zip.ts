// HOJ zip export (reference §11 "HOJ zip"): per problem `problem_<problemId>.json` and the folder
// `problem_<problemId>/` with its case files under their stored names. As HOJ exports: auth 1, author, id
// and version left out, enabled templates only. `solutions` is ours (HOJ ignores unknown keys).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import type { Db } from '../../../db/client.ts';
import type { ExportEntry } from './manifest.ts';
import { loadProblemData, type ProblemData } from './problem-data.ts';

const withoutNulls = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null)) as Partial<T>;

export function hojProblemJson(entry: ExportEntry, { row, tags, languages, templates, solutions }: ProblemData) {
  return {
    judgeMode: row.judgeMode,
    languages,
    samples: entry.cases.map((c) => ({ input: c.input.name, output: c.output.name, score: c.score, groupNum: c.groupNum })),
    tags,
    problem: withoutNulls({
      problemId: row.problemId,
      title: row.title,
      description: row.description,
      input: row.input,
      output: row.output,
      examples: row.examples,
      source: row.source,
      hint: row.hint,
      auth: 1,
      type: row.type,
      timeLimit: row.timeLimit,
      memoryLimit: row.memoryLimit,
      stackLimit: row.stackLimit,
      difficulty: row.difficulty,
      ioScore: row.ioScore,
      codeShare: row.codeShare,
      isRemoveEndBlank: row.isRemoveEndBlank,
      openCaseResult: row.openCaseResult,
      judgeMode: row.judgeMode,
      judgeCaseMode: row.judgeCaseMode,
      spjLanguage: row.spjLanguage,
      spjCode: row.spjCode,
      isFileIO: row.isFileIo,
      ioReadFileName: row.ioReadFileName,
      ioWriteFileName: row.ioWriteFileName,
      isUploadCase: true,
    }),
    codeTemplates: templates,
    ...withoutNulls({ userExtraFile: row.userExtraFile, judgeExtraFile: row.judgeExtraFile }),
    // Our language name; the file's own name when no local language runs it.
    solutions: solutions.map((s) => ({ language: s.language ?? s.sourceLanguage, code: s.code })),
  };
}

/** Writes the zip to `out` and ends it. Each problem's JSON is built when the zip reaches it; files stream from the file store. */
export async function writeHojZip(db: Db, entries: ExportEntry[], out: NodeJS.WritableStream): Promise<void> {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  // yazl reports a failed entry on the ZipFile, not on its output: fail the output so the pipeline ends.
  zip.on('error', (error: Error) => output.destroy(error));
  for (const entry of entries) {
    const folder = `problem_${entry.problemId}`;
    zip.addReadStreamLazy(`${folder}.json`, (done) => {
      loadProblemData(db, entry.pid).then(
        (data) => done(null, Readable.from(Buffer.from(JSON.stringify(hojProblemJson(entry, data))), { objectMode: false })),
        (error: unknown) => done(error, Readable.from([])),
      );
    });
    zip.addEmptyDirectory(`${folder}/`);
    for (const c of entry.cases) {
      zip.addReadStream(c.input.open(), `${folder}/${c.input.name}`);
      zip.addReadStream(c.output.open(), `${folder}/${c.output.name}`);
    }
  }
  zip.end();
  await pipeline(output, out);
}
