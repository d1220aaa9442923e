// FPS XML import through the real save path on both backends: the three real files of test-data/fps import
// with their counts, limits, examples, special judge, images and solutions; statements are sanitised; a
// malformed file fails item by item with a clear reason and leaves no half-imported problem; an import never
// overwrites an existing problem.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@verdict/shared';
import { BACKENDS, createTestApp, type TestApp } from '../../../test/helper.ts';
import { users } from '../../accounts/tables.ts';
import { publicImgDir } from '../../accounts/avatar.ts';
import { testDataPath } from '../../problems/testdata.ts';
import type { Manager } from '../../problems/admin-access.ts';
import { codeTemplates, problemCases, problems } from '../../problems/tables.ts';
import { referenceSolutions } from '../tables.ts';
import { importProblemFile } from './import-service.ts';

const FPS_DIR = path.resolve(import.meta.dirname, '../../../../../../test-data/fps');
const fpsFile = (name: string) => path.join(FPS_DIR, name);
const TIMEOUT = 120_000;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-fps-test-'));
/** A small FPS file with the given items' inner XML. */
function fpsWith(name: string, ...items: string[]): string {
  const file = path.join(tmp, name);
  fs.writeFileSync(
    file,
    `<?xml version="1.0" encoding="UTF-8"?>\n<fps version="1.2">\n${items.map((i) => `<item>${i}</item>`).join('\n')}\n</fps>\n`,
  );
  return file;
}
const item = (
  title: string,
  {
    time = '<time_limit unit="ms">500</time_limit>',
    tests = '<test_input>1 2\n</test_input><test_output>3\n</test_output>',
    description = '<p>Add</p>',
  } = {},
) =>
  `<title>${title}</title>${time}<memory_limit unit="kb">65536</memory_limit><description><![CDATA[${description}]]></description><sample_input>1 2</sample_input><sample_output>3</sample_output>${tests}`;

/** A 1×1 PNG. */
const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const examplePairs = (examples: string) => examples.match(/<input>/g)?.length ?? 0;

