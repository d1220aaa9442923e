// The problem list's page cache (list-cache.ts): the cache itself on a clock the test moves (time to live, single
// flight, least recently used bounds, invalidation of queries in flight), then the list on a real database with
// the clock held still, so only an invalidation can show a change: every write of this process shows at once
// (create, edit, hide, delete, tags, a contest taking a problem), writes from elsewhere (the rows written
// directly, as another API host would) and new counts only after the time to live; myStatus and the banks are
// never shared between callers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { JudgeStatus, Role } from '@verdict/shared';
import { PARITY_BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { createUser } from '../../test/users.ts';
import { submissions } from '../submissions/tables.ts';
import { addProblems, createContest, RUNNING } from '../contests/test-kit.ts';
import { call, validPayload } from './admin-test-kit.ts';
import { ListCache, MAX_ENTRIES, MAX_ROWS, PROBLEM_LIST_TTL_MS, problemListChanged } from './list-cache.ts';
import { problemListCache } from './list.ts';
import { problems, problemTags, tags } from './tables.ts';

describe('ListCache', () => {
  let now = 0;
  const cache = (bounds: Partial<{ maxEntries: number; maxRows: number }> = {}) =>
    new ListCache<string[]>({
      ttlMs: 1_000,
      maxEntries: 100,
      maxRows: 1_000,
      rowsOf: (v) => (v as string[]).length,
      now: () => now,
      ...bounds,
    });
  const loader = () => {
    const calls: string[] = [];
    return {
      calls,
      load:
        (key: string, value: string[] = [key]) =>
        () => (calls.push(key), Promise.resolve(value)),
    };
  };
  beforeEach(() => {
    now = 1_000_000;
  });

  it('serves a value until its time to live is over, counted from the start of its load', async () => {
    const c = cache();
    const { calls, load } = loader();
    expect(await c.get('a', load('a', ['1']))).toEqual(['1']);
    now += 1_000;
    expect(await c.get('a', load('a', ['2']))).toEqual(['1']);
    now += 1;
    expect(await c.get('a', load('a', ['3']))).toEqual(['3']);
    expect(calls).toEqual(['a', 'a']);
  });

  it('runs one load for concurrent requests of a key (single flight); a failed load is not kept', async () => {
    const c = cache();
    let release!: (v: string[]) => void;
    let loads = 0;
    const slow = () => (loads++, new Promise<string[]>((resolve) => (release = resolve)));
    const waiting = [c.get('k', slow), c.get('k', slow), c.get('k', slow)];
    release(['v']);
    expect(await Promise.all(waiting)).toEqual([['v'], ['v'], ['v']]);
    expect(loads).toBe(1);

    const failing = () => Promise.reject(new Error('database gone'));
    await expect(c.get('f', failing)).rejects.toThrow('database gone');
    expect(await c.get('f', () => Promise.resolve(['back']))).toEqual(['back']);
  });

  it('drops every value on problemListChanged, a load still running included', async () => {
    const c = cache();
    const { calls, load } = loader();
    await c.get('a', load('a'));
    let release!: (v: string[]) => void;
    const running = c.get('b', () => new Promise<string[]>((resolve) => (release = resolve)));
    problemListChanged();
    release(['old b']);
    expect(await running).toEqual(['old b']);
    expect(await c.get('a', load('a', ['new a']))).toEqual(['new a']);
    expect(await c.get('b', load('b', ['new b']))).toEqual(['new b']);
    expect(calls).toEqual(['a', 'a', 'b']);
  });

  it('keeps at most maxEntries values and maxRows rows, dropping the least recently used', async () => {
    const byEntries = cache({ maxEntries: 3 });
    const { calls, load } = loader();
    for (const key of ['a', 'b', 'c']) await byEntries.get(key, load(key));
    await byEntries.get('a', load('a')); // a is now the most recently used
    await byEntries.get('d', load('d')); // b goes
    expect(byEntries.size.entries).toBe(3);
    calls.length = 0;
    for (const key of ['a', 'c', 'd', 'b']) await byEntries.get(key, load(key));
    expect(calls).toEqual(['b']);

    const byRows = cache({ maxRows: 10 });
    await byRows.get('four', load('four', ['1', '2', '3', '4']));
    await byRows.get('five', load('five', ['1', '2', '3', '4', '5']));
    expect(byRows.size).toEqual({ entries: 2, rows: 9 });
    await byRows.get('three', load('three', ['1', '2', '3']));
    expect(byRows.size).toEqual({ entries: 2, rows: 8 });
    calls.length = 0;
    await byRows.get('five', load('five'));
    await byRows.get('four', load('four'));
    expect(calls).toEqual(['four']);
  });
});

type Json = any;

describe.each(PARITY_BACKENDS)('the problem list cache on %s', (backend) => {
  let t: TestApp;
  let root: string;
  let admin: string;
  let alice: { uid: string; token: string };
  let bob: { uid: string; token: string };
  let now = 0;

  const list = async (query = '', token?: string) => {
    const res = await call(t, 'GET', `/api/get-problem-list?limit=100${query ? `&${query}` : ''}`, token);
    expect(res.code, res.body.msg).toBe(200);
    return res.body.data as { records: Json[]; total: number };
  };
  const ids = async (query = '', token?: string) => (await list(query, token)).records.map((r) => r.problemId as string);
  const row = async (problemId: string, token?: string) =>
    (await list(`keyword=${problemId}`, token)).records.find((r) => r.problemId === problemId);
  const ok = async (answer: Promise<{ code: number; body: { status: number; msg: string; data: Json } }>) => {
    const res = await answer;
    expect(res.body.status, res.body.msg).toBe(200);
    return res.body.data;
  };
  const save = (problemId: string, problem: object = {}, extra: object = {}) =>
    ok(call(t, 'POST', '/api/admin/problem', root, validPayload(problemId, extra, problem)));
  const pidOf = async (problemId: string) =>
    (await t.db.select({ id: problems.id }).from(problems).where(eq(problems.problemId, problemId)))[0].id;
  const submit = (who: { uid: string }, username: string, pid: number, problemId: string, status: number) =>
    t.db.insert(submissions).values({ pid, displayPid: problemId, uid: who.uid, username, language: 'C++ With O2', status });

  beforeAll(async () => {
    t = await createTestApp(backend);
    root = await t.login();
    await createUser(t.db, 'cache_admin', Role.Admin);
    admin = await t.login('cache_admin', 'Passw0rd');
    for (const name of ['alice', 'bob'] as const) {
      const user = await createUser(t.db, name, Role.User);
      const who = { uid: user.uid, token: await t.login(name, 'Passw0rd') };
      if (name === 'alice') alice = who;
      else bob = who;
    }
    // The clock stands still: an entry never expires unless the test moves it on.
    now = Date.now();
    problemListCache(t.db).useClock(() => now);
    for (const id of ['LC1', 'LC2', 'LC3']) await save(id);
  });
  afterAll(() => t?.close());

  it('serves the page from memory: a row written directly (another API host) shows after the time to live', async () => {
    expect(await ids()).toEqual(['LC1', 'LC2', 'LC3']);
    await t.db.update(problems).set({ title: 'Renamed elsewhere' }).where(eq(problems.problemId, 'LC1'));
    expect((await list()).records[0].title).toBe('Problem LC1');
    now += PROBLEM_LIST_TTL_MS;
    expect((await list()).records[0].title).toBe('Problem LC1');
    now += 1;
    expect((await list()).records[0].title).toBe('Renamed elsewhere');
  });

  it('shows a problem created, edited or deleted through this server at once', async () => {
    expect(await ids()).not.toContain('LC4');
    const created = await save('LC4');
    expect(await ids()).toContain('LC4');
    const edited = validPayload('LC4', {}, { title: 'Edited here' });
    await ok(call(t, 'PUT', '/api/admin/problem', root, { ...edited, problem: { ...edited.problem, id: created.pid } }));
    expect((await row('LC4')).title).toBe('Edited here');
    await ok(call(t, 'DELETE', `/api/admin/problem?pid=${created.pid}`, root));
    expect(await ids()).not.toContain('LC4');
  });

  it('a problem made hidden leaves the visitor list at once and shows in the root’s hidden bank right after', async () => {
    const pid = await pidOf('LC2');
    expect(await ids()).toContain('LC2');
    expect(await ids('', alice.token)).toContain('LC2');
    await ok(call(t, 'PUT', '/api/admin/problem/change-problem-auth', root, { pid, auth: 2 }));
    expect(await ids()).not.toContain('LC2');
    expect(await ids('', alice.token)).not.toContain('LC2');
    expect(await ids('bank=Conceal', root)).toEqual(['LC2']);
    // The same query from callers who may not read the bank is refused, never answered from the root's entry.
    expect((await call(t, 'GET', '/api/get-problem-list?limit=100&bank=Conceal')).code).toBe(401);
    expect((await call(t, 'GET', '/api/get-problem-list?limit=100&bank=Conceal', admin)).code).toBe(403);
    expect((await call(t, 'GET', '/api/get-problem-list?limit=100&bank=Conceal', alice.token)).code).toBe(403);
    await ok(call(t, 'PUT', '/api/admin/problem/change-problem-auth', root, { pid, auth: 1 }));
    expect(await ids()).toContain('LC2');
    expect(await ids('bank=Conceal', root)).toEqual([]);
  });

  it('a problem a contest takes leaves the public list at once, and comes back when the contest lets it go', async () => {
    const pid = await pidOf('LC3');
    expect(await ids()).toContain('LC3');
    const cid = await createContest(t, root, RUNNING);
    await addProblems(t, root, cid, { A: pid });
    expect(await ids()).not.toContain('LC3');
    expect(await ids('bank=Contest', root)).toContain('LC3');
    await ok(call(t, 'DELETE', `/api/admin/contest/contest-problem?cid=${cid}&pid=${pid}`, root));
    expect(await ids()).toContain('LC3');
  });

  it('tags: a renamed or recoloured tag, a problem’s new tags and a deleted tag show at once', async () => {
    const tag = await ok(call(t, 'POST', '/api/admin/tag', root, { name: 'cache-dp' }));
    const pid = await pidOf('LC1');
    const base = validPayload('LC1');
    await ok(call(t, 'PUT', '/api/admin/problem', root, { ...base, problem: { ...base.problem, id: pid }, tags: [{ id: tag.id }] }));
    expect((await row('LC1')).tags).toEqual([{ id: tag.id, name: 'cache-dp', color: expect.any(String) }]);
    expect(await ids(`tagId=${tag.id}`)).toEqual(['LC1']);
    await ok(call(t, 'PUT', '/api/admin/tag', root, { id: tag.id, name: 'cache-graph', color: 'teal' }));
    expect((await row('LC1')).tags).toEqual([{ id: tag.id, name: 'cache-graph', color: 'teal' }]);
    await ok(call(t, 'DELETE', `/api/admin/tag?tid=${tag.id}`, root));
    expect((await row('LC1')).tags).toEqual([]);
    expect(await ids(`tagId=${tag.id}`)).toEqual([]);
  });

  it('myStatus is each caller’s own and current; the shared counts wait for the time to live', async () => {
    const pid = await pidOf('LC1');
    const before = await row('LC1');
    expect(before).not.toHaveProperty('myStatus');
    await submit(alice, 'alice', pid, 'LC1', JudgeStatus.Accepted);
    await submit(bob, 'bob', pid, 'LC1', JudgeStatus.WrongAnswer);
    // Right after each other, on the same cached page: each caller's own status, the visitor none.
    expect((await row('LC1', alice.token)).myStatus).toBe(JudgeStatus.Accepted);
    expect((await row('LC1', bob.token)).myStatus).toBe(JudgeStatus.WrongAnswer);
    expect((await row('LC1', root)).myStatus).toBe(JudgeStatus.NotSubmitted);
    expect(await row('LC1')).not.toHaveProperty('myStatus');
    // The shared entry was not changed by the callers' statuses.
    expect((await list('keyword=LC1')).records[0]).not.toHaveProperty('myStatus');
    // The counts are the cached ones until the entry expires.
    expect((await row('LC1', alice.token)).total).toBe(before.total);
    now += PROBLEM_LIST_TTL_MS + 1;
    expect(await row('LC1', alice.token)).toMatchObject({ total: before.total + 2, ac: before.ac + 1, wa: before.wa + 1 });
  });

  it('problem tags written directly (another host) show after the time to live, or at once after an invalidation here', async () => {
    const [tag] = await t.db.insert(tags).values({ name: 'written-elsewhere' }).returning();
    await list(`tagId=${tag.id}`);
    await t.db.insert(problemTags).values({ pid: await pidOf('LC2'), tid: tag.id });
    expect(await ids(`tagId=${tag.id}`)).toEqual([]);
    problemListChanged();
    expect(await ids(`tagId=${tag.id}`)).toEqual(['LC2']);
  });

  it('equivalent queries share an entry; the cache stays within its bounds', async () => {
    const cache = problemListCache(t.db);
    const [a, b] = (
      await t.db
        .insert(tags)
        .values([{ name: 'cache-a' }, { name: 'cache-b' }])
        .returning()
    ).map((r) => r.id);
    await list(`tagId=[${a},${b}]`);
    const entries = cache.size.entries;
    await list(`tagId=${b},${a}`);
    await list(`tagId=${b}&tagId=${a}&isFilter=Filter`);
    expect(cache.size.entries).toBe(entries);
    await list(`tagId=${b},${a}&isFilter=Include`);
    expect(cache.size.entries).toBe(entries + 1);
    for (let page = 1; page <= 40; page++) await list(`currentPage=${page}&limit=2`);
    expect(cache.size.entries).toBeLessThanOrEqual(MAX_ENTRIES);
    expect(cache.size.rows).toBeLessThanOrEqual(MAX_ROWS);
  });
});
