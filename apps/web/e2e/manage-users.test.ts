// Browser tests of the users back office (/manage/user, root only) against a real server: importing 30 users from a
// CSV file (two bad rows reported by username), generating 20 contest accounts and downloading their xlsx, a role
// change that the user then finds in the message centre, the sessions drawer and the batch delete, the refusal of
// an admin-role user (page and API), and the layout at 375 and 1440 px in Chinese and English.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AdminUserRecord, PageResult } from '@verdict/shared';
import { useE2E } from './harness';
import { call, createUser, horizontalOverflow, login, logInPage, PASSWORD, pickOption, type Session } from './fixtures';

const e2e = useE2E();

/** This file's own users (the server is shared with other files). */
const ADMIN = 'e2eumadmin';
const MEMBER = 'e2eumember';
const SESSIONS = 'e2eumsess';
const IMPORTED = (i: number) => `e2eimp${i}`;
const GENERATED_PREFIX = 'e2egen';

let root: Session;

beforeAll(async () => {
  root = await login(e2e.server, 'root');
  await createUser(e2e.server, ADMIN, 1001);
  await createUser(e2e.server, MEMBER, 1002);
  await createUser(e2e.server, SESSIONS, 1002);
});

const usersNamed = async (keyword: string): Promise<AdminUserRecord[]> =>
  (
    await call<PageResult<AdminUserRecord>>(
      e2e.server,
      'GET',
      `/admin/user/get-user-list?keyword=${keyword}&limit=50`,
      undefined,
      root.token,
    )
  ).data.records;

async function openAsRoot(options: Parameters<typeof e2e.newPage>[0] = { language: 'en-US' }): Promise<Page> {
  const page = await e2e.newPage(options);
  await logInPage(page, root);
  await page.goto('/manage/user');
  await page.getByTestId('manage-users').waitFor();
  return page;
}

const toast = (page: Page, text: string) => page.locator('.ant-message-notice').getByText(text, { exact: true }).first().waitFor();

/** Finds one user in the list through the search box. */
async function search(page: Page, keyword: string): Promise<void> {
  const box = page.getByTestId('user-search').locator('input');
  await box.fill(keyword);
  await box.press('Enter');
  await page.getByTestId(`user-name-${keyword}`).waitFor();
}

/** 30 rows in HOJ's columns: row 5 has a short password, row 12 a malformed e-mail. */
function usersCsv(): string {
  const rows = Array.from({ length: 30 }, (_, i) =>
    [IMPORTED(i), `pass${i}xyz`, `e2eimp${i}@example.test`, `Imported ${i}`, i % 2 ? 'female' : 'male', `imp${i}`, 'E2E School'].join(','),
  );
  rows[4] = `${IMPORTED(4)},123`;
  rows[11] = `${IMPORTED(11)},pass11xyz,not-an-email`;
  return `${rows.join('\n')}\n`;
}