describe.each(BACKENDS)('FPS import on %s', (backend) => {
  let t: TestApp;
  let root: Manager;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const [row] = await t.db.select({ uid: users.uid, username: users.username }).from(users).where(eq(users.username, 'root'));
    root = { ...row, role: Role.Root };
  });
  afterAll(async () => {
    await t.close();
  });

  const run = (file: string) => importProblemFile(t.db, t.dataDir, root, file, 'en-US', { format: 'fps' });
  const problemOf = async (pid: number) => (await t.db.select().from(problems).where(eq(problems.id, pid)))[0];
  const casesOf = (pid: number) => t.db.select().from(problemCases).where(eq(problemCases.problemId, pid)).orderBy(asc(problemCases.seq));
  const solutionsOf = (pid: number) =>
    t.db.select().from(referenceSolutions).where(eq(referenceSolutions.pid, pid)).orderBy(asc(referenceSolutions.id));
  const problemCount = async () => (await t.db.select({ n: count() }).from(problems))[0].n;
  const fileText = (hash: string) => fs.readFileSync(testDataPath(t.dataDir, hash), 'utf8');

  it(
    'imports aplusb-multilang.xml: limits in ms and MB, named and unnamed cases, templates, 8 solutions',
    { timeout: TIMEOUT },
    async () => {
      const report = await run(fpsFile('aplusb-multilang.xml'));
      expect(report.failed).toEqual([]);
      expect(report.imported).toHaveLength(1);
      const [{ pid, problemId, title }] = report.imported;
      expect(title).toBe('A+B Problem');
      expect(problemId).toBe(`P${pid}`);
      const p = await problemOf(pid);
      expect([p.timeLimit, p.memoryLimit, p.type, p.auth, p.difficulty, p.judgeMode, p.isUploadCase]).toEqual([
        1000,
        256,
        0,
        1,
        1,
        'default',
        true,
      ]);
      expect(p.examples).toBe('<input>1 2</input><output>3</output>');
      expect(p.description).toContain('Calculate a+b');
      expect(p.source).toBe('系统原理，熟悉OJ');
      const cases = await casesOf(pid);
      expect(cases.map((c) => [c.inputName, c.outputName])).toEqual([
        ['test_01.in', 'test_01.out'],
        ['2.in', '2.out'],
        ['3.in', '3.out'],
      ]);
      expect(cases.map((c) => fileText(c.inputHash))).toEqual(['1 2\n', '500 17\n', '2 3\n']);
      expect(fileText(cases[1].outputHash)).toBe('517');
      const solutions = await solutionsOf(pid);
      // In file order; Fortran has no local language and is kept without one.
      expect(solutions.map((s) => [s.sourceLanguage, s.language])).toEqual([
        ['C', 'C With O2'],
        ['C++', 'C++ With O2'],
        ['Pascal', 'Pascal'],
        ['Java', 'Java'],
        ['PHP', 'PHP'],
        ['Fortran', null],
        ['JavaScript', 'JavaScript Node'],
        ['Go', 'Golang'],
      ]);
      const templates = await t.db.select().from(codeTemplates).where(eq(codeTemplates.pid, pid));
      expect(templates.length).toBeGreaterThanOrEqual(2);
    },
  );

  it('imports PerformanceTest.xml with its 114 solutions', { timeout: TIMEOUT }, async () => {
    const report = await run(fpsFile('PerformanceTest.xml'));
    expect(report.failed).toEqual([]);
    expect(report.imported).toHaveLength(1);
    expect(report.imported[0].solutions).toBe(114);
    const solutions = await solutionsOf(report.imported[0].pid);
    expect(solutions.filter((s) => s.language === 'C With O2')).toHaveLength(101);
    expect(solutions.filter((s) => s.language === 'C++ With O2')).toHaveLength(13);
    expect(await casesOf(report.imported[0].pid)).toHaveLength(3);
  });

  it(
    'imports yibentong-1.1-examples.xml: 5 problems, 47 cases, the testlib special judge, the stored image',
    { timeout: TIMEOUT },
    async () => {
      const report = await run(fpsFile('yibentong-1.1-examples.xml'));
      expect(report.failed).toEqual([]);
      expect(report.imported.map((i) => i.title.slice(0, 6))).toEqual(['#10000', '#10001', '#10002', '#10003', '#10004']);
      const pids = report.imported.map((i) => i.pid);
      const cases = await t.db.select().from(problemCases).where(inArray(problemCases.problemId, pids));
      expect(cases).toHaveLength(47);
      const perProblem = pids.map((pid) => cases.filter((c) => c.problemId === pid).length);
      expect(perProblem).toEqual([10, 14, 6, 12, 5]);
      // #10001 has two inputs without outputs: their outputs are empty.
      const last = cases
        .filter((c) => c.problemId === pids[1])
        .sort((a, b) => a.seq - b.seq)
        .at(-1)!;
      expect(fileText(last.outputHash)).toBe('');
      const rows = await Promise.all(pids.map(problemOf));
      expect(rows.map((r) => [r.timeLimit, r.memoryLimit])).toEqual(rows.map(() => [1000, 512]));
      expect(rows.every((r) => examplePairs(r.examples) === 1)).toBe(true);
      const spj = rows[3];
      expect(spj.judgeMode).toBe('spj');
      expect(spj.spjLanguage).toBe('C++ With O2');
      expect(spj.spjCode).toContain('registerTestlibCmd');
      expect(rows.filter((r) => r.judgeMode === 'spj')).toHaveLength(1);
      // The picture is a stored file and the statement points at it; KaTeX's <link> style sheet is gone.
      const image = /\/api\/public\/img\/([0-9a-f-]{36}\.png)/.exec(rows[2].description);
      expect(image, rows[2].description.slice(0, 300)).not.toBeNull();
      expect(fs.existsSync(path.join(publicImgDir(t.dataDir), image![1]))).toBe(true);
      expect(rows[2].description).not.toContain('miao.su');
      expect(rows.every((r) => !r.description.includes('<link'))).toBe(true);
      for (const pid of pids) expect((await solutionsOf(pid)).map((s) => s.language)).toEqual(['C++ With O2']);
    },
  );

  it('sanitises statements: scripts and event handlers go, formatting, tables and images stay', { timeout: TIMEOUT }, async () => {
    const html =
      '<p onclick="x()">Hi <b>bold</b><script>alert(1)</script></p><table><tr><td>1</td></tr></table><img src="https://example.com/a.png" onerror="alert(2)"><a href="javascript:alert(3)">j</a>';
    const report = await run(fpsWith('xss.xml', item('XSS', { description: html })));
    expect(report.failed).toEqual([]);
    const p = await problemOf(report.imported[0].pid);
    expect(p.description).not.toMatch(/script|onerror|onclick|javascript:/);
    expect(p.description).toContain('<b>bold</b>');
    expect(p.description).toContain('<td>1</td>');
    expect(p.description).toContain('<img src="https://example.com/a.png"');
    expect([p.timeLimit, p.memoryLimit]).toEqual([500, 64]);
  });

  it(
    'stores inline data: images as files and keeps the HTML one Markdown block (no blank lines, <pre> newlines as &#10;)',
    { timeout: TIMEOUT },
    async () => {
      const html = `<div>\n\t<p>one</p>\n\n\t\t<p>two</p>\n<img src="data:image/png;base64,${PIXEL}"><pre>a\n\n  b</pre></div>`;
      const report = await run(fpsWith('inline.xml', item('Inline', { description: html })));
      expect(report.failed).toEqual([]);
      const { description } = await problemOf(report.imported[0].pid);
      expect(description).not.toContain('data:');
      const name = /\/api\/public\/img\/([0-9a-f-]{36}\.png)/.exec(description)?.[1];
      expect(name, description).toBeDefined();
      expect(fs.existsSync(path.join(publicImgDir(t.dataDir), name!))).toBe(true);
      expect(description).toMatch(/^<div>\n/);
      expect(description).not.toMatch(/\n\s*\n/);
      expect(description).not.toMatch(/^\s+</m);
      expect(description).toContain('<pre>a&#10;&#10;  b</pre>');
    },
  );

  it('refuses a malformed file item by item with clear reasons and no half-imported problem', { timeout: TIMEOUT }, async () => {
    const before = await problemCount();
    const file = fpsWith(
      'bad.xml',
      item('Good one'),
      item('Wrong unit', { time: '<time_limit unit="min">1</time_limit>' }),
      item('No tests', { tests: '' }),
      item('Output without input', { tests: '<test_input>1</test_input><test_output>1</test_output><test_output>2</test_output>' }),
    );
    fs.appendFileSync(file, '<item><title>Broken</title><time_limit>1</oops></item>');
    const report = await run(file);
    expect(report.imported.map((i) => i.title)).toEqual(['Good one']);
    expect(report.failed.map((f) => f.title)).toEqual(['Wrong unit', 'No tests', 'Output without input', expect.any(String)]);
    expect(report.failed[0].why).toBe('The unit "min" of time_limit is not valid (expected s, ms)');
    expect(report.failed[1].why).toBe('The problem has no test data (test_input)');
    expect(report.failed[2].why).toBe('Test case 2 has an output but no input');
    expect(report.failed[3].why).toMatch(/^The FPS file is not well-formed XML: /);
    expect(await problemCount()).toBe(before + 1);
    const titles = (await t.db.select({ title: problems.title }).from(problems)).map((r) => r.title);
    expect(titles).not.toContain('Wrong unit');
    expect(fs.readdirSync(path.join(t.dataDir, 'upload'))).toEqual([]);
  });

  it('refuses a file that is not XML at all, and one whose root is not <fps>', async () => {
    const notXml = path.join(tmp, 'not.xml');
    fs.writeFileSync(notXml, 'hello');
    expect((await run(notXml)).failed[0].why).toMatch(/^The FPS file is not well-formed XML: /);
    const other = path.join(tmp, 'other.xml');
    fs.writeFileSync(other, '<html><item/></html>');
    expect((await run(other)).failed[0].why).toContain('not <fps>');
  });

  it('never overwrites: the same file twice makes new problems with new display ids', { timeout: TIMEOUT }, async () => {
    const file = fpsWith('dup.xml', item('Same title'), item('Same title'));
    const first = await run(file);
    const second = await run(file);
    const ids = [...first.imported, ...second.imported].map((i) => i.problemId);
    expect(new Set(ids).size).toBe(4);
    const rows = await t.db.select({ title: problems.title }).from(problems).where(eq(problems.title, 'Same title'));
    expect(rows).toHaveLength(4);
  });
});
