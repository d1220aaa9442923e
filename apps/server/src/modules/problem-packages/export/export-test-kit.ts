// Test kit of the export tests: problems made through the real admin API covering every field, and a
// snapshot of everything stored about a problem to compare an original with its re-import.
import fs from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import { expect } from 'vitest';
import type { ProblemSavePayloadInput } from '@verdict/shared';
import type { TestApp } from '../../../test/helper.ts';
import { call, uploadZip, validPayload, zipOf } from '../../problems/admin-test-kit.ts';
import { codeTemplates, languages, problemCases, problemLanguages, problems, problemTags, tags } from '../../problems/tables.ts';
import { referenceSolutions } from '../tables.ts';

/** A 1×1 PNG. */
export const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const FS_CHUNK = 64 * 1024;

/**
 * Several MB of case text with CDATA terminators cut by the 64 KiB chunks the export reads (before, inside and
 * after the "]]"), and two-byte characters cut the same way.
 */
export function bigCaseText(megabytes = 5): string {
  const bytes = Buffer.alloc(megabytes * 1024 * 1024);
  const line = Buffer.from('123456789 987654321 ]] > x\n');
  for (let at = 0; at < bytes.length; at += line.length) line.copy(bytes, at);
  Buffer.from(']]>').copy(bytes, FS_CHUNK - 2);
  Buffer.from(']]>').copy(bytes, 2 * FS_CHUNK - 1);
  Buffer.from(']]]>').copy(bytes, 3 * FS_CHUNK - 3);
  Buffer.from('é').copy(bytes, 4 * FS_CHUNK - 1);
  return bytes.toString('utf8');
}

export async function createProblem(
  t: TestApp,
  token: string,
  payload: ProblemSavePayloadInput,
): Promise<{ pid: number; problemId: string }> {
  const res = await call(t, 'POST', '/api/admin/problem', token, payload);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: 200 });
  return res.body.data;
}

/** Uploads the files as a test data zip and answers the upload folder's id. */
export async function uploadCases(t: TestApp, token: string, files: Record<string, string>, mode: string): Promise<string> {
  const res = await uploadZip(t, token, 'cases.zip', await zipOf(files), mode);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: 200 });
  return res.body.data.fileListDir;
}

/** An OI problem with subtasks, uploaded cases, tags, templates (one disabled), file IO, extra files and a picture. */
export async function createOiProblem(t: TestApp, token: string, imageUrl: string): Promise<number> {
  const files = { 'a1.in': '1\n', 'a1.out': '1\n', 'a2.in': '2 ]]> 2\n', 'a2.out': '4]]', 'b1.in': '', 'b1.out': 'empty\n' };
  const dir = await uploadCases(t, token, files, 'subtask_lowest');
  const payload = validPayload(
    'oi-1',
    {
      languages: ['C++ With O2', 'Python3', 'Java'],
      codeTemplates: [
        { language: 'Python3', code: 'print(1)\n', status: true },
        { language: 'C++ With O2', code: 'int main() { return 0; } // ]]>\n', status: true },
        { language: 'Java', code: 'class Main {}\n', status: false },
      ],
      tags: [{ name: 'Graph' }, { name: 'Dynamic Programming' }],
      isUploadTestCase: true,
      uploadTestcaseDir: dir,
      samples: [
        { input: 'a1.in', output: 'a1.out', score: 10, groupNum: 1 },
        { input: 'a2.in', output: 'a2.out', score: 20, groupNum: 1 },
        { input: 'b1.in', output: 'b1.out', score: 70, groupNum: 2 },
      ],
    },
    {
      title: 'Subtasks & pictures',
      description: `Find the <b>path</b> in the picture: <img src="${imageUrl}">\n\nThe text ]]> is not the end.`,
      input: 'One number n (1 ≤ n ≤ 10).',
      output: 'The answer.',
      examples: '<input>1\n</input><output>1\n</output><input>2 ]]> 2</input><output>4</output>',
      hint: 'Think ]] about > it.',
      source: 'Verdict Cup 2026',
      type: 1,
      judgeCaseMode: 'subtask_lowest',
      difficulty: 3,
      timeLimit: 2500,
      memoryLimit: 128,
      stackLimit: 64,
      codeShare: false,
      openCaseResult: false,
      isRemoveEndBlank: false,
      isFileIO: true,
      ioReadFileName: 'path.in',
      ioWriteFileName: 'path.out',
      userExtraFile: { 'path.h': 'int limit = 10;\n' },
    },
  );
  return (await createProblem(t, token, payload)).pid;
}

