// Zip package import (HOJ, QDUOJ, Hydro) and the one entry point on both backends, with zips built here with
// yazl: every field kept and read back from the tables, the format told by the content (or refused when the
// caller's does not fit), zip-slip entries refusing the whole file, a broken problem failing alone and
// leaving no trace, duplicate display ids imported under new ids and reported. Last, FPS test data streamed:
// a ~150 MB case imports without the process growing anywhere near its size.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { Role, type ImportFormat } from '@verdict/shared';
import { BACKENDS, createTestApp, type TestApp } from '../../../test/helper.ts';
import { users } from '../../accounts/tables.ts';
import { publicImgDir } from '../../accounts/avatar.ts';
import { testDataPath } from '../../problems/testdata.ts';
import type { Manager } from '../../problems/admin-access.ts';
import { codeTemplates, languages, problemCases, problemLanguages, problems, problemTags, tags } from '../../problems/tables.ts';
import { referenceSolutions } from '../tables.ts';
import { importProblemFile } from './import-service.ts';

const TIMEOUT = 120_000;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-archive-test-'));
/** A 1×1 PNG. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A zip of the given files; `rename` rewrites entry names in the written bytes (yazl refuses unsafe names). */
async function zipOf(name: string, entries: Record<string, string | Buffer>, rename: Record<string, string> = {}): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const [entry, content] of Object.entries(entries)) zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), entry);
  zip.end();
  const file = path.join(tmp, name);
  await pipeline(zip.outputStream, fs.createWriteStream(file));
  const bytes = fs.readFileSync(file);
  for (const [from, to] of Object.entries(rename)) {
    expect(to.length).toBe(from.length);
    for (let at = bytes.indexOf(from); at >= 0; at = bytes.indexOf(from, at + 1)) bytes.write(to, at, 'latin1');
  }
  fs.writeFileSync(file, bytes);
  return file;
}
const json = (value: unknown) => JSON.stringify(value, null, 2);

const SPJ = '#include "testlib.h"\nint main(int argc, char* argv[]) { registerTestlibCmd(argc, argv); quitf(_ok, "ok"); }\n';

/** Two HOJ problems: an OI one with everything set, and a plain ACM one. */
function hojFiles(suffix: string) {
  return {
    [`problem_${suffix}1.json`]: json({
      problem: {
        problemId: `HOJ${suffix}1`,
        title: `HOJ sum ${suffix}`,
        description: 'Add **two** numbers.',
        input: 'Two integers.',
        output: 'Their sum.',
        examples: '<input>1 2</input><output>3</output>',
        source: 'HOJ',
        hint: 'Mind overflow.',
        auth: 1,
        author: 'alice',
        type: 1,
        timeLimit: 2000,
        memoryLimit: 128,
        stackLimit: 64,
        difficulty: 2,
        ioScore: 100,
        codeShare: false,
        isRemoveEndBlank: false,
        openCaseResult: false,
        judgeCaseMode: 'subtask_lowest',
        spjLanguage: 'C++',
        spjCode: SPJ,
        isFileIO: true,
        ioReadFileName: 'sum.in',
        ioWriteFileName: 'sum.out',
        id: 999,
        gmtCreate: '2020-01-01',
      },
      judgeMode: 'spj',
      languages: ['C++', 'Python3', 'Brainfuck'],
      samples: [
        { input: 'a.in', output: 'a.out', score: 30, groupNum: 1 },
        { input: 'b.in', output: 'b.out', score: 40, groupNum: 1 },
        { input: 'c.in', output: 'c.out', score: 70, groupNum: 2 },
      ],
      tags: ['GRAPH THEORY', `Fresh tag ${suffix}`],
      codeTemplates: [
        { language: 'C++', code: '// C++ template' },
        { language: 'Java', code: '// not a language of the problem' },
      ],
      userExtraFile: { 'helper.h': 'int helper();' },
      judgeExtraFile: { 'testlib.h': '// testlib' },
      solutions: [
        { language: 'C++', code: 'int main() { return 0; }' },
        { language: 'Fortran', code: 'end' },
      ],
    }),
    [`problem_${suffix}1/a.in`]: '1 2\r\n',
    [`problem_${suffix}1/a.out`]: '3\n',
    [`problem_${suffix}1/b.in`]: '2 2\n',
    [`problem_${suffix}1/b.out`]: '4\n',
    [`problem_${suffix}1/c.in`]: '5 5\n',
    [`problem_${suffix}1/c.out`]: '10\n',
    [`problem_${suffix}2.json`]: json({
      problem: {
        problemId: `HOJ${suffix}2`,
        title: `HOJ echo ${suffix}`,
        description: 'Echo.',
        type: 0,
        timeLimit: 1000,
        memoryLimit: 256,
      },
      judgeMode: 'default',
      samples: [{ input: '1.in', output: '1.out' }],
      tags: ['graph theory'],
      codeTemplates: [{ language: 'Java', code: 'class Main {}' }],
    }),
    [`problem_${suffix}2/1.in`]: 'x\n',
    [`problem_${suffix}2/1.out`]: 'x\n',
  };
}

