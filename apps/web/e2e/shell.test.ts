// Browser tests of the foundation shell: home and nav, guards, login to the back office, language, 404, mobile drawer.
import { describe, expect, it } from 'vitest';
import { ROOT_PASSWORD, useE2E } from './harness';
import { chooseInMenu, watchElements } from './fixtures';

// A server of its own on the embedded default database, as `./verdict start` runs it (the shared one is on
// PostgreSQL when it answers).
const e2e = useE2E({ ownServer: { database: 'pglite' } });

describe('site shell', () => {
  it('shows the home page and the navigation to an anonymous visitor', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await page.goto('/');
    await page.getByTestId('home-page').waitFor();
    expect(await page.getByTestId('nav-home').textContent()).toBe('Home');
    expect(await page.getByTestId('nav-problems').textContent()).toBe('Problems');
    expect(await page.getByTestId('nav-login').isVisible()).toBe(true);
    // Status is for the super admin only.
    expect(await page.getByTestId('nav-status').count()).toBe(0);
    for (const card of ['recent-contests', 'announcements', 'seven-day-rank', 'recent-problems', 'weekly-chart']) {
      await page.getByTestId(card).waitFor();
    }
    await page.getByTestId('query-loading').first().waitFor({ state: 'detached' });
    expect(await page.getByTestId('query-error').count()).toBe(0);
    expect(await page.getByTestId('site-footer').isVisible()).toBe(true);
    expect(await page.title()).toContain('Home');
  });

  it('sends a visitor of a login-required route to /login with "Please login first"', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await page.goto('/setting');
    await page.waitForURL('**/login');
    await page.getByText('Please login first').waitFor();
    await page.getByTestId('login-form').waitFor();
  });

  it('logs root in through the dialog and reaches the back office', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await page.goto('/home');
    await page.getByTestId('nav-login').click();
    await page.getByTestId('login-username').fill('root');
    await page.getByTestId('login-password').fill(ROOT_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByText('Welcome back').waitFor();
    await page.waitForURL('**/home');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
    expect(await page.getByTestId('nav-status').count()).toBe(1);

    await chooseInMenu(page, 'user-menu', 'user-menu-manage');
    await page.waitForURL('**/manage');
    await page.getByTestId('admin-layout').waitFor();
    expect(await page.getByTestId('top-nav').count()).toBe(0);
    await page.getByTestId('manage-dashboard').waitFor();

    // A reload keeps the session, and the super-admin screens open.
    await page.goto('/manage/conf');
    await page.getByTestId('email-settings-card').waitFor();
  });

  it('keeps visitors out of the back office', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await page.goto('/manage/problems');
    await page.waitForURL('**/manage/login');
    await page.getByTestId('admin-login-page').waitFor();
    await page.goto('/admin/anything');
    await page.waitForURL('**/admin/login');
    await page.getByTestId('admin-login-page').waitFor();
  });

  it('slides its menus in, and not when the system asks for reduced motion', async () => {
    const slid: Record<string, boolean> = {};
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const page = await e2e.newPage({ language: 'en-US', reducedMotion });
      await page.goto('/home');
      await page.getByTestId('home-page').waitFor();
      // Every class the language menu takes while it opens.
      const menuClasses = await watchElements(page, '.ant-dropdown', 'className');
      await chooseInMenu(page, 'language-switch', 'lang-zh-CN');
      await page.getByTestId('nav-home').getByText('首页').waitFor();
      const classes = await menuClasses();
      expect(classes.length).toBeGreaterThan(0);
      // Without motion the menu still mounts with the first class of its slide, but never runs it.
      slid[reducedMotion] = classes.some((c) => c.includes('ant-slide-up-appear-active'));
    }
    expect(slid).toEqual({ 'no-preference': true, reduce: false });
  });

  it('switches the navigation language', async () => {
    const page = await e2e.newPage();
    await page.goto('/home');
    await page.getByTestId('home-page').waitFor();
    expect(await page.getByTestId('nav-home').textContent()).toBe('首页');
    await chooseInMenu(page, 'language-switch', 'lang-en-US');
    await page.getByTestId('nav-problems').getByText('Problems').waitFor();
    expect(await page.getByTestId('nav-home').textContent()).toBe('Home');
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('en-US');

    await page.goto('/home?l=zh-CN');
    expect(await page.getByTestId('nav-home').textContent()).toBe('首页');
  });

  it('shows the 404 page for an unknown path', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await page.goto('/no/such/page');
    await page.getByTestId('not-found').waitFor();
    await page.getByTestId('not-found-home').click();
    await page.waitForURL('**/home');
  });

  it('collapses the navigation into a drawer at 375 px', async () => {
    const page = await e2e.newPage({ width: 375, height: 812, language: 'en-US' });
    await page.goto('/home');
    await page.getByTestId('home-page').waitFor();
    expect(await page.getByTestId('nav-hamburger').isVisible()).toBe(true);
    expect(await page.getByTestId('nav-problems').isVisible()).toBe(false);
    await page.getByTestId('nav-hamburger').click();
    await page.getByTestId('nav-problems').waitFor({ state: 'visible' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
