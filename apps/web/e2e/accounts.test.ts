// Browser tests of accounts against a real server and a real SMTP server: registration with the mailed code,
// login and logout, the settings centre (password, avatar, user info, e-mail), the mailed reset link, and client-side
// refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './harness';
import { captchaAnswer, chooseInMenu, login, logInPage, mailOff, setRegistration, type Session } from './fixtures';
import { codeIn, mailAfter, resetLinkIn, startSmtp, type Mailbox } from './smtp';

const e2e = useE2E();

// The server is shared with other files: start from mail off and registration open, and leave mail off.
beforeAll(async () => {
  await mailOff(e2e.server, await login(e2e.server, 'root'));
  await setRegistration(e2e.server, true);
});
afterAll(async () => {
  await mailOff(e2e.server, await login(e2e.server, 'root'));
});

/** Counts the browser's calls to the given API paths (under /api; page loads are not counted). */
const countCalls = (page: Page, paths: string[]) => {
  const counts = new Map(paths.map((path) => [path, 0]));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const path = pathname.startsWith('/api/') ? pathname.slice('/api'.length) : null;
    if (path && counts.has(path)) counts.set(path, (counts.get(path) ?? 0) + 1);
  });
  return counts;
};

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const loginInDialog = async (page: Page, username: string, password: string) => {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('user-menu').waitFor();
};

describe('accounts without mail configured', () => {
  it('says mail is off and refuses bad register fields without sending anything (375 px)', async () => {
    const page = await e2e.newPage({ language: 'en-US', width: 375, height: 812 });
    const calls = countCalls(page, ['/get-register-code', '/register']);
    await page.goto('/home');
    await page.getByTestId('nav-register').click();
    await page.getByTestId('register-form').waitFor();
    await page.getByTestId('mail-off-notice').waitFor();

    await page.getByTestId('register-send-code').click();
    await page.getByText('The email is required').waitFor();
    await page.getByTestId('register-email').fill('not-an-email');
    await page.getByTestId('register-send-code').click();
    await page.getByText('The email format is invalid').waitFor();

    await page.getByTestId('register-username').fill('root');
    await page.getByTestId('register-password').click();
    await page.getByText('The username already exists').waitFor();

    await page.getByTestId('register-password').fill('onlyletters');
    await page.getByTestId('register-password-again').fill('onlyletters2');
    await page.getByTestId('register-submit').click();
    await page.getByText('The password must contain both letters and digits').waitFor();
    await page.getByText('Password does not match').waitFor();
    await page.getByText('The code is required').waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(Object.fromEntries(calls)).toEqual({ '/get-register-code': 0, '/register': 0 });
  });

  it('offers no registration while the site switch is off', async () => {
    await setRegistration(e2e.server, false);
    try {
      const page = await e2e.newPage({ language: 'en-US' });
      const configAnswer = page.waitForResponse((response) => response.url().endsWith('/api/get-website-config'));
      await page.goto('/login');
      const { data: config } = (await (await configAnswer).json()) as { data: { shortName: string; register: boolean } };
      expect(config.register).toBe(false);
      // The brand shows the configured name: the switch has reached the page once it does.
      await page.getByTestId('brand').getByText(config.shortName, { exact: true }).waitFor();
      await page.getByTestId('login-form').waitFor();
      expect(await page.getByTestId('nav-register').count()).toBe(0);
      expect(await page.getByTestId('switch-register').count()).toBe(0);
      await page.getByTestId('switch-resetPwd').waitFor();
    } finally {
      await setRegistration(e2e.server, true);
    }
  });
});

