// Browser tests of the back office's switches (/manage/switch) and website settings (/manage/conf) against a real
// server: root closes the public discussions and a user is sent away with the spec's No Access message, then opens
// them again; the client rules, reset and the submit interval a user then meets; the site name the header shows;
// the read-only deployment card; the super-admin-only access; both languages at 375 and 1440 px. The server is
// shared with other files: the switches go back to their defaults and the website settings to what they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEFAULT_SITE_SWITCHES, type SiteSwitches, type WebConfig } from '@verdict/shared';
import { useE2E } from './harness';
import { call, createProblem, createUser, horizontalOverflow, login, logInPage, signInToManage, type Session } from './fixtures';

const e2e = useE2E();

/** A plain admin (1001) and an ordinary user of this file's own. */
const ADMIN = 'e2eswitchadmin';
const USER = 'e2eswitchuser';
const PROBLEM = 'E2ESWITCH1';

let root: Session;
let user: Session;
let storedWeb: WebConfig;

const readSwitches = async () => (await call<SiteSwitches>(e2e.server, 'GET', '/admin/switch/info', undefined, root.token)).data;
const restoreDefaults = () => call(e2e.server, 'PUT', '/admin/switch/update', DEFAULT_SITE_SWITCHES, root.token);

beforeAll(async () => {
  root = await login(e2e.server, 'root');
  await createUser(e2e.server, ADMIN, 1001);
  await createUser(e2e.server, USER);
  user = await login(e2e.server, USER);
  await createProblem(e2e.server, root, { problemId: PROBLEM, title: 'Switch submit interval' });
  storedWeb = (await call<WebConfig>(e2e.server, 'GET', '/admin/config/get-web-config', undefined, root.token)).data;
  await restoreDefaults();
});

afterAll(async () => {
  if (!root) return;
  await restoreDefaults();
  await call(e2e.server, 'PUT', '/admin/config/set-web-config', storedWeb, root.token);
});

const toast = (page: Page, text: string) => page.locator('.ant-message-notice').getByText(text, { exact: true }).first().waitFor();

