// The demo content a first start seeds, through the real app on both backends: problems 1000-1004 exactly
// once, public and complete (statement, examples, tags, C++/Python/Java templates, the judge and case modes,
// checker or interactor, test data in the store, OI subtasks worth 100), and a second seeding adds nothing.
import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, ROOT_PASSWORD, type TestApp } from '../../test/helper.ts';
import { seed } from '../../seed.ts';
import { testDataPath } from './testdata.ts';
import { announcements } from '../announcements/tables.ts';
import { call } from './admin-test-kit.ts';
import { DEMO_PROBLEM_IDS } from './demo-problems.ts';
import { codeTemplates, problemCases, problems, problemTags, tags } from './tables.ts';

const TEMPLATE_LANGUAGES = ['C++ 17 With O2', 'Java', 'Python3'];

/** What each demo problem must be; helper: its checker or interactor under demo/. */
const EXPECTED = [
  { problemId: '1000', title: 'A+B Problem', type: 0, judgeMode: 'default', judgeCaseMode: 'default', cases: 9, examples: 2 },
  { problemId: '1001', title: 'Sort the Numbers', type: 0, judgeMode: 'default', judgeCaseMode: 'default', cases: 8, examples: 1 },
  {
    problemId: '1002',
    title: 'Derangement',
    type: 0,
    judgeMode: 'spj',
    judgeCaseMode: 'default',
    cases: 8,
    examples: 2,
    helper: 'derangement/checker.cpp',
  },
  {
    problemId: '1003',
    title: 'Maximum Subarray Sum',
    type: 1,
    judgeMode: 'default',
    judgeCaseMode: 'subtask_lowest',
    cases: 9,
    examples: 2,
  },
  // An interactive problem has no fixed output to show: its statement walks through an exchange instead.
  {
    problemId: '1004',
    title: 'Guess the Number',
    type: 0,
    judgeMode: 'interactive',
    judgeCaseMode: 'default',
    cases: 8,
    examples: 0,
    helper: 'guess-number/interactor.cpp',
  },
] as const;

const examplePairs = (examples: string) =>
  [...examples.matchAll(/<input>([\s\S]*?)<\/input><output>([\s\S]*?)<\/output>/g)].map((m) => [m[1], m[2]]);

