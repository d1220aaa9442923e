// Captcha and password reset against a real SMTP server: single-use and expiring captchas, the mailed link,
// reset through it, the 90 s resend wait and the spec's messages for unknown e-mail or username.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { createUser } from '../../test/users.ts';
import { updateWebsiteConfig } from '../site/config.ts';
import { captchas, emailCodes } from './tables.ts';
import { startMailbox, useMailbox, type Mailbox } from './test-mailbox.ts';

const json = (res: { body: string }) => JSON.parse(res.body);
const EN = { 'accept-language': 'en-US' };

describe.each(BACKENDS)('captcha and password reset on %s', (backend) => {
  let t: TestApp;
  let mailbox: Mailbox;
  let ipCounter = 0;
  const freshIp = () => `10.30.0.${++ipCounter}`;

  beforeAll(async () => {
    t = await createTestApp(backend);
    mailbox = await startMailbox();
    await useMailbox(t, mailbox, await t.login());
    await createUser(t.db, 'carol', 1002, 'carol123', { email: 'carol@example.com' });
    await createUser(t.db, 'dave', 1002, 'dave1234', { email: 'dave@example.com' });
    await updateWebsiteConfig(t.db, { baseUrl: 'https://oj.example.org/' });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  /** A fresh captcha and its answer, read from the table as the person would read the image. */
  async function captcha() {
    const res = await t.request({ method: 'GET', url: '/api/captcha', remoteAddress: freshIp() });
    const { img, captchaKey } = json(res).data;
    const [row] = await t.db.select().from(captchas).where(eq(captchas.key, captchaKey));
    return { img, captchaKey, answer: row.answer };
  }
  const apply = (payload: object, ip = freshIp()) =>
    t.request({ method: 'POST', url: '/api/apply-reset-password', payload, headers: EN, remoteAddress: ip });
  const reset = (payload: object) => t.request({ method: 'POST', url: '/api/reset-password', payload, headers: EN });

  it('GET captcha answers an SVG image and a key; an answer spends it, right or wrong', async () => {
    const first = await captcha();
    expect(first.img).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(first.img.split(',')[1], 'base64').toString()).toContain('<svg');
    expect(first.answer).toMatch(/^[a-z0-9]{4}$/i);

    const wrong = await apply({ email: 'carol@example.com', captcha: 'zzzzz', captchaKey: first.captchaKey });
    expect(json(wrong)).toMatchObject({ status: 400, msg: 'The captcha is incorrect; please try again' });
    const spent = await apply({ email: 'carol@example.com', captcha: first.answer, captchaKey: first.captchaKey });
    expect(json(spent)).toMatchObject({ status: 400, msg: 'The captcha has expired; please reload it' });

    const second = await captcha();
    const ok = await apply({ email: 'dave@example.com', captcha: second.answer.toUpperCase(), captchaKey: second.captchaKey });
    expect(json(ok).status).toBe(200);
    const reused = await apply({ email: 'dave@example.com', captcha: second.answer, captchaKey: second.captchaKey });
    expect(json(reused).msg).toBe('The captcha has expired; please reload it');
  });

  it('a captcha expires after five minutes; junk keys and answers are refused', async () => {
    const old = await captcha();
    await t.db
      .update(captchas)
      .set({ createdAt: sql`now() - interval '301 seconds'` })
      .where(eq(captchas.key, old.captchaKey));
    const late = await apply({ email: 'carol@example.com', captcha: old.answer, captchaKey: old.captchaKey });
    expect(json(late).msg).toBe('The captcha has expired; please reload it');
    expect(json(await apply({ email: 'carol@example.com', captcha: 'abcd', captchaKey: 'not-a-key' })).msg).toBe(
      'The captcha has expired; please reload it',
    );
    expect(json(await apply({ email: 'carol@example.com', captcha: '', captchaKey: old.captchaKey })).msg).toBe('The captcha is required');
    expect(json(await apply({ email: 'carol@example.com', captcha: '123456789', captchaKey: old.captchaKey })).msg).toBe(
      'The captcha must be 1 to 8 characters',
    );
    expect(json(await apply({ email: 'carol.example.com', captcha: 'abcd', captchaKey: old.captchaKey })).msg).toBe(
      'The e-mail format is incorrect',
    );
  });

  it('mails a reset link; the link resets the password once, ends sessions, and the old password stops working', async () => {
    const session = await t.login('carol', 'carol123');
    const { captchaKey, answer } = await captcha();
    const res = await apply({ email: 'Carol@Example.com', captcha: answer, captchaKey });
    expect(json(res)).toEqual({
      status: 200,
      msg: 'A link to reset your password has been sent to your e-mail',
      data: { expireSeconds: 1800, resendSeconds: 90 },
    });
    const mail = mailbox.to('carol@example.com').at(-1)!;
    expect(mail.subject).toContain('Reset your password');
    const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
    expect(`${link.origin}${link.pathname}`).toBe('https://oj.example.org/reset-password');
    expect(link.searchParams.get('username')).toBe('carol');
    const code = link.searchParams.get('code')!;
    expect(code).toMatch(/^[0-9a-f]{32}$/);

    const weak = await reset({ username: 'carol', password: 'lettersonly', code });
    expect(json(weak).msg).toBe('The password must contain both letters and digits');
    const unknown = await reset({ username: 'nobody', password: 'newpass1', code });
    expect(json(unknown)).toMatchObject({ status: 400, msg: 'The username does not exist' });
    const otherUser = await reset({ username: 'dave', password: 'newpass1', code });
    expect(json(otherUser).msg).toBe('The reset link is invalid or has expired; please ask again');

    const done = await reset({ username: 'carol', password: 'newpass1', code });
    expect(json(done)).toEqual({ status: 200, msg: 'Your password has been reset; please login', data: null });
    expect((await t.request({ method: 'GET', url: '/api/get-user-auth-info', token: session })).statusCode).toBe(401);
    expect(await t.login('carol', 'newpass1')).toBeTruthy();
    expect((await t.request({ method: 'POST', url: '/api/login', payload: { username: 'carol', password: 'carol123' } })).statusCode).toBe(
      400,
    );

    const again = await reset({ username: 'carol', password: 'newpass2', code });
    expect(json(again).msg).toBe('The reset link is invalid or has expired; please ask again');
  });

  it('refuses an unknown e-mail, a second request within 90 s, and an expired link', async () => {
    const first = await captcha();
    const unknown = await apply({ email: 'ghost@example.com', captcha: first.answer, captchaKey: first.captchaKey });
    expect(json(unknown)).toMatchObject({ status: 400, msg: 'The e-mail does not exist' });

    await t.db.delete(emailCodes).where(eq(emailCodes.email, 'dave@example.com'));
    const a = await captcha();
    expect(json(await apply({ email: 'dave@example.com', captcha: a.answer, captchaKey: a.captchaKey })).status).toBe(200);
    const b = await captcha();
    const soon = await apply({ email: 'dave@example.com', captcha: b.answer, captchaKey: b.captchaKey });
    expect(soon.statusCode).toBe(429);
    expect(json(soon).msg).toMatch(/^Please wait (89|90) seconds before asking again$/);

    const code = new URL(
      mailbox
        .to('dave@example.com')
        .at(-1)!
        .text.match(/https?:\/\/\S+/)![0],
    ).searchParams.get('code')!;
    await t.db
      .update(emailCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailCodes.email, 'dave@example.com'));
    const expired = await reset({ username: 'dave', password: 'newpass1', code });
    expect(json(expired).msg).toBe('The reset link is invalid or has expired; please ask again');
  });

  it('builds the link from baseUrl only: a hostile Host or X-Forwarded-Host never reaches the mail', async () => {
    await createUser(t.db, 'erin', 1002, 'erin1234', { email: 'erin@example.com' });
    const { captchaKey, answer } = await captcha();
    const res = await t.request({
      method: 'POST',
      url: '/api/apply-reset-password',
      payload: { email: 'erin@example.com', captcha: answer, captchaKey },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    });
    expect(json(res).status).toBe(200);
    const text = mailbox.to('erin@example.com').at(-1)!.text;
    expect(text).toContain('https://oj.example.org/reset-password?username=erin&code=');
    expect(text).not.toContain('evil.example');
  });

  it('without a baseUrl refuses to send a link, in the envelope and translated, before spending the captcha', async () => {
    await updateWebsiteConfig(t.db, { baseUrl: '' });
    await createUser(t.db, 'frank', 1002, 'frank123', { email: 'frank@example.com' });
    const { captchaKey, answer } = await captcha();
    const payload = { email: 'frank@example.com', captcha: answer, captchaKey };
    const res = await t.request({ method: 'POST', url: '/api/apply-reset-password', payload, headers: { ...EN, host: 'evil.example' } });
    expect(res.statusCode).toBe(503);
    expect(json(res)).toEqual({
      status: 503,
      msg: 'Password reset links cannot be sent until an administrator sets the site address (SITE_URL)',
      data: null,
    });
    const zh = await t.request({ method: 'POST', url: '/api/apply-reset-password', payload });
    expect(json(zh).msg).toBe('站点地址尚未设置，暂时无法发送重置密码链接，请联系管理员');
    expect(mailbox.to('frank@example.com')).toEqual([]);

    await updateWebsiteConfig(t.db, { baseUrl: 'https://oj.example.org' });
    expect(json(await apply(payload)).status).toBe(200);
  });
});
