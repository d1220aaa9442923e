// Browser test of site contests: root creates a private running contest in the back office (a required-field
// message, two public problems of its own from the public picker under display ids A and B); a user finds it in the list,
// registers with the password, solves A with a real judge, walks the focus-mode strip, finds the submission in
// the submissions tab, and the list fits 375 px; a visitor opening a contest is asked to log in.
// A problem added to a contest becomes contest-only: the demo problems, which the other files on the shared server
// use, stay out of it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './harness';
import { createProblem, createUser, findInPicker, horizontalOverflow, login, logInPage, signInToManage } from './fixtures';

const e2e = useE2E();

const TITLE = 'Private round';
const PASSWORD = 'contest-pass';
/** Public A+B problems of this file's own, for the contest. */
const PROBLEMS = [
  { problemId: 'CONTESTSUM1', title: 'Contest sum one' },
  { problemId: 'CONTESTSUM2', title: 'Contest sum two' },
];
const AC_CODE =
  '#include <cstdio>\nint main() {\n    long long a, b;\n    scanf("%lld %lld", &a, &b);\n    printf("%lld\\n", a + b);\n    return 0;\n}\n';

/** The browser's local time as the form's pickers show it (YYYY-MM-DD HH:mm:ss). */
const pickerText = (date: Date): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};

/** Types a time into a date-time picker and confirms it. */
async function pickTime(page: Page, testId: string, date: Date): Promise<void> {
  const input = page.locator(`[data-testid=${testId}] input, input[data-testid=${testId}]`).first();
  await input.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(pickerText(date));
  await page.keyboard.press('Enter');
  await page.locator('.ant-picker-dropdown:visible').waitFor({ state: 'hidden' });
  expect(await input.inputValue()).toBe(pickerText(date));
}

