// Accounts API: login, admin login, validation, sessions (refresh, logout, expiry), failed-login slide check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PARITY_BACKENDS, createTestApp, ROOT_PASSWORD, type TestApp } from '../../test/helper.ts';
import { createUser } from '../../test/users.ts';
import { sessions, slideChallenges, users } from './tables.ts';

const json = (res: { body: string }) => JSON.parse(res.body);

describe.each(PARITY_BACKENDS)('accounts on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await createUser(t.db, 'alice', 1002, 'alice123');
    await createUser(t.db, 'padmin', 1008, 'padmin123');
    await createUser(t.db, 'banned', 1002, 'banned123', { status: 1 });
  });
  afterAll(() => t.close());

  const login = (payload: object, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1', url = '/api/login') =>
    t.request({ method: 'POST', url, payload, headers, remoteAddress });

  describe('POST /api/login', () => {
    it('answers the token in the Authorization header and the user info in data', async () => {
      const res = await login({ username: 'root', password: ROOT_PASSWORD });
      expect(res.statusCode).toBe(200);
      const body = json(res);
      expect(body).toMatchObject({ status: 200, data: { username: 'root', role: 1000, roleList: ['root'] } });
      expect(body.data).not.toHaveProperty('passwordHash');
      expect(res.headers.authorization).toMatch(/^[\w-]{40,}$/);
    });

    it('validates lengths with the spec messages in the caller language', async () => {
      const long = await login({ username: 'x'.repeat(21), password: 'abcdef1' }, { 'accept-language': 'en-US' });
      expect(long.statusCode).toBe(400);
      expect(json(long)).toEqual({ status: 400, msg: 'The username may be at most 20 characters', data: null });
      const short = await login({ username: 'alice', password: '12345' });
      expect(json(short).msg).toBe('密码长度应为 6 到 20 个字符');
      const missing = await login({ password: 'abcdef1' }, {}, '10.0.0.1');
      expect(json(missing).msg).toBe('用户名不能为空');
      const forced = await t.request({
        method: 'POST',
        url: '/api/login?l=en-US',
        payload: { username: 'alice', password: '' },
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(json(forced).msg).toBe('The password is required');
    });

    it('refuses a wrong password and a banned account', async () => {
      const wrong = await login({ username: 'alice', password: 'wrong123' }, { 'accept-language': 'en-US' }, '10.0.0.2');
      expect(wrong.statusCode).toBe(400);
      expect(json(wrong).msg).toBe('Incorrect username or password');
      expect(wrong.headers.authorization).toBeUndefined();
      const banned = await login({ username: 'banned', password: 'banned123' }, {}, '10.0.0.2');
      expect(banned.statusCode).toBe(403);
    });
  });

  describe('POST /api/admin/login', () => {
    it('accepts admin roles only, with the administrator message for others', async () => {
      const user = await login({ username: 'alice', password: 'alice123' }, { 'accept-language': 'en-US' }, '10.0.0.3', '/api/admin/login');
      expect(user.statusCode).toBe(403);
      expect(json(user).msg).toBe('Please login again with the administrator account');
      for (const [username, password] of [
        ['root', ROOT_PASSWORD],
        ['padmin', 'padmin123'],
      ]) {
        const res = await login({ username, password }, {}, '10.0.0.3', '/api/admin/login');
        expect(res.statusCode).toBe(200);
      }
    });
  });

  describe('sessions', () => {
    it('get-user-auth-info needs a token and returns the roles', async () => {
      const anonymous = await t.request({ method: 'GET', url: '/api/get-user-auth-info', headers: { 'accept-language': 'en-US' } });
      expect(anonymous.statusCode).toBe(401);
      expect(json(anonymous)).toEqual({ status: 401, msg: 'Please login first', data: null });
      const token = await t.login('alice', 'alice123');
      const res = await t.request({ method: 'GET', url: '/api/get-user-auth-info', token });
      expect(json(res).data.roles).toEqual(['user']);
      expect(json(res).data.permissions).toContain('submit');
      const bogus = await t.request({ method: 'GET', url: '/api/get-user-auth-info', token: 'not-a-token' });
      expect(bogus.statusCode).toBe(401);
    });

    it('logout revokes the token on the server', async () => {
      const token = await t.login('alice', 'alice123');
      const other = await t.login('alice', 'alice123');
      expect((await t.request({ method: 'GET', url: '/api/logout', token })).statusCode).toBe(200);
      expect((await t.request({ method: 'GET', url: '/api/get-user-auth-info', token })).statusCode).toBe(401);
      // Only that session ends; the user's other login stays.
      expect((await t.request({ method: 'GET', url: '/api/get-user-auth-info', token: other })).statusCode).toBe(200);
    });

    it('an expired token is refused', async () => {
      const token = await t.login('alice', 'alice123');
      const [alice] = await t.db.select().from(users).where(eq(users.username, 'alice'));
      await t.db
        .update(sessions)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(sessions.uid, alice.uid));
      expect((await t.request({ method: 'GET', url: '/api/get-user-auth-info', token })).statusCode).toBe(401);
    });

    it('a token past its refresh time is swapped: the answer carries the new token, the old one fades out', async () => {
      const token = await t.login('padmin', 'padmin123');
      const [padmin] = await t.db.select().from(users).where(eq(users.username, 'padmin'));
      await t.db
        .update(sessions)
        .set({ refreshAfter: sql`now() - interval '1 second'` })
        .where(eq(sessions.uid, padmin.uid));
      const res = await t.request({ method: 'GET', url: '/api/get-user-auth-info', token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['refresh-token']).toBe('true');
      const fresh = res.headers.authorization as string;
      expect(fresh).toBeTruthy();
      expect(fresh).not.toBe(token);
      // The new token works and is not refreshed again; the old one still works during its grace period.
      const again = await t.request({ method: 'GET', url: '/api/get-user-auth-info', token: fresh });
      expect(again.statusCode).toBe(200);
      expect(again.headers['refresh-token']).toBeUndefined();
      const old = await t.request({ method: 'GET', url: '/api/get-user-auth-info', token });
      expect(old.statusCode).toBe(200);
      expect(old.headers['refresh-token']).toBeUndefined();
    });
  });

  describe('failed logins and slide verification', () => {
    const ip = '10.9.9.9';
    it('from the fifth failure a passed slide challenge is needed; success resets the counter', async () => {
      await createUser(t.db, 'bob', 1002, 'bob12345');
      for (let i = 0; i < 4; i++) {
        const res = await login({ username: 'bob', password: 'nope1234' }, {}, ip);
        expect(json(res).data).toBeNull();
      }
      const fifth = await login({ username: 'bob', password: 'nope1234' }, {}, ip);
      expect(json(fifth).data).toEqual({ needSlideVerify: true });
      // Even the right password is refused without the challenge.
      const right = await login({ username: 'bob', password: 'bob12345' }, { 'accept-language': 'en-US' }, ip);
      expect(right.statusCode).toBe(400);
      expect(json(right)).toMatchObject({
        msg: 'Too many failed logins; please complete the slide verification',
        data: { needSlideVerify: true },
      });

      const challenge = json(await t.request({ method: 'GET', url: '/api/get-slide-captcha' })).data;
      expect(challenge).toMatchObject({ width: 325, height: 100 });
      expect(challenge.backgroundImage).toMatch(/^data:image\/png;base64,/);
      const [row] = await t.db.select().from(slideChallenges).where(eq(slideChallenges.id, challenge.captchaId));
      // A wrong answer spends the challenge.
      const wrong = await t.request({
        method: 'POST',
        url: '/api/check-slide-captcha',
        payload: { captchaId: challenge.captchaId, x: row.x + 10 },
      });
      expect(wrong.statusCode).toBe(400);
      const retry = await t.request({
        method: 'POST',
        url: '/api/check-slide-captcha',
        payload: { captchaId: challenge.captchaId, x: row.x },
      });
      expect(retry.statusCode).toBe(400);

      const second = json(await t.request({ method: 'GET', url: '/api/get-slide-captcha' })).data;
      const [row2] = await t.db.select().from(slideChallenges).where(eq(slideChallenges.id, second.captchaId));
      const passed = await t.request({
        method: 'POST',
        url: '/api/check-slide-captcha',
        payload: { captchaId: second.captchaId, x: row2.x + 3 },
      });
      expect(passed.statusCode).toBe(200);
      const { slideToken } = json(passed).data;
      const ok = await login({ username: 'bob', password: 'bob12345', slideToken }, {}, ip);
      expect(ok.statusCode).toBe(200);
      // Counters reset: the next failure does not ask for the slide again.
      const after = await login({ username: 'bob', password: 'nope1234' }, {}, ip);
      expect(json(after).data).toBeNull();
      // A slide token is single-use.
      const reused = await t.request({
        method: 'POST',
        url: '/api/check-slide-captcha',
        payload: { captchaId: second.captchaId, x: row2.x },
      });
      expect(reused.statusCode).toBe(400);
    });

    it('a passed slide check resets the counters of the address and the username: the next login needs no slide', async () => {
      const addr = '10.8.8.8';
      await createUser(t.db, 'judy', 1002, 'judy1234');
      for (let i = 0; i < 5; i++) await login({ username: 'judy', password: 'nope1234' }, {}, addr);
      expect(json(await login({ username: 'judy', password: 'judy1234' }, {}, addr)).data).toEqual({ needSlideVerify: true });
      const challenge = json(await t.request({ method: 'GET', url: '/api/get-slide-captcha', remoteAddress: addr })).data;
      const [row] = await t.db.select().from(slideChallenges).where(eq(slideChallenges.id, challenge.captchaId));
      const passed = await t.request({
        method: 'POST',
        url: '/api/check-slide-captcha',
        payload: { captchaId: challenge.captchaId, x: row.x - 2, username: 'judy' },
        remoteAddress: addr,
      });
      expect(passed.statusCode).toBe(200);
      // A wrong password now counts from zero again: no slide is asked for it, nor for the right one after it.
      expect(json(await login({ username: 'judy', password: 'nope1234' }, {}, addr)).data).toBeNull();
      expect((await login({ username: 'judy', password: 'judy1234' }, {}, addr)).statusCode).toBe(200);
    });

    it('counts failures per address too, across accounts', async () => {
      const addr = '10.7.7.7';
      for (let i = 0; i < 5; i++) await login({ username: `ghost${i}`, password: 'nope1234' }, {}, addr);
      const res = await login({ username: 'alice', password: 'alice123' }, {}, addr);
      expect(json(res).data).toEqual({ needSlideVerify: true });
    });

    it('rate limits login per address', async () => {
      const addr = '10.5.5.5';
      const codes: number[] = [];
      for (let i = 0; i < 32; i++)
        codes.push((await login({ username: 'x', password: '1' }, { 'accept-language': 'en-US' }, addr)).statusCode);
      expect(codes.slice(0, 30).every((c) => c === 400)).toBe(true);
      const limited = await login({ username: 'x', password: '1' }, { 'accept-language': 'en-US' }, addr);
      expect(limited.statusCode).toBe(429);
      expect(json(limited)).toEqual({ status: 429, msg: 'Speed too fast, may be machine operation', data: null });
    });
  });
});
