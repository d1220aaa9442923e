// Browser test of group trainings and group authoring: the group root writes a group problem with the back
// office's problem form (display id without the group prefix, one typed-in case), creates a training in the
// Training tab's admin mode and adds that problem and a public demo problem with the picker; a member opens the
// training, solves the group problem (Accepted), walks the focus-mode strip and comes back; a stranger is kept out.
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './harness';
import { call, createUser, horizontalOverflow, login, logInPage, setSubmitInterval, type Session } from './fixtures';

const e2e = useE2E();

const AC_CODE =
  '#include <cstdio>\nint main() {\n    long long a, b;\n    scanf("%lld %lld", &a, &b);\n    printf("%lld\\n", a + b);\n    return 0;\n}\n';

const SHORT_NAME = 'gtrain';
/** The display id the form sends and the one the server stores (the group's short name in front). */
const SENT_ID = 'ab';
const GROUP_PROBLEM = 'GTRAINAB';
const TRAINING = 'Warm-up set';

interface GroupTables {
  groups: { id: unknown };
  groupMembers: { gid: unknown; uid: unknown };
}
interface Drizzle {
  eq(column: unknown, value: unknown): unknown;
}
interface UpdatableDb {
  update(table: unknown): { set(values: object): { where(condition: unknown): Promise<unknown> } };
}

/**
 * Hands the group to another owner straight in the database: an ordinary user needs 20 solved problems to create
 * a group, so root creates it and the owner (group root, level 5) changes.
 */
async function transferGroup(gid: number, owner: Session): Promise<void> {
  const { groups, groupMembers } = (await import(
    fileURLToPath(new URL('../../server/src/modules/groups/tables.ts', import.meta.url))
  )) as GroupTables;
  const { eq } = (await import('drizzle-orm')) as Drizzle;
  const db = e2e.server.database.db as UpdatableDb;
  await db.update(groups).set({ uid: owner.user.uid, owner: owner.user.username }).where(eq(groups.id, gid));
  await db.update(groupMembers).set({ uid: owner.user.uid }).where(eq(groupMembers.gid, gid));
}