describe('users back office', () => {
  it('imports 30 users from a CSV file: 28 written, the two bad rows reported by username', async () => {
    const page = await openAsRoot();
    await page.getByTestId('import-tab').click();
    await page
      .getByTestId('import-users')
      .locator('input[type=file]')
      .setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(usersCsv()) });
    await page.getByTestId('import-preview-table').waitFor();
    expect(await page.getByTestId('import-preview-table').locator('.ant-table-tbody tr.ant-table-row').count()).toBe(10);
    expect(await page.getByTestId('import-submit').innerText()).toBe('Import 30 users');
    await page.getByTestId('import-submit').click();

    const result = page.getByTestId('import-result');
    await result.getByText('Import done: 28 added, 2 failed').waitFor();
    const failures = await result.getByTestId('failure-table').locator('.ant-table-tbody tr.ant-table-row').allInnerTexts();
    expect(failures).toHaveLength(2);
    expect(failures[0]).toContain(IMPORTED(4));
    expect(failures[0]).toContain('The password must be 6 to 20 characters');
    expect(failures[1]).toContain(IMPORTED(11));
    expect(failures[1]).toContain('The e-mail format is incorrect');
    await page.screenshot({ path: '/tmp/manage-users-import-1440-en.png', fullPage: true });

    const imported = await usersNamed('e2eimp');
    expect(imported).toHaveLength(28);
    expect(imported.find((u) => u.username === IMPORTED(7))).toMatchObject({ realname: 'Imported 7', school: 'E2E School', roleId: 1002 });
    await login(e2e.server, IMPORTED(7), 'pass7xyz');
  });

  it('generates 20 contest accounts and downloads them once as an xlsx whose accounts log in', async () => {
    const page = await openAsRoot();
    await page.getByTestId('generate-tab').click();
    await page.getByTestId('generate-prefix').fill(GENERATED_PREFIX);
    await page.getByTestId('generate-suffix').fill('t');
    await page.getByTestId('generate-to').fill('20');
    await page.getByTestId('generate-password-length').fill('8');
    const preview = page.getByTestId('generate-preview');
    await preview.getByText('20 accounts:').waitFor();
    expect(await preview.locator('.ant-tag').allInnerTexts()).toEqual([
      'e2egen1t',
      'e2egen2t',
      'e2egen3t',
      'e2egen18t',
      'e2egen19t',
      'e2egen20t',
    ]);
    // Too long a username is caught before anything is sent.
    await page.getByTestId('generate-suffix').fill('t'.repeat(14));
    await preview.getByText('A username (prefix + number + suffix) may be at most 20 characters').waitFor();
    expect(await page.getByTestId('generate-submit').isDisabled()).toBe(true);
    await page.getByTestId('generate-suffix').fill('t');

    await page.getByTestId('generate-submit').click();
    await page.getByTestId('generate-result').getByText('Generated: 20 added, 0 failed').waitFor();
    await page.screenshot({ path: '/tmp/manage-users-generate-1440-en.png', fullPage: true });

    const downloading = page.waitForEvent('download');
    await page.getByTestId('generate-download').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^generated-users-[0-9a-f]{8}\.xlsx$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const file = Buffer.concat(chunks);
    expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const rows = book.worksheets[0].getSheetValues().slice(2) as unknown as [undefined, string, string][];
    expect(rows.map((r) => r[1])).toEqual(Array.from({ length: 20 }, (_, i) => `e2egen${i + 1}t`));
    await login(e2e.server, rows[19][1], rows[19][2]);
    // The download works once.
    await expect.poll(() => page.getByTestId('generate-download').isDisabled()).toBe(true);
    await page.getByTestId('generate-result').getByText('Downloaded: the download no longer works').waitFor();
  });

  it('changes a role; the user finds the system notice in the message centre', async () => {
    const member = await login(e2e.server, MEMBER);
    const memberPage = await e2e.newPage({ language: 'en-US' });
    await logInPage(memberPage, member);
    await memberPage.goto('/home');

    const page = await openAsRoot();
    await search(page, MEMBER);
    await page.getByTestId(`edit-user-${MEMBER}`).click();
    await page.getByTestId('edit-user-form').waitFor();
    await pickOption(page, page.getByTestId('edit-user-role'), 'Admin');
    await page.getByTestId('edit-user-title').fill('Setter');
    await page.getByTestId('edit-user-save').click();
    await toast(page, 'Update Successfully');
    await page.getByTestId('edit-user-form').waitFor({ state: 'hidden' });
    await page.getByTestId(`user-role-${MEMBER}`).getByText('Admin').waitFor();
    expect(await page.getByTestId(`user-title-${MEMBER}`).innerText()).toBe('Setter');
    await page.screenshot({ path: '/tmp/manage-users-list-1440-en.png', fullPage: true });

    await memberPage.goto('/message/sys');
    const notice = memberPage.getByTestId('message-list-sys').getByTestId('message-item').first();
    await notice.getByText('Your role has changed').waitFor();
    // The notice's text is Markdown, shown once its renderer has loaded (a moment after the title).
    await notice.getByText('An administrator changed your role to "Admin"').waitFor();
    await memberPage.screenshot({ path: '/tmp/manage-users-notice-1440-en.png', fullPage: true });
    expect((await usersNamed(MEMBER))[0]).toMatchObject({ roleId: 1001, titleName: 'Setter' });
  });

  it('lists and ends a user’s sessions, and deletes selected users after a confirmation', async () => {
    const session = await login(e2e.server, SESSIONS);
    const page = await openAsRoot();
    await search(page, SESSIONS);
    await page.getByTestId(`sessions-user-${SESSIONS}`).click();
    const drawer = page.getByTestId('sessions-drawer');
    await drawer.getByTestId('session-list').locator('.ant-list-item').first().waitFor();
    await drawer.getByTestId('end-all-sessions').click();
    await page.getByTestId('end-all-confirm').click();
    await drawer.getByText('No live sessions').waitFor();
    const after = await fetch(`${e2e.server.url}/api/get-user-auth-info`, { headers: { authorization: session.token } });
    expect(after.status).toBe(401);
    await drawer.locator('.ant-drawer-close').click();

    await search(page, 'e2eimp1');
    for (const name of [IMPORTED(1), IMPORTED(10)]) await page.getByTestId(`select-user-${name}`).check();
    await page.getByTestId('delete-selected-users').click();
    await page.getByTestId('confirm-delete').click();
    await toast(page, 'Delete successfully');
    await expect.poll(async () => (await usersNamed('e2eimp1')).map((u) => u.username).sort()).not.toContain(IMPORTED(10));
    expect((await usersNamed('e2eimp1')).map((u) => u.username)).not.toContain(IMPORTED(1));
  });

  it('refuses an admin-role user: the page sends them to the admin login, the server answers 403', async () => {
    const admin = await login(e2e.server, ADMIN, PASSWORD);
    const page = await e2e.newPage({ language: 'en-US' });
    await logInPage(page, admin);
    await page.goto('/manage/user');
    await page.waitForURL('**/manage/login');
    await toast(page, 'Please login again with the administrator account');
    expect(await page.getByTestId('manage-users').count()).toBe(0);
    const refused = await fetch(`${e2e.server.url}/api/admin/user/get-user-list`, {
      headers: { authorization: admin.token, 'accept-language': 'en-US' },
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { msg: string }).msg).toBe('Please login again with the administrator account');
  });
});

