// Browser test of group contests: the group root creates a running contest in the Contest tab's admin mode with
// the contest form and adds the group's own problem on the group contest problems screen; a member opens it from
// the group's Contest tab, solves it through the real judge and finds the row on the rank; a stranger gets 404.
// The group root also posts an announcement on the group contest announcement screen.
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './harness';
import { call, createUser, horizontalOverflow, login, logInPage, setSubmitInterval, type Session } from './fixtures';

const e2e = useE2E();

const AC_CODE =
  '#include <cstdio>\nint main() {\n    long long a, b;\n    scanf("%lld %lld", &a, &b);\n    printf("%lld\\n", a + b);\n    return 0;\n}\n';

const SHORT_NAME = 'gcont';
const TITLE = 'Club monthly round';

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

/** Root creates the group (ordinary users need 20 solved problems for that), then hands it to its owner. */
async function transferGroup(gid: number, owner: Session): Promise<void> {
  const { groups, groupMembers } = (await import(
    fileURLToPath(new URL('../../server/src/modules/groups/tables.ts', import.meta.url))
  )) as GroupTables;
  const { eq } = (await import('drizzle-orm')) as Drizzle;
  const db = e2e.server.database.db as UpdatableDb;
  await db.update(groups).set({ uid: owner.user.uid, owner: owner.user.username }).where(eq(groups.id, gid));
  await db.update(groupMembers).set({ uid: owner.user.uid }).where(eq(groupMembers.gid, gid));
}

/** The browser's local time as the form's pickers show it (YYYY-MM-DD HH:mm:ss). */
const pickerText = (date: Date): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};

async function pickTime(page: Page, testId: string, date: Date): Promise<void> {
  const input = page.locator(`[data-testid=${testId}] input, input[data-testid=${testId}]`).first();
  await input.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(pickerText(date));
  await page.keyboard.press('Enter');
  await page.locator('.ant-picker-dropdown:visible').waitFor({ state: 'hidden' });
}