describe.each(BACKENDS)('zip package import on %s', (backend) => {
  let t: TestApp;
  let root: Manager;
  let graphTagId: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const [row] = await t.db.select({ uid: users.uid, username: users.username }).from(users).where(eq(users.username, 'root'));
    root = { ...row, role: Role.Root };
    [{ id: graphTagId }] = await t.db.insert(tags).values({ name: 'Graph Theory' }).returning({ id: tags.id });
  });
  afterAll(async () => {
    await t.close();
  });

  const run = (file: string, format?: ImportFormat) => importProblemFile(t.db, t.dataDir, root, file, 'en-US', { format });
  const problemOf = async (pid: number) => (await t.db.select().from(problems).where(eq(problems.id, pid)))[0];
  const casesOf = (pid: number) => t.db.select().from(problemCases).where(eq(problemCases.problemId, pid)).orderBy(asc(problemCases.seq));
  const fileText = (hash: string) => fs.readFileSync(testDataPath(t.dataDir, hash), 'utf8');
  const problemCount = async () => (await t.db.select({ n: count() }).from(problems))[0].n;
  const tagNames = async (pid: number) =>
    (
      await t.db
        .select({ name: tags.name })
        .from(problemTags)
        .innerJoin(tags, eq(tags.id, problemTags.tid))
        .where(eq(problemTags.pid, pid))
        .orderBy(asc(tags.name))
    ).map((r) => r.name);
  const languageNames = async (pid: number) =>
    (
      await t.db
        .select({ name: languages.name })
        .from(problemLanguages)
        .innerJoin(languages, eq(languages.id, problemLanguages.lid))
        .where(eq(problemLanguages.pid, pid))
    )
      .map((r) => r.name)
      .sort();
  const templatesOf = async (pid: number) =>
    (
      await t.db
        .select({ name: languages.name, code: codeTemplates.code })
        .from(codeTemplates)
        .innerJoin(languages, eq(languages.id, codeTemplates.lid))
        .where(eq(codeTemplates.pid, pid))
    ).map((r) => [r.name, r.code]);
  const tagsNamed = async (name: string) =>
    (
      await t.db
        .select({ n: count() })
        .from(tags)
        .where(sql`lower(${tags.name}) = lower(${name})`)
    )[0].n;
  const uploadLeftovers = () => (fs.existsSync(path.join(t.dataDir, 'upload')) ? fs.readdirSync(path.join(t.dataDir, 'upload')) : []);

  it('imports an HOJ zip of two problems with every field kept', { timeout: TIMEOUT }, async () => {
    const report = await run(await zipOf('hoj.zip', hojFiles('A')));
    expect(report.failed).toEqual([]);
    expect(report.skipped).toEqual([]);
    expect(report.imported.map((i) => [i.problemId, i.title, i.solutions])).toEqual([
      ['HOJA1', 'HOJ sum A', 2],
      ['HOJA2', 'HOJ echo A', 0],
    ]);
    const [first, second] = report.imported.map((i) => i.pid);
    const p = await problemOf(first);
    expect(p.id).not.toBe(999);
    expect([p.title, p.description, p.input, p.output, p.examples, p.source, p.hint]).toEqual([
      'HOJ sum A',
      'Add **two** numbers.',
      'Two integers.',
      'Their sum.',
      '<input>1 2</input><output>3</output>',
      'HOJ',
      'Mind overflow.',
    ]);
    expect([p.auth, p.author, p.type, p.timeLimit, p.memoryLimit, p.stackLimit, p.difficulty]).toEqual([1, 'alice', 1, 2000, 128, 64, 2]);
    expect([p.codeShare, p.isRemoveEndBlank, p.openCaseResult, p.judgeMode, p.judgeCaseMode, p.ioScore]).toEqual([
      false,
      false,
      false,
      'spj',
      'subtask_lowest',
      30 + 70,
    ]);
    expect([p.spjLanguage, p.spjCode, p.isFileIo, p.ioReadFileName, p.ioWriteFileName]).toEqual(['C++', SPJ, true, 'sum.in', 'sum.out']);
    expect([p.userExtraFile, p.judgeExtraFile]).toEqual([{ 'helper.h': 'int helper();' }, { 'testlib.h': '// testlib' }]);
    const cases = await casesOf(first);
    expect(cases.map((c) => [c.inputName, c.outputName, c.score, c.groupNum])).toEqual([
      ['a.in', 'a.out', 30, 1],
      ['b.in', 'b.out', 40, 1],
      ['c.in', 'c.out', 70, 2],
    ]);
    expect(cases.map((c) => fileText(c.inputHash))).toEqual(['1 2\n', '2 2\n', '5 5\n']);
    // Unknown languages are dropped, and templates of languages the problem does not take.
    expect(await languageNames(first)).toEqual(['C++', 'Python3']);
    expect(await templatesOf(first)).toEqual([['C++', '// C++ template']]);
    // The existing tag is matched ignoring case; the other one is new.
    expect(await tagNames(first)).toEqual(['Fresh tag A', 'Graph Theory']);
    expect(await tagsNamed('graph theory')).toBe(1);
    const solutions = await t.db
      .select()
      .from(referenceSolutions)
      .where(eq(referenceSolutions.pid, first))
      .orderBy(asc(referenceSolutions.id));
    expect(solutions.map((s) => [s.sourceLanguage, s.language, s.code])).toEqual([
      ['C++', 'C++', 'int main() { return 0; }'],
      ['Fortran', null, 'end'],
    ]);

    const q = await problemOf(second);
    expect([q.type, q.judgeMode, q.auth, q.difficulty, q.author, q.ioScore]).toEqual([0, 'default', 1, 1, 'root', 100]);
    expect((await languageNames(second)).length).toBeGreaterThan(10);
    expect(await templatesOf(second)).toEqual([['Java', 'class Main {}']]);
    expect((await t.db.select({ tid: problemTags.tid }).from(problemTags).where(eq(problemTags.pid, second))).map((r) => r.tid)).toEqual([
      graphTagId,
    ]);
    expect(uploadLeftovers()).toEqual([]);
  });

  it('imports a QDUOJ zip: OI scores summed, special judge, the defaults of a QDUOJ problem', { timeout: TIMEOUT }, async () => {
    const file = await zipOf('qduoj.zip', {
      '1/problem.json': json({
        display_id: 'QD1',
        title: 'QDUOJ max',
        description: { format: 'html', value: '<p>Find the <b>max</b>.</p><script>alert(1)</script>' },
        input_description: { format: 'html', value: '<p>n numbers</p>' },
        output_description: { format: 'html', value: '<p>the max</p>' },
        hint: { format: 'html', value: '' },
        time_limit: 1500,
        memory_limit: 64,
        samples: [
          { input: '1 5', output: '5' },
          { input: '7 2', output: '7' },
        ],
        test_case_score: [
          { input_name: '1.in', output_name: '1.out', score: 25 },
          { input_name: '2.in', output_name: '2.out', score: 50 },
        ],
        rule_type: 'OI',
        source: 'QDU',
        tags: ['Max'],
        spj: { language: 'C', code: '#include <stdio.h>\nint main(void) { return 0; }\n' },
        template: {},
      }),
      '1/testcase/1.in': '1 5\n',
      '1/testcase/1.out': '5\n',
      '1/testcase/2.in': '7 2\n',
      '1/testcase/2.out': '7\n',
    });
    const report = await run(file);
    expect(report.failed).toEqual([]);
    expect(report.imported.map((i) => [i.problemId, i.title])).toEqual([['QD1', 'QDUOJ max']]);
    const pid = report.imported[0].pid;
    const p = await problemOf(pid);
    expect(p.description).toContain('<b>max</b>');
    expect(p.description).not.toContain('script');
    expect(p.examples).toBe('<input>1 5</input><output>5</output><input>7 2</input><output>7</output>');
    expect([p.type, p.ioScore, p.timeLimit, p.memoryLimit, p.source, p.judgeMode, p.spjLanguage]).toEqual([
      1,
      75,
      1500,
      64,
      'QDU',
      'spj',
      'C',
    ]);
    expect([p.auth, p.difficulty, p.isRemoveEndBlank, p.openCaseResult, p.codeShare]).toEqual([1, 1, true, true, false]);
    expect((await casesOf(pid)).map((c) => [c.inputName, c.score])).toEqual([
      ['1.in', 25],
      ['2.in', 50],
    ]);
    expect(await languageNames(pid)).toEqual(['C', 'C With O2', 'C#', 'C++', 'C++ With O2', 'Golang', 'Java', 'Python3']);
    expect(await tagNames(pid)).toEqual(['Max']);
  });

  it(
    'imports a Hydro zip: statement examples, subtasks, limits with units, checker; and a folder without a case list',
    { timeout: TIMEOUT },
    async () => {
      const file = await zipOf('hydro.zip', {
        'P900/problem.yaml': 'pid: H900\ntitle: Hydro pairs\ntag:\n  - graph theory\n  - Hydro\n',
        'P900/problem_zh.md':
          '# 题目描述\n\n求和。![pic](file://pic.png)\n\n## 样例\n\n```input1\n1 2\n```\n\n```output1\n3\n```\n\n```input2\n5 5\n```\n```output2\n10\n```\n\n## 提示\n\n无。\n',
        'P900/problem.md': 'English statement that problem_zh.md wins over',
        'P900/additional_file/pic.png': PIXEL,
        'P900/testdata/config.yaml':
          'type: default\ntime: 1s\nmemory: 256m\nchecker_type: testlib\nchecker: chk.cc\nlangs: [cc.cc17o2, py.py3, py.py2]\nsubtasks:\n  - score: 40\n    cases:\n      - input: a1.in\n        output: a1.out\n  - score: 60\n    cases:\n      - input: b1.in\n        output: b1.ans\n      - input: b2.in\n        output: b2.ans\n',
        'P900/testdata/chk.cc': SPJ,
        'P900/testdata/a1.in': '1\n',
        'P900/testdata/a1.out': '1\n',
        'P900/testdata/b1.in': '2\n',
        'P900/testdata/b1.ans': '2\n',
        'P900/testdata/b2.in': '3\n',
        'P900/testdata/b2.ans': '3\n',
        'P901/problem.yaml': 'pid: "null"\ntitle: Hydro plain\n',
        'P901/problem.md': 'Just echo.\n',
        'P901/testdata/config.yaml': 'time: 500ms\nmemory: 64mb\n',
        'P901/testdata/1.in': '1\n',
        'P901/testdata/1.ans': '1\n',
        'P901/testdata/2.in': '2\n',
        'P901/testdata/2.ans': '2\n',
        'P901/testdata/3.in': '3\n',
        'P901/testdata/3.ans': '3\n',
      });
      const report = await run(file);
      expect(report.failed).toEqual([]);
      expect(report.imported.map((i) => i.title)).toEqual(['Hydro pairs', 'Hydro plain']);
      const [first, second] = report.imported;
      expect(first.problemId).toBe('H900');
      expect(second.problemId).toBe(`P${second.pid}`);

      const p = await problemOf(first.pid);
      expect(p.examples).toBe('<input>1 2</input><output>3</output><input>5 5</input><output>10</output>');
      expect(p.description).not.toContain('```');
      expect(p.description).toContain('求和');
      expect(p.description).toContain('无。');
      const image = /\/api\/public\/img\/([0-9a-f-]{36}\.png)/.exec(p.description);
      expect(image, p.description).not.toBeNull();
      expect(fs.existsSync(path.join(publicImgDir(t.dataDir), image![1]))).toBe(true);
      expect([p.type, p.judgeCaseMode, p.timeLimit, p.memoryLimit, p.ioScore, p.judgeMode, p.spjLanguage, p.spjCode]).toEqual([
        1,
        'subtask_lowest',
        1000,
        256,
        100,
        'spj',
        'C++',
        SPJ,
      ]);
      expect((await casesOf(first.pid)).map((c) => [c.inputName, c.outputName, c.score, c.groupNum])).toEqual([
        ['a1.in', 'a1.out', 40, 1],
        ['b1.in', 'b1.ans', 60, 2],
        ['b2.in', 'b2.ans', 60, 2],
      ]);
      expect(await languageNames(first.pid)).toEqual(['C++ 17 With O2', 'Python3']);
      expect(await tagNames(first.pid)).toEqual(['Graph Theory', 'Hydro']);

      const q = await problemOf(second.pid);
      expect([q.type, q.judgeCaseMode, q.timeLimit, q.memoryLimit, q.ioScore, q.judgeMode, q.description]).toEqual([
        1,
        'default',
        500,
        64,
        100,
        'default',
        'Just echo.',
      ]);
      expect((await casesOf(second.pid)).map((c) => [c.inputName, c.outputName, c.score])).toEqual([
        ['1.in', '1.ans', 33],
        ['2.in', '2.ans', 33],
        ['3.in', '3.ans', 34],
      ]);
    },
  );

  it('tells the format by the content, and refuses a format that does not fit or a file of none', { timeout: TIMEOUT }, async () => {
    const formats: ImportFormat[] = [];
    const progress: number[] = [];
    const hoj = await zipOf('detect-hoj.zip', hojFiles('D'));
    const report = await importProblemFile(t.db, t.dataDir, root, hoj, 'en-US', {
      onFormat: (f) => formats.push(f),
      onProgress: (_, done) => progress.push(done),
    });
    expect(report.imported).toHaveLength(2);
    expect([formats, progress]).toEqual([['hoj'], [0.5, 1]]);

    const before = await problemCount();
    expect((await run(hoj, 'hydro')).failed).toEqual([
      { title: '', why: 'The file is not in the Hydro zip format: its content is in the HOJ zip format' },
    ]);
    expect((await run(hoj, 'fps')).failed[0].why).toBe('The file is not in the FPS XML format');
    const fps = path.join(tmp, 'tiny.xml');
    fs.writeFileSync(fps, '<?xml version="1.0"?>\n<fps version="1.2"></fps>\n');
    expect((await run(fps, 'qduoj')).failed[0].why).toBe('The file is not in the QDUOJ zip format: its content is in the FPS XML format');
    const unknownZip = await zipOf('readme.zip', { 'README.txt': 'hello' });
    const unknownText = path.join(tmp, 'notes.txt');
    fs.writeFileSync(unknownText, 'hello');
    for (const file of [unknownZip, unknownText]) {
      expect((await run(file)).failed).toEqual([
        { title: '', why: 'The file is not a problem file we can import: expected FPS XML, or a HOJ, QDUOJ or Hydro zip' },
      ]);
    }
    expect((await run(path.join(tmp, 'absent.zip'))).failed[0].why).toContain('does not exist');
    expect(await problemCount()).toBe(before);
    expect(uploadLeftovers()).toEqual([]);
  });

  it('refuses a whole zip holding an entry with ../ and writes nothing outside its folder', { timeout: TIMEOUT }, async () => {
    const before = await problemCount();
    const file = await zipOf(
      'slip.zip',
      { ...hojFiles('S'), 'aa/bb/verdict-zip-slip': 'escaped' },
      { 'aa/bb/verdict-zip-slip': '../../verdict-zip-slip' },
    );
    const report = await run(file);
    expect(report.imported).toEqual([]);
    expect(report.failed).toEqual([{ title: '', why: 'The archive entry ../../verdict-zip-slip has an unsafe path and was refused' }]);
    expect(await problemCount()).toBe(before);
    for (const dir of [path.join(t.dataDir, 'upload'), t.dataDir, path.dirname(t.dataDir)])
      expect(fs.existsSync(path.join(dir, 'verdict-zip-slip'))).toBe(false);
    expect(uploadLeftovers()).toEqual([]);
  });

  it(
    'imports the good problem of a zip whose second problem is broken, leaving no trace of the broken one',
    { timeout: TIMEOUT },
    async () => {
      const before = await problemCount();
      const file = await zipOf('broken.zip', {
        'problem_B1.json': json({
          problem: { problemId: 'BROKEN1', title: 'Fine one', timeLimit: 1000, memoryLimit: 256 },
          samples: [{ input: '1.in', output: '1.out' }],
        }),
        'problem_B1/1.in': '1\n',
        'problem_B1/1.out': '1\n',
        'problem_B2.json': json({
          problem: { problemId: 'BROKEN2', title: 'Broken one', timeLimit: 1000, memoryLimit: 256 },
          samples: [{ input: '1.in', output: '1.out' }],
          tags: ['Only the broken one'],
        }),
      });
      const report = await run(file);
      expect(report.imported.map((i) => i.title)).toEqual(['Fine one']);
      expect(report.failed).toEqual([{ title: 'Broken one', why: 'The problem has no test data' }]);
      expect(await problemCount()).toBe(before + 1);
      expect(await t.db.select().from(problems).where(eq(problems.title, 'Broken one'))).toEqual([]);
      expect(await tagsNamed('Only the broken one')).toBe(0);
      expect(uploadLeftovers()).toEqual([]);

      // A failure inside the save (a case file the JSON names but the zip lacks, after a new tag) leaves nothing either.
      const missing = await zipOf('missing-case.zip', {
        'problem_M1.json': json({
          problem: { problemId: 'MISSING1', title: 'Missing case', timeLimit: 1000, memoryLimit: 256 },
          samples: [{ input: '1.in', output: '2.out' }],
          tags: ['Tag of a failure'],
        }),
        'problem_M1/1.in': '1\n',
      });
      expect((await run(missing)).failed).toEqual([{ title: 'Missing case', why: 'The file 2.out is missing' }]);
      expect(await tagsNamed('Tag of a failure')).toBe(0);
      expect(await problemCount()).toBe(before + 1);
    },
  );

  it('imports a display id that exists under a new id and reports it; nothing existing changes', { timeout: TIMEOUT }, async () => {
    const file = await zipOf('dup.zip', hojFiles('U'));
    const first = await run(file);
    const original = await problemOf(first.imported[0].pid);
    const again = await run(file);
    expect(again.failed).toEqual([]);
    expect(again.imported.map((i) => i.problemId)).toEqual(again.imported.map((i) => `P${i.pid}`));
    expect(again.skipped).toEqual([
      { title: 'HOJ sum U', why: `The display id HOJU1 exists; imported as P${again.imported[0].pid}` },
      { title: 'HOJ echo U', why: `The display id HOJU2 exists; imported as P${again.imported[1].pid}` },
    ]);
    expect(await problemOf(first.imported[0].pid)).toEqual(original);
    const rows = await t.db
      .select({ id: problems.id })
      .from(problems)
      .where(and(eq(problems.title, 'HOJ sum U')));
    expect(rows).toHaveLength(2);
  });
});

