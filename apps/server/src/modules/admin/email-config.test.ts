// Back-office e-mail settings: mail off by default (codes logged, the site config says so), saving the SMTP
// settings without ever answering the password, and the test mail through a real SMTP server.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { deliverMail } from '../accounts/mail.ts';
import { emailCodes } from '../accounts/tables.ts';
import { MAILBOX_PASSWORD, MAILBOX_USER, startMailbox, type Mailbox } from '../accounts/test-mailbox.ts';

const json = (res: { body: string }) => JSON.parse(res.body);
const EN = { 'accept-language': 'en-US' };

/** A real logger writing JSON lines into an array. */
function collectingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

describe.each(BACKENDS)('e-mail settings on %s', (backend) => {
  let t: TestApp;
  let mailbox: Mailbox;
  let root: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    mailbox = await startMailbox();
    root = await t.login();
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  const getConfig = () => t.request({ method: 'GET', url: '/api/admin/config/get-email-config', token: root });
  const setConfig = (payload: object) =>
    t.request({ method: 'PUT', url: '/api/admin/config/set-email-config', token: root, payload, headers: EN });
  const testMail = (email: string) =>
    t.request({ method: 'POST', url: '/api/admin/config/test-email', token: root, payload: { email }, headers: EN });
  const siteConfig = async () => json(await t.request({ method: 'GET', url: '/api/get-website-config' })).data;

  it('is off by default: the site config says so, codes are still issued and logged, the test mail is refused', async () => {
    expect(json(await getConfig()).data).toEqual({
      host: '',
      port: 465,
      secure: true,
      username: '',
      sender: '',
      passwordSet: false,
      enabled: false,
    });
    expect((await siteConfig()).emailEnabled).toBe(false);

    const res = await t.request({ method: 'GET', url: '/api/get-register-code?email=offline@example.com', remoteAddress: '10.50.0.1' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(emailCodes).where(eq(emailCodes.email, 'offline@example.com'));
    expect(row.code).toMatch(/^\d{6}$/);
    const done = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'offline', password: 'abc123', email: 'offline@example.com', code: row.code },
    });
    expect(json(done).status).toBe(200);

    const { log, lines } = collectingLogger();
    expect(await deliverMail(t.db, log, { to: 'someone@example.com', subject: 'Code', text: 'Your code is 123456' })).toBe('logged');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, to: 'someone@example.com', text: 'Your code is 123456' });
    expect(String(lines[0].msg)).toContain('e-mail is off');

    const refused = await testMail('admin@example.com');
    expect(json(refused)).toEqual({ status: 400, msg: 'E-mail (SMTP) is not configured', data: null });
  });

  it('saves the settings, never answers the password, keeps it when omitted and clears it with ""', async () => {
    const saved = await setConfig({
      host: '127.0.0.1',
      port: mailbox.port,
      secure: false,
      username: MAILBOX_USER,
      password: MAILBOX_PASSWORD,
      sender: '',
    });
    expect(json(saved)).toEqual({
      status: 200,
      msg: 'Update Successfully',
      data: { host: '127.0.0.1', port: mailbox.port, secure: false, username: MAILBOX_USER, sender: '', passwordSet: true, enabled: true },
    });
    expect(saved.body).not.toContain(MAILBOX_PASSWORD);
    expect((await siteConfig()).emailEnabled).toBe(true);

    const kept = await setConfig({
      host: '127.0.0.1',
      port: mailbox.port,
      secure: false,
      username: MAILBOX_USER,
      sender: 'noreply@verdict.test',
    });
    expect(json(kept).data).toMatchObject({ passwordSet: true, sender: 'noreply@verdict.test' });
    const sent = await testMail('admin@example.com');
    expect(json(sent)).toEqual({ status: 200, msg: 'The test e-mail has been sent', data: null });
    const [mail] = mailbox.to('admin@example.com');
    expect(mail).toMatchObject({ from: 'noreply@verdict.test', subject: '[Verdict Online Judge] Test e-mail' });
    expect(mail.text).toContain('the mail settings work');

    const cleared = await setConfig({
      host: '127.0.0.1',
      port: mailbox.port,
      secure: false,
      username: MAILBOX_USER,
      password: '',
      sender: 'noreply@verdict.test',
    });
    expect(json(cleared).data.passwordSet).toBe(false);
    const failing = await testMail('admin@example.com');
    expect(failing.statusCode).toBe(500);
    expect(json(failing).msg).toMatch(/^The e-mail could not be sent: /);
  });

  it('mail is off without a host or without any sender address', async () => {
    expect(json(await setConfig({ host: '', port: 25, secure: false, username: MAILBOX_USER, sender: 'a@b.co' })).data.enabled).toBe(false);
    expect(
      json(await setConfig({ host: 'smtp.example.com', port: 25, secure: false, username: 'not-an-address', sender: '' })).data.enabled,
    ).toBe(false);
    expect((await siteConfig()).emailEnabled).toBe(false);
  });

  it('validates the fields', async () => {
    const base = { host: 'smtp.example.com', port: 465, secure: true, username: 'u', sender: '' };
    const cases: [object, string][] = [
      [{ port: 0 }, 'The SMTP port must be an integer from 1 to 65535'],
      [{ port: 70000 }, 'The SMTP port must be an integer from 1 to 65535'],
      [{ port: 'abc' }, 'The SMTP port must be an integer from 1 to 65535'],
      [{ sender: 'nobody' }, 'The e-mail format is incorrect'],
      [{ host: 'h'.repeat(256) }, 'Invalid SMTP host'],
    ];
    for (const [change, msg] of cases) {
      const res = await setConfig({ ...base, ...change });
      expect(res.statusCode, msg).toBe(400);
      expect(json(res).msg).toBe(msg);
    }
  });
});