describe('users back office layout and languages', () => {
  it('fits 375 px in Chinese: the list, the import and the generation scroll inside themselves', async () => {
    const page = await openAsRoot({ width: 375, height: 812, language: 'zh-CN' });
    await page.getByTestId('admin-user-table').waitFor();
    await page.getByText('只看管理员').waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/manage-users-list-375-zh.png', fullPage: true });

    await search(page, MEMBER);
    await page.getByTestId(`edit-user-${MEMBER}`).click();
    await page.getByTestId('edit-user-form').getByText('头衔颜色').waitFor();
    await page.getByTestId('edit-user-set-password').click();
    await page.getByTestId('edit-user-password').waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/manage-users-edit-375-zh.png' });
    await page.keyboard.press('Escape');

    await page.getByTestId('import-tab').click();
    await page.getByTestId('import-text').fill('zhuser1,abc12345,zh1@example.test,张三,1,小张,大学\nzhuser2,1\n');
    await page.getByTestId('import-preview').click();
    await page.getByTestId('import-preview-table').waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/manage-users-import-375-zh.png', fullPage: true });

    await page.getByTestId('generate-tab').click();
    await page.getByTestId('generate-preview').getByText('将生成 10 个账号：').waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/manage-users-generate-375-zh.png', fullPage: true });
  });

  it('fits 1440 px in English with the whole table in view', async () => {
    const page = await openAsRoot({ width: 1440, height: 900, language: 'en-US' });
    await search(page, ADMIN);
    await page.getByText('Only admins').click();
    await page.getByTestId(`user-role-${ADMIN}`).getByText('Admin').waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const scroller = page.getByTestId('admin-user-table').locator('.ant-table-content, .ant-table-body').first();
    expect(await scroller.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0);
  });
});