describe.each(BACKENDS)('demo problems on %s', (backend) => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    t = await createTestApp(backend, { demo: true });
    root = await t.login();
  });
  afterAll(() => t.close());

  const get = async (url: string, token?: string) => {
    const res = await call(t, 'GET', url, token);
    expect(res.body, `${url}: ${JSON.stringify(res.body).slice(0, 300)}`).toMatchObject({ status: 200 });
    return res.body.data;
  };
  const pidOf = async (problemId: string) =>
    (await t.db.select({ id: problems.id }).from(problems).where(eq(problems.problemId, problemId)))[0].id;
  const countOf = async (
    table: typeof problems | typeof tags | typeof problemCases | typeof codeTemplates | typeof problemTags | typeof announcements,
  ) => (await t.db.select({ n: count() }).from(table))[0].n;

  it('seeds exactly 1000-1004, listed publicly to visitors', async () => {
    expect(DEMO_PROBLEM_IDS).toEqual(EXPECTED.map((e) => e.problemId));
    expect(await countOf(problems)).toBe(5);
    const list = await get('/api/get-problem-list?limit=50');
    expect(list.total).toBe(5);
    expect(list.records.map((r: { problemId: string }) => r.problemId).sort()).toEqual(['1000', '1001', '1002', '1003', '1004']);
    for (const record of list.records) expect(record.tags.length, record.problemId).toBeGreaterThan(0);
  });

  it.each(EXPECTED)('$problemId $title: its statement, examples, tags, templates and modes', async (expected) => {
    const detail = await get(`/api/get-problem-detail?problemId=${expected.problemId}`);
    expect(detail.problem).toMatchObject({
      problemId: expected.problemId,
      title: expected.title,
      type: expected.type,
      auth: 1,
      judgeMode: expected.judgeMode,
      judgeCaseMode: expected.judgeCaseMode,
      ioScore: 100,
      timeLimit: 1000,
      memoryLimit: 256,
      isRemote: false,
      gid: null,
      author: 'root',
    });
    for (const part of ['description', 'input', 'output', 'hint'] as const) expect(detail.problem[part].length, part).toBeGreaterThan(20);
    const examples = examplePairs(detail.problem.examples);
    expect(examples).toHaveLength(expected.examples);
    for (const [input, output] of examples) expect(input.trim() && output.trim()).toBeTruthy();
    expect(detail.tags.length).toBeGreaterThanOrEqual(2);
    expect(detail.authorRole).toBe('root');
    expect(Object.keys(detail.codeTemplate).sort()).toEqual(TEMPLATE_LANGUAGES);
    expect(detail.codeTemplate.Java).toMatch(/public class Main\b/);
    expect(detail.codeTemplate['C++ 17 With O2']).toMatch(/int main\(/);
    expect(detail.languages).toEqual(expect.arrayContaining(TEMPLATE_LANGUAGES));
    const templates = await get(`/api/get-problem-code-template?pid=${detail.problem.id}`);
    expect(templates.map((tpl: { language: string }) => tpl.language).sort()).toEqual(TEMPLATE_LANGUAGES);
    const admin = await get(`/api/admin/problem?pid=${detail.problem.id}`, root);
    const helper = 'helper' in expected ? fs.readFileSync(path.join(import.meta.dirname, 'demo', expected.helper), 'utf8') : null;
    expect(admin.spjCode).toBe(helper);
    if (helper) expect(admin.spjLanguage).toBe('C++ 17 With O2');
  });

  it('the interactive problem shows an exchange in place of examples', async () => {
    const detail = await get('/api/get-problem-detail?problemId=1004');
    expect(detail.problem.hint).toContain('`? 500000000`');
    expect(detail.problem.hint).toContain('`! 42`');
  });

  it.each(EXPECTED)('$problemId has its test data in the store', async (expected) => {
    const cases = await t.db
      .select()
      .from(problemCases)
      .where(eq(problemCases.problemId, await pidOf(expected.problemId)))
      .orderBy(problemCases.seq);
    expect(cases).toHaveLength(expected.cases);
    cases.forEach((c, i) => expect([c.seq, c.inputName, c.outputName]).toEqual([i + 1, `${i + 1}.in`, `${i + 1}.out`]));
    for (const c of cases) {
      expect(fs.statSync(testDataPath(t.dataDir, c.inputHash)).size).toBeGreaterThan(0);
      expect(fs.statSync(testDataPath(t.dataDir, c.outputHash)).size).toBeGreaterThan(0);
    }
  });

  it('the A+B examples and test data agree with the problem', async () => {
    const [first] = await t.db
      .select()
      .from(problemCases)
      .where(eq(problemCases.problemId, await pidOf('1000')))
      .orderBy(problemCases.seq);
    const [a, b] = fs.readFileSync(testDataPath(t.dataDir, first.inputHash), 'utf8').trim().split(/\s+/).map(Number);
    expect(Number(fs.readFileSync(testDataPath(t.dataDir, first.outputHash), 'utf8'))).toBe(a + b);
  });

  it('the OI problem has three subtasks whose scores sum to 100', async () => {
    const pid = await pidOf('1003');
    const cases = await t.db.select().from(problemCases).where(eq(problemCases.problemId, pid)).orderBy(problemCases.seq);
    const scoreOfGroup = new Map<number, Set<number>>();
    for (const c of cases) scoreOfGroup.set(c.groupNum, (scoreOfGroup.get(c.groupNum) ?? new Set()).add(c.score));
    expect([...scoreOfGroup.keys()]).toEqual([1, 2, 3]);
    // subtask_lowest: a group is worth its lowest case score; every case of a group carries the same one.
    for (const scores of scoreOfGroup.values()) expect(scores.size).toBe(1);
    const groupScores = [...scoreOfGroup.values()].map((s) => [...s][0]);
    expect(groupScores).toEqual([20, 30, 50]);
    expect(groupScores.reduce((sum, s) => sum + s, 0)).toBe(100);
    const [row] = await t.db.select().from(problems).where(eq(problems.id, pid));
    expect(row.ioScore).toBe(100);
  });

  it('leaves no upload folder behind', () => {
    const uploads = path.join(t.dataDir, 'upload');
    expect(fs.existsSync(uploads) ? fs.readdirSync(uploads) : []).toEqual([]);
  });

  it('seeding again (a restart) adds nothing', async () => {
    const tables = [problems, tags, problemCases, codeTemplates, problemTags, announcements] as const;
    const before = await Promise.all(tables.map(countOf));
    await seed(t.db, { adminPassword: ROOT_PASSWORD, demo: true, dataDir: t.dataDir });
    await seed(t.db, { adminPassword: ROOT_PASSWORD, demo: true, dataDir: t.dataDir });
    expect(await Promise.all(tables.map(countOf))).toEqual(before);
    expect((await get('/api/get-problem-list?limit=50')).total).toBe(5);
  });

  it('a start without demo content seeds none', async () => {
    const bare = await createTestApp(backend);
    try {
      expect((await bare.db.select({ n: count() }).from(problems))[0].n).toBe(0);
    } finally {
      await bare.close();
    }
  });
});
