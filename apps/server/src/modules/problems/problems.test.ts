// Public problem API: the list with every filter, banks and visibility per role, counts and my status, random,
// detail and its companions (templates, languages, tags), the user status map, the full-screen strip and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { JudgeStatus, LANGUAGES, Role, type RoleCode } from '@verdict/shared';
import { PARITY_BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { createUser } from '../../test/users.ts';
import { users } from '../accounts/tables.ts';
import { contests } from '../contests/tables.ts';
import { submissions } from '../submissions/tables.ts';
import { codeTemplates, languages, problemLanguages, problems, problemTags, tagClassifications, tags } from './tables.ts';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any
const HOUR = 3_600_000;

describe.each(PARITY_BACKENDS)('public problem calls on %s', (backend) => {
  let t: TestApp;
  const token: Partial<Record<'root' | 'admin' | 'problemAdmin' | 'user' | 'other', string>> = {};
  const pid: Record<string, number> = {};
  const tagId: Record<string, number> = {};
  const uid: Record<string, string> = {};
  const cid: Record<string, number> = {};

  const get = async (url: string, who?: keyof typeof token) => {
    const res = await t.request({ method: 'GET', url, token: who ? token[who] : undefined });
    return { code: res.statusCode, body: JSON.parse(res.body) as { status: number; msg: string; data: Json } };
  };
  const post = async (url: string, payload: object, who?: keyof typeof token) => {
    const res = await t.request({ method: 'POST', url, payload, token: who ? token[who] : undefined });
    return { code: res.statusCode, body: JSON.parse(res.body) as { status: number; msg: string; data: Json } };
  };
  const ids = async (query: string, who?: keyof typeof token) => {
    const { code, body } = await get(`/api/get-problem-list?limit=100&${query}`, who);
    expect(code, body.msg).toBe(200);
    return body.data.records.map((r: { problemId: string }) => r.problemId);
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    const accounts: [keyof typeof token, RoleCode][] = [
      ['admin', Role.Admin],
      ['problemAdmin', Role.ProblemAdmin],
      ['user', Role.User],
      ['other', Role.User],
    ];
    for (const [name, role] of accounts) {
      const row = await createUser(t.db, name, role);
      uid[name] = row.uid;
      token[name] = await t.login(name, 'Passw0rd');
    }
    token.root = await t.login();
    const [root] = await t.db.select({ uid: users.uid }).from(users).where(eq(users.username, 'root'));
    uid.root = root.uid;

    const [algorithm, source] = await t.db
      .insert(tagClassifications)
      .values([
        { name: 'Algorithm', rank: 2 },
        { name: 'Source', rank: 0 },
        { name: 'Time', rank: 3 },
        { name: 'CF classes', oj: 'CF', rank: 1 },
      ])
      .returning();
    const tagRows = await t.db
      .insert(tags)
      .values([
        { name: 'dp', classificationId: algorithm.id },
        { name: 'graph', color: '#ff0000', classificationId: algorithm.id },
        { name: 'NOIP', classificationId: source.id },
        { name: 'misc' },
        { name: 'CF', oj: 'CF' },
        { name: 'group tag', gid: 5 },
      ])
      .returning();
    for (const row of tagRows) tagId[row.name] = row.id;

    const fillers = Array.from({ length: 12 }, (_, i) => ({
      problemId: `F${String(i + 1).padStart(2, '0')}`,
      title: `Filler ${i + 1}`,
      difficulty: 5,
    }));
    const rows = await t.db
      .insert(problems)
      .values([
        {
          problemId: 'P1000',
          title: 'A+B Problem',
          difficulty: 0,
          uid: uid.admin,
          spjCode: 'int main() { /* secret checker */ }',
          spjLanguage: 'C++',
          judgeExtraFile: { 'judge.h': 'secret' },
          userExtraFile: { 'data.txt': 'hello' },
          description: 'Add two numbers.',
        },
        {
          problemId: 'P1001',
          title: 'Shortest Path',
          difficulty: 2,
          uid: uid.root,
          description: 'Find$d(u,v)$for **each** pair.\r\nThen <b onclick="x()">stop</b>.',
          input: '$$\\sum_{i=1}^n a_i$$',
          hint: '  \n ',
        },
        { problemId: 'P1002', title: 'Knapsack', difficulty: 3, uid: uid.user },
        { problemId: 'P10', title: 'Short id', difficulty: 1 },
        { problemId: 'CF-1000A', title: 'Remote one', difficulty: 1, isRemote: true },
        { problemId: 'X1', title: '100% Correct', difficulty: 4 },
        ...fillers,
        { problemId: 'HIDE1', title: 'Hidden problem', auth: 2 },
        { problemId: 'CONT1', title: 'Contest problem', auth: 3 },
        { problemId: 'GRP1', title: 'Group problem', auth: 4, gid: 5 },
        { problemId: 'GRP2', title: 'Group public', auth: 1, gid: 5 },
      ])
      .returning();
    for (const row of rows) pid[row.problemId] = row.id;

    await t.db.insert(problemTags).values([
      { pid: pid.P1000, tid: tagId.dp },
      { pid: pid.P1000, tid: tagId.graph },
      { pid: pid.P1001, tid: tagId.graph },
      { pid: pid.P1002, tid: tagId.dp },
      { pid: pid.P1002, tid: tagId.NOIP },
      { pid: pid['CF-1000A'], tid: tagId.CF },
      { pid: pid.HIDE1, tid: tagId.dp },
    ]);

    const lang = Object.fromEntries((await t.db.select().from(languages)).map((l) => [l.name, l.id]));
    await t.db.insert(problemLanguages).values([
      { pid: pid.P1001, lid: lang['C++ With O2'] },
      { pid: pid.P1001, lid: lang.Python3 },
    ]);
    await t.db.insert(codeTemplates).values([
      { pid: pid.P1001, lid: lang['C++ With O2'], code: '// cpp template' },
      { pid: pid.P1001, lid: lang.Python3, code: '# disabled', status: false },
    ]);

    const now = Date.now();
    const contestRows = await t.db
      .insert(contests)
      .values([
        { title: 'OI running', type: 1, startTime: new Date(now - HOUR), endTime: new Date(now + HOUR), uid: uid.admin },
        { title: 'ACM ended', type: 0, startTime: new Date(now - 3 * HOUR), endTime: new Date(now - HOUR) },
      ])
      .returning();
    cid.oi = contestRows[0].id;
    cid.ended = contestRows[1].id;

    const s = (
      who: string,
      problemId: string,
      status: number,
      minutesAgo: number,
      extra: Partial<typeof submissions.$inferInsert> = {},
    ) => ({
      pid: pid[problemId],
      displayPid: problemId,
      uid: uid[who],
      username: who,
      language: 'C++ With O2',
      status,
      submitTime: new Date(now - minutesAgo * 60_000),
      ...extra,
    });
    await t.db.insert(submissions).values([
      s('user', 'P1000', JudgeStatus.WrongAnswer, 50),
      s('user', 'P1000', JudgeStatus.Accepted, 40, { score: 100 }),
      s('user', 'P1000', JudgeStatus.WrongAnswer, 30),
      s('user', 'P1001', JudgeStatus.CompileError, 50),
      s('user', 'P1001', JudgeStatus.TimeLimitExceeded, 20, { score: 30 }),
      s('other', 'P1001', JudgeStatus.Accepted, 10),
      s('other', 'P1001', JudgeStatus.Pending, 5),
      // Contest and group submissions are not problem statistics nor public statuses.
      s('user', 'P1002', JudgeStatus.Accepted, 10, { cid: cid.oi, score: 100 }),
      s('admin', 'P1002', JudgeStatus.Accepted, 5, { cid: cid.oi, score: 100 }),
      s('user', 'P1000', JudgeStatus.WrongAnswer, 90, { cid: cid.ended }),
      s('user', 'P1000', JudgeStatus.Accepted, 30, { cid: cid.ended }),
      s('user', 'GRP2', JudgeStatus.PartialAccepted, 10, { gid: 5, score: 40 }),
    ]);
  });
  afterAll(() => t?.close());

  describe('get-problem-list', () => {
    it('lists public non-group problems in display-id length then id order, 15 by default, with total', async () => {
      const { body } = await get('/api/get-problem-list');
      expect(body.status).toBe(200);
      expect(body.data.total).toBe(18);
      expect(body.data.records).toHaveLength(15);
      const all = await ids('');
      expect(all.slice(0, 3)).toEqual(['X1', 'P10', 'F01']);
      expect(all.slice(-4)).toEqual(['P1000', 'P1001', 'P1002', 'CF-1000A']);
      const lengths = all.map((id: string) => id.length);
      expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
      for (const hidden of ['HIDE1', 'CONT1', 'GRP1', 'GRP2']) expect(all).not.toContain(hidden);
    });

    it('pages: below 1 becomes 1, beyond the end is empty with the total, limit is bounded', async () => {
      const first = await get('/api/get-problem-list?limit=4&currentPage=1');
      const clamped = await get('/api/get-problem-list?limit=4&currentPage=-3');
      expect(clamped.body.data).toEqual(first.body.data);
      const second = await get('/api/get-problem-list?limit=4&currentPage=2');
      expect(second.body.data.records.map((r: Json) => r.problemId)).toEqual((await ids('')).slice(4, 8));
      const beyond = await get('/api/get-problem-list?limit=4&currentPage=50');
      expect(beyond.body.data).toEqual({ records: [], total: 18 });
      expect((await get('/api/get-problem-list?limit=100000')).body.data.records).toHaveLength(18);
    });

    it('rows carry tags, live non-contest counts and gmtModified; no myStatus for visitors', async () => {
      const { body } = await get('/api/get-problem-list?keyword=P100');
      const rows = Object.fromEntries(body.data.records.map((r: Json) => [r.problemId, r]));
      expect(rows.P1000).toMatchObject({ pid: pid.P1000, title: 'A+B Problem', difficulty: 0, type: 0, total: 3, ac: 1, wa: 2, ce: 0 });
      expect(rows.P1000.tags).toEqual([
        { id: tagId.dp, name: 'dp', color: '#409EFF' },
        { id: tagId.graph, name: 'graph', color: '#ff0000' },
      ]);
      expect(rows.P1001).toMatchObject({ total: 4, ac: 1, ce: 1, tle: 1 });
      expect(rows.P1002).toMatchObject({ total: 0, ac: 0 });
      expect(new Date(rows.P1000.gmtModified).toISOString()).toBe(rows.P1000.gmtModified);
      expect(rows.P1000).not.toHaveProperty('myStatus');
    });

    it('myStatus: AC if any AC, else the latest status, else -10; contest submissions ignored', async () => {
      const { body } = await get('/api/get-problem-list?keyword=P100', 'user');
      const status = Object.fromEntries(body.data.records.map((r: Json) => [r.problemId, r.myStatus]));
      expect(status).toEqual({ P1000: JudgeStatus.Accepted, P1001: JudgeStatus.TimeLimitExceeded, P1002: JudgeStatus.NotSubmitted });
      const other = await get('/api/get-problem-list?keyword=P100', 'other');
      expect(other.body.data.records.map((r: Json) => r.myStatus)).toEqual([-10, 0, -10]);
    });

    it('keyword: substring of the title or display id, case-insensitive, wildcards literal', async () => {
      expect(await ids('keyword=path')).toEqual(['P1001']);
      expect(await ids('keyword=p100')).toEqual(['P1000', 'P1001', 'P1002']);
      expect(await ids('keyword=cf-1000')).toEqual(['CF-1000A']);
      expect(await ids('keyword=%25')).toEqual(['X1']);
      expect(await ids('keyword=_')).toEqual([]);
      expect(await ids('keyword=')).toHaveLength(18);
      expect(await ids('keyword=Hidden')).toEqual([]);
    });

    it('difficulty: exact', async () => {
      expect(await ids('difficulty=1')).toEqual(['P10', 'CF-1000A']);
      expect(await ids('difficulty=0')).toEqual(['P1000']);
      expect(await ids('difficulty=6')).toEqual([]);
      expect(await ids('difficulty=')).toHaveLength(18);
    });

    it('oj: All or absent → all, Mine → local, a remote key → that OJ', async () => {
      expect(await ids('oj=All')).toHaveLength(18);
      expect(await ids('oj=Mine')).not.toContain('CF-1000A');
      expect(await ids('oj=Mine')).toHaveLength(17);
      expect(await ids('oj=CF')).toEqual(['CF-1000A']);
      expect(await ids('oj=cf')).toEqual(['CF-1000A']);
      expect(await ids('oj=HDU')).toEqual([]);
    });

    it('tags: Filter needs every tag, Include any; JSON list, comma list and repeated forms', async () => {
      const { dp, graph, NOIP } = tagId;
      expect(await ids(`tagId=[${dp},${graph}]`)).toEqual(['P1000']);
      expect(await ids(`tagId=[${dp},${graph}]&isFilter=Filter`)).toEqual(['P1000']);
      expect(await ids(`tagId=${dp},${graph}&isFilter=Include`)).toEqual(['P1000', 'P1001', 'P1002']);
      expect(await ids(`tagId=${dp}&tagId=${NOIP}`)).toEqual(['P1002']);
      expect(await ids(`tagId=${dp}&tagId=${NOIP}&isFilter=Include`)).toEqual(['P1000', 'P1002']);
      expect(await ids(`tagId=[${dp},${dp}]`)).toEqual(['P1000', 'P1002']);
      expect(await ids(`tagId=[]`)).toHaveLength(18);
      expect(await ids(`tagId=${tagId.misc}`)).toEqual([]);
      expect(await ids(`tagId=999999`)).toEqual([]);
    });

    it('filters combine', async () => {
      const { dp, graph } = tagId;
      expect(await ids(`tagId=${dp},${graph}&isFilter=Include&difficulty=2`)).toEqual(['P1001']);
      expect(await ids(`tagId=${dp},${graph}&isFilter=Include&keyword=knap`)).toEqual(['P1002']);
      expect(await ids(`tagId=${dp}&keyword=a%2Bb&difficulty=0&oj=Mine`)).toEqual(['P1000']);
      expect(await ids(`tagId=${tagId.CF}&oj=Mine`)).toEqual([]);
      expect(await ids(`tagId=${tagId.CF}&oj=CF&keyword=remote&difficulty=1`)).toEqual(['CF-1000A']);
      const total = await get(`/api/get-problem-list?tagId=${dp},${graph}&isFilter=Include&limit=1&currentPage=2`);
      expect(total.body.data.total).toBe(3);
      expect(total.body.data.records.map((r: Json) => r.problemId)).toEqual(['P1001']);
    });

    it('banks by role: Conceal root, Contest root and problem admin, Group admin roles', async () => {
      const bankIds = { Conceal: ['HIDE1'], Contest: ['CONT1'], Group: ['GRP1', 'GRP2'] } as const;
      const allowed: Record<string, (keyof typeof bankIds)[]> = {
        root: ['Conceal', 'Contest', 'Group'],
        problemAdmin: ['Contest', 'Group'],
        admin: ['Group'],
        user: [],
      };
      for (const [who, banks] of Object.entries(allowed)) {
        for (const bank of Object.keys(bankIds) as (keyof typeof bankIds)[]) {
          const { code, body } = await get(`/api/get-problem-list?bank=${bank}`, who as keyof typeof token);
          if (banks.includes(bank)) {
            expect(code, `${who} ${bank}`).toBe(200);
            expect(body.data.records.map((r: Json) => r.problemId)).toEqual(bankIds[bank]);
          } else {
            expect(code, `${who} ${bank}`).toBe(403);
            expect(body.status).toBe(403);
          }
        }
      }
      const anonymous = await get('/api/get-problem-list?bank=Group');
      expect(anonymous.code).toBe(401);
      // Filters apply inside a bank too.
      expect(await ids(`bank=Conceal&tagId=${tagId.dp}`, 'root')).toEqual(['HIDE1']);
      expect(await ids('bank=Group&keyword=public', 'admin')).toEqual(['GRP2']);
    });

    it('bad input answers 400 in the envelope, never 500', async () => {
      const bad: [string, string, string][] = [
        ['tagId', 'abc', 'tagId must be a list'],
        ['tagId', '[1,x]', 'tagId must be a list'],
        ['tagId', '1,,2', 'tagId must be a list'],
        ['tagId', '-1', 'tagId must be a list'],
        ['tagId', '[1.5]', 'tagId must be a list'],
        ['tagId', '{"a":1}', 'tagId must be a list'],
        ['tagId', Array.from({ length: 21 }, (_, i) => i + 1).join(','), 'At most 20 tags'],
        ['difficulty', '7', 'difficulty must be an integer from 0 to 6'],
        ['difficulty', '-1', 'difficulty must be an integer from 0 to 6'],
        ['difficulty', 'hard', 'difficulty must be an integer from 0 to 6'],
        ['difficulty', '1.5', 'difficulty must be an integer from 0 to 6'],
        ['isFilter', 'Everything', 'isFilter must be Filter or Include'],
        ['bank', 'Secret', 'bank must be Conceal, Contest or Group'],
        ['keyword', 'k'.repeat(101), 'at most 100 characters'],
        ['oj', 'C++', 'Invalid oj'],
      ];
      for (const [key, value, message] of bad) {
        const query = `${key}=${encodeURIComponent(value)}`;
        const { code, body } = await get(`/api/get-problem-list?l=en-US&${query}`);
        expect(code, query).toBe(400);
        expect(body.status).toBe(400);
        expect(body.msg, query).toContain(message);
      }
      const zh = await get('/api/get-problem-list?difficulty=9');
      expect(zh.body.msg).toBe('难度应为 0 到 6 的整数');
      const junkPage = await get('/api/get-problem-list?currentPage=abc&limit=xyz');
      expect(junkPage.code).toBe(200);
      expect(junkPage.body.data.records).toHaveLength(15);
    });
  });

  it('get-random-problem draws only public non-group problems, and all of them over many draws', async () => {
    const publicIds = new Set(await ids(''));
    const seen = new Set<string>();
    for (let i = 0; i < 150; i++) {
      const { body } = await get('/api/get-random-problem');
      expect(publicIds.has(body.data.problemId), body.data.problemId).toBe(true);
      seen.add(body.data.problemId);
    }
    // 150 uniform draws over 18 miss one with probability ~18·(17/18)^150 ≈ 3e-3; allow a couple of misses.
    expect(seen.size).toBeGreaterThanOrEqual(16);
  });

  describe('get-problem-detail', () => {
    it('answers the problem without checker or judge files, with tags, languages, templates, counts and author role', async () => {
      const { code, body } = await get('/api/get-problem-detail?problemId=P1000');
      expect(code).toBe(200);
      const { problem, ...rest } = body.data;
      expect(problem).toMatchObject({
        id: pid.P1000,
        problemId: 'P1000',
        title: 'A+B Problem',
        description: 'Add two numbers.',
        auth: 1,
        judgeMode: 'default',
        judgeCaseMode: 'default',
        isFileIO: false,
        userExtraFile: { 'data.txt': 'hello' },
        timeLimit: 1000,
        memoryLimit: 256,
      });
      for (const secret of ['spjCode', 'spjLanguage', 'judgeExtraFile', 'caseVersion', 'uid', 'modifiedUser'])
        expect(problem).not.toHaveProperty(secret);
      expect(JSON.stringify(body)).not.toContain('secret');
      expect(rest.tags.map((tag: Json) => tag.name)).toEqual(['dp', 'graph']);
      expect(rest.languages).toEqual(LANGUAGES.map((l) => l.name));
      expect(rest.codeTemplate).toEqual({});
      expect(rest.problemCount).toEqual({ total: 3, ac: 1, wa: 2, ce: 0, pa: 0, tle: 0, mle: 0, re: 0, pe: 0, se: 0 });
      expect(rest.authorRole).toBe('admin');
    });

    it('languages and templates are the problem’s own (enabled templates only); author roles root and user', async () => {
      const p1001 = (await get('/api/get-problem-detail?problemId=p1001')).body.data;
      expect(p1001.problem.problemId).toBe('P1001');
      expect(p1001.languages).toEqual(
        ['C++ With O2', 'Python3'].sort((a, b) => LANGUAGES.findIndex((l) => l.name === a) - LANGUAGES.findIndex((l) => l.name === b)),
      );
      expect(p1001.codeTemplate).toEqual({ 'C++ With O2': '// cpp template' });
      // The statement rendered ahead as the browser would (math without spaces around the dollars, a line break, raw
      // HTML left for the browser's sanitiser); blank sections are left out.
      expect(Object.keys(p1001.statementHtml).sort()).toEqual(['description', 'input']);
      const description = p1001.statementHtml.description as string;
      expect(description).toMatch(/^<p>Find<span class="katex">.*<annotation encoding="application\/x-tex">d\(u,v\)<\/annotation>/);
      expect(description).toContain('for <strong>each</strong> pair.<br>Then <b onclick="x()">stop</b>.</p>');
      expect(p1001.statementHtml.input).toMatch(/^<p><span class="katex-display">.*\\sum_\{i=1\}\^n a_i/);
      expect((await get('/api/get-problem-detail?problemId=P1000')).body.data.statementHtml).toEqual({
        description: '<p>Add two numbers.</p>\n',
      });
      expect(p1001.authorRole).toBe('root');
      expect((await get('/api/get-problem-detail?problemId=P1002')).body.data.authorRole).toBe('user');
      expect((await get('/api/get-problem-detail?problemId=P10')).body.data.authorRole).toBe('user');
    });

    it('visibility per role and auth; unknown, invisible or wrong-gid problems are a translated 404', async () => {
      const visible: Record<string, string[]> = {
        anonymous: ['P1000'],
        user: ['P1000'],
        // Group problems are read from inside their group by its members (docs/api-groups.md); the site root sees all.
        admin: ['P1000'],
        problemAdmin: ['P1000', 'CONT1'],
        root: ['P1000', 'HIDE1', 'CONT1', 'GRP1', 'GRP2'],
      };
      for (const [who, list] of Object.entries(visible)) {
        for (const problemId of ['P1000', 'HIDE1', 'CONT1', 'GRP1', 'GRP2']) {
          const { code, body } = await get(
            `/api/get-problem-detail?problemId=${problemId}&l=en-US`,
            who === 'anonymous' ? undefined : (who as keyof typeof token),
          );
          expect(code, `${who} ${problemId}`).toBe(list.includes(problemId) ? 200 : 404);
          if (code === 404) expect(body).toEqual({ status: 404, msg: 'The problem does not exist or you may not view it', data: null });
        }
      }
      expect((await get('/api/get-problem-detail?problemId=GRP1&gid=5', 'admin')).code).toBe(403);
      expect((await get('/api/get-problem-detail?problemId=GRP1&gid=5', 'root')).code).toBe(200);
      expect((await get('/api/get-problem-detail?problemId=GRP1&gid=6', 'admin')).code).toBe(404);
      expect((await get('/api/get-problem-detail?problemId=P1000&gid=5')).code).toBe(404);
      expect((await get('/api/get-problem-detail?problemId=NOPE')).body.msg).toBe('题目不存在或您无权查看');
      expect((await get('/api/get-problem-detail')).code).toBe(400);
      expect((await get('/api/get-problem-detail?problemId=')).code).toBe(400);
      expect((await get('/api/get-problem-detail?problemId=P1000&gid=abc')).code).toBe(400);
    });
  });

  describe('pid-keyed calls', () => {
    it('get-problem-code-template: enabled templates by language name', async () => {
      expect((await get(`/api/get-problem-code-template?pid=${pid.P1001}`)).body.data).toEqual([
        { language: 'C++ With O2', code: '// cpp template' },
      ]);
      expect((await get(`/api/get-problem-code-template?pid=${pid.P1000}`)).body.data).toEqual([]);
    });

    it('get-problem-languages and languages: the problem’s own, or every local language by seq', async () => {
      const all = (await get('/api/languages?all=true')).body.data;
      expect(all.map((l: Json) => l.name)).toEqual(LANGUAGES.map((l) => l.name));
      expect(all[0]).toMatchObject({ key: LANGUAGES[0].key, oj: 'ME', isSpj: LANGUAGES[0].isSpj, template: LANGUAGES[0].template });
      expect((await get('/api/languages')).body.data).toEqual(all);
      expect((await get(`/api/languages?all=true&pid=${pid.P1001}`)).body.data).toEqual(all);
      const own = (await get(`/api/languages?all=false&pid=${pid.P1001}`)).body.data.map((l: Json) => l.name);
      expect([...own].sort()).toEqual(['C++ With O2', 'Python3']);
      expect((await get(`/api/get-problem-languages?pid=${pid.P1001}`)).body.data.map((l: Json) => l.name)).toEqual(own);
      expect((await get(`/api/get-problem-languages?pid=${pid.P1000}`)).body.data).toEqual(all);
      expect((await get(`/api/languages?pid=${pid.P1000}`)).body.data).toEqual(all);
    });

    it('get-problem-tags: the problem’s tags with every field', async () => {
      const { body } = await get(`/api/get-problem-tags?pid=${pid.P1002}`);
      expect(body.data).toEqual([
        { id: tagId.dp, name: 'dp', color: '#409EFF', oj: 'ME', classificationId: expect.any(Number), gid: null },
        { id: tagId.NOIP, name: 'NOIP', color: '#409EFF', oj: 'ME', classificationId: expect.any(Number), gid: null },
      ]);
    });

    it('invisible or unknown problems are 404, junk pids 400', async () => {
      for (const url of ['/api/get-problem-code-template', '/api/get-problem-languages', '/api/get-problem-tags', '/api/languages']) {
        expect((await get(`${url}?pid=${pid.HIDE1}`)).code, url).toBe(404);
        expect((await get(`${url}?pid=${pid.HIDE1}`, 'root')).code, url).toBe(200);
        expect((await get(`${url}?pid=${pid.GRP1}`, 'user')).code, url).toBe(404);
        expect((await get(`${url}?pid=99999999`)).code, url).toBe(404);
        expect((await get(`${url}?pid=abc`)).code, url).toBe(400);
        expect((await get(`${url}?pid=-1`)).code, url).toBe(400);
      }
      expect((await get('/api/get-problem-tags')).code).toBe(400);
    });
  });

  describe('tags', () => {
    it('get-all-problem-tags: site tags of one OJ or all (group tags never)', async () => {
      const names = async (query: string) => (await get(`/api/get-all-problem-tags${query}`)).body.data.map((tag: Json) => tag.name);
      expect(await names('')).toEqual(['dp', 'graph', 'NOIP', 'misc', 'CF']);
      expect(await names('?oj=All')).toEqual(['dp', 'graph', 'NOIP', 'misc', 'CF']);
      expect(await names('?oj=ME')).toEqual(['dp', 'graph', 'NOIP', 'misc']);
      expect(await names('?oj=Mine')).toEqual(['dp', 'graph', 'NOIP', 'misc']);
      expect(await names('?oj=CF')).toEqual(['CF']);
      expect((await get('/api/get-all-problem-tags?oj=%3Bdrop')).code).toBe(400);
    });

    it('get-problem-tags-and-classification: classifications in rank order, unclassified last, empty ones left out', async () => {
      const groups = (await get('/api/get-problem-tags-and-classification?oj=ME')).body.data;
      expect(groups.map((g: Json) => [g.classification?.name ?? null, g.tagList.map((tag: Json) => tag.name)])).toEqual([
        ['Source', ['NOIP']],
        ['Algorithm', ['dp', 'graph']],
        [null, ['misc']],
      ]);
      expect(groups[0].classification).toMatchObject({ oj: 'ME', rank: 0 });
      const all = (await get('/api/get-problem-tags-and-classification')).body.data;
      expect(all.map((g: Json) => g.classification?.name ?? null)).toEqual(['Source', 'Algorithm', null]);
      expect(all.at(-1).tagList.map((tag: Json) => tag.name)).toEqual(['misc', 'CF']);
      expect(
        (await get('/api/get-problem-tags-and-classification?oj=CF')).body.data.map((g: Json) => g.tagList.map((tag: Json) => tag.name)),
      ).toEqual([['CF']]);
    });
  });

  describe('get-user-problem-status', () => {
    const url = '/api/get-user-problem-status';
    it('needs login', async () => {
      const { code, body } = await post(url, { pidList: [pid.P1000], isContestProblemList: false });
      expect(code).toBe(401);
      expect(body.status).toBe(401);
    });

    it('maps every pid to status and score: AC first, else latest, else -10; contest rows ignored', async () => {
      const { body } = await post(url, { pidList: [pid.P1000, pid.P1001, pid.P1002, pid.P1000], isContestProblemList: false }, 'user');
      expect(body.data).toEqual({
        [pid.P1000]: { status: JudgeStatus.Accepted, score: 100 },
        [pid.P1001]: { status: JudgeStatus.TimeLimitExceeded, score: 30 },
        [pid.P1002]: { status: JudgeStatus.NotSubmitted, score: null },
      });
      expect((await post(url, { pidList: [], isContestProblemList: false }, 'user')).body.data).toEqual({});
    });

    it('group lists count that group’s submissions only', async () => {
      expect((await post(url, { pidList: [pid.GRP2], isContestProblemList: false, gid: 5 }, 'user')).body.data).toEqual({
        [pid.GRP2]: { status: JudgeStatus.PartialAccepted, score: 40 },
      });
      expect((await post(url, { pidList: [pid.GRP2], isContestProblemList: false, gid: 6 }, 'user')).body.data).toEqual({
        [pid.GRP2]: { status: -10, score: null },
      });
    });

    it('contest lists: sealed while an OI contest runs (not for its admins), post-end rows only with containsEnd', async () => {
      const oi = { pidList: [pid.P1002, pid.P1000], isContestProblemList: true, cid: cid.oi };
      expect((await post(url, oi, 'user')).body.data).toEqual({
        [pid.P1002]: { status: JudgeStatus.SubmittedUnknownResult, score: null },
        [pid.P1000]: { status: -10, score: null },
      });
      // The contest's author sees real results.
      expect((await post(url, oi, 'admin')).body.data[pid.P1002]).toEqual({ status: JudgeStatus.Accepted, score: 100 });
      // "ACM ended": a WA during the contest, an AC after its end.
      const ended = { pidList: [pid.P1000], isContestProblemList: true, cid: cid.ended };
      expect((await post(url, ended, 'user')).body.data).toEqual({ [pid.P1000]: { status: JudgeStatus.WrongAnswer, score: null } });
      expect((await post(url, { ...ended, containsEnd: true }, 'user')).body.data).toEqual({
        [pid.P1000]: { status: JudgeStatus.Accepted, score: null },
      });
    });

    it('bad input is a 400', async () => {
      expect((await post(url, { pidList: 'abc', isContestProblemList: false }, 'user')).code).toBe(400);
      expect((await post(url, { pidList: [0], isContestProblemList: false }, 'user')).code).toBe(400);
      expect((await post(url, { pidList: Array.from({ length: 1001 }, (_, i) => i + 1) }, 'user')).code).toBe(400);
      expect((await post(url, { pidList: [1], isContestProblemList: true }, 'user')).code).toBe(400);
      expect((await post(url, { pidList: [1], isContestProblemList: true, cid: 999999 }, 'user')).code).toBe(404);
    });
  });

  it('get-full-screen-problem-list: unknown training or contest 404, a contest without problems has none (contests.test.ts has the rest)', async () => {
    expect((await get('/api/get-full-screen-problem-list?tid=1')).code).toBe(404);
    expect((await get('/api/get-full-screen-problem-list?cid=999999')).code).toBe(404);
    expect((await get(`/api/get-full-screen-problem-list?cid=${cid.oi}`, 'user')).body).toEqual({ status: 200, msg: 'success', data: [] });
    expect((await get('/api/get-full-screen-problem-list')).code).toBe(400);
    expect((await get(`/api/get-full-screen-problem-list?cid=${cid.oi}&tid=1`)).code).toBe(400);
  });
});