/** Replaces the editor's content as typed text. */
async function typeCode(page: Page, code: string): Promise<void> {
  await page.locator('[data-testid=code-editor] .cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

describe('group trainings', () => {
  let gid: number;
  let coach: Session;
  let member: Session;
  let stranger: Session;
  let tid: number;

  beforeAll(async () => {
    await Promise.all(['coach', 'member', 'stranger'].map((name) => createUser(e2e.server, name)));
    await setSubmitInterval(e2e.server, 0);
    const root = await login(e2e.server, 'root');
    [coach, member, stranger] = await Promise.all([login(e2e.server, 'coach'), login(e2e.server, 'member'), login(e2e.server, 'stranger')]);
    const group = {
      name: 'Training Club',
      shortName: SHORT_NAME,
      brief: 'We practise together',
      description: 'Weekly practice for the club.',
      auth: 1,
      visible: true,
    };
    const { data } = await call<{ id: number }>(e2e.server, 'POST', '/group', { group }, root.token);
    gid = data.id;
    await transferGroup(gid, coach);
    // A public group: joining is immediate.
    await call(e2e.server, 'POST', '/group/member', { gid }, member.token);
  });

  it('the group root writes a group problem with the problem form', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await logInPage(page, coach);
    await page.goto(`/group/${gid}/admin/problem/create`);
    await page.getByTestId('problem-form').waitFor();
    await page.getByText('Without the group prefix').waitFor();
    await page.getByTestId('field-problemId').fill(SENT_ID);
    await page.getByTestId('field-title').fill('Group A plus B');
    await page.getByTestId('field-input-input').fill('Two integers a and b.');
    await page.getByTestId('field-output-input').fill('Their sum.');
    await page.getByTestId('example-0-input').fill('1 2');
    await page.getByTestId('example-0-output').fill('3');
    await page.getByTestId('case-source-manual').click();
    await page.getByTestId('case-0-input').fill('20 22');
    await page.getByTestId('case-0-output').fill('42');
    const saved = page.waitForRequest((request) => request.url().endsWith('/api/group/problem') && request.method() === 'POST');
    await page.getByTestId('problem-save').click();
    expect((await saved).postDataJSON()).toMatchObject({ gid, problem: { problemId: SENT_ID } });
    await page.waitForURL(`**/group/${gid}/problem`);

    const { data } = await call<{ records: { problemId: string }[] }>(
      e2e.server,
      'GET',
      `/group/get-admin-problem-list?gid=${gid}`,
      undefined,
      coach.token,
    );
    expect(data.records.map((row) => row.problemId)).toEqual([GROUP_PROBLEM]);
  });

  it('the group root creates a training in the admin mode and adds problems with the picker', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await logInPage(page, coach);
    await page.goto(`/group/${gid}/training`);
    await page.getByTestId('group-training-admin-mode').click();
    await page.getByTestId('create-training').click();
    await page.waitForURL(`**/group/${gid}/admin/training/create`);
    // Group trainings have no site category.
    await page.getByTestId('training-form').waitFor();
    expect(await page.getByTestId('training-category-input').count()).toBe(0);
    await page.getByTestId('training-title-input').fill(TRAINING);
    await page.getByTestId('training-description-input').fill('Start **here**.');
    await page.getByTestId('training-save').click();
    await page.waitForURL(`**/group/${gid}/training?admin=1`);

    // The admin mode fits a wide screen without scrolling sideways.
    await page.setViewportSize({ width: 1440, height: 900 });
    const link = page.getByTestId('admin-training-table').getByRole('link', { name: TRAINING });
    await link.waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    tid = Number((await link.getAttribute('href'))?.split('/').pop());
    expect(await link.getAttribute('href')).toBe(`/group/${gid}/training/${tid}`);
    await page.getByTestId(`training-problems-${tid}`).click();
    await page.waitForURL(`**/group/${gid}/admin/training/${tid}/problems`);

    await page.getByTestId('open-problem-picker').click();
    await page.getByTestId('problem-picker').getByText('Add from group or public problems').waitFor();
    for (const problemId of [GROUP_PROBLEM, '1000']) {
      await page.getByTestId('picker-search').locator('input').fill(problemId);
      await page.getByTestId('picker-search').locator('input').press('Enter');
      await page.getByTestId(`picker-add-${problemId}`).click();
      await page.getByTestId(`admin-training-problem-${problemId}`).waitFor();
    }
    await page.keyboard.press('Escape');
    // The picker's closing animation is over before the width is measured (a modal still on screen is 1000 px wide).
    await page.getByTestId('problem-picker').waitFor({ state: 'hidden' });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByTestId('training-problems-table').waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  it('a member opens the training, solves the group problem and walks focus mode', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await logInPage(page, member);
    await page.goto(`/group/${gid}/training`);
    await page.getByTestId('training-table').getByText(TRAINING).click();
    await page.waitForURL(`**/group/${gid}/training/${tid}`);
    await page.getByTestId('training-description').getByText('here').waitFor();
    // No admin mode for a member.
    expect(await page.getByTestId('group-training-admin-mode').count()).toBe(0);

    await page.getByTestId('training-tab-problems').click();
    await page.waitForURL(`**/group/${gid}/training/${tid}/problems`);
    await page.getByTestId('training-problem-row').nth(1).waitFor();
    expect(await page.getByTestId('training-problem-id').allTextContents()).toEqual([GROUP_PROBLEM, '1000']);

    await page.getByTestId('training-problem-title').first().click();
    await page.waitForURL(`**/group/${gid}/training/${tid}/problem/${GROUP_PROBLEM}`);
    await page.getByTestId('problem-title').getByText(GROUP_PROBLEM).waitFor();
    await page.locator('[data-testid=code-editor] .cm-content').waitFor();
    await typeCode(page, AC_CODE);
    const submitted = page.waitForRequest((request) => request.url().endsWith('/api/submit-problem-judge'));
    await page.getByTestId('submit-code').click();
    expect((await submitted).postDataJSON()).toMatchObject({ tid, gid, pid: GROUP_PROBLEM });
    await page.locator('[data-testid=submit-status-tag][data-status="0"]').waitFor({ timeout: 20_000 });

    // Focus mode: the training's strip with previous and next, then back to the normal route.
    await page.getByTestId('focus-enter').click();
    await page.waitForURL(`**/group/${gid}/training/${tid}/problem/${GROUP_PROBLEM}/full-screen`);
    await page.getByTestId('focus-strip').waitFor();
    expect(await page.locator('.app-header').count()).toBe(0);
    expect(await page.getByTestId('focus-previous').isDisabled()).toBe(true);
    await page.getByTestId('focus-next').click();
    await page.waitForURL(`**/group/${gid}/training/${tid}/problem/1000/full-screen`);
    await page.getByTestId('problem-title').getByText('1000').waitFor();
    expect(await page.getByTestId('focus-next').isDisabled()).toBe(true);
    await page.getByTestId('focus-previous').click();
    await page.waitForURL(`**/group/${gid}/training/${tid}/problem/${GROUP_PROBLEM}/full-screen`);
    // The URL changes before the page renders the problem: until then the exit button links to 1000's route.
    await page.getByTestId('problem-title').getByText(GROUP_PROBLEM).waitFor();
    await page.getByTestId('focus-exit').click();
    await page.waitForURL(`**/group/${gid}/training/${tid}/problem/${GROUP_PROBLEM}`);
    await page.getByTestId('training-problem-page').waitFor();

    // The list with its progress column fits a 375 px screen.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/group/${gid}/training`);
    await page.getByTestId('training-progress').waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  it('keeps a stranger out of the training', async () => {
    await expect(call(e2e.server, 'GET', `/get-training-detail?tid=${tid}`, undefined, stranger.token)).rejects.toThrow(/403/);
    const page = await e2e.newPage({ language: 'en-US' });
    await logInPage(page, stranger);
    await page.goto(`/group/${gid}/training/${tid}`);
    await page.locator('[data-testid=group-locked], [data-testid=query-error]').first().waitFor();
    expect(await page.getByTestId('training-description').count()).toBe(0);
  });
});
