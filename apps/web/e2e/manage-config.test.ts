// Browser tests of the back-office e-mail settings (/manage/conf) against a real server and a real SMTP server: the
// mail-off alert, the client rules, saving the SMTP server, a test mail it receives, the SMTP server's refusal, the
// write-only password, the super-admin-only access, and the layout at 375 and 1440 px in both languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { EmailConfig } from '@verdict/shared';
import { useE2E } from './harness';
import { call, createUser, horizontalOverflow, login, logInPage, mailOff, PASSWORD, type Session } from './fixtures';
import { mailAfter, openMailbox, type Mailbox } from './smtp';

const e2e = useE2E();

const SENDER = 'noreply@e2e-config.test';
const RECIPIENT = 'root-inbox@e2e-config.test';
/** A plain admin (1001) of this file's own. */
const ADMIN = 'e2econfadmin';

let smtp: { mailbox: Mailbox; user: string; password: string };
let root: Session;

beforeAll(async () => {
  smtp = await openMailbox();
  root = await login(e2e.server, 'root');
  // The server is shared with other files: start from the default e-mail settings (mail off), and leave them so.
  await mailOff(e2e.server, root);
  await createUser(e2e.server, ADMIN, 1001);
});

afterAll(async () => {
  await smtp?.mailbox.close();
  if (root) await mailOff(e2e.server, root);
});

const storedConfig = async (): Promise<EmailConfig> =>
  (await call<EmailConfig>(e2e.server, 'GET', '/admin/config/get-email-config', undefined, root.token)).data;