/** A special judge problem with typed-in cases, a checker's extra file, and reference solutions. */
export async function createSpjProblem(t: TestApp, token: string): Promise<number> {
  const payload = validPayload(
    'spj-1',
    {
      judgeMode: 'spj',
      languages: ['C++ With O2', 'C With O2', 'Python3'],
      codeTemplates: [{ language: 'C With O2', code: 'int main(void) { return 0; }\n', status: true }],
      samples: [
        { input: '3\n]]>\n', output: ']]' },
        { input: 'x]]', output: '>\n' },
      ],
    },
    {
      title: 'Any answer ]]> works',
      hint: '',
      source: '',
      timeLimit: 1000,
      memoryLimit: 512,
      spjCode: '#include "testlib.h"\nint main(int argc, char* argv[]) { registerTestlibCmd(argc, argv); quitf(_ok, "]]>"); }\n',
      spjLanguage: 'C++ With O2',
      judgeExtraFile: { 'testlib.h': '// testlib ]]>\n' },
    },
  );
  const { pid } = await createProblem(t, token, payload);
  await t.db.insert(referenceSolutions).values([
    { pid, sourceLanguage: 'C++', language: 'C++ With O2', code: '#include <cstdio>\nint main() { puts("]]>"); }\n' },
    { pid, sourceLanguage: 'Python', language: 'Python3', code: 'print(input())\n' },
    { pid, sourceLanguage: 'Fortran', language: null, code: 'program a\nend program a\n' },
  ]);
  return pid;
}

/** An ACM problem whose one case is several MB. */
export async function createBigProblem(t: TestApp, token: string, input: string): Promise<number> {
  const dir = await uploadCases(t, token, { 'big.in': input, 'big.out': 'done\n' }, 'default');
  const payload = validPayload('big-1', {
    isUploadTestCase: true,
    uploadTestcaseDir: dir,
    samples: [{ input: 'big.in', output: 'big.out' }],
  });
  return (await createProblem(t, token, payload)).pid;
}

export const deleteProblem = async (t: TestApp, token: string, pid: number) =>
  expect((await call(t, 'DELETE', `/api/admin/problem?pid=${pid}`, token)).code).toBe(200);

/** Everything stored about a problem that an export may carry, in a comparable shape. */
export async function snapshot(t: TestApp, pid: number) {
  const [
    {
      id: _id,
      author: _author,
      uid: _uid,
      modifiedUser: _editor,
      caseVersion: _version,
      gmtCreate: _created,
      gmtModified: _modified,
      ...row
    },
  ] = await t.db.select().from(problems).where(eq(problems.id, pid));
  const cases = (await t.db.select().from(problemCases).where(eq(problemCases.problemId, pid)).orderBy(asc(problemCases.seq))).map(
    ({ problemId: _p, ...c }) => c,
  );
  const tagNames = (
    await t.db.select({ name: tags.name }).from(problemTags).innerJoin(tags, eq(tags.id, problemTags.tid)).where(eq(problemTags.pid, pid))
  )
    .map((r) => r.name)
    .sort();
  const languageNames = (
    await t.db
      .select({ name: languages.name })
      .from(problemLanguages)
      .innerJoin(languages, eq(languages.id, problemLanguages.lid))
      .where(eq(problemLanguages.pid, pid))
  )
    .map((r) => r.name)
    .sort();
  const templates = (
    await t.db
      .select({ language: languages.name, code: codeTemplates.code, status: codeTemplates.status })
      .from(codeTemplates)
      .innerJoin(languages, eq(languages.id, codeTemplates.lid))
      .where(eq(codeTemplates.pid, pid))
  ).sort((a, b) => a.language.localeCompare(b.language));
  const solutions = await t.db
    .select({ sourceLanguage: referenceSolutions.sourceLanguage, language: referenceSolutions.language, code: referenceSolutions.code })
    .from(referenceSolutions)
    .where(eq(referenceSolutions.pid, pid))
    .orderBy(asc(referenceSolutions.id));
  return { row, cases, tags: tagNames, languages: languageNames, templates, solutions };
}
export type Snapshot = Awaited<ReturnType<typeof snapshot>>;

export interface FpsItemTexts {
  /** Element name → the texts of its occurrences, with their attributes. */
  fields: Map<string, { text: string; attributes: Record<string, string> }[]>;
  images: { src: string; base64: string }[];
}

/** The items of an FPS file as an XML reader sees them (independent of the importer). */
export function readFpsTexts(file: string): FpsItemTexts[] {
  const items: FpsItemTexts[] = [];
  const open: { name: string; attributes: Record<string, string>; text: string }[] = [];
  const parser = new SaxesParser();
  const append = (text: string) => {
    if (open.length) open[open.length - 1].text += text;
  };
  parser.on('text', append);
  parser.on('cdata', append);
  parser.on('opentag', (tag) => {
    if (tag.name === 'item') items.push({ fields: new Map(), images: [] });
    if (tag.name === 'img') items.at(-1)?.images.push({ src: '', base64: '' });
    open.push({ name: tag.name, attributes: tag.attributes as Record<string, string>, text: '' });
  });
  parser.on('closetag', () => {
    const element = open.pop()!;
    const item = items.at(-1);
    if (!item) return;
    if (open.length === 3 && open[2].name === 'img') item.images.at(-1)![element.name as 'src' | 'base64'] = element.text;
    else if (open.length === 2 && element.name !== 'img')
      item.fields.set(element.name, [...(item.fields.get(element.name) ?? []), { text: element.text, attributes: element.attributes }]);
  });
  parser.write(fs.readFileSync(file, 'utf8')).close();
  return items;
}
