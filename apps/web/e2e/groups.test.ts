// Browser test of groups: root creates a protected group through the Create Group dialog (a check on blur, the
// draft kept when the dialog reopens); a user applies with a reason; root approves in the Member tab; the user
// opens the Problem tab, solves the group's problem with a real judge, goes into focus mode and back; a visitor
// opening a group is asked to log in; the list fits 375 px.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ProblemSavePayloadInput } from '@verdict/shared';
import { useE2E } from './harness';
import { call, createUser, horizontalOverflow, login, logInPage, type Session } from './fixtures';

const e2e = useE2E();

const NAME = 'Algorithm Club';
const SHORT_NAME = 'ALGOC';
const REASON = 'I would like to practise with the club.';
const AC_CODE =
  '#include <cstdio>\nint main() {\n    long long a, b;\n    scanf("%lld %lld", &a, &b);\n    printf("%lld\\n", a + b);\n    return 0;\n}\n';

/** Replaces the editor's content as typed text. */
async function typeCode(page: Page, code: string): Promise<void> {
  await page.locator('[data-testid=code-editor] .cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

/** Root fills the Create Group dialog; answers the new group's id. */
async function createGroup(page: Page): Promise<number> {
  await page.goto('/group');
  await page.getByTestId('group-create').click();
  const form = page.getByTestId('group-create-form');
  await form.waitFor();
  // Checked on blur with the spec's message.
  await page.getByTestId('group-form-name').fill('Alg');
  await page.getByTestId('group-form-brief').focus();
  await page.getByText('The group name must be 5 to 25 characters').waitFor();
  await page.getByTestId('group-form-name').fill(NAME);
  await page.getByTestId('group-form-short-name').fill(SHORT_NAME);

  // The draft survives closing the dialog.
  await page.locator('.ant-modal-close').click();
  await form.waitFor({ state: 'detached' });
  await page.getByTestId('group-create').click();
  expect(await page.getByTestId('group-form-name').inputValue()).toBe(NAME);
  expect(await page.getByTestId('group-form-short-name').inputValue()).toBe(SHORT_NAME);

  await page.getByTestId('group-form-brief').fill('Weekly algorithm practice');
  await page.getByTestId('group-form-auth').getByText('Protected').click();
  await page.getByTestId('group-form-description').fill('Welcome to **the club**. <img src=x onerror="window.hacked=1">');
  await page.getByTestId('group-form-submit').click();
  await page.getByText('Create Successfully').first().waitFor();
  await page.waitForURL(/\/group\/\d+$/);
  const gid = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByTestId('group-description').getByText('the club').waitFor();
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  expect(await page.getByTestId('group-title').innerText()).toBe(NAME);
  expect(await page.title()).toBe(NAME);
  // Root of the group: every tab, and Setting.
  await page.getByTestId('group-tab-setting').waitFor();
  return gid;
}

/** A public group problem with one A+B case, saved by root through the group's authoring call. */
async function createGroupProblem(root: Session, gid: number): Promise<string> {
  const payload: ProblemSavePayloadInput & { gid: number } = {
    gid,
    problem: { problemId: '1001', title: 'Club A+B', description: 'Add two numbers.', difficulty: 0 },
    languages: ['C++ 17 With O2'],
    tags: [],
    isUploadTestCase: false,
    samples: [{ input: '1 2\n', output: '3\n' }],
    judgeMode: 'default',
  };
  const { data } = await call<{ problemId: string }>(e2e.server, 'POST', '/group/problem', payload, root.token);
  return data.problemId;
}

/** A public group made by root through the API, so the list has a card before the dialog test runs. */
async function createPublicGroup(root: Session): Promise<void> {
  const group = {
    name: 'Open Study Hall',
    shortName: 'OPENS',
    brief: 'Anyone may join',
    description: 'Open to all.',
    auth: 1,
    code: null,
    visible: true,
  };
  await call(e2e.server, 'POST', '/group', { group }, root.token);
}

describe('groups', () => {
  beforeAll(async () => {
    await createUser(e2e.server, 'clubber');
    await createPublicGroup(await login(e2e.server, 'root'));
  });

  it('root creates a protected group; a user applies, is approved, solves its problem and uses focus mode', async () => {
    const root = await login(e2e.server, 'root');
    const rootPage = await e2e.newPage({ language: 'en-US' });
    await logInPage(rootPage, root);
    const gid = await createGroup(rootPage);
    const displayId = await createGroupProblem(root, gid);
    expect(displayId).toBe(`${SHORT_NAME}1001`);

    // The user finds the group and applies with a reason.
    const page = await e2e.newPage({ language: 'en-US' });
    await logInPage(page, await login(e2e.server, 'clubber'));
    await page.goto('/group');
    await page.getByTestId('group-card').first().waitFor({ timeout: 30_000 });
    await page.locator(`[data-testid=group-card][data-gid="${gid}"]`).getByTestId('group-card-link').click();
    await page.waitForURL(`**/group/${gid}`);
    await page.getByTestId('group-apply').waitFor();
    expect(await page.locator('.group-tabs .ant-tabs-tab-disabled').count()).toBe(7); // Problem, Training, Contest, Submission, Discussion, Member, Rank
    await page.getByTestId('group-apply').click();
    await page.getByTestId('group-apply-reason').fill('Hi');
    await page.getByTestId('group-apply-submit').click();
    await page.getByText('The reason must be 5 to 100 characters').waitFor();
    await page.getByTestId('group-apply-reason').fill(REASON);
    await page.getByTestId('group-apply-submit').click();
    await page.getByText('Apply Successfully').first().waitFor();
    await page.getByTestId('group-applying').waitFor();

    // Root approves the application in the Member tab.
    await rootPage.getByTestId('group-tab-member').click();
    await rootPage.waitForURL(`**/group/${gid}/member`);
    const application = rootPage.locator('[data-testid=apply-row][data-username=clubber]');
    await application.getByText(REASON).waitFor();
    await application.getByTestId('apply-approve').click();
    await rootPage.locator('[data-testid=member-row][data-username=clubber] [data-testid=member-level][data-level="3"]').waitFor();
    await application.waitFor({ state: 'detached' });

    // The member sees the Problem tab and opens the group's problem.
    await page.reload();
    await page.getByTestId('group-exit').waitFor();
    await page.getByTestId('group-tab-problem').click();
    await page.waitForURL(`**/group/${gid}/problem`);
    await page.locator(`[data-testid=group-problem-row][data-problem="${displayId}"]`).click();
    await page.waitForURL(`**/group/${gid}/problem/${displayId}`);
    await page.getByTestId('group-problem-page').waitFor();
    await page.getByTestId('problem-statement').getByText('Add two numbers.').waitFor();
    await page.locator('[data-testid=code-editor] .cm-content').waitFor();
    await typeCode(page, AC_CODE);
    const submitted = page.waitForRequest((request) => request.url().endsWith('/api/submit-problem-judge'));
    await page.getByTestId('submit-code').click();
    expect((await submitted).postDataJSON()).toMatchObject({ gid, pid: displayId });
    await page.locator('[data-testid=submit-status-tag][data-status="0"]').waitFor({ timeout: 30_000 });

    // Focus mode: the strip of the group's problems; back to the normal route.
    await page.getByTestId('focus-enter').click();
    await page.waitForURL(`**/group/${gid}/problem/${displayId}/full-screen`);
    await page.getByTestId('focus-strip').waitFor();
    expect(await page.locator('.app-header').count()).toBe(0);
    expect(await page.locator('[data-testid=focus-strip-item][aria-current=page]').getAttribute('data-problem')).toBe(displayId);
    await page.locator(`[data-testid=focus-strip-item][data-problem="${displayId}"] [data-testid=my-status][data-status="0"]`).waitFor();
    await page.getByTestId('focus-exit').click();
    await page.waitForURL(`**/group/${gid}/problem/${displayId}`);
    await page.getByTestId('group-problem-page').waitFor();

    // The list fits a 375 px screen.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/group');
    await page.getByTestId('group-card').first().waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  }, 180_000);

  it('asks a visitor to log in before opening a group', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await page.goto('/group');
    await page.getByTestId('group-card').first().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('group-only-mine').locator('.ant-segmented-item-disabled').count()).toBeGreaterThan(0);
    await page.getByTestId('group-card-link').first().click();
    await page.getByText('Please login first').first().waitFor();
    await page.getByTestId('login-username').waitFor();
    expect(new URL(page.url()).pathname).toBe('/group');
  });
});