/** Counts the browser's calls to one API path. */
const countCalls = (page: Page, path: string) => {
  const calls = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api${path}`) calls.count += 1;
  });
  return calls;
};

const toast = (page: Page, text: string) => page.locator('.ant-message-notice').getByText(text, { exact: true }).first().waitFor();

/** The text input of a control, whether the test id sits on the input or on its wrapper. */
const inputOf = (page: Page, testId: string): Locator =>
  page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();

async function openAsRoot(options: Parameters<typeof e2e.newPage>[0] = { language: 'en-US' }): Promise<Page> {
  const page = await e2e.newPage(options);
  await logInPage(page, root);
  await page.goto('/manage/conf');
  await page.getByTestId('email-config-form').waitFor();
  return page;
}

describe('back-office e-mail settings', () => {
  it('shows that mail is off, checks the fields, saves the SMTP server and sends a test mail it receives', async () => {
    const page = await openAsRoot();
    await page.getByTestId('mail-off-alert').getByText('E-mail is off').waitFor();
    expect(await page.getByTestId('mail-off-alert').textContent()).toContain('the server writes them to its log instead');
    expect(await page.getByTestId('email-status').textContent()).toBe('Off');
    expect(await page.getByTestId('test-email-send').isDisabled()).toBe(true);
    expect(await inputOf(page, 'email-password').getAttribute('placeholder')).toBe('No password stored');

    // The shared schema's rules refuse bad values before anything is sent.
    const saves = countCalls(page, '/admin/config/set-email-config');
    await inputOf(page, 'email-port').fill('70000');
    await inputOf(page, 'email-sender').fill('not-an-email');
    await page.getByTestId('email-save').click();
    await page.getByText('The SMTP port must be an integer from 1 to 65535').waitFor();
    await page.getByText('The e-mail format is invalid').waitFor();
    expect(saves.count).toBe(0);

    await inputOf(page, 'email-host').fill('127.0.0.1');
    await inputOf(page, 'email-port').fill(String(smtp.mailbox.port));
    await page.getByTestId('email-secure').click();
    await inputOf(page, 'email-username').fill(smtp.user);
    await inputOf(page, 'email-password').fill(smtp.password);
    await inputOf(page, 'email-sender').fill(SENDER);
    await page.getByTestId('email-save').click();
    await toast(page, 'The e-mail settings have been saved');
    await page.getByTestId('mail-off-alert').waitFor({ state: 'detached' });
    expect(await page.getByTestId('email-status').textContent()).toBe('On');
    expect(saves.count).toBe(1);
    // The password is write-only: the field empties and says one is stored.
    expect(await inputOf(page, 'email-password').inputValue()).toBe('');
    expect(await inputOf(page, 'email-password').getAttribute('placeholder')).toBe('A password is stored; leave empty to keep it');
    expect(await storedConfig()).toEqual({
      host: '127.0.0.1',
      port: smtp.mailbox.port,
      secure: false,
      username: smtp.user,
      sender: SENDER,
      passwordSet: true,
      enabled: true,
    });

    // The site's forms learn that mail is on as well (website config).
    const site = await call<{ emailEnabled: boolean }>(e2e.server, 'GET', '/get-website-config');
    expect(site.data.emailEnabled).toBe(true);

    await inputOf(page, 'test-email-address').fill('bad address');
    await page.getByTestId('test-email-send').click();
    await page.getByText('The email format is invalid').waitFor();

    await inputOf(page, 'test-email-address').fill(RECIPIENT);
    const mail = await mailAfter(smtp.mailbox, RECIPIENT, () => page.getByTestId('test-email-send').click());
    expect(mail.from).toBe(SENDER);
    await page.getByTestId('test-email-sent').getByText(`A test mail has been sent to ${RECIPIENT}`).waitFor();
  });

  it('keeps the password when left empty, clears it on request and shows the SMTP server refusing', async () => {
    const page = await openAsRoot();
    // Saving with the password field empty keeps the stored one: the test mail still authenticates.
    await inputOf(page, 'email-username').fill(smtp.user);
    await page.getByTestId('email-save').click();
    await toast(page, 'The e-mail settings have been saved');
    expect((await storedConfig()).passwordSet).toBe(true);
    await inputOf(page, 'test-email-address').fill(RECIPIENT);
    await mailAfter(smtp.mailbox, RECIPIENT, () => page.getByTestId('test-email-send').click());
    await page.getByTestId('test-email-sent').waitFor();

    await page.getByTestId('email-clear-password').click();
    await expect.poll(() => inputOf(page, 'email-password').isDisabled()).toBe(true);
    expect(await inputOf(page, 'email-password').getAttribute('placeholder')).toBe('The stored password will be cleared on save');
    await page.getByTestId('email-save').click();
    await toast(page, 'The e-mail settings have been saved');
    await page.getByTestId('email-clear-password').waitFor({ state: 'detached' });
    // The placeholder follows the settings read back after the save.
    await expect.poll(() => inputOf(page, 'email-password').getAttribute('placeholder')).toBe('No password stored');
    expect((await storedConfig()).passwordSet).toBe(false);

    // Without its password the SMTP server refuses the login: the card shows the server's message.
    const before = smtp.mailbox.to(RECIPIENT).length;
    await page.getByTestId('test-email-send').click();
    const failed = page.getByTestId('test-email-failed');
    await failed.getByText('The test mail could not be sent').waitFor({ timeout: 60_000 });
    expect(await failed.textContent()).toContain('The e-mail could not be sent:');
    expect(smtp.mailbox.to(RECIPIENT).length).toBe(before);

    // Putting the password back makes the next test mail arrive again.
    await inputOf(page, 'email-password').fill(smtp.password);
    await page.getByTestId('email-save').click();
    await toast(page, 'The e-mail settings have been saved');
    await mailAfter(smtp.mailbox, RECIPIENT, () => page.getByTestId('test-email-send').click());
    await page.getByTestId('test-email-sent').waitFor();
  });

  it('is for the super admin only: a plain admin is sent back to the admin login', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    const reads = countCalls(page, '/admin/config/get-email-config');
    await page.goto('/manage/login');
    await page.getByTestId('login-username').fill(ADMIN);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/manage');
    await page.getByTestId('admin-layout').waitFor();
    expect(await page.getByTestId('admin-menu-AdminSystemConfig').count()).toBe(0);

    await page.goto('/manage/conf');
    await page.waitForURL('**/manage/login');
    await toast(page, 'Please login again with the administrator account');
    expect(await page.getByTestId('email-config-form').count()).toBe(0);
    expect(reads.count).toBe(0);
  });
});

describe('e-mail settings layout and languages', () => {
  it('fits 375 px without horizontal scrolling, in Chinese', async () => {
    const page = await openAsRoot({ width: 375, height: 812, language: 'zh-CN' });
    await page.getByTestId('email-settings-card').getByText('邮件（SMTP）').waitFor();
    // antd spaces out a two-character Chinese button label.
    expect((await page.getByTestId('email-save').textContent())?.replace(/\s/g, '')).toBe('保存');
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // One column: the port sits under the host.
    const host = await inputOf(page, 'email-host').boundingBox();
    const port = await inputOf(page, 'email-port').boundingBox();
    expect(host && port && port.y > host.y).toBe(true);
  });

  it('puts host and port on one row at 1440 px', async () => {
    const page = await openAsRoot();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const host = await inputOf(page, 'email-host').boundingBox();
    const port = await inputOf(page, 'email-port').boundingBox();
    expect(host && port && Math.abs(host.y - port.y) < 2 && port.x > host.x).toBe(true);
  });
});
