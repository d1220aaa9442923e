// Problem administration through the real app on both backends: the save rules with their messages and no
// half-written saves, the rights of admin / problem admin / root, scores and ioScore, case versions, the
// case list, delete, rename and the test data download.
import fs from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type ProblemSavePayloadInput } from '@verdict/shared';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { createUser } from '../../test/users.ts';
import { testDataPath } from './testdata.ts';
import { submissions } from '../submissions/tables.ts';
import { call, unzip, validPayload } from './admin-test-kit.ts';
import { codeTemplates, problemCases, problemLanguages, problems, problemTags, tags } from './tables.ts';

describe.each(BACKENDS)('problem administration on %s', (backend) => {
  let t: TestApp;
  let root: string;
  let admin: string;
  let otherAdmin: string;
  let problemAdmin: string;
  let user: string;
  let userUid: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    root = await t.login();
    await createUser(t.db, 'admin1', Role.Admin);
    await createUser(t.db, 'admin2', Role.Admin);
    await createUser(t.db, 'padmin', Role.ProblemAdmin);
    userUid = (await createUser(t.db, 'user1', Role.User)).uid;
    admin = await t.login('admin1', 'Passw0rd');
    otherAdmin = await t.login('admin2', 'Passw0rd');
    problemAdmin = await t.login('padmin', 'Passw0rd');
    user = await t.login('user1', 'Passw0rd');
  });
  afterAll(() => t.close());

  const create = (payload: ProblemSavePayloadInput, token = root) => call(t, 'POST', '/api/admin/problem', token, payload);
  const update = (payload: ProblemSavePayloadInput, token = root) => call(t, 'PUT', '/api/admin/problem', token, payload);
  const getProblem = (pid: number, token = root) => call(t, 'GET', `/api/admin/problem?pid=${pid}`, token);
  const created = async (payload: ProblemSavePayloadInput, token = root): Promise<{ pid: number; problemId: string }> => {
    const res = await create(payload, token);
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: 200 });
    return res.body.data;
  };
  const row = async (pid: number) => (await t.db.select().from(problems).where(eq(problems.id, pid)))[0];
  const cases = (pid: number) => t.db.select().from(problemCases).where(eq(problemCases.problemId, pid)).orderBy(problemCases.seq);
  const countOf = async (table: typeof problems | typeof tags) => (await t.db.select({ n: count() }).from(table))[0].n;

  describe('create, read and the stored data', () => {
    it('stores the problem, its relations and its typed-in cases in the content store', async () => {
      const { pid, problemId } = await created(
        validPayload(
          'ab-1',
          { tags: [{ name: 'Math' }, { name: 'Greedy' }] },
          { examples: '<input>1 2</input><output>3</output>', isFileIO: true, ioReadFileName: 'ab.in', ioWriteFileName: 'ab.out' },
        ),
      );
      expect(problemId).toBe('AB-1');
      const res = await getProblem(pid);
      expect(res.body.data).toMatchObject({
        id: pid,
        problemId: 'AB-1',
        title: 'Problem ab-1',
        author: 'root',
        auth: 1,
        judgeMode: 'default',
        isFileIO: true,
        ioReadFileName: 'ab.in',
        ioWriteFileName: 'ab.out',
        isUploadCase: false,
        spjCode: null,
        caseVersion: 1,
        ioScore: 100,
        languages: ['C++ 17 With O2', 'Python3'],
        codeTemplates: [{ language: 'Python3', code: 'print(sum(map(int, input().split())))\n', status: true }],
      });
      expect(res.body.data.tags.map((tag: { name: string }) => tag.name)).toEqual(['Math', 'Greedy']);
      const stored = await cases(pid);
      expect(stored.map((c) => [c.inputName, c.outputName, c.score, c.groupNum])).toEqual([
        ['1.in', '1.out', 50, 1],
        ['2.in', '2.out', 50, 1],
      ]);
      expect(fs.readFileSync(testDataPath(t.dataDir, stored[1].outputHash), 'utf8')).toBe('7\n');
      const view = await call(t, 'GET', `/api/admin/problem/get-problem-cases?pid=${pid}`, root);
      expect(view.body.data).toEqual([
        { seq: 1, input: '1 2\n', output: '3\n', score: 50, groupNum: 1, inputName: '1.in', outputName: '1.out' },
        { seq: 2, input: '3 4\n', output: '7\n', score: 50, groupNum: 1, inputName: '2.in', outputName: '2.out' },
      ]);
    });

    it('a blank display id becomes P<id>; a taken one is refused whatever its case', async () => {
      const { pid, problemId } = await created(validPayload(''));
      expect(problemId).toBe(`P${pid}`);
      const taken = await create(validPayload('ab-1'));
      expect(taken.body).toMatchObject({ status: 400, msg: 'The display id AB-1 is already used by another problem' });
    });

    it('tags are matched by name ignoring case, or taken by id; one tag twice is refused', async () => {
      const [math] = await t.db.select().from(tags).where(eq(tags.name, 'Math'));
      const [greedy] = await t.db.select().from(tags).where(eq(tags.name, 'Greedy'));
      const before = await countOf(tags);
      const { pid } = await created(validPayload('tags-1', { tags: [{ name: 'MATH' }, { id: greedy.id }] }));
      expect(await countOf(tags)).toBe(before);
      const ids = (await getProblem(pid)).body.data.tags.map((tag: { id: number }) => tag.id);
      expect(ids.sort()).toEqual([math.id, greedy.id].sort());
      const twice = await create(validPayload('tags-2', { tags: [{ id: math.id }, { name: 'math' }] }));
      expect(twice.body).toMatchObject({ status: 400, msg: 'The tag math is already added' });
      expect((await create(validPayload('tags-3', { tags: [{ id: 999_999 }] }))).body).toMatchObject({
        status: 404,
        msg: 'The tag does not exist',
      });
    });

    it('answers 404 for an unknown problem and refuses users and visitors', async () => {
      expect((await getProblem(999_999)).body).toMatchObject({ status: 404, msg: 'The problem does not exist' });
      expect((await call(t, 'GET', '/api/admin/problem/get-problem-list', user)).code).toBe(403);
      expect((await call(t, 'GET', '/api/admin/problem/get-problem-list')).code).toBe(401);
      expect((await create(validPayload('nope'), user)).code).toBe(403);
    });
  });

  describe('form rules: each refused with its message and nothing written', () => {
    const long = (n: number) => 'x'.repeat(n);
    const base = (overrides: Partial<ProblemSavePayloadInput> = {}, problem: Partial<ProblemSavePayloadInput['problem']> = {}) =>
      validPayload('RULE', overrides, problem);
    const oi = (samples: ProblemSavePayloadInput['samples'], judgeCaseMode: 'default' | 'subtask_lowest' = 'default') =>
      base({ samples }, { type: 1, judgeCaseMode });
    const withoutProblemId = () => {
      const payload = base();
      delete (payload.problem as { problemId?: string }).problemId;
      return payload;
    };

    const rules: [string, () => unknown, string][] = [
      ['display id missing', withoutProblemId, 'The problem display id is required'],
      ['display id too long', () => validPayload(long(51)), 'The display id may be at most 50 characters'],
      ['display id with spaces', () => validPayload('A B'), 'The display id may only contain letters, digits, underscores and hyphens'],
      ['title blank', () => base({}, { title: '   ' }), 'The title is required'],
      ['title too long', () => base({}, { title: long(256) }), 'The title may be at most 255 characters'],
      [
        'description too long',
        () => base({}, { description: long(65536) }),
        'The description, input, output, examples, hint and source may be at most 65535 characters each',
      ],
      ['time limit 0', () => base({}, { timeLimit: 0 }), 'The time limit must be an integer from 1 to 30000 ms'],
      ['time limit 30001', () => base({}, { timeLimit: 30001 }), 'The time limit must be an integer from 1 to 30000 ms'],
      ['memory limit 1025', () => base({}, { memoryLimit: 1025 }), 'The memory limit must be an integer from 1 to 1024 MB'],
      ['stack limit 0', () => base({}, { stackLimit: 0 }), 'The stack limit must be an integer from 1 to 1024 MB'],
      ['three examples', () => base({}, { examples: '<input>1</input><output>1</output>'.repeat(3) }), 'A problem has at most 2 examples'],
      [
        'file IO without names',
        () => base({}, { isFileIO: true, ioReadFileName: 'in.txt' }),
        'In File IO mode the input and output file names cannot be empty',
      ],
      [
        'file IO with one name twice',
        () => base({}, { isFileIO: true, ioReadFileName: 'a.txt', ioWriteFileName: 'a.txt' }),
        'The File IO input and output file names must differ',
      ],
      [
        'file IO name with a folder',
        () => base({}, { isFileIO: true, ioReadFileName: '../in', ioWriteFileName: 'out' }),
        'File names may only contain letters, digits, dots, underscores and hyphens, at most 100 characters',
      ],
      [
        'spj without code',
        () => base({ judgeMode: 'spj' }, { spjLanguage: 'C' }),
        'The special judge or interactive mode needs the checker or interactor code',
      ],
      [
        'interactor in Python',
        () => base({ judgeMode: 'interactive' }, { spjCode: 'print(1)', spjLanguage: 'Python3' }),
        'The checker or interactor language must be C or C++',
      ],
      ['judge modes disagree', () => base({ judgeMode: 'spj' }, { judgeMode: 'default' }), 'problem.judgeMode and judgeMode disagree'],
      [
        'uploaded cases without an archive',
        () => base({ isUploadTestCase: true, samples: [{ input: '1.in', output: '1.out' }] }),
        'Upload a test data archive first',
      ],
      [
        'an upload folder that does not exist',
        () =>
          base({
            isUploadTestCase: true,
            uploadTestcaseDir: '6f1c7a36-3a8e-4d55-9d61-2f6a1c0b9e11',
            samples: [{ input: '1.in', output: '1.out' }],
          }),
        'The uploaded test data does not exist or has expired; upload it again',
      ],
      ['no cases', () => base({ samples: [] }), 'Add at least one test case'],
      [
        'a case without input and output',
        () =>
          base({
            samples: [
              { input: '1\n', output: '1\n' },
              { input: '', output: '' },
            ],
          }),
        'Test case 2 needs an input or an output',
      ],
      [
        'a negative OI score',
        () => oi([{ input: '1', output: '1', score: -1 }]),
        'The score of test case 1 must be an integer of at least 0',
      ],
      [
        'a fractional OI score',
        () => oi([{ input: '1', output: '1', score: 1.5 }]),
        'The score of test case 1 must be an integer of at least 0',
      ],
      [
        'a score given as text',
        () => oi([{ input: '1', output: '1', score: 'ten' as unknown as number }]),
        'A test case score must be an integer of at least 0',
      ],
      [
        'some OI scores missing',
        () =>
          oi([
            { input: '1', output: '1', score: 10 },
            { input: '2', output: '2' },
          ]),
        'Test case 2 has no score: give every score, or none to split 100 evenly',
      ],
      [
        'subtask case without a group',
        () =>
          oi(
            [
              { input: '1', output: '1', score: 10, groupNum: 1 },
              { input: '2', output: '2', score: 10 },
            ],
            'subtask_lowest',
          ),
        'In subtask modes test case 2 needs a group number',
      ],
      [
        'subtask group 0',
        () => oi([{ input: '1', output: '1', score: 10, groupNum: 0 }], 'subtask_lowest'),
        'The group number of test case 1 must be a positive integer',
      ],
      [
        'subtask mode on ACM',
        () => base({}, { judgeCaseMode: 'subtask_lowest' }),
        'The subtask_lowest case mode does not apply to ACM problems',
      ],
      ['no language', () => base({ languages: [], codeTemplates: [] }), 'Select at least one language'],
      ['an unknown language', () => base({ languages: ['Brainfuck'], codeTemplates: [] }), 'Unknown language: Brainfuck'],
      [
        'an empty enabled template',
        () => base({ codeTemplates: [{ language: 'Python3', code: '  \n', status: true }] }),
        'The enabled Python3 code template cannot be empty',
      ],
      [
        'a template of an unselected language',
        () => base({ codeTemplates: [{ language: 'Java', code: 'class Main {}', status: false }] }),
        'The code template language Java is not one of the problem languages',
      ],
      ['the same tag twice', () => base({ tags: [{ name: 'DP' }, { name: 'dp' }] }), 'The tag dp is already added'],
      ['auth 4', () => base({}, { auth: 4 as 1 }), 'The problem auth must be 1 (public), 2 (private) or 3 (contest)'],
    ];

    it.each(rules)('%s', async (_name, payload, message) => {
      const [problemsBefore, tagsBefore] = [await countOf(problems), await countOf(tags)];
      const res = await create(payload() as ProblemSavePayloadInput);
      expect(res.body).toMatchObject({ status: 400, msg: message });
      expect(res.code).toBe(400);
      expect([await countOf(problems), await countOf(tags)]).toEqual([problemsBefore, tagsBefore]);
    });

    it('answers in Chinese by default', async () => {
      const res = await t.request({ method: 'POST', url: '/api/admin/problem', token: root, payload: base({ languages: [] }) });
      expect(JSON.parse(res.body)).toMatchObject({ status: 400, msg: '请至少选择一种语言' });
    });

    it('a failure inside the transaction leaves no tag, problem or case behind', async () => {
      const before = await Promise.all([countOf(problems), countOf(tags)]);
      // The language is looked up after the new tag was created, in the same transaction.
      const res = await create(
        validPayload('HALF', { tags: [{ name: 'Brand new tag' }], languages: ['No Such Language'], codeTemplates: [] }),
      );
      expect(res.body).toMatchObject({ status: 400, msg: 'Unknown language: No Such Language' });
      expect(await Promise.all([countOf(problems), countOf(tags)])).toEqual(before);
    });

    it('a refused update leaves the problem as it was', async () => {
      const { pid } = await created(validPayload('KEEP'));
      const before = await row(pid);
      const res = await update(validPayload('KEEP', { samples: [{ input: '', output: '' }] }, { id: pid, title: 'Changed' }));
      expect(res.body.msg).toBe('Test case 1 needs an input or an output');
      expect(await row(pid)).toEqual(before);
      expect((await update(validPayload('KEEP', {}, { title: 'no id' }))).body.msg).toBe('Updating a problem needs its id (problem.id)');
    });
  });

  describe('rights', () => {
    let ownPid: number;
    beforeAll(async () => {
      ownPid = (await created(validPayload('ADM-1', {}, { auth: 2 }), admin)).pid;
    });

    it('an admin cannot publish: not on create, not on update, not by changing auth', async () => {
      expect((await create(validPayload('ADM-PUB'), admin)).body).toMatchObject({
        status: 403,
        msg: 'Only the super admin and problem admins may make a problem public',
      });
      expect((await update(validPayload('ADM-1', {}, { id: ownPid, auth: 1 }), admin)).code).toBe(403);
      expect((await call(t, 'PUT', '/api/admin/problem/change-problem-auth', admin, { pid: ownPid, auth: 1 })).code).toBe(403);
      expect((await call(t, 'PUT', '/api/admin/problem/change-problem-auth', admin, { pid: ownPid, auth: 3 })).body.status).toBe(200);
      expect((await row(ownPid)).auth).toBe(3);
    });

    it('an admin manages only its own problems; the list shows only those', async () => {
      const list = await call(t, 'GET', '/api/admin/problem/get-problem-list?limit=100', admin);
      expect(list.body.data.records.map((r: { problemId: string }) => r.problemId)).toEqual(['ADM-1']);
      expect(list.body.data.total).toBe(1);
      const rootPid = (await created(validPayload('ROOT-1'))).pid;
      expect((await getProblem(rootPid, admin)).body).toMatchObject({ status: 403, msg: 'You may only manage the problems you created' });
      expect((await update(validPayload('ROOT-1', {}, { id: rootPid, auth: 2 }), admin)).code).toBe(403);
      expect((await call(t, 'DELETE', `/api/admin/problem?pid=${rootPid}`, admin)).code).toBe(403);
      expect((await call(t, 'GET', `/api/admin/problem/get-problem-cases?pid=${rootPid}`, admin)).code).toBe(403);
      expect((await getProblem(ownPid, otherAdmin)).code).toBe(403);
      expect((await row(rootPid)).title).toBe('Problem ROOT-1');
    });

    it('a problem admin and root see, edit and publish every problem', async () => {
      const list = await call(t, 'GET', '/api/admin/problem/get-problem-list?limit=100', problemAdmin);
      expect(list.body.data.total).toBe(await countOf(problems));
      expect((await getProblem(ownPid, problemAdmin)).body.data.problemId).toBe('ADM-1');
      const saved = await update(validPayload('ADM-1', {}, { id: ownPid, auth: 1, title: 'Published' }), problemAdmin);
      expect(saved.body).toMatchObject({ status: 200, data: { pid: ownPid, problemId: 'ADM-1' } });
      expect(await row(ownPid)).toMatchObject({ auth: 1, title: 'Published', modifiedUser: 'padmin', author: 'admin1' });
    });

    it('keeping a published problem public is not publishing: its admin may still edit it', async () => {
      const res = await update(validPayload('ADM-1', {}, { id: ownPid, auth: 1, title: 'Edited by its author' }), admin);
      expect(res.body.status).toBe(200);
      expect((await call(t, 'PUT', '/api/admin/problem/change-problem-auth', admin, { pid: ownPid, auth: 2 })).body.status).toBe(200);
    });

    it('test data download: root, problem admins and the author only', async () => {
      const url = `/api/file/download-testcase?pid=${ownPid}`;
      for (const [token, status] of [
        [root, 200],
        [problemAdmin, 200],
        [admin, 200],
        [otherAdmin, 403],
        [user, 403],
      ] as const) {
        expect((await t.request({ method: 'GET', url, token })).statusCode).toBe(status);
      }
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    });

    it('the admin list filters by keyword and auth and pages newest first', async () => {
      const list = await call(t, 'GET', '/api/admin/problem/get-problem-list?keyword=root-&auth=1&limit=1', root);
      expect(list.body.data.total).toBe(1);
      expect(list.body.data.records[0]).toMatchObject({ problemId: 'ROOT-1', author: 'root', auth: 1, judgeMode: 'default' });
      const all = await call(t, 'GET', '/api/admin/problem/get-problem-list?limit=2', root);
      const ids = all.body.data.records.map((r: { id: number }) => r.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(all.body.data.records).toHaveLength(2);
      expect((await call(t, 'GET', '/api/admin/problem/get-problem-list?auth=9', root)).code).toBe(400);
    });
  });

  describe('scores and ioScore', () => {
    const saveOi = async (id: string, judgeCaseMode: string, samples: ProblemSavePayloadInput['samples']) => {
      const { pid } = await created(validPayload(id, { samples }, { type: 1, judgeCaseMode: judgeCaseMode as 'default' }));
      return { scores: (await cases(pid)).map((c) => c.score), ioScore: (await row(pid)).ioScore };
    };
    const typed = (n: number, extra: (i: number) => object = () => ({})) =>
      Array.from({ length: n }, (_, i) => ({ input: `${i}\n`, output: `${i}\n`, ...extra(i) }));

    it('no scores: 100 split evenly, the remainder to the last case', async () => {
      expect(await saveOi('OI-3', 'default', typed(3))).toEqual({ scores: [33, 33, 34], ioScore: 100 });
      expect(await saveOi('OI-7', 'default', typed(7))).toEqual({ scores: [14, 14, 14, 14, 14, 14, 16], ioScore: 100 });
    });

    it('given scores: ioScore is their sum in default mode', async () => {
      expect(
        await saveOi(
          'OI-SUM',
          'default',
          typed(3, (i) => ({ score: i * 10 })),
        ),
      ).toEqual({ scores: [0, 10, 20], ioScore: 30 });
    });

    it('subtask_lowest sums each group minimum; subtask_average each rounded group mean', async () => {
      const groups = [1, 1, 2];
      const scores = [10, 21, 30];
      const samples = typed(3, (i) => ({ score: scores[i], groupNum: groups[i] }));
      expect((await saveOi('OI-LOW', 'subtask_lowest', samples)).ioScore).toBe(10 + 30);
      expect((await saveOi('OI-AVG', 'subtask_average', samples)).ioScore).toBe(Math.round(15.5) + 30);
    });

    it('subtask modes without scores split 100 over the groups, so the problem is still worth 100', async () => {
      const samples = typed(4, (i) => ({ groupNum: [1, 1, 2, 3][i] }));
      expect(await saveOi('OI-GRP', 'subtask_lowest', samples)).toEqual({ scores: [33, 33, 33, 34], ioScore: 100 });
    });
  });

  describe('case version', () => {
    it('bumps when cases, scores, groups, case mode, judge mode or the checker change, not for other fields', async () => {
      const samples = [
        { input: '1\n', output: '1\n', score: 40, groupNum: 1 },
        { input: '2\n', output: '2\n', score: 60, groupNum: 1 },
      ];
      const problem = { type: 1 as const, judgeCaseMode: 'subtask_lowest' as const };
      const { pid } = await created(validPayload('VER', { samples }, problem));
      const version = async () => (await row(pid)).caseVersion;
      const save = async (overrides: Partial<ProblemSavePayloadInput>, fields: Partial<ProblemSavePayloadInput['problem']> = {}) => {
        const res = await update(validPayload('VER', { samples, ...overrides }, { id: pid, ...problem, ...fields }));
        expect(res.body.status, res.body.msg).toBe(200);
        return version();
      };
      expect(await version()).toBe(1);
      expect(await save({}, { title: 'New title', timeLimit: 2000 })).toBe(1);
      expect(await save({ samples: [samples[0], { ...samples[1], output: '3\n' }] })).toBe(2);
      expect(await save({ samples: [samples[0], { ...samples[1], score: 50 }] })).toBe(3);
      expect(await save({ samples: [samples[0], { ...samples[1], groupNum: 2 }] })).toBe(4);
      expect(await save({}, { judgeCaseMode: 'subtask_average' })).toBe(5);
      expect(await save({ judgeMode: 'spj' }, { spjCode: 'int main() { return 100; }', spjLanguage: 'C' })).toBe(6);
      expect(await save({ judgeMode: 'spj' }, { spjCode: 'int main() { return 102; }', spjLanguage: 'C' })).toBe(7);
      expect(await save({ judgeMode: 'spj' }, { spjCode: 'int main() { return 102; }', spjLanguage: 'C', hint: 'same checker' })).toBe(7);
      expect(await save({ judgeMode: 'default' })).toBe(8);
      expect((await row(pid)).spjCode).toBeNull();
    });
  });

  describe('rename, delete, download', () => {
    it('renaming the display id rewrites it on the submissions', async () => {
      const { pid } = await created(validPayload('OLD-NAME'));
      await t.db
        .insert(submissions)
        .values({ pid, displayPid: 'OLD-NAME', uid: userUid, username: 'user1', language: 'Python3', code: 'print(1)' });
      const res = await update(validPayload('new-name', {}, { id: pid }));
      expect(res.body.data).toEqual({ pid, problemId: 'NEW-NAME' });
      const [submission] = await t.db.select().from(submissions).where(eq(submissions.pid, pid));
      expect(submission.displayPid).toBe('NEW-NAME');
    });

    it('delete cascades to cases, tags, languages, templates and submissions', async () => {
      const { pid } = await created(validPayload('GONE', { tags: [{ name: 'Math' }] }));
      await t.db
        .insert(submissions)
        .values({ pid, displayPid: 'GONE', uid: userUid, username: 'user1', language: 'Python3', code: 'print(1)' });
      expect((await call(t, 'DELETE', `/api/admin/problem?pid=${pid}`, root)).body).toMatchObject({ status: 200, data: null });
      const left = await Promise.all([
        t.db.select().from(problems).where(eq(problems.id, pid)),
        t.db.select().from(problemCases).where(eq(problemCases.problemId, pid)),
        t.db.select().from(problemTags).where(eq(problemTags.pid, pid)),
        t.db.select().from(problemLanguages).where(eq(problemLanguages.pid, pid)),
        t.db.select().from(codeTemplates).where(eq(codeTemplates.pid, pid)),
        t.db.select().from(submissions).where(eq(submissions.pid, pid)),
      ]);
      expect(left.map((rows) => rows.length)).toEqual([0, 0, 0, 0, 0, 0]);
      expect((await call(t, 'DELETE', `/api/admin/problem?pid=${pid}`, root)).code).toBe(404);
    });

    it('download answers problem_<id>_testcase_<ms>.zip with every case file', async () => {
      const { pid } = await created(
        validPayload('DL', {
          samples: [
            { input: 'a\r\nb\r\n', output: 'c\n' },
            { input: 'd\n', output: '' },
          ],
        }),
      );
      const res = await t.request({ method: 'GET', url: `/api/file/download-testcase?pid=${pid}`, token: root });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="problem_${pid}_testcase_\\d{13}\\.zip"$`));
      expect(await unzip(res.rawPayload)).toEqual({ '1.in': 'a\nb\n', '1.out': 'c\n', '2.in': 'd\n', '2.out': '' });
    });
  });
});
