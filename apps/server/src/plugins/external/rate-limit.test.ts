// Which client address the rate limits count: the connection's, unless TRUST_PROXY says to believe the proxy's
// X-Forwarded-For. GET /api/captcha allows 30 calls a minute per address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../config.ts';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';

const CAPTCHA_PER_MINUTE = 30;

/** The statuses of one more call than the limit allows, each from `proxy` forwarding for `forwardedFor(i)`. */
async function captchaBurst(t: TestApp, proxy: string, forwardedFor: (i: number) => string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i <= CAPTCHA_PER_MINUTE; i++) {
    const res = await t.request({
      method: 'GET',
      url: '/api/captcha',
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': forwardedFor(i) },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

const allowed = (statuses: number[]) => statuses.filter((s) => s === 200).length;

describe('TRUST_PROXY', () => {
  it('is off unless set; true trusts every proxy; anything else is a list of proxy addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });
});

describe.each(BACKENDS)('the client address of the rate limits on %s', (backend) => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    [direct, proxied] = await Promise.all([createTestApp(backend), createTestApp(backend, { trustProxy: ['10.9.0.1'] })]);
  });
  afterAll(() => Promise.all([direct.close(), proxied.close()]));

  it('off: X-Forwarded-For is ignored, so a client cannot dodge the limit by forging it', async () => {
    const statuses = await captchaBurst(direct, '10.8.0.1', (i) => `203.0.113.${i}`);
    expect(allowed(statuses)).toBe(CAPTCHA_PER_MINUTE);
    expect(statuses.at(-1)).toBe(429);
  });

  it('on: clients behind the trusted proxy are counted apart, each by its own address', async () => {
    expect(allowed(await captchaBurst(proxied, '10.9.0.1', (i) => `198.51.100.${i}`))).toBe(CAPTCHA_PER_MINUTE + 1);
    const one = await captchaBurst(proxied, '10.9.0.1', () => '192.0.2.7');
    expect(allowed(one)).toBe(CAPTCHA_PER_MINUTE);
    expect(one.at(-1)).toBe(429);
  });

  it('on: X-Forwarded-For from an address that is not the trusted proxy is ignored', async () => {
    const statuses = await captchaBurst(proxied, '10.10.0.1', (i) => `203.0.113.${i}`);
    expect(allowed(statuses)).toBe(CAPTCHA_PER_MINUTE);
    expect(statuses.at(-1)).toBe(429);
  });
});
