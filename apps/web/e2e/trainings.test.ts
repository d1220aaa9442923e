// Browser test of site-wide trainings: root creates a private training in the back office (a required-field
// message, two problems from the public picker, one re-ranked); a user finds it in the list, registers with the
// password, opens a problem, walks the focus-mode strip and comes back, and the list fits 375 px; a visitor is
// asked to log in.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './harness';
import { call, createUser, findInPicker, horizontalOverflow, login, logInPage, signInToManage } from './fixtures';

const e2e = useE2E();

const TITLE = 'Private practice';
const PASSWORD = 'open-sesame';

/** The display ids of the problems on the training's problem page, in order. */
const problemIds = (page: Page) => page.getByTestId('training-problem-id').allTextContents();

/** Root's back-office work; answers the new training's id. */
async function createTraining(page: Page): Promise<number> {
  await signInToManage(page, 'root');
  await page.goto('/manage/training/create');
  await page.getByTestId('training-form').waitFor();
  // Saving without a title: "<label> is required" (zh-CN, the default language).
  await page.getByTestId('training-save').click();
  await page.getByText('标题不能为空').first().waitFor();

  await page.getByTestId('training-title-input').fill(TITLE);
  await page.getByTestId('training-description-input').fill('Two problems, **in order**.');
  await page.getByTestId('training-auth-input').getByText('私有').click();
  await page.getByTestId('training-password-input').fill(PASSWORD);
  await page.getByTestId('training-save').click();
  await page.waitForURL(/\/manage\/training$/);

  const link = page.getByTestId('admin-training-table').getByRole('link', { name: TITLE });
  const tid = Number((await link.getAttribute('href'))?.split('/').pop());
  await page.getByTestId(`training-problems-${tid}`).click();
  await page.waitForURL(`**/manage/training/${tid}/problems`);

  await page.getByTestId('open-problem-picker').click();
  for (const problemId of ['1000', '1001']) {
    await findInPicker(page, problemId);
    await page.getByTestId(`picker-add-${problemId}`).click();
    await page.getByTestId(`admin-training-problem-${problemId}`).waitFor();
  }
  await page.keyboard.press('Escape');

  // 1001 moves in front of 1000.
  const rank = page.getByTestId('admin-training-problem-1001').locator('input');
  await rank.fill('0');
  await rank.press('Enter');
  await page.waitForFunction(
    () => document.querySelector('[data-testid^=admin-training-problem-]')?.getAttribute('data-testid') === 'admin-training-problem-1001',
  );
  return tid;
}

describe('trainings', () => {
  beforeAll(async () => {
    await createUser(e2e.server, 'trainee');
  });

  it('root sets up a private training; a user registers and works through it in focus mode', async () => {
    const tid = await createTraining(await e2e.newPage());

    const page = await e2e.newPage({ language: 'en-US' });
    await logInPage(page, await login(e2e.server, 'trainee'));
    await page.goto('/training');
    await page.getByTestId('training-table').getByText(TITLE).click();
    await page.waitForURL(`**/training/${tid}`);

    // The password form until registration succeeds.
    await page.getByTestId('training-register').click();
    await page.getByText('Please enter the training password').waitFor();
    await page.getByTestId('training-password').fill(PASSWORD);
    await page.getByTestId('training-register').click();
    await page.getByText('Register training successful').waitFor();
    await page.getByTestId('training-description').getByText('in order').waitFor();

    await page.getByTestId('training-tab-problems').click();
    await page.waitForURL(`**/training/${tid}/problems`);
    await page.getByTestId('training-problem-row').nth(1).waitFor();
    expect(await problemIds(page)).toEqual(['1001', '1000']);

    await page.getByTestId('training-problem-title').first().click();
    await page.waitForURL(`**/training/${tid}/problem/1001`);
    await page.getByTestId('problem-title').getByText('1001').waitFor();
    // Submissions carry the training (the template is code enough; nothing is judged here).
    const submitted = page.waitForRequest((request) => request.url().endsWith('/api/submit-problem-judge'));
    await page.getByTestId('submit-code').click();
    expect((await submitted).postDataJSON()).toMatchObject({ tid, pid: '1001' });

    // Focus mode: no site navigation, the strip with the current problem, previous and next.
    await page.getByTestId('focus-enter').click();
    await page.waitForURL(`**/training/${tid}/problem/1001/full-screen`);
    await page.getByTestId('focus-strip').waitFor();
    expect(await page.locator('.app-header').count()).toBe(0);
    expect(await page.locator('[data-testid=focus-strip-item][aria-current=page]').getAttribute('data-problem')).toBe('1001');
    expect(await page.getByTestId('focus-previous').isDisabled()).toBe(true);

    await page.getByTestId('focus-next').click();
    await page.waitForURL(`**/training/${tid}/problem/1000/full-screen`);
    await page.getByTestId('problem-title').getByText('1000').waitFor();
    expect(await page.getByTestId('focus-next').isDisabled()).toBe(true);

    await page.getByTestId('focus-previous').click();
    await page.waitForURL(`**/training/${tid}/problem/1001/full-screen`);
    // The address changes before the new problem is drawn (a transition keeps the old one while it loads): the
    // exit button of the old one leads back to 1000.
    await page.getByTestId('problem-title').getByText('1001').waitFor();
    await page.getByTestId('focus-exit').click();
    await page.waitForURL(`**/training/${tid}/problem/1001`);
    await page.getByTestId('training-problem-page').waitFor();

    // The list with the progress column fits a 375 px screen.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/training');
    await page.getByTestId('training-progress').nth(1).waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  it('refreshes the back-office training list by itself every 10 s', async () => {
    const page = await e2e.newPage();
    // The page's clock runs as usual but can be moved on: the 10 s are fast-forwarded instead of waited for.
    await page.clock.install();
    const root = await login(e2e.server, 'root');
    await logInPage(page, root);
    await page.goto('/manage/training');
    await page.getByTestId('admin-training-table').waitFor();
    // Another admin's new training, saved while the list is open.
    await call(
      e2e.server,
      'POST',
      '/admin/training',
      { training: { title: 'Saved elsewhere', description: 'Made through the API.', auth: 'Public' } },
      root.token,
    );
    await page.clock.fastForward(10_000);
    await page.getByTestId('admin-training-table').getByText('Saved elsewhere').waitFor({ timeout: 15_000 });
  });

  it('asks a visitor to log in before opening a training', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    // The demo training.
    await page.goto('/training/1');
    await page.getByTestId('training-login-required').waitFor();
    await page.getByText('Please login first').first().waitFor();
    await page.getByTestId('login-username').waitFor();
  });
});
