// Registration against a real SMTP server: the mailed code, every refusal with its message key, the resend
// wait, the per-address burst limit, the registration switch and the availability check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { createUser } from '../../test/users.ts';
import { updateWebsiteConfig } from '../site/config.ts';
import { emailCodes, users } from './tables.ts';
import { lastCode, startMailbox, useMailbox, type Mailbox } from './test-mailbox.ts';

const json = (res: { body: string }) => JSON.parse(res.body);
const EN = { 'accept-language': 'en-US' };

describe.each(BACKENDS)('registration on %s', (backend) => {
  let t: TestApp;
  let mailbox: Mailbox;
  let ipCounter = 0;
  /** Each test asks from its own address so the burst limit only bites where a test wants it. */
  const freshIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  beforeAll(async () => {
    t = await createTestApp(backend);
    mailbox = await startMailbox();
    await useMailbox(t, mailbox, await t.login());
    await createUser(t.db, 'taken', 1002, 'taken123', { email: 'taken@example.com' });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  const askCode = (email: string, ip = freshIp()) =>
    t.request({ method: 'GET', url: `/api/get-register-code?email=${encodeURIComponent(email)}`, headers: EN, remoteAddress: ip });
  const registerWith = (payload: object) =>
    t.request({ method: 'POST', url: '/api/register', payload, headers: EN, remoteAddress: freshIp() });

  it('mails a 6-digit code; register with it creates a default user who can log in', async () => {
    const res = await askCode('new.user@example.com');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      status: 200,
      msg: 'The code has been sent to your e-mail, please check it',
      data: { expireSeconds: 600, resendSeconds: 60 },
    });
    const [mail] = mailbox.to('new.user@example.com');
    expect(mail.from).toBe('noreply@verdict.test');
    expect(mail.subject).toContain('registration code');
    const code = lastCode(mailbox, 'new.user@example.com');
    expect(code).toMatch(/^\d{6}$/);

    const done = await registerWith({ username: 'newuser', password: 'abc123', email: 'New.User@Example.com', code });
    expect(json(done)).toEqual({ status: 200, msg: 'Thanks for registering, welcome!', data: null });
    const [row] = await t.db.select().from(users).where(eq(users.username, 'newuser'));
    expect(row).toMatchObject({ roleId: 1002, email: 'new.user@example.com' });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await t.login('newuser', 'abc123')).toBeTruthy();

    // The code was single use.
    const again = await registerWith({ username: 'newuser2', password: 'abc123', email: 'new.user@example.com', code });
    expect(json(again).msg).toBe('The e-mail already exists');
  });

  it('check-username-or-email answers existence flags', async () => {
    const check = (payload: object) => t.request({ method: 'POST', url: '/api/check-username-or-email', payload });
    expect(json(await check({ username: 'TAKEN', email: 'Taken@Example.com' })).data).toEqual({ username: true, email: true });
    expect(json(await check({ username: 'free-name', email: 'free@example.com' })).data).toEqual({ username: false, email: false });
    expect(json(await check({})).data).toEqual({ username: false, email: false });
  });

  it('refuses every broken field with the spec message', async () => {
    await askCode('rules@example.com');
    const code = lastCode(mailbox, 'rules@example.com');
    const base = { username: 'rules', password: 'abc123', email: 'rules@example.com', code };
    const cases: [object, string][] = [
      [{ username: '' }, 'The username is required'],
      [{ username: 'u'.repeat(21) }, 'The username may be at most 20 characters'],
      [{ password: '' }, 'The password is required'],
      [{ password: 'ab1' }, 'The password must be 6 to 20 characters'],
      [{ password: 'abcdefghijk1234567890' }, 'The password must be 6 to 20 characters'],
      [{ password: 'abcdefgh' }, 'The password must contain both letters and digits'],
      [{ password: '12345678' }, 'The password must contain both letters and digits'],
      [{ email: '' }, 'The e-mail is required'],
      [{ email: 'not-an-email' }, 'The e-mail format is incorrect'],
      [{ code: '' }, 'The code is required'],
      [{ code: '12345' }, 'The code must be 6 digits'],
      [{ code: '1234567' }, 'The code must be 6 digits'],
      [{ code: 'abcdef' }, 'The code must be 6 digits'],
      [{ username: 'Taken' }, 'The username already exists'],
      [{ email: 'TAKEN@example.com' }, 'The e-mail already exists'],
      [{ email: 'never-sent@example.com' }, 'The code has expired; please ask for a new one'],
      [{ code: code === '000000' ? '000001' : '000000' }, 'The code is incorrect'],
    ];
    for (const [change, msg] of cases) {
      const res = await registerWith({ ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(json(res).msg, JSON.stringify(change)).toBe(msg);
    }
    // Nothing was created, and the right code still works after one wrong try.
    expect(await t.db.select().from(users).where(eq(users.username, 'rules'))).toHaveLength(0);
    expect(json(await registerWith(base)).status).toBe(200);
  });

  it('an expired code and a code that took five wrong answers are refused', async () => {
    await askCode('late@example.com');
    const code = lastCode(mailbox, 'late@example.com');
    await t.db
      .update(emailCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailCodes.email, 'late@example.com'));
    const late = await registerWith({ username: 'late', password: 'abc123', email: 'late@example.com', code });
    expect(json(late).msg).toBe('The code has expired; please ask for a new one');

    await askCode('guess@example.com');
    const right = lastCode(mailbox, 'guess@example.com');
    const wrong = right === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++)
      expect(json(await registerWith({ username: 'guess', password: 'abc123', email: 'guess@example.com', code: wrong })).msg).toBe(
        'The code is incorrect',
      );
    const dead = await registerWith({ username: 'guess', password: 'abc123', email: 'guess@example.com', code: right });
    expect(json(dead).msg).toBe('The code has expired; please ask for a new one');
  });

  it('refuses a resend within 60 s and a code for a used address; a new code replaces the old', async () => {
    expect((await askCode('twice@example.com')).statusCode).toBe(200);
    const first = lastCode(mailbox, 'twice@example.com');
    const soon = await askCode('twice@example.com');
    expect(soon.statusCode).toBe(429);
    expect(json(soon).msg).toMatch(/^Please wait (59|60) seconds before asking again$/);
    expect(mailbox.to('twice@example.com')).toHaveLength(1);

    await t.db
      .update(emailCodes)
      .set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(eq(emailCodes.email, 'twice@example.com'));
    expect((await askCode('twice@example.com')).statusCode).toBe(200);
    const second = lastCode(mailbox, 'twice@example.com');
    if (second !== first) {
      const old = await registerWith({ username: 'twice', password: 'abc123', email: 'twice@example.com', code: first });
      expect(json(old).msg).toBe('The code is incorrect');
    }
    expect(json(await registerWith({ username: 'twice', password: 'abc123', email: 'twice@example.com', code: second })).status).toBe(200);

    const used = await askCode('taken@example.com');
    expect(used.statusCode).toBe(400);
    expect(json(used).msg).toBe('The e-mail already exists');
    const junk = await askCode('junk');
    expect(json(junk)).toMatchObject({ status: 400, msg: 'The e-mail format is incorrect' });
  });

  it('throttles a burst of code requests from one address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await askCode(`burst${i}@example.com`, ip)).statusCode).toBe(200);
    const sixth = await askCode('burst5@example.com', ip);
    expect(sixth.statusCode).toBe(429);
    expect(json(sixth).msg).toBe('Speed too fast, may be machine operation');
    expect(mailbox.to('burst5@example.com')).toHaveLength(0);
    // Another address is not affected.
    expect((await askCode('burst5@example.com')).statusCode).toBe(200);
  });

  it('is refused while the registration switch is off', async () => {
    await askCode('closed@example.com');
    const code = lastCode(mailbox, 'closed@example.com');
    await updateWebsiteConfig(t.db, { register: false });
    try {
      const ask = await askCode('closed2@example.com');
      expect(ask.statusCode).toBe(403);
      expect(json(ask).msg).toBe('Registration is closed on this site');
      const res = await registerWith({ username: 'closed', password: 'abc123', email: 'closed@example.com', code });
      expect(res.statusCode).toBe(403);
      expect(json(res).msg).toBe('Registration is closed on this site');
    } finally {
      await updateWebsiteConfig(t.db, { register: true });
    }
    expect(json(await registerWith({ username: 'closed', password: 'abc123', email: 'closed@example.com', code })).status).toBe(200);
  });

  it('answers a send failure when the SMTP server refuses, and keeps no code', async () => {
    const root = await t.login();
    await t.request({
      method: 'PUT',
      url: '/api/admin/config/set-email-config',
      token: root,
      payload: { host: '127.0.0.1', port: mailbox.port, secure: false, username: 'mailer@verdict.test', password: 'wrong', sender: '' },
    });
    try {
      const res = await askCode('refused@example.com');
      expect(res.statusCode).toBe(500);
      expect(json(res).msg).toMatch(/^The e-mail could not be sent: /);
      expect(await t.db.select().from(emailCodes).where(eq(emailCodes.email, 'refused@example.com'))).toHaveLength(0);
    } finally {
      await useMailbox(t, mailbox, root);
    }
    expect((await askCode('refused@example.com')).statusCode).toBe(200);
  });
});
