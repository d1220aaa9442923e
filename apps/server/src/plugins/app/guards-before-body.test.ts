// The judge secret and the role guards are checked before the body is read: a large post by someone who may not call
// is answered while the client is still sending, over a real socket, and on every route before parsing; a caller who
// may call gets 413 past the route's limit.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE_SECRET_HEADER } from '@verdict/shared';
import { BACKENDS, createTestApp, TEST_JUDGE_SECRET, type TestApp } from '../../test/helper.ts';
import { createUser } from '../../test/users.ts';

const MB = 1024 * 1024;

interface EarlyAnswer {
  status: number;
  body: { status: number; msg: string; data: unknown };
  /** Bytes of the body the client had sent when the answer came. */
  sent: number;
}

/**
 * Announces a JSON body of `announced` bytes, sends only its first MiB, and waits up to 5 s for the answer
 * (null when none came: the server is waiting for the rest of the body).
 */
function postPartly(base: string, path: string, announced: number, headers: Record<string, string> = {}): Promise<EarlyAnswer | null> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const request = http.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(announced), 'accept-language': 'en-US', ...headers },
    });
    let sent = 0;
    const timer = setTimeout(() => {
      request.destroy();
      resolve(null);
    }, 5000);
    request.on('response', (response) => {
      const answeredAt = sent;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()), sent: answeredAt });
      });
    });
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
    const head = Buffer.from(`{"blob":"${'z'.repeat(MB - 10)}`);
    request.write(head, () => {
      sent += head.length;
    });
  });
}

describe.each(BACKENDS)('guards before the body on %s', (backend) => {
  let t: TestApp;
  let base: string;
  let userToken: string;
  let rootToken: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await createUser(t.db, 'plain', 1002, 'plain1234');
    userToken = await t.login('plain', 'plain1234');
    rootToken = await t.login();
  });
  afterAll(() => t.close());

  it('answers an anonymous 60 MB post to a worker route with 403 before the body is read', async () => {
    for (const headers of [{}, { [JUDGE_SECRET_HEADER]: 'wrong-secret' }] as Record<string, string>[]) {
      const answer = await postPartly(base, '/api/judge/result', 60 * MB, headers);
      expect(answer, 'answered while the client still sends').not.toBeNull();
      expect(answer!.status).toBe(403);
      expect(answer!.body).toEqual({ status: 403, msg: 'You do not have permission to do this', data: null });
      expect(answer!.sent).toBeLessThanOrEqual(MB);
    }
  });

  it('answers a 60 MB post to an admin route with 401 anonymously and 403 for a plain user, before the body is read', async () => {
    const anonymous = await postPartly(base, '/api/admin/problem', 60 * MB);
    expect(anonymous, 'answered while the client still sends').not.toBeNull();
    expect(anonymous!.body).toEqual({ status: 401, msg: 'Please login first', data: null });
    const plain = await postPartly(base, '/api/admin/problem', 60 * MB, { authorization: userToken });
    expect(plain, 'answered while the client still sends').not.toBeNull();
    expect(plain!.body).toEqual({ status: 403, msg: 'Please login again with the administrator account', data: null });
    expect(Math.max(anonymous!.sent, plain!.sent)).toBeLessThanOrEqual(MB);
  });

  /** Logged-in callers whose right depends on the call (admin, or the admin of the group named in it). */
  const DECIDED_BY_THE_CALL = [
    'POST /api/admin/problem/compile-spj (user: 415)', // the group is in the body (limit 8 MiB)
    'POST /api/file/upload-testcase-zip (user: 415)', // the multipart stream is read only after the check
  ];

  it('on every route, a guard that refuses a caller does so before the body is parsed', async () => {
    // A body no parser takes answers 415 once parsing is tried: a route whose guard refuses a caller without a body
    // must refuse the same caller with that body too, or its guard runs after the body was read.
    const late: string[] = [];
    for (const route of t.app.apiRoutes.filter((r) => r.method !== 'GET')) {
      const url = route.url.replace(/:\w+/g, 'x');
      for (const token of [undefined, userToken]) {
        const method = route.method as 'POST';
        const bare = await t.request({ method, url, token, remoteAddress: '10.4.0.1' });
        if (bare.statusCode !== 401 && bare.statusCode !== 403) continue;
        const unparsable = await t.request({
          method,
          url,
          token,
          remoteAddress: '10.4.0.2',
          payload: 'x',
          headers: { 'content-type': 'application/x-unparsable' },
        });
        if (unparsable.statusCode !== bare.statusCode)
          late.push(`${route.method} ${route.url} (${token ? 'user' : 'anonymous'}: ${unparsable.statusCode})`);
      }
    }
    expect(late).toEqual(DECIDED_BY_THE_CALL);
  });

  it('answers 413 in the envelope when an allowed caller sends more than the route takes', async () => {
    const worker = await postPartly(base, '/api/judge/result', 65 * MB, { [JUDGE_SECRET_HEADER]: TEST_JUDGE_SECRET });
    expect(worker!.body).toEqual({ status: 413, msg: 'The request body is too large', data: null });
    const admin = await t.request({
      method: 'POST',
      url: '/api/admin/contest',
      token: rootToken,
      headers: { 'accept-language': 'en-US' },
      payload: { contest: { title: 'x'.repeat(2 * MB) } },
    });
    expect(admin.statusCode).toBe(413);
    expect(JSON.parse(admin.body)).toEqual({ status: 413, msg: 'The request body is too large', data: null });
  });
});