/** Replaces the editor's content as typed text. */
async function typeCode(page: Page, code: string): Promise<void> {
  await page.locator('[data-testid=code-editor] .cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

/** Root's back-office work; answers the new contest's id. */
async function createContest(page: Page): Promise<number> {
  await signInToManage(page, 'root');
  await page.goto('/manage/contest/create');
  await page.getByTestId('contest-form').waitFor();
  // Saving without a title: "<label> is required" (zh-CN, the default language).
  await page.getByTestId('contest-save').click();
  await page.getByText('标题不能为空').first().waitFor();

  await page.getByTestId('contest-title-input').fill(TITLE);
  await page.getByTestId('contest-description-input').fill('Two problems, **A and B**.');
  await page.getByTestId('contest-auth-input').getByText('私有赛').click();
  await page.getByTestId('contest-password-input').fill(PASSWORD);
  // Running: started an hour ago, ends in four hours.
  const now = Date.now();
  await pickTime(page, 'contest-start-input', new Date(now - 3_600_000));
  // An end before the start is refused.
  await pickTime(page, 'contest-end-input', new Date(now - 2 * 3_600_000));
  await page.getByTestId('contest-save').click();
  await page.getByText('结束时间应晚于开始时间').first().waitFor();
  await pickTime(page, 'contest-end-input', new Date(now + 4 * 3_600_000));
  await page.getByTestId('contest-form-duration').getByText('05:00:00').waitFor();
  await page.getByTestId('contest-save').click();
  await page.waitForURL(/\/manage\/contest$/);

  const link = page.getByTestId('admin-contest-table').getByRole('link', { name: TITLE });
  const cid = Number((await link.getAttribute('href'))?.split('/').pop());
  await page.getByTestId(`contest-problems-${cid}`).click();
  await page.waitForURL(`**/manage/contest/${cid}/problems`);

  await page.getByTestId('open-problem-picker').click();
  for (const [problemId, displayId] of [
    [PROBLEMS[0].problemId, 'A'],
    [PROBLEMS[1].problemId, 'B'],
  ]) {
    await findInPicker(page, problemId);
    await page.getByTestId(`picker-add-${problemId}`).click();
    // The next letter is offered.
    expect(await page.getByTestId('display-id-input').inputValue()).toBe(displayId);
    await page.getByTestId('display-id-confirm').click();
    await page.getByTestId(`admin-contest-problem-${displayId}`).waitFor();
  }
  await page.keyboard.press('Escape');
  return cid;
}

describe('contests', () => {
  beforeAll(async () => {
    await createUser(e2e.server, 'contestant');
    const root = await login(e2e.server, 'root');
    for (const problem of PROBLEMS) await createProblem(e2e.server, root, problem);
  });

  it('root sets up a private contest; a user registers, solves A and works through it in focus mode', async () => {
    const cid = await createContest(await e2e.newPage());

    const page = await e2e.newPage({ language: 'en-US' });
    await logInPage(page, await login(e2e.server, 'contestant'));
    await page.goto('/contest');
    await page.getByTestId('contest-list').getByText(TITLE).click();
    await page.waitForURL(`**/contest/${cid}`);
    await page.getByTestId('contest-description').getByText('A and B').waitFor();
    expect(await page.getByTestId('contest-status').getAttribute('data-status')).toBe('0');
    expect(await page.getByTestId('contest-countdown').innerText()).toMatch(/Time left 0[34]:\d\d:\d\d/);

    // Locked until registered (problems, submissions, rank, announcements, comments); the password is asked for.
    expect(await page.locator('.ant-tabs-tab-disabled').count()).toBe(5);
    await page.getByTestId('contest-register').click();
    await page.getByTestId('contest-register-confirm').click();
    await page.getByText('Enter the contest password').waitFor();
    await page.getByTestId('contest-password').fill(PASSWORD);
    await page.getByTestId('contest-register-confirm').click();
    await page.getByText('Register contest successfully').first().waitFor();
    await page.getByTestId('contest-register-panel').waitFor({ state: 'detached' });

    await page.getByTestId('contest-tab-problems').click();
    await page.waitForURL(`**/contest/${cid}/problems`);
    await page.getByTestId('contest-problem-row').nth(1).waitFor();
    expect(await page.getByTestId('contest-problem-id').allTextContents()).toEqual(['A', 'B']);

    await page.getByTestId('contest-problem-row').first().click();
    await page.waitForURL(`**/contest/${cid}/problem/A`);
    await page.getByTestId('problem-title').getByText('A', { exact: false }).waitFor();
    await page.locator('[data-testid=code-editor] .cm-content').waitFor();
    await typeCode(page, AC_CODE);
    const submitted = page.waitForRequest((request) => request.url().endsWith('/api/submit-problem-judge'));
    await page.getByTestId('submit-code').click();
    expect((await submitted).postDataJSON()).toMatchObject({ cid, pid: 'A' });
    await page.locator('[data-testid=submit-status-tag][data-status="0"]').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('submit-detail-link').getAttribute('href')).toMatch(
      new RegExp(`/contest/${cid}/problem/A/submission-detail/\\d+$`),
    );

    // Focus mode: no site navigation, the strip with the current problem, previous and next.
    await page.getByTestId('focus-enter').click();
    await page.waitForURL(`**/contest/${cid}/problem/A/full-screen`);
    await page.getByTestId('focus-strip').waitFor();
    expect(await page.locator('.app-header').count()).toBe(0);
    expect(await page.locator('[data-testid=focus-strip-item][aria-current=page]').getAttribute('data-problem')).toBe('A');
    expect(await page.getByTestId('focus-previous').isDisabled()).toBe(true);
    // A is solved.
    await page.locator('[data-testid=focus-strip-item][data-problem=A] [data-testid=my-status][data-status="0"]').waitFor();

    await page.getByTestId('focus-next').click();
    await page.waitForURL(`**/contest/${cid}/problem/B/full-screen`);
    await page.locator('[data-testid=focus-strip-item][aria-current=page][data-problem=B]').waitFor();
    await page.getByTestId('problem-statement').waitFor();
    expect(await page.getByTestId('focus-next').isDisabled()).toBe(true);

    await page.getByTestId('focus-previous').click();
    await page.waitForURL(`**/contest/${cid}/problem/A/full-screen`);
    // The URL changes before the page renders A: until then the exit button still links to B's normal route.
    await page.locator('[data-testid=focus-strip-item][aria-current=page][data-problem=A]').waitFor();
    await page.getByTestId('focus-exit').click();
    await page.waitForURL(`**/contest/${cid}/problem/A`);
    await page.getByTestId('contest-problem-page').waitFor();

    // The submissions tab lists the accepted submission; it opens inside the contest.
    await page.getByTestId('contest-back').click();
    await page.waitForURL(`**/contest/${cid}/problems`);
    await page.getByTestId('contest-tab-submissions').click();
    await page.waitForURL(`**/contest/${cid}/submissions`);
    const row = page
      .getByTestId('submission-table')
      .locator('tbody tr', { has: page.locator('[data-testid=row-status][data-status="0"]') });
    await row.waitFor();
    await row.getByRole('link').first().click();
    await page.waitForURL(new RegExp(`/contest/${cid}/problem/A/submission-detail/\\d+$`));
    await page.locator('[data-testid=detail-status][data-status="0"]').waitFor();
    expect(await page.getByTestId('detail-problem').getAttribute('href')).toBe(`/contest/${cid}/problem/A`);

    // The list fits a 375 px screen.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/contest');
    await page.getByTestId('contest-item').first().waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  it('asks a visitor to log in before opening a contest', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await page.goto('/contest');
    await page.getByTestId('contest-title').first().click();
    await page.getByText('Please login first').first().waitFor();
    await page.getByTestId('login-username').waitFor();
    expect(new URL(page.url()).pathname).toBe('/contest');
  });
});
