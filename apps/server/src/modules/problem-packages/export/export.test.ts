// Problem export on both backends, checked by importing the files back: problems made through the admin API
// with every field, exported as an HOJ zip and as FPS XML, re-imported and compared field by field with what
// each format can carry. Also: unknown pids, a case file of several MB streamed under back-pressure, and
// CDATA terminators in statements and cases.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type ImportReport } from '@verdict/shared';
import { translate } from '../../../i18n/messages.ts';
import { BACKENDS, createTestApp, type TestApp } from '../../../test/helper.ts';
import { users } from '../../accounts/tables.ts';
import { publicImgDir } from '../../accounts/avatar.ts';
import type { Manager } from '../../problems/admin-access.ts';
import { unzip, validPayload } from '../../problems/admin-test-kit.ts';
import { importProblemFile } from '../import/index.ts';
import { sanitizeStatement, storeImage } from '../import/statement-html.ts';
import {
  bigCaseText,
  createBigProblem,
  createOiProblem,
  createProblem,
  createSpjProblem,
  deleteProblem,
  PIXEL,
  readFpsTexts,
  snapshot,
  type FpsItemTexts,
  type Snapshot,
} from './export-test-kit.ts';
import { exportFileName, exportProblems } from './index.ts';

const TIMEOUT = 180_000;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-export-test-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A writable that takes its time, remembering the most bytes ever waiting in it. */
function slowSink() {
  const chunks: Buffer[] = [];
  let maxWaiting = 0;
  const sink: Writable = new Writable({
    highWaterMark: 16 * 1024,
    write(chunk: Buffer, _encoding, done) {
      maxWaiting = Math.max(maxWaiting, sink.writableLength);
      chunks.push(chunk);
      setTimeout(done, 2);
    },
  });
  return { sink, bytes: () => Buffer.concat(chunks), maxWaiting: () => maxWaiting };
}

const textOf = (item: FpsItemTexts, field: string) => (item.fields.get(field) ?? []).map((f) => f.text);

const STATEMENT_FIELDS = ['description', 'input', 'output', 'hint', 'source'] as const;
const enabledTemplates = (s: Snapshot) => s.templates.filter((tpl) => tpl.status);

