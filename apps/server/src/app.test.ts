// Whole-app checks: every registered /api route answers bad input in the envelope, never with a 5xx, and refuses
// a NUL character anywhere with 400; docs; 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE_SECRET_HEADER } from '@verdict/shared';
import { BACKENDS, createTestApp, TEST_JUDGE_SECRET, type TestApp } from './test/helper.ts';

const HOSTILE_BODIES: { name: string; payload: string; contentType: string }[] = [
  { name: 'malformed JSON', payload: '{"username": "root", ', contentType: 'application/json' },
  { name: 'JSON of the wrong type', payload: '[1, 2, 3]', contentType: 'application/json' },
  {
    name: 'wrong field types',
    payload: JSON.stringify({ username: 12, password: { a: 1 }, captchaId: [], x: 'left', currentPage: {}, aid: null }),
    contentType: 'application/json',
  },
  {
    name: 'over-long strings',
    payload: JSON.stringify({ username: 'u'.repeat(100_000), password: 'p'.repeat(100_000), captchaId: 'c'.repeat(100_000), x: 1e308 }),
    contentType: 'application/json',
  },
  { name: 'a huge body', payload: JSON.stringify({ blob: 'z'.repeat(3 * 1024 * 1024) }), contentType: 'application/json' },
  { name: 'an unknown content type', payload: '<xml/>', contentType: 'application/xml' },
  { name: 'JSON null', payload: 'null', contentType: 'application/json' },
];

const HOSTILE_QUERIES = [
  '?currentPage=-1&limit=999999999',
  '?aid=1e400&forceRefresh=maybe',
  `?keyword=${'k'.repeat(20_000)}`,
  '?aid[]=1&aid[]=2',
  '?l=xx-YY',
];

function expectEnvelope(res: { statusCode: number; body: string }, label: string) {
  expect(res.statusCode, label).toBeLessThan(500);
  const body = JSON.parse(res.body);
  expect(Object.keys(body).sort(), label).toEqual(['data', 'msg', 'status']);
  expect(body.status, label).toBe(res.statusCode);
  expect(typeof body.msg, label).toBe('string');
  expect(body.msg, label).not.toMatch(/at .+\.ts:\d+|Error:|stack/i);
}

describe.each(BACKENDS)('the whole API on %s', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    token = await t.login();
  });
  afterAll(() => t.close());

  it('registers the routes of the foundation', () => {
    const urls = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      'POST /api/login',
      'POST /api/admin/login',
      'GET /api/logout',
      'GET /api/get-user-auth-info',
      'GET /api/get-website-config',
      'GET /api/get-recent-contest',
      'GET /api/get-recent-updated-problem',
      'GET /api/get-recent-seven-ac-rank',
      'GET /api/get-common-announcement',
      'GET /api/get-announcement-detail',
      'GET /api/home-carousel',
      'GET /api/get-last-week-submission-statistics',
      'GET /api/msg/unread',
    ]) {
      expect(urls).toContain(expected);
    }
  });

  it('answers hostile bodies and queries on every route in the envelope, never with a 5xx', async () => {
    for (const route of t.app.apiRoutes) {
      for (const auth of [undefined, token]) {
        for (const body of HOSTILE_BODIES) {
          const res = await t.request({
            method: route.method as 'POST',
            url: route.url,
            payload: body.payload,
            headers: { 'content-type': body.contentType },
            token: auth,
            remoteAddress: `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
          });
          expectEnvelope(res, `${route.method} ${route.url} with ${body.name}`);
        }
        for (const query of HOSTILE_QUERIES) {
          const res = await t.request({ method: route.method as 'GET', url: route.url + query, token: auth, remoteAddress: '10.2.0.1' });
          expectEnvelope(res, `${route.method} ${route.url}${query}`);
        }
      }
    }
  });

  it('refuses a NUL character in the query, the path parameters or a JSON body of every route with 400, translated', async () => {
    // Root and a worker's secret pass every guard, so each call reaches the NUL check (the test above logged out).
    const root = await t.login();
    const headers = { [JUDGE_SECRET_HEADER]: TEST_JUDGE_SECRET, 'accept-language': 'en-US' };
    const refusal = { status: 400, msg: 'The request holds a NUL character (\\u0000) and was refused', data: null };
    const withParams = (url: string, value: string) => url.replace(/:\w+/g, value);
    for (const route of t.app.apiRoutes) {
      const method = route.method as 'GET' | 'POST';
      const calls: { where: string; url: string; payload?: object }[] = [
        { where: 'query value', url: `${withParams(route.url, 'x')}?keyword=a%00b&currentPage=1` },
        { where: 'query key', url: `${withParams(route.url, 'x')}?a%00b=1` },
      ];
      if (route.url.includes(':')) calls.push({ where: 'path parameter', url: withParams(route.url, 'a%00b') });
      if (method !== 'GET') {
        calls.push({
          where: 'body string',
          url: withParams(route.url, 'x'),
          payload: { username: 'a\u0000b', email: 'a@b.c', list: [{ deep: ['ok', 'x\u0000'] }] },
        });
        calls.push({ where: 'body key', url: withParams(route.url, 'x'), payload: { ['k\u0000']: 1 } });
      }
      for (const call of calls) {
        const res = await t.request({
          method,
          url: call.url,
          payload: call.payload,
          token: root,
          headers,
          remoteAddress: `10.3.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        });
        const label = `${route.method} ${route.url} with NUL in the ${call.where}`;
        expectEnvelope(res, label);
        expect(JSON.parse(res.body), label).toEqual(refusal);
      }
    }
  });

  it('answers an unknown API route with 404 in the envelope, translated', async () => {
    const res = await t.request({ method: 'GET', url: '/api/no-such-call', headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ status: 404, msg: 'No API route /api/no-such-call', data: null });
    const zh = await t.request({ method: 'POST', url: '/api/no-such-call' });
    expect(JSON.parse(zh.body).msg).toBe('接口 /api/no-such-call 不存在');
  });

  it('serves an OpenAPI document generated from the schemas at /api/docs', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = JSON.parse(res.body);
    expect(doc.openapi).toMatch(/^3\./);
    const login = doc.paths['/api/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties.username.maxLength).toBe(20);
    expect(doc.paths['/api/get-common-announcement'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['currentPage', 'limit']),
    );
    const ui = await t.request({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