/** The text input of a control, whether the test id sits on the input or on its wrapper. */
const inputOf = (page: Page, testId: string): Locator =>
  page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input, textarea[data-testid="${testId}"]`).first();

const checked = async (page: Page, testId: string) => (await page.getByTestId(testId).getAttribute('aria-checked')) === 'true';

async function openAsRoot(path: string, options: Parameters<typeof e2e.newPage>[0] = { language: 'en-US' }): Promise<Page> {
  const page = await e2e.newPage(options);
  await signInToManage(page, 'root');
  await page.goto(path);
  await page.getByTestId(path === '/manage/switch' ? 'switch-form' : 'web-config-form').waitFor();
  return page;
}

const submitAsUser = async () =>
  fetch(`${e2e.baseUrl}/api/submit-problem-judge`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US', authorization: user.token },
    body: JSON.stringify({ pid: PROBLEM, language: 'C++ 17 With O2', code: 'int main() { return 0; }' }),
  }).then((response) => response.json() as Promise<{ status: number; msg: string }>);

describe('site switches', () => {
  it('closes the public discussions: a user opening /discussion is sent away with No Access; opening them again lets him in', async () => {
    const page = await openAsRoot('/manage/switch');
    for (const group of ['discussions', 'judging', 'submissions', 'thresholds']) await page.getByTestId(`switch-group-${group}`).waitFor();
    expect(await checked(page, 'switch-openPublicDiscussion')).toBe(true);
    expect(await page.getByTestId('switch-reset').isDisabled()).toBe(true);

    // A change shows as unsaved; reset puts the stored value back.
    await page.getByTestId('switch-openPublicDiscussion').click();
    await page.getByTestId('switch-unsaved').waitFor();
    await page.getByTestId('switch-reset').click();
    await page.getByTestId('switch-unsaved').waitFor({ state: 'detached' });
    expect(await checked(page, 'switch-openPublicDiscussion')).toBe(true);

    await page.getByTestId('switch-openPublicDiscussion').click();
    await page.getByTestId('switch-save').click();
    await toast(page, 'The switches have been saved');
    await page.getByTestId('switch-unsaved').waitFor({ state: 'detached' });
    expect(await readSwitches()).toEqual({ ...DEFAULT_SITE_SWITCHES, openPublicDiscussion: false });

    const visitor = await e2e.newPage({ language: 'en-US' });
    await logInPage(visitor, user);
    await visitor.goto('/home');
    await visitor.getByTestId('top-nav').waitFor();
    expect(await visitor.getByTestId('nav-discussion').count()).toBe(0);
    await visitor.goto('/discussion');
    await visitor.waitForURL('**/login');
    await toast(visitor, 'No Access: the public discussion area is closed');

    await page.getByTestId('switch-openPublicDiscussion').click();
    await page.getByTestId('switch-save').click();
    await toast(page, 'The switches have been saved');
    expect((await readSwitches()).openPublicDiscussion).toBe(true);
    const again = await e2e.newPage({ language: 'en-US' });
    await logInPage(again, user);
    await again.goto('/discussion');
    await again.getByTestId('discussion-list').waitFor();
    await again.getByTestId('nav-discussion').waitFor();
  });

  it('checks the numbers before saving, and the submit interval saved is the one a user meets', async () => {
    const page = await openAsRoot('/manage/switch');
    const saves = { count: 0 };
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/admin/switch/update') saves.count += 1;
    });
    await inputOf(page, 'switch-defaultSubmitInterval').fill('5000');
    await inputOf(page, 'switch-defaultCreateGroupLimit').fill('');
    await page.getByTestId('switch-save').click();
    await page.getByText('The submit interval must be a whole number of seconds up to 3600').waitFor();
    await page.getByText('The number of owned groups must be a whole number from 0 to 1000').waitFor();
    expect(saves.count).toBe(0);
    await page.getByTestId('switch-reset').click();
    await expect.poll(() => inputOf(page, 'switch-defaultCreateGroupLimit').inputValue()).toBe('5');

    await inputOf(page, 'switch-defaultSubmitInterval').fill('120');
    await page.getByTestId('switch-save').click();
    await toast(page, 'The switches have been saved');
    expect(saves.count).toBe(1);
    expect((await readSwitches()).defaultSubmitInterval).toBe(120);
    expect((await submitAsUser()).status).toBe(200);
    const refused = await submitAsUser();
    expect(refused.status).toBe(429);
    expect(refused.msg).toMatch(/^You are submitting too often; please wait (119|120) seconds and try again$/);

    // Read back after a reload: the page shows what is stored.
    await page.reload();
    await expect.poll(() => inputOf(page, 'switch-defaultSubmitInterval').inputValue()).toBe('120');
    await restoreDefaults();
  });
});

describe('website settings and deployment', () => {
  it('a new site name shows in the header at once; the rules refuse a bad address; deployment tells no secret', async () => {
    const page = await openAsRoot('/manage/conf');
    expect(await inputOf(page, 'web-name').inputValue()).toBe(storedWeb.name);
    await inputOf(page, 'web-baseUrl').fill('oj.example.org');
    await inputOf(page, 'web-shortName').fill('');
    await page.getByTestId('web-save').click();
    await page.getByText('The site address must be an http(s) address of at most 255 characters').waitFor();
    await page.getByText('The short name must be 1 to 20 characters').waitFor();
    await page.getByTestId('web-reset').click();
    await expect.poll(() => inputOf(page, 'web-shortName').inputValue()).toBe(storedWeb.shortName);

    await inputOf(page, 'web-name').fill('Switchboard Online Judge');
    await inputOf(page, 'web-shortName').fill('Switchboard');
    await page.getByTestId('web-save').click();
    await toast(page, 'The website settings have been saved');
    const stored = (await call<WebConfig>(e2e.server, 'GET', '/admin/config/get-web-config', undefined, root.token)).data;
    expect(stored).toEqual({ ...storedWeb, name: 'Switchboard Online Judge', shortName: 'Switchboard' });

    const visitor = await e2e.newPage({ language: 'en-US' });
    await visitor.goto('/home');
    await expect.poll(() => visitor.getByTestId('brand').textContent()).toBe('Switchboard');

    const facts = page.getByTestId('deployment-facts');
    await facts.waitFor();
    const text = (await facts.textContent()) ?? '';
    expect(text).toMatch(/Embedded \(PGlite\)|PostgreSQL/);
    expect(text).toContain(e2e.server.dataDir);
    expect(text).toContain('24 hours (the token is renewed every 12 hours)');
    expect(text).not.toMatch(/password/i);

    await call(e2e.server, 'PUT', '/admin/config/set-web-config', storedWeb, root.token);
  });

  it('are for the super admin only: a plain admin is sent back to the admin login from both pages', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    const reads = { count: 0 };
    page.on('request', (request) => {
      if (/\/api\/admin\/(switch|config)\//.test(new URL(request.url()).pathname)) reads.count += 1;
    });
    await signInToManage(page, ADMIN);
    await page.goto('/manage');
    await page.getByTestId('admin-layout').waitFor();
    expect(await page.getByTestId('admin-menu-AdminSystemSwitch').count()).toBe(0);
    for (const path of ['/manage/switch', '/manage/conf']) {
      await page.goto(path);
      await page.waitForURL('**/manage/login');
      await toast(page, 'Please login again with the administrator account');
    }
    expect(await page.getByTestId('switch-form').count()).toBe(0);
    expect(reads.count).toBe(0);
  });
});

describe('layout and languages', () => {
  for (const [language, width] of [
    ['zh-CN', 375],
    ['en-US', 1440],
    ['zh-CN', 1440],
    ['en-US', 375],
  ] as const) {
    it(`fits ${width} px in ${language}`, async () => {
      const height = width === 375 ? 812 : 900;
      const switches = await openAsRoot('/manage/switch', { width, height, language });
      await switches.getByTestId('switch-group-thresholds').waitFor();
      const title = language === 'zh-CN' ? '门槛与配额' : 'Thresholds and Quotas';
      await switches.getByTestId('switch-group-thresholds').getByText(title).waitFor();
      await expect.poll(() => horizontalOverflow(switches)).toBeLessThanOrEqual(0);
      await switches.screenshot({ path: `/tmp/manage-switch-${language}-${width}.png`, fullPage: true });

      const conf = await openAsRoot('/manage/conf', { width, height, language });
      await conf.getByTestId('deployment-facts').waitFor();
      await conf
        .getByTestId('web-config-card')
        .getByText(language === 'zh-CN' ? '网站名称' : 'Site Name', { exact: true })
        .waitFor();
      await expect.poll(() => horizontalOverflow(conf)).toBeLessThanOrEqual(0);
      await conf.screenshot({ path: `/tmp/manage-conf-${language}-${width}.png`, fullPage: true });

      // The discussion and judging cards side by side at 1440 px, one under the other at 375 px.
      const first = await switches.getByTestId('switch-group-discussions').boundingBox();
      const second = await switches.getByTestId('switch-group-judging').boundingBox();
      expect(first && second && (width === 1440 ? Math.abs(first.y - second.y) < 2 : second.y > first.y)).toBe(true);
    });
  }
});
