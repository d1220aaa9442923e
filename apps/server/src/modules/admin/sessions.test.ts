// Back-office sessions: the super admin lists a user's sessions and ends one or all; others are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { createUser } from '../../test/users.ts';

describe.each(BACKENDS)('admin sessions on %s', (backend) => {
  let t: TestApp;
  let erin: { uid: string };
  beforeAll(async () => {
    t = await createTestApp(backend);
    erin = await createUser(t.db, 'erin', 1002, 'erin1234');
    await createUser(t.db, 'frank', 1001, 'frank123');
  });
  afterAll(() => t.close());

  const body = (res: { body: string }) => JSON.parse(res.body);

  it('is for the super admin only', async () => {
    const url = `/api/admin/user/sessions?uid=${erin.uid}`;
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    const admin = await t.login('frank', 'frank123');
    const refused = await t.request({ method: 'GET', url, token: admin, headers: { 'accept-language': 'en-US' } });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).msg).toBe('Please login again with the administrator account');
  });

  it('lists live sessions and ends one, then all', async () => {
    const root = await t.login();
    const first = await t.login('erin', 'erin1234');
    const second = await t.login('erin', 'erin1234');
    const list = body(await t.request({ method: 'GET', url: `/api/admin/user/sessions?uid=${erin.uid}`, token: root })).data;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ ip: '127.0.0.1' });
    const newest = list[0].id;
    expect((await t.request({ method: 'DELETE', url: `/api/admin/user/session?id=${newest}`, token: root })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/admin/user/session?id=${newest}`, token: root })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/get-user-auth-info', token: second })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/get-user-auth-info', token: first })).statusCode).toBe(200);
    const all = await t.request({ method: 'DELETE', url: `/api/admin/user/sessions?uid=${erin.uid}`, token: root });
    expect(body(all).data).toEqual({ ended: 1 });
    expect((await t.request({ method: 'GET', url: '/api/get-user-auth-info', token: first })).statusCode).toBe(401);
  });

  it('refuses a malformed id with 400', async () => {
    const root = await t.login();
    expect((await t.request({ method: 'GET', url: '/api/admin/user/sessions?uid=abc', token: root })).statusCode).toBe(400);
  });
});
