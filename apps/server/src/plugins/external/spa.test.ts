// The built web app as the server sends it: precompressed copies for browsers that take them, hashed assets
// cached for good, index.html (never cached) for client routes, and the API's 404 envelope for unknown calls; the
// app's files carry its Content-Security-Policy (no inline script, no eval).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../../cli/src/precompress.ts';
import { buildApp } from '../../app.ts';
import { CONTENT_SECURITY_POLICY } from './spa.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { seed } from '../../seed.ts';

const script = `console.log(${JSON.stringify('verdict '.repeat(400))});\n`;

describe('the web app', () => {
  let webDist = '';
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-spa-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(webDist, 'assets', 'app-3f2a.js'), script);
    fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg/>');
    expect(await precompress(webDist)).toBe(1);
    database = await openDatabase({ dataDir: 'memory' });
    await seed(database.db, { adminPassword: 'Root1234', demo: false, dataDir: webDist });
    app = await buildApp(database.db, {
      webDist,
      logLevel: 'silent',
      tokenTtlHours: 24,
      tokenRefreshHours: 12,
      dataDir: webDist,
      judgeSecret: 'secret',
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies of text files large enough to gain, and nothing for small ones', () => {
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(webDist, 'assets', 'app-3f2a.js.br'))).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(webDist, 'assets', 'app-3f2a.js.gz'))).toString()).toBe(script);
    expect(fs.existsSync(path.join(webDist, 'favicon.svg.br'))).toBe(false);
  });

  it('sends a hashed asset compressed as the browser asks (saying it varies so), cached for good without validators', async () => {
    const br = await app.inject({ url: '/assets/app-3f2a.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect([br.statusCode, br.headers['content-encoding'], br.headers['cache-control'], br.headers.vary]).toEqual([
      200,
      'br',
      'public, max-age=31536000, immutable',
      'accept-encoding',
    ]);
    expect([br.headers.etag, br.headers['last-modified']]).toEqual([undefined, undefined]);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await app.inject({ url: '/assets/app-3f2a.js', headers: { 'accept-encoding': 'gzip' } });
    expect([gz.headers['content-encoding'], zlib.gunzipSync(gz.rawPayload).toString()]).toEqual(['gzip', script]);
    const plain = await app.inject({ url: '/assets/app-3f2a.js' });
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, script]);
  });

  it('sends other files as they are, cached for an hour and revalidated', async () => {
    const icon = await app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'br' } });
    expect([icon.statusCode, icon.headers['content-encoding'], icon.headers['cache-control'], icon.body]).toEqual([
      200,
      undefined,
      'public, max-age=3600',
      '<svg/>',
    ]);
    expect(icon.headers.etag).toBeTruthy();
    const again = await app.inject({ url: '/favicon.svg', headers: { 'if-none-match': String(icon.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers client routes with index.html, never cached, and unknown calls with the API envelope', async () => {
    const page = await app.inject({ url: '/training/1/problem/1000/full-screen' });
    expect([page.statusCode, page.headers['cache-control'], page.body]).toEqual([200, 'no-cache', '<!doctype html><div id="root"></div>']);
    const call = await app.inject({ url: '/api/no-such-call' });
    expect([call.statusCode, call.json().status]).toEqual([404, 404]);
    // A chunk of another build is missing, not a client route.
    const gone = await app.inject({ url: '/assets/page-of-an-older-build-9c1d.js' });
    expect([gone.statusCode, gone.headers['content-type'], gone.json().status]).toEqual([404, 'application/json; charset=utf-8', 404]);
  });

  it('sends the app with a Content-Security-Policy that refuses inline script and eval (documents only)', async () => {
    const pages = await Promise.all(['/', '/problem/1000', '/index.html', '/favicon.svg'].map((url) => app.inject({ url })));
    expect(pages.map((page) => [page.statusCode, page.headers['content-security-policy']])).toEqual(
      pages.map(() => [200, CONTENT_SECURITY_POLICY]),
    );
    // A script ignores a policy sent with it: none on the first visit's many script responses.
    const script = await app.inject({ url: '/assets/app-3f2a.js' });
    expect([script.statusCode, script.headers['content-security-policy']]).toEqual([200, undefined]);
    const directives = new Map(
      CONTENT_SECURITY_POLICY.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect([...directives.keys()]).toEqual(expect.arrayContaining(['default-src', 'base-uri', 'frame-ancestors']));
    const call = await app.inject({ url: '/api/no-such-call' });
    expect(call.headers['content-security-policy']).toBeUndefined();
  });
});