describe.each(BACKENDS)('problem export on %s', (backend) => {
  let t: TestApp;
  let token: string;
  let root: Manager;
  let imageUrl: string;
  let bigText: string;
  const pids = { oi: 0, spj: 0, big: 0 };
  const originals = new Map<number, Snapshot>();

  beforeAll(async () => {
    t = await createTestApp(backend);
    token = await t.login();
    const [row] = await t.db.select({ uid: users.uid, username: users.username }).from(users).where(eq(users.username, 'root'));
    root = { ...row, role: Role.Root };
    imageUrl = (await storeImage(t.dataDir, PIXEL.toString('base64')))!;
    bigText = bigCaseText();
    pids.oi = await createOiProblem(t, token, imageUrl);
    pids.spj = await createSpjProblem(t, token);
    pids.big = await createBigProblem(t, token, bigText);
    for (const pid of Object.values(pids)) originals.set(pid, await snapshot(t, pid));
  }, TIMEOUT);
  afterAll(async () => {
    await t.close();
  });

  const exportToFile = async (ids: number[], format: 'hoj' | 'fps') => {
    const file = path.join(tmp, `${backend}-${exportFileName(format)}`);
    await exportProblems(t.db, t.dataDir, ids, format, fs.createWriteStream(file));
    return file;
  };
  const importedPids = (report: ImportReport, count: number) => {
    expect(report.failed).toEqual([]);
    expect(report.imported).toHaveLength(count);
    return report.imported.map((i) => i.pid);
  };

  it('names the files problem_export_<ms>.zip and .xml', () => {
    expect(exportFileName('hoj', 1700000000000)).toBe('problem_export_1700000000000.zip');
    expect(exportFileName('fps', 5)).toBe('problem_export_5.xml');
    expect(exportFileName('fps')).toMatch(/^problem_export_\d{13}\.xml$/);
  });

  it('refuses unknown pids before writing anything', async () => {
    for (const format of ['hoj', 'fps'] as const) {
      const out = new PassThrough();
      let written = 0;
      out.on('data', (chunk: Buffer) => (written += chunk.length));
      const failure = exportProblems(t.db, t.dataDir, [pids.oi, 999_999, 888_888], format, out);
      await expect(failure).rejects.toMatchObject({ status: 404, msgKey: 'Export_problem_not_found', params: { pids: '999999, 888888' } });
      expect(translate('Export_problem_not_found', 'en-US', { pids: '999999, 888888' })).toBe('No problem with the id 999999, 888888');
      expect(written).toBe(0);
      expect(out.writableEnded).toBe(false);
    }
  });

  it('refuses interactive problems in FPS, which has no interactive judging', async () => {
    const payload = validPayload('inter-1', { judgeMode: 'interactive' }, { spjCode: 'int main() { return 0; }', spjLanguage: 'C' });
    const { pid } = await createProblem(t, token, payload);
    await expect(exportProblems(t.db, t.dataDir, [pid], 'fps', new PassThrough())).rejects.toMatchObject({
      status: 400,
      msgKey: 'Export_fps_interactive',
      params: { problemId: 'INTER-1' },
    });
    await deleteProblem(t, token, pid);
  });

  it(
    'writes the HOJ layout: problem_<id>.json beside the folder problem_<id>/ of case files, as HOJ exports it',
    { timeout: TIMEOUT },
    async () => {
      const files = await unzip(fs.readFileSync(await exportToFile([pids.oi, pids.spj], 'hoj')));
      expect(Object.keys(files).sort()).toEqual(
        [
          'problem_OI-1.json',
          'problem_OI-1/',
          ...['a1', 'a2', 'b1'].flatMap((n) => [`problem_OI-1/${n}.in`, `problem_OI-1/${n}.out`]),
          'problem_SPJ-1.json',
          'problem_SPJ-1/',
          ...['1', '2'].flatMap((n) => [`problem_SPJ-1/${n}.in`, `problem_SPJ-1/${n}.out`]),
        ].sort(),
      );
      expect(files['problem_OI-1/a2.in']).toBe('2 ]]> 2\n');
      const oi = JSON.parse(files['problem_OI-1.json']);
      expect(oi).toMatchObject({
        judgeMode: 'default',
        samples: [
          { input: 'a1.in', output: 'a1.out', score: 10, groupNum: 1 },
          { input: 'a2.in', output: 'a2.out', score: 20, groupNum: 1 },
          { input: 'b1.in', output: 'b1.out', score: 70, groupNum: 2 },
        ],
        tags: ['Graph', 'Dynamic Programming'],
        problem: {
          problemId: 'OI-1',
          auth: 1,
          type: 1,
          judgeCaseMode: 'subtask_lowest',
          isFileIO: true,
          ioReadFileName: 'path.in',
          timeLimit: 2500,
          memoryLimit: 128,
          stackLimit: 64,
          ioScore: 80,
        },
        userExtraFile: { 'path.h': 'int limit = 10;\n' },
        solutions: [],
      });
      expect(oi.languages.sort()).toEqual(['C++ With O2', 'Java', 'Python3']);
      // Enabled templates only: HOJ has no disabled ones.
      expect(oi.codeTemplates.map((tpl: { language: string }) => tpl.language).sort()).toEqual(['C++ With O2', 'Python3']);
      for (const cleared of ['author', 'id', 'caseVersion', 'uid', 'gid']) expect(oi.problem).not.toHaveProperty(cleared);
      expect(oi).not.toHaveProperty('judgeExtraFile');
      const spj = JSON.parse(files['problem_SPJ-1.json']);
      expect(spj).toMatchObject({
        judgeMode: 'spj',
        problem: { spjLanguage: 'C++ With O2' },
        judgeExtraFile: { 'testlib.h': '// testlib ]]>\n' },
      });
      expect(spj.solutions).toEqual(
        originals.get(pids.spj)!.solutions.map((s) => ({ language: s.language ?? s.sourceLanguage, code: s.code })),
      );
    },
  );

  it(
    'FPS round trip: statements, limits, examples, cases, checker, templates, solutions and pictures come back',
    { timeout: TIMEOUT },
    async () => {
      const file = await exportToFile([pids.oi, pids.spj], 'fps');
      const [oiItem, spjItem] = readFpsTexts(file);
      // Exactly the stored texts, CDATA terminators included.
      const oi = originals.get(pids.oi)!;
      const spj = originals.get(pids.spj)!;
      for (const field of STATEMENT_FIELDS) expect(textOf(oiItem, field)).toEqual([oi.row[field]]);
      expect(textOf(spjItem, 'title')).toEqual(['Any answer ]]> works']);
      expect(textOf(spjItem, 'test_input')).toEqual(['3\n]]>\n', 'x]]']);
      expect(textOf(spjItem, 'test_output')).toEqual([']]', '>\n']);
      expect(textOf(oiItem, 'sample_input')).toEqual(['1\n', '2 ]]> 2']);
      expect(spjItem.fields.get('spj')).toEqual([{ text: spj.row.spjCode, attributes: { language: 'C++' } }]);
      expect(oiItem.images).toEqual([{ src: imageUrl, base64: PIXEL.toString('base64') }]);

      // The file carries the picture: it comes back even when the stored one is gone.
      const imageFile = path.join(publicImgDir(t.dataDir), path.basename(imageUrl));
      fs.rmSync(imageFile);
      const imported = importedPids(await importProblemFile(t.db, t.dataDir, root, file, 'en-US'), 2);
      expect(fs.readFileSync(imageFile)).toEqual(PIXEL);

      for (const [original, pid] of [oi, spj].map((o, i) => [o, imported[i]] as const)) {
        const copy = await snapshot(t, pid);
        expect([copy.row.title, copy.row.timeLimit, copy.row.memoryLimit, copy.row.examples]).toEqual([
          original.row.title,
          original.row.timeLimit,
          original.row.memoryLimit,
          original.row.examples,
        ]);
        // The importer sanitises FPS statements (they are HTML from anywhere): each comes back as the original sanitised.
        for (const field of STATEMENT_FIELDS) expect(copy.row[field]).toBe(sanitizeStatement(original.row[field], new Map()));
        expect(copy.cases.map((c) => [c.inputName, c.outputName, c.inputHash, c.outputHash])).toEqual(
          original.cases.map((c) => [c.inputName, c.outputName, c.inputHash, c.outputHash]),
        );
        expect([copy.row.judgeMode, copy.row.spjLanguage, copy.row.spjCode]).toEqual([
          original.row.judgeMode,
          original.row.spjLanguage,
          original.row.spjCode,
        ]);
        expect(enabledTemplates(copy)).toEqual(enabledTemplates(original));
        expect(copy.solutions).toEqual(original.solutions);
      }
      expect(oi.row.description).toContain(']]>');
    },
  );

  it('streams a case file of several MB chunk by chunk under back-pressure, intact in both formats', { timeout: TIMEOUT }, async () => {
    const big = originals.get(pids.big)!;
    const fps = slowSink();
    await exportProblems(t.db, t.dataDir, [pids.big], 'fps', fps.sink);
    expect(fps.maxWaiting()).toBeLessThan(256 * 1024);
    const fpsFile = path.join(tmp, `${backend}-big.xml`);
    fs.writeFileSync(fpsFile, fps.bytes());
    const [item] = readFpsTexts(fpsFile);
    expect(textOf(item, 'test_input')[0] === bigText).toBe(true);
    const [copy] = importedPids(await importProblemFile(t.db, t.dataDir, root, fpsFile, 'en-US'), 1);
    expect((await snapshot(t, copy)).cases.map((c) => [c.inputHash, c.outputHash])).toEqual(
      big.cases.map((c) => [c.inputHash, c.outputHash]),
    );

    const hoj = slowSink();
    await exportProblems(t.db, t.dataDir, [pids.big], 'hoj', hoj.sink);
    expect(hoj.maxWaiting()).toBeLessThan(256 * 1024);
    const files = await unzip(hoj.bytes());
    expect(files['problem_BIG-1/big.in'] === bigText).toBe(true);
  });

  // Last: it deletes the originals, so the display ids come back as they were.
  it(
    'HOJ round trip: every field of the problem, its cases, tags, languages, templates, extra files and solutions',
    { timeout: TIMEOUT },
    async () => {
      const ids = [pids.oi, pids.spj, pids.big];
      const file = await exportToFile(ids, 'hoj');
      for (const pid of ids) await deleteProblem(t, token, pid);
      const report = await importProblemFile(t.db, t.dataDir, root, file, 'en-US');
      importedPids(report, 3);
      // Matched by display id: the importer reads the problems in its own order.
      const importedByDisplayId = new Map(report.imported.map((i) => [i.problemId, i.pid]));
      expect([...importedByDisplayId.keys()].sort()).toEqual(['BIG-1', 'OI-1', 'SPJ-1']);
      for (const pid of ids) {
        const original = originals.get(pid)!;
        const copy = await snapshot(t, importedByDisplayId.get(original.row.problemId)!);
        // Cases are files in the zip, so the copy's are uploaded ones; HOJ keeps no disabled templates.
        expect(copy.row).toEqual({ ...original.row, isUploadCase: true });
        expect(copy.cases).toEqual(original.cases);
        expect(copy.tags).toEqual(original.tags);
        expect(copy.languages).toEqual(original.languages);
        expect(copy.templates).toEqual(enabledTemplates(original));
        expect(copy.solutions.map((s) => [s.language, s.code])).toEqual(original.solutions.map((s) => [s.language, s.code]));
      }
    },
  );
});