async function typeCode(page: Page, code: string): Promise<void> {
  await page.locator('[data-testid=code-editor] .cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

describe('group contests', () => {
  let gid: number;
  let pid: number;
  let cid: number;
  let teacher: Session;
  let pupil: Session;
  let outsider: Session;

  beforeAll(async () => {
    await Promise.all(['gcteacher', 'gcpupil', 'gcoutsider'].map((name) => createUser(e2e.server, name)));
    await setSubmitInterval(e2e.server, 0);
    const root = await login(e2e.server, 'root');
    [teacher, pupil, outsider] = await Promise.all(['gcteacher', 'gcpupil', 'gcoutsider'].map((name) => login(e2e.server, name)));
    const group = {
      name: 'Contest Club',
      shortName: SHORT_NAME,
      brief: 'Monthly rounds together',
      description: 'A club that holds its own contests.',
      auth: 1,
      visible: true,
    };
    gid = (await call<{ id: number }>(e2e.server, 'POST', '/group', { group }, root.token)).data.id;
    await transferGroup(gid, teacher);
    await call(e2e.server, 'POST', '/group/member', { gid }, pupil.token);
    const problem = {
      gid,
      problem: { problemId: 'sum', title: 'Club A plus B', description: 'Add two integers.', difficulty: 0 },
      languages: ['C++ 17 With O2'],
      tags: [],
      isUploadTestCase: false,
      samples: [{ input: '1 2\n', output: '3\n' }],
      judgeMode: 'default',
    };
    pid = (await call<{ pid: number }>(e2e.server, 'POST', '/group/problem', problem, teacher.token)).data.pid;
  });

  it('the group root creates a running contest and adds the group problem from the group admin pages', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await logInPage(page, teacher);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/group/${gid}/contest`);
    await page.getByTestId('group-contest-empty').waitFor();
    await page.getByTestId('group-contest-admin-mode').click();
    await page.getByTestId('group-contest-create').click();
    await page.waitForURL(`**/group/${gid}/admin/contest/create`);
    await page.getByTestId('contest-form').waitFor();
    await page.getByTestId('contest-title-input').fill(TITLE);
    await page.getByTestId('contest-description-input').fill('One problem, **for members**.');
    const now = Date.now();
    await pickTime(page, 'contest-start-input', new Date(now - 3_600_000));
    await pickTime(page, 'contest-end-input', new Date(now + 4 * 3_600_000));
    const saved = page.waitForRequest((request) => request.url().endsWith('/api/group/contest') && request.method() === 'POST');
    await page.getByTestId('contest-save').click();
    expect((await saved).postDataJSON()).toMatchObject({ gid, contest: { title: TITLE } });
    await page.waitForURL(`**/group/${gid}/contest?admin=1`);

    const link = page.getByTestId('group-contest-admin-table').getByRole('link', { name: TITLE });
    await link.waitFor();
    cid = Number((await link.getAttribute('href'))?.split('/').pop());
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByTestId(`group-contest-problems-${cid}`).click();
    await page.waitForURL(`**/group/${gid}/admin/contest/${cid}/problems`);
    await page.getByTestId(`group-contest-display-id-${pid}`).fill('A');
    await page.getByTestId(`group-contest-add-${pid}`).click();
    await page.getByTestId('group-contest-problem-table').getByText('Club A plus B').waitFor();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByTestId('group-contest-problem-table').waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  it('the group root posts an announcement on the group contest announcement screen', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await logInPage(page, teacher);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/group/${gid}/contest?admin=1`);
    await page.getByTestId(`group-contest-announcements-${cid}`).waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByTestId(`group-contest-announcements-${cid}`).click();
    await page.waitForURL(`**/group/${gid}/admin/contest/${cid}/announcement`);
    await page.getByTestId('admin-contest-announcements').waitFor();
    const posted = page.waitForRequest(
      (request) => request.url().endsWith('/api/group/contest-announcement') && request.method() === 'POST',
    );
    await page.getByTestId('announcement-add').click();
    await page.getByTestId('announcement-title').fill('Read the samples');
    await page.getByTestId('announcement-content-input').fill('They **matter**.');
    await page.getByTestId('announcement-save').click();
    expect((await posted).postDataJSON()).toMatchObject({ cid, announcement: { title: 'Read the samples' } });
    await page.locator('[data-testid^=admin-announcement-]', { hasText: 'Read the samples' }).waitFor();
  });

  it('a member opens it from the Contest tab, solves it and sees the rank', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await logInPage(page, pupil);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/group/${gid}/contest`);
    await page.getByTestId('group-contest-list').getByText(TITLE).waitFor();
    expect(await page.getByTestId('group-contest-admin-mode').count()).toBe(0);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByTestId('group-contest-list').getByText(TITLE).click();
    await page.waitForURL(`**/contest/${cid}`);
    await page.getByTestId('contest-description').getByText('for members').waitFor();

    await page.getByTestId('contest-tab-problems').click();
    await page.waitForURL(`**/contest/${cid}/problems`);
    await page.getByTestId('contest-problem-row').first().click();
    await page.waitForURL(`**/contest/${cid}/problem/A`);
    await page.locator('[data-testid=code-editor] .cm-content').waitFor();
    await typeCode(page, AC_CODE);
    const submitted = page.waitForRequest((request) => request.url().endsWith('/api/submit-problem-judge'));
    await page.getByTestId('submit-code').click();
    expect((await submitted).postDataJSON()).toMatchObject({ cid, pid: 'A' });
    await page.locator('[data-testid=submit-status-tag][data-status="0"]').waitFor({ timeout: 30_000 });

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/contest/${cid}/rank`);
    const row = page.locator(`[data-testid=board-row][data-uid="${pupil.user.uid}"][data-pinned=false]`);
    await row.getByTestId('board-rank').getByText('1').waitFor();
  });

  it('keeps a stranger out as if the contest did not exist', async () => {
    await expect(call(e2e.server, 'GET', `/get-contest-info?cid=${cid}`, undefined, outsider.token)).rejects.toThrow(/404/);
    const site = await call<{ records: { id: number }[] }>(
      e2e.server,
      'GET',
      '/get-contest-list?currentPage=1&limit=50',
      undefined,
      pupil.token,
    );
    expect(site.data.records.map((r) => r.id)).not.toContain(cid);
    const page = await e2e.newPage({ language: 'en-US' });
    await logInPage(page, outsider);
    await page.goto(`/contest/${cid}`);
    await page.locator('[data-testid=contest-not-found], [data-testid=query-error]').first().waitFor();
    expect(await page.getByTestId('contest-description').count()).toBe(0);
  });
});
