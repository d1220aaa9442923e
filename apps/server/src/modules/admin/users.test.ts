// Back-office users (root only): the list and its search, the edit (a role change's notice, a new password ending
// the sessions, a ban, the super admin's own account), deletion, the batch import and the generation with its xlsx.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { createUser } from '../../test/users.ts';

describe.each(BACKENDS)('admin users on %s', (backend) => {
  let t: TestApp;
  let root: string;
  let admin: string;
  let rootUid: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await createUser(t.db, 'ua_admin', 1001, 'admin1234');
    await createUser(t.db, 'ua_alice', 1002, 'alice123', { realname: 'Alice Wonder', email: 'alice@ua.test', nickname: 'ally' });
    await createUser(t.db, 'ua_bob', 1002, 'bob12345', { email: 'bob@ua.test' });
    root = await t.login();
    admin = await t.login('ua_admin', 'admin1234');
    rootUid = (await list({ keyword: 'root' })).records.find((u: { username: string }) => u.username === 'root').uid;
  });
  afterAll(() => t.close());

  const en = { 'accept-language': 'en-US' };
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, token = root) =>
    t.request({ method, url, payload, token, headers: en });
  const body = (res: { body: string }) => JSON.parse(res.body);
  async function list(query: Record<string, string | number | boolean> = {}) {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    const res = await call('GET', `/api/admin/user/get-user-list?${qs}`);
    expect(res.statusCode).toBe(200);
    return body(res).data;
  }
  const uidOf = async (username: string): Promise<string> =>
    (await list({ keyword: username })).records.find((u: { username: string }) => u.username === username).uid;

  it('refuses visitors (401) and admin roles (403) on every call', async () => {
    const calls: [method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object][] = [
      ['GET', '/api/admin/user/get-user-list'],
      ['PUT', '/api/admin/user/edit-user', { uid: rootUid, username: 'root' }],
      ['DELETE', '/api/admin/user/delete-user', { ids: [rootUid] }],
      ['POST', '/api/admin/user/insert-batch-user', { users: [['x1', 'pass123']] }],
      ['POST', '/api/admin/user/generate-user', { prefix: 'x' }],
      ['GET', '/api/file/generate-user-excel?key=00000000-0000-0000-0000-000000000000'],
    ];
    for (const [method, url, payload] of calls) {
      const visitor = await t.request({ method, url, payload, headers: en });
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      const refused = await call(method, url, payload, admin);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(body(refused).msg).toBe('Please login again with the administrator account');
    }
  });

  it('lists ten a page, searches username, realname, e-mail and nickname, and keeps only admins when asked', async () => {
    const all = await list();
    expect(all.records.length).toBeLessThanOrEqual(10);
    expect(all.total).toBeGreaterThanOrEqual(4);
    const alice = all.records.find((u: { username: string }) => u.username === 'ua_alice');
    expect(alice).toMatchObject({
      realname: 'Alice Wonder',
      email: 'alice@ua.test',
      nickname: 'ally',
      roleId: 1002,
      role: 'user',
      status: 0,
    });
    expect(typeof alice.gmtCreate).toBe('string');
    for (const keyword of ['ua_ali', 'wonder', 'alice@ua', 'ALLY']) {
      expect((await list({ keyword })).records.map((u: { username: string }) => u.username)).toEqual(['ua_alice']);
    }
    const admins = await list({ onlyAdmin: true, limit: 50 });
    expect(admins.records.map((u: { username: string }) => u.username).sort()).toEqual(['root', 'ua_admin']);
    expect((await list({ limit: 2, currentPage: 2 })).records).toHaveLength(2);
  });

  it('changes a role: the user finds a translated system notice and gets the new rights at once', async () => {
    const uid = await uidOf('ua_alice');
    const alice = await t.login('ua_alice', 'alice123');
    expect((await call('GET', '/api/admin/problem/get-problem-list', undefined, alice)).statusCode).toBe(403);
    const res = await call('PUT', '/api/admin/user/edit-user', {
      uid,
      username: 'ua_alice',
      realname: 'Alice W.',
      email: 'alice@ua.test',
      type: 1001,
      status: 0,
      titleName: 'Setter',
      titleColor: '#ff5500',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).msg).toBe('Update Successfully');
    expect((await list({ keyword: 'ua_alice' })).records[0]).toMatchObject({
      roleId: 1001,
      role: 'admin',
      realname: 'Alice W.',
      titleName: 'Setter',
      titleColor: '#ff5500',
    });
    // The same token now passes the admin guard: roles are read on every request.
    expect((await call('GET', '/api/admin/problem/get-problem-list', undefined, alice)).statusCode).toBe(200);
    const en = body(await call('GET', '/api/msg/sys', undefined, alice)).data.records;
    expect(en[0]).toMatchObject({ title: 'Your role has changed' });
    expect(en[0].content).toBe('An administrator changed your role to "Admin"; your new rights apply at once.');
    const zh = body(await t.request({ method: 'GET', url: '/api/msg/sys', token: alice, headers: { 'accept-language': 'zh-CN' } })).data
      .records;
    expect(zh[0].title).toBe('你的角色已变更');
    // Saving without a role change sends nothing more; `role` and `roleId` name the role as well.
    await call('PUT', '/api/admin/user/edit-user', { uid, username: 'ua_alice', roleId: 1001 });
    await call('PUT', '/api/admin/user/edit-user', { uid, username: 'ua_alice', role: 'admin' });
    expect(body(await call('GET', '/api/msg/sys', undefined, alice)).data.total).toBe(1);
    expect(body(await call('PUT', '/api/admin/user/edit-user', { uid, username: 'ua_alice', role: 'nobody' })).msg).toBe(
      'There is no such role',
    );
  });

  it('checks the fields: unique username and e-mail, lengths, the password only with setNewPwd', async () => {
    const uid = await uidOf('ua_bob');
    const edit = (fields: object) => call('PUT', '/api/admin/user/edit-user', { uid, username: 'ua_bob', ...fields });
    expect(body(await edit({ username: 'UA_ALICE' })).msg).toBe('The username already exists');
    expect(body(await edit({ email: 'ALICE@ua.test' })).msg).toBe('The e-mail already exists');
    expect(body(await edit({ email: 'not-mail' })).msg).toBe('The e-mail format is incorrect');
    expect(body(await edit({ username: 'x'.repeat(21) })).msg).toBe('The username may be at most 20 characters');
    expect(body(await edit({ realname: 'r'.repeat(51) })).msg).toContain('at most 50');
    expect(body(await edit({ titleName: 't'.repeat(21) })).msg).toContain('at most 20');
    expect(body(await edit({ titleColor: 'red;background:url(x)' })).msg).toBe('Invalid title colour');
    expect(body(await edit({ setNewPwd: true, password: '123' })).msg).toBe('The password must be 6 to 20 characters');
    expect(body(await edit({ status: 3 })).msg).toContain('normal (0) or disabled (1)');
    // A password without setNewPwd is ignored: the old one still works.
    expect((await edit({ password: 'ignored1' })).statusCode).toBe(200);
    await t.login('ua_bob', 'bob12345');
    expect(
      (await call('PUT', '/api/admin/user/edit-user', { uid: '00000000-0000-4000-8000-000000000000', username: 'zz' })).statusCode,
    ).toBe(404);
  });

  it('a new password ends every session of the user; a ban does too', async () => {
    const uid = await uidOf('ua_bob');
    const old = await t.login('ua_bob', 'bob12345');
    const res = await call('PUT', '/api/admin/user/edit-user', { uid, username: 'ua_bob', setNewPwd: true, password: 'newpass1' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', '/api/get-user-auth-info', undefined, old)).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'POST', url: '/api/login', payload: { username: 'ua_bob', password: 'bob12345' } })).statusCode,
    ).not.toBe(200);
    const fresh = await t.login('ua_bob', 'newpass1');
    await call('PUT', '/api/admin/user/edit-user', { uid, username: 'ua_bob', status: 1 });
    expect((await call('GET', '/api/get-user-auth-info', undefined, fresh)).statusCode).toBe(401);
    expect((await list({ keyword: 'ua_bob' })).records[0].status).toBe(1);
    // Back to normal: the sessions stay ended, a new login works.
    await call('PUT', '/api/admin/user/edit-user', { uid, username: 'ua_bob', status: 0 });
    expect((await call('GET', '/api/get-user-auth-info', undefined, fresh)).statusCode).toBe(401);
    await t.login('ua_bob', 'newpass1');
  });

  it('does not let the super admin demote or disable themself', async () => {
    const demote = await call('PUT', '/api/admin/user/edit-user', { uid: rootUid, username: 'root', type: 1001 });
    expect(body(demote)).toMatchObject({ status: 400, msg: 'You cannot lower your own role or disable yourself' });
    const ban = await call('PUT', '/api/admin/user/edit-user', { uid: rootUid, username: 'root', status: 1 });
    expect(body(ban).status).toBe(400);
    expect(
      (await call('PUT', '/api/admin/user/edit-user', { uid: rootUid, username: 'root', type: 1000, titleName: 'Boss' })).statusCode,
    ).toBe(200);
  });

  it('deletes users in one transaction, never the caller nor a root account', async () => {
    const doomed = [await createUser(t.db, 'ua_del1'), await createUser(t.db, 'ua_del2'), await createUser(t.db, 'ua_del3')];
    const otherRoot = await createUser(t.db, 'ua_root2', 1000);
    const token = await t.login('ua_del1', 'Passw0rd');
    const del = (payload: object | undefined, query = '') => call('DELETE', `/api/admin/user/delete-user${query}`, payload);
    expect(body(await del({ ids: [doomed[0].uid, rootUid] })).msg).toBe('You cannot delete yourself');
    expect(body(await del({ ids: [doomed[0].uid, otherRoot.uid] })).msg).toBe('Super administrators cannot be deleted');
    expect(body(await del({ ids: [] })).msg).toBe('Choose the users to delete');
    expect((await list({ keyword: 'ua_del' })).total).toBe(3);
    const res = await del({ ids: [doomed[0].uid, doomed[1].uid] });
    expect(body(res)).toMatchObject({ status: 200, data: { deleted: 2 } });
    expect((await call('GET', '/api/get-user-auth-info', undefined, token)).statusCode).toBe(401);
    // The query form: ?ids=a,b
    const byQuery = await del(undefined, `?ids=${doomed[2].uid}`);
    expect(body(byQuery).data, byQuery.body).toEqual({ deleted: 1 });
    expect((await list({ keyword: 'ua_del' })).total).toBe(0);
  });

  it('imports 30 rows: 2 bad rows and an in-batch duplicate are reported by username, the rest written', async () => {
    const rows: string[][] = Array.from({ length: 30 }, (_, i) => [
      `imp${i}`,
      `pass${i}00`,
      `imp${i}@ua.test`,
      `Real ${i}`,
      i % 2 ? 'female' : '0',
      `nick${i}`,
      'Verdict U',
    ]);
    rows[4] = ['imp4', '123']; // password too short
    rows[9] = ['imp9', 'pass9999', 'not-an-email'];
    rows.push(['IMP0', 'again123']); // repeats imp0 in this batch
    rows.push(['ua_alice', 'alice999']); // taken before
    rows.push(['imp_mail', 'pass1234', 'bob@ua.test']); // e-mail taken
    const res = await call('POST', '/api/admin/user/insert-batch-user', { users: rows });
    expect(res.statusCode, res.body).toBe(200);
    const { data, msg } = body(res);
    expect(data.inserted).toBe(28);
    expect(msg).toBe('Import done: 28 added, 5 failed');
    expect(data.failures).toEqual([
      { row: 5, username: 'imp4', reason: 'The password must be 6 to 20 characters' },
      { row: 10, username: 'imp9', reason: 'The e-mail format is incorrect' },
      { row: 31, username: 'IMP0', reason: 'Repeats a user earlier in this batch' },
      { row: 32, username: 'ua_alice', reason: 'The username already exists' },
      { row: 33, username: 'imp_mail', reason: 'The e-mail already exists' },
    ]);
    const imp1 = (await list({ keyword: 'imp1@' })).records[0];
    expect(imp1).toMatchObject({ username: 'imp1', realname: 'Real 1', nickname: 'nick1', school: 'Verdict U', roleId: 1002 });
    await t.login('imp7', 'pass700');
    // Gender: 0 → male, female → female.
    const profile = body(await t.request({ method: 'GET', url: '/api/get-user-home-info?username=imp2' })).data;
    expect(profile.gender).toBe('male');
    expect(body(await t.request({ method: 'GET', url: '/api/get-user-home-info?username=imp3' })).data.gender).toBe('female');
    // The same file again: every row is now a duplicate.
    const again = body(await call('POST', '/api/admin/user/insert-batch-user', { users: rows.slice(0, 3) })).data;
    expect(again.inserted).toBe(0);
    expect(again.failures.map((f: { username: string }) => f.username)).toEqual(['imp0', 'imp1', 'imp2']);
  });

  it('refuses an empty import and more than 1000 rows with a clear 400', async () => {
    expect(body(await call('POST', '/api/admin/user/insert-batch-user', { users: [] })).msg).toBe('There are no users to import');
    const many = Array.from({ length: 1001 }, (_, i) => [`m${i}`, 'pass1234']);
    const res = await call('POST', '/api/admin/user/insert-batch-user', { users: many });
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toBe('At most 1000 users per import; please split the file');
  });

  it('generates accounts, reports a taken username, and hands the xlsx out once', async () => {
    await createUser(t.db, 'team5x');
    const res = await call('POST', '/api/admin/user/generate-user', {
      prefix: 'team',
      suffix: 'x',
      number_from: 1,
      number_to: 20,
      password_length: 8,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = body(res);
    expect(data.created).toBe(19);
    expect(data.failures).toEqual([{ row: 5, username: 'team5x', reason: 'The username already exists' }]);
    expect(new Date(data.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);

    const download = await call('GET', `/api/file/generate-user-excel?key=${data.key}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('spreadsheetml');
    expect(download.headers['content-disposition']).toMatch(/filename="generated-users-[0-9a-f]{8}\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const rows = sheet.getSheetValues().slice(2) as unknown as [undefined, string, string][];
    expect(sheet.getRow(1).values).toEqual([undefined, 'username', 'password']);
    expect(rows).toHaveLength(19);
    expect(rows[0][1]).toBe('team1x');
    for (const [, username, password] of [rows[0], rows[18]]) {
      expect(password).toMatch(/^[A-Za-z0-9]{8}$/);
      await t.login(username, password);
    }
    // Once only.
    const twice = await call('GET', `/api/file/generate-user-excel?key=${data.key}`);
    expect(twice.statusCode).toBe(404);
    expect(body(twice).msg).toContain('has expired or was taken');
  });

  it('takes the camelCase names and defaults (1 to 10, 6 characters) and checks the range', async () => {
    const made = body(await call('POST', '/api/admin/user/generate-user', { prefix: 'cc' })).data;
    expect(made.created).toBe(10);
    const camel = body(
      await call('POST', '/api/admin/user/generate-user', { prefix: 'cm', numberFrom: 3, numberTo: 4, passwordLength: 12 }),
    ).data;
    expect(camel.created).toBe(2);
    const bad = async (payload: object) => body(await call('POST', '/api/admin/user/generate-user', payload)).msg;
    expect(await bad({ prefix: 'a', number_from: 5, number_to: 4 })).toBe('Invalid number range');
    expect(await bad({ prefix: 'a', number_from: 1, number_to: 1001 })).toBe('At most 1000 accounts per generation');
    expect(await bad({ prefix: 'a'.repeat(18), number_to: 100 })).toContain('at most 20 characters');
    expect(await bad({ prefix: 'a', password_length: 5 })).toBe('The password length must be 6 to 20');
    // An expired key answers like a used one.
    const { generatedAccounts } = await import('./tables.ts');
    const { eq, sql } = await import('drizzle-orm');
    await t.db
      .update(generatedAccounts)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(generatedAccounts.key, made.key));
    expect((await call('GET', `/api/file/generate-user-excel?key=${made.key}`)).statusCode).toBe(404);
  });
});