// The reader's memory does not depend on the database: PGlite only.
describe.each(['pglite'] as const)('FPS test data streamed to disk on %s', (backend) => {
  const CHUNK = '0123456789abcdef'.repeat(1024 * 64 - 1).concat('0123456789abcde\n'); // 1 MiB
  const CHUNKS = 150;
  let t: TestApp;
  let file: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    file = path.join(tmp, 'huge.xml');
    const fd = fs.openSync(file, 'w');
    fs.writeSync(
      fd,
      '<?xml version="1.0" encoding="UTF-8"?>\n<fps version="1.2"><item><title>Huge case</title><time_limit unit="ms">1000</time_limit><memory_limit unit="mb">256</memory_limit><description>Big</description><test_input>',
    );
    for (let i = 0; i < CHUNKS; i++) fs.writeSync(fd, CHUNK);
    fs.writeSync(fd, '</test_input><test_output>1\n</test_output></item></fps>\n');
    fs.closeSync(fd);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(file, { force: true });
  });

  it('imports an item with a ~150 MB case without holding it in memory', { timeout: TIMEOUT }, async () => {
    const [row] = await t.db.select({ uid: users.uid, username: users.username }).from(users).where(eq(users.username, 'root'));
    // RSS as asked, and the JS heap too: RSS alone can hide growth in pages the process already had.
    const baseline = process.memoryUsage();
    const peak = { rss: baseline.rss, heapUsed: baseline.heapUsed };
    const measure = () => {
      const now = process.memoryUsage();
      peak.rss = Math.max(peak.rss, now.rss);
      peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
    };
    const sample = setInterval(measure, 20);
    const report = await importProblemFile(t.db, t.dataDir, { ...row, role: Role.Root }, file, 'en-US').finally(() =>
      clearInterval(sample),
    );
    measure();
    expect(report.failed).toEqual([]);
    const [c] = await t.db.select().from(problemCases).where(eq(problemCases.problemId, report.imported[0].pid));
    expect(fs.statSync(testDataPath(t.dataDir, c.inputHash)).size).toBe(CHUNK.length * CHUNKS);
    expect(fs.readFileSync(testDataPath(t.dataDir, c.outputHash), 'utf8')).toBe('1\n');
    const growthMb = (key: keyof typeof peak) => (peak[key] - baseline[key]) / 1024 / 1024;
    expect(growthMb('rss'), 'RSS growth, MB').toBeLessThan(100);
    expect(growthMb('heapUsed'), 'heap growth, MB').toBeLessThan(100);
  });
});
