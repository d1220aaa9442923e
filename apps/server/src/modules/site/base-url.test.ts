// The site address settled at start: SITE_URL wins, a stored one stays, else the server's own address unless it
// listens on every interface; a malformed SITE_URL stops the start.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { settleBaseUrl } from './base-url.ts';
import { getWebsiteConfig, updateWebsiteConfig } from './config.ts';

describe.each(BACKENDS)('the site address on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());
  beforeEach(() => updateWebsiteConfig(t.db, { baseUrl: '' }));

  const stored = async () => (await getWebsiteConfig(t.db)).baseUrl;

  it('stores the server’s own address when none is set, and keeps a stored one afterwards', async () => {
    expect(await settleBaseUrl(t.db, { configured: undefined, listening: new URL('http://127.0.0.1:8080') })).toBe('http://127.0.0.1:8080');
    expect(await settleBaseUrl(t.db, { configured: undefined, listening: new URL('http://127.0.0.1:9999') })).toBe('http://127.0.0.1:8080');
    expect(await stored()).toBe('http://127.0.0.1:8080');
  });

  it('SITE_URL replaces the stored address, without its trailing slash', async () => {
    await updateWebsiteConfig(t.db, { baseUrl: 'http://127.0.0.1:8080' });
    expect(await settleBaseUrl(t.db, { configured: 'https://oj.example.org/judge/', listening: new URL('http://127.0.0.1:8080') })).toBe(
      'https://oj.example.org/judge',
    );
    expect(await stored()).toBe('https://oj.example.org/judge');
  });

  it('stores nothing for a server listening on every interface', async () => {
    expect(await settleBaseUrl(t.db, { configured: undefined, listening: new URL('http://0.0.0.0:8080') })).toBe('');
    expect(await settleBaseUrl(t.db, { configured: undefined, listening: new URL('http://[::]:8080') })).toBe('');
    expect(await stored()).toBe('');
  });

  it('refuses a SITE_URL that is not an http(s) address', async () => {
    for (const bad of ['oj.example.org', 'javascript:alert(1)', 'ftp://oj.example.org']) {
      await expect(settleBaseUrl(t.db, { configured: bad, listening: new URL('http://127.0.0.1:8080') })).rejects.toThrow(
        'SITE_URL must be an http(s) address',
      );
    }
    expect(await stored()).toBe('');
  });
});
