// FPS XML export (1.4 style, reference §11 "FPS XML"): one <item> per problem with limits in ms and MB,
// statements, examples, test data streamed from the store, the special judge, templates, reference
// solutions and the statements' pictures. What FPS cannot say (tags, OI scores and groups, file IO, extra
// files, stack limit…) is left out; use the HOJ zip to keep everything.
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../plugins/app/errors.ts';
import { fileStore } from '../../file-store/index.ts';
import { cdata, CdataEscaper, xmlAttribute } from './cdata.ts';
import { fpsLanguageName } from './fps-names.ts';
import type { ExportEntry } from './manifest.ts';
import { loadProblemData, type ProblemData } from './problem-data.ts';
import { statementImages, writeBase64 } from './statement-images.ts';
import { OutputWriter } from './writer.ts';

const FPS_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<fps version="1.4" url="https://github.com/zhblue/freeproblemset/">\n<generator name="Verdict"/>\n';
const STATEMENT_FIELDS = ['description', 'input', 'output', 'hint', 'source'] as const;

type Attributes = Record<string, string>;

const openTag = (name: string, attributes: Attributes = {}) =>
  `<${name}${Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${xmlAttribute(value)}"`)
    .join('')}>`;

const element = (name: string, text: string, attributes?: Attributes) => `${openTag(name, attributes)}${cdata(text)}</${name}>\n`;

/** The examples' pairs from the stored `<input>…</input><output>…</output>` text. */
function examplePairs(examples: string): { input: string; output: string }[] {
  return [...examples.matchAll(/<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g)].map((m) => ({ input: m[1], output: m[2] }));
}

/** A stored file as one element's CDATA, chunk by chunk. */
async function writeFileElement(writer: OutputWriter, name: string, file: Readable, attributes?: Attributes): Promise<void> {
  await writer.write(`${openTag(name, attributes)}<![CDATA[`);
  const escaper = new CdataEscaper();
  for await (const chunk of file) await writer.write(escaper.push(chunk as Buffer));
  await writer.write(Buffer.concat([escaper.end(), Buffer.from(`]]></${name}>\n`)]));
}

/** Elements for code in our languages, under their FPS names; code in a language FPS cannot name is left out. */
function codeElements(name: string, items: { language: string; code: string }[]): string {
  return items
    .map(({ language, code }) => {
      const fpsName = fpsLanguageName(language);
      return fpsName ? element(name, code, { language: fpsName }) : '';
    })
    .join('');
}

async function writeItem(
  writer: OutputWriter,
  dataDir: string,
  entry: ExportEntry,
  { row, templates, solutions }: ProblemData,
): Promise<void> {
  await writer.write('<item>\n');
  await writer.write(element('title', row.title));
  await writer.write(`<time_limit unit="ms">${row.timeLimit}</time_limit>\n<memory_limit unit="mb">${row.memoryLimit}</memory_limit>\n`);
  for (const image of await statementImages(
    dataDir,
    STATEMENT_FIELDS.map((field) => row[field]),
  )) {
    await writer.write(`<img><src>${cdata(image.src)}</src><base64>`);
    await writeBase64(writer, await fileStore(dataDir).open(image.key));
    await writer.write('</base64></img>\n');
  }
  await writer.write(STATEMENT_FIELDS.map((field) => element(field, row[field])).join(''));
  await writer.write(
    examplePairs(row.examples)
      .map((pair) => element('sample_input', pair.input) + element('sample_output', pair.output))
      .join(''),
  );
  for (const c of entry.cases) {
    // The importer names the case files <name>.in / <name>.out.
    await writeFileElement(writer, 'test_input', c.input.open(), { name: c.input.name.replace(/\.[^.]*$/, '') });
    await writeFileElement(writer, 'test_output', c.output.open());
  }
  if (row.judgeMode === 'spj' && row.spjCode && row.spjLanguage)
    await writer.write(codeElements('spj', [{ language: row.spjLanguage, code: row.spjCode }]));
  await writer.write(codeElements('template', templates));
  // A solution keeps the language name its file gave it, so a re-import maps it the same way.
  await writer.write(
    solutions.map((s) => element('solution', s.code, { language: s.sourceLanguage || fpsLanguageName(s.language ?? '') || '' })).join(''),
  );
  await writer.write('</item>\n');
}

/** FPS has no interactive judging: an interactor written as a checker would judge wrongly, so it is refused. */
export function assertFpsCanCarry(entries: ExportEntry[]): void {
  const interactive = entries.find((e) => e.judgeMode === 'interactive');
  if (interactive) throw new AppError(400, 'Export_fps_interactive', { problemId: interactive.problemId });
}

/** Writes the FPS file to `out` and ends it. */
export async function writeFpsXml(db: Db, dataDir: string, entries: ExportEntry[], out: NodeJS.WritableStream): Promise<void> {
  const writer = new OutputWriter(out);
  await writer.write(FPS_HEAD);
  for (const entry of entries) await writeItem(writer, dataDir, entry, await loadProblemData(db, entry.pid));
  await writer.write('</fps>\n');
  out.end();
  await finished(out);
}