describe('accounts with a real SMTP server', () => {
  let mailbox: Mailbox;
  const account = { username: 'newcomer', email: 'newcomer@example.com', password: 'Welcome1' };
  const sessionOf = (): Promise<Session> => login(e2e.server, account.username, account.password);

  beforeAll(async () => {
    mailbox = await startSmtp(e2e.server, await login(e2e.server, 'root'));
  });
  afterAll(async () => {
    await mailbox?.close();
  });

  it('registers with the code from the mail, logs in, logs out and logs in again', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await page.goto('/home');
    await page.getByTestId('nav-register').click();
    expect(await page.getByTestId('mail-off-notice').count()).toBe(0);
    await page.getByTestId('register-username').fill(account.username);
    await page.getByTestId('register-password').fill(account.password);
    await page.getByTestId('register-password-again').fill(account.password);
    await page.getByTestId('register-email').fill(account.email);
    const mail = await mailAfter(mailbox, account.email, () => page.getByTestId('register-send-code').click());
    await page.getByText('The code has been sent to your e-mail, please check it').waitFor();
    // The 60 s countdown: the button is disabled and says when it may be pressed again.
    await page.locator('[data-testid=register-send-code]:disabled', { hasText: /Resend in \d+ s/ }).waitFor();

    // A wrong code is refused by the server and the code field is cleared.
    const wrongCode = codeIn(mail) === '000000' ? '111111' : '000000';
    await page.getByTestId('register-code').fill(wrongCode);
    await page.getByTestId('register-submit').click();
    await page.getByText('The code is incorrect', { exact: false }).waitFor();
    await expect.poll(() => page.getByTestId('register-code').inputValue()).toBe('');

    await page.getByTestId('register-code').fill(codeIn(mail));
    await page.getByTestId('register-submit').click();
    await page.getByText('Thanks for registering, welcome! Please login').waitFor();
    await page.getByTestId('login-form').waitFor();

    await loginInDialog(page, account.username, account.password);
    await chooseInMenu(page, 'user-menu', 'user-menu-logout');
    await page.getByTestId('nav-login').waitFor();
    await page.getByTestId('nav-login').click();
    await loginInDialog(page, account.username, account.password);
  });

  it('changes the password in the settings centre; only the new one logs in', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await logInPage(page, await sessionOf());
    const calls = countCalls(page, ['/change-password']);
    await page.goto('/setting');
    await page.getByTestId('settings-tab-password').waitFor();

    await page.getByTestId('old-password').fill(account.password);
    await page.getByTestId('new-password').fill('12345678');
    await page.getByTestId('new-password-again').fill('12345679');
    await page.getByTestId('change-password-submit').click();
    await page.getByText('The password must contain both letters and digits').waitFor();
    await page.getByText('Password does not match').waitFor();
    expect(calls.get('/change-password')).toBe(0);

    const newPassword = 'Changed22';
    await page.getByTestId('new-password').fill(newPassword);
    await page.getByTestId('new-password-again').fill(newPassword);
    await page.getByTestId('change-password-submit').click();
    await page.getByText('Update Successfully').waitFor();
    await expect(login(e2e.server, account.username, account.password)).rejects.toThrow(/400/);
    account.password = newPassword;
    await sessionOf();
  });

  it('uploads a cropped 200x200 avatar that the settings and the navigation show', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await logInPage(page, await sessionOf());
    const calls = countCalls(page, ['/file/upload-avatar']);
    await page.goto('/setting?tab=avatar');
    const picker = page.locator('[data-testid=avatar-tab] input[type=file]');

    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await page.getByText('File type not supported', { exact: false }).waitFor();
    expect(calls.get('/file/upload-avatar')).toBe(0);

    const png = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 240;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.fillStyle = '#1677ff';
      context.fillRect(0, 0, 320, 240);
      context.fillStyle = '#fadb14';
      context.fillRect(100, 60, 120, 120);
      return canvas.toDataURL('image/png').split(',')[1];
    });
    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/file/upload-avatar'));
    await page.locator('.img-crop-modal .ant-btn-primary').click();
    const { data } = (await (await uploaded).json()) as { data: { avatar: string } };
    expect(data.avatar).toMatch(/^\/api\/public\/img\/.+\.png$/);
    await page.getByText('Upload Avatar Successfully').waitFor();
    await page.locator(`[data-testid=current-avatar] img[src="${data.avatar}"]`).waitFor();
    await page.locator(`[data-testid=user-menu] img[src="${data.avatar}"]`).waitFor();

    const image = Buffer.from(await (await fetch(`${e2e.baseUrl}${data.avatar}`)).arrayBuffer());
    expect(image.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([image.readUInt32BE(16), image.readUInt32BE(20)]).toEqual([200, 200]);
  });

  it('saves the user info; the navigation shows the new nickname', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await logInPage(page, await sessionOf());
    const calls = countCalls(page, ['/change-userInfo']);
    await page.goto('/setting?tab=info');
    await page.getByTestId('profile-nickname').fill('n'.repeat(21));
    await page.getByTestId('user-info-submit').click();
    await page.getByText('The nickname may be at most 20 characters').waitFor();
    expect(calls.get('/change-userInfo')).toBe(0);

    await page.getByTestId('profile-nickname').fill('Newbie');
    await page.getByTestId('profile-school').fill('Verdict University');
    await page.getByTestId('profile-gender').getByText('Female').click();
    await page.getByTestId('profile-signature').fill('Hello, judge.');
    await page.getByTestId('user-info-submit').click();
    await page.getByText('Update Successfully').waitFor();
    await page.getByTestId('user-menu').getByText('Newbie', { exact: true }).waitFor();
    const { user } = await sessionOf();
    expect(user).toMatchObject({
      nickname: 'Newbie',
      school: 'Verdict University',
      gender: 'female',
      signature: 'Hello, judge.',
      blog: null,
    });
  });

  it('changes the e-mail address with the code mailed to the new one (375 px)', async () => {
    const page = await e2e.newPage({ language: 'en-US', width: 375, height: 812 });
    await logInPage(page, await sessionOf());
    await page.goto('/setting?tab=email');
    await page.getByTestId('current-email').filter({ hasText: account.email }).waitFor();
    const newEmail = 'moved@example.com';
    await page.getByTestId('change-email-password').fill(account.password);
    await page.getByTestId('new-email').fill(newEmail);
    const mail = await mailAfter(mailbox, newEmail, () => page.getByTestId('change-email-send-code').click());
    await page.locator('[data-testid=change-email-send-code]:disabled', { hasText: /Resend in \d+ s/ }).waitFor();
    await page.getByTestId('change-email-code').fill(codeIn(mail));
    await page.getByTestId('change-email-submit').click();
    await page.getByText('Update Successfully').waitFor();
    await page.getByTestId('current-email').filter({ hasText: newEmail }).waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    account.email = newEmail;
  });

  it('resets the password through the mailed link, then logs in with the new one', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    const captchaKeyOf = async (response: Promise<import('playwright-core').Response>) =>
      ((await (await response).json()) as { data: { captchaKey: string } }).data.captchaKey;
    const nextCaptcha = () => page.waitForResponse((response) => response.url().endsWith('/api/captcha'));

    await page.goto('/home');
    await page.getByTestId('nav-login').click();
    let captcha = nextCaptcha();
    await page.getByTestId('switch-resetPwd').click();
    const firstKey = await captchaKeyOf(captcha);

    // A wrong answer: the server refuses, the answer is cleared and a new captcha is loaded.
    await page.getByTestId('reset-email').fill(account.email);
    await page.getByTestId('reset-captcha').fill('####');
    captcha = nextCaptcha();
    await page.getByTestId('reset-send').click();
    await page.getByText('The captcha is incorrect', { exact: false }).waitFor();
    const secondKey = await captchaKeyOf(captcha);
    expect(secondKey).not.toBe(firstKey);
    await expect.poll(() => page.getByTestId('reset-captcha').inputValue()).toBe('');
    expect(await page.getByTestId('reset-send').isEnabled()).toBe(true);

    await page.getByTestId('reset-captcha').fill(await captchaAnswer(e2e.server, secondKey));
    const mail = await mailAfter(mailbox, account.email, () => page.getByTestId('reset-send').click());
    await page.getByText('A link to reset your password has been sent to your e-mail').waitFor();
    await page.locator('[data-testid=reset-send]:disabled', { hasText: /Resend in \d+ s/ }).waitFor();

    const link = new URL(resetLinkIn(mail));
    expect(link.searchParams.get('username')).toBe(account.username);
    const calls = countCalls(page, ['/reset-password']);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByTestId('reset-password-form').waitFor();
    expect(await page.getByTestId('reset-username').inputValue()).toBe(account.username);
    await page.getByTestId('reset-password').fill('Renewed33');
    await page.getByTestId('reset-password-again').fill('Renewed34');
    await page.getByTestId('reset-password-submit').click();
    await page.getByText('Password does not match').waitFor();
    expect(calls.get('/reset-password')).toBe(0);

    await page.getByTestId('reset-password-again').fill('Renewed33');
    await page.getByTestId('reset-password-submit').click();
    await page.getByText('Your password has been reset; please login with the new one').waitFor();
    await page.getByTestId('login-form').waitFor();
    await loginInDialog(page, account.username, 'Renewed33');
    await expect(login(e2e.server, account.username, account.password)).rejects.toThrow(/400/);
  });
});
