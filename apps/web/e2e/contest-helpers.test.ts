// Browser test of the contest helpers (issue 13), on data of this file's own: root posts a contest announcement in
// the back office (the required title first) and a contestant sees it as a persistent notice while the contest runs
// (only once: it is remembered), then in the announcements tab; the contestant sends a print (a short text is
// refused with the message, then a valid one after the confirmation), root marks it printed and downloads it; after
// two ACs through the real judge the AC info lists the balloons with the colour and first blood, root checks one and
// rejudges the problem from the rejudge tab and cancels one submission by its id. The back office also edits an
// announcement and deletes another.
// zh-CN and en-US, 375 and 1440 px.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './harness';
import {
  call,
  createProblem,
  createUser,
  horizontalOverflow,
  judgedStatus,
  login,
  logInPage,
  setSubmitInterval,
  signInToManage,
  type Session,
  watchElements,
} from './fixtures';

const e2e = useE2E();

const FAN = 'helperfan';
const RIVAL = 'helperrival';
const PROBLEM = { problemId: 'HELPERSUM1', title: 'Helper sum', color: '#52c41a' };
const LANGUAGE = 'C++ 17 With O2';
const AC_CODE = '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);}\n';
const PRINT_TEXT = '#include <cstdio>\n// Please print this program for seat 42, thank you very much.\nint main() { return 0; }\n';
const HOUR = 3_600_000;

let root: Session;
let cid: number;

async function setUpContest(): Promise<number> {
  const now = Date.now();
  const { data } = await call<{ id: number }>(
    e2e.server,
    'POST',
    '/admin/contest',
    {
      title: 'Helpers round',
      description: 'Announcements, prints and balloons.',
      type: 0,
      auth: 0,
      openPrint: true,
      startTime: new Date(now - HOUR).toISOString(),
      endTime: new Date(now + 3 * HOUR).toISOString(),
    },
    root.token,
  );
  const { pid } = await createProblem(e2e.server, root, PROBLEM);
  await call(e2e.server, 'POST', '/admin/contest/add-problem-from-public', { cid: data.id, pid, displayId: 'A' }, root.token);
  await call(
    e2e.server,
    'PUT',
    '/admin/contest/contest-problem',
    { cid: data.id, pid, displayId: 'A', displayTitle: PROBLEM.title, color: PROBLEM.color },
    root.token,
  );
  return data.id;
}

/** Submits A and waits for the real judge's verdict. */
async function solveA(user: Session): Promise<number> {
  const { data } = await call<{ submitId: number }>(
    e2e.server,
    'POST',
    '/submit-problem-judge',
    { pid: 'A', language: LANGUAGE, code: AC_CODE, cid },
    user.token,
  );
  expect(await judgedStatus(e2e.server, root, data.submitId)).toBe(0);
  return data.submitId;
}

async function userPage(username: string, options: { width: number; language: 'zh-CN' | 'en-US' }): Promise<Page> {
  const page = await e2e.newPage({ width: options.width, height: 900, language: options.language });
  await logInPage(page, await login(e2e.server, username));
  return page;
}

async function rootPage(options: { width: number; language: 'zh-CN' | 'en-US' }): Promise<Page> {
  const page = await e2e.newPage({ width: options.width, height: 900, language: options.language });
  await signInToManage(page, 'root');
  return page;
}

describe('contest helpers', () => {
  beforeAll(async () => {
    await createUser(e2e.server, FAN);
    await createUser(e2e.server, RIVAL);
    await setSubmitInterval(e2e.server, 0);
    root = await login(e2e.server, 'root');
    cid = await setUpContest();
  });

  it('root posts a contest announcement; a contestant sees it as a notice while the contest runs, once', async () => {
    const admin = await rootPage({ width: 1440, language: 'zh-CN' });
    await admin.goto(`/manage/contest/${cid}/announcement`);
    await admin.getByTestId('admin-contest-announcements').waitFor();
    await admin.getByTestId('announcement-add').click();
    await admin.getByTestId('announcement-save').click();
    await admin.getByText('公告标题不能为空').waitFor();
    await admin.getByTestId('announcement-title').fill('Problem A clarifed');
    await admin.getByTestId('announcement-content-input').fill('The input ends with a **newline**.');
    await admin.getByTestId('announcement-save').click();
    await admin.getByText('发布成功').first().waitFor();
    const typo = admin.locator('[data-testid^=admin-announcement-]', { hasText: 'Problem A clarifed' });
    await typo.waitFor();
    await admin.getByTestId('announcement-form').waitFor({ state: 'hidden' });
    // Edited: the typo fixed.
    const aid = (await typo.getAttribute('data-testid'))!.replace('admin-announcement-', '');
    await admin.getByTestId(`edit-announcement-${aid}`).click();
    expect(await admin.getByTestId('announcement-title').inputValue()).toBe('Problem A clarifed');
    await admin.getByTestId('announcement-title').fill('Problem A clarified');
    await admin.getByTestId('announcement-save').click();
    await admin.getByText('修改成功').first().waitFor();
    await admin.getByTestId(`admin-announcement-${aid}`).getByText('Problem A clarified').waitFor();
    // Another one posted and deleted.
    await admin.getByTestId('announcement-add').click();
    expect(await admin.getByTestId('announcement-title').inputValue()).toBe('');
    await admin.getByTestId('announcement-title').fill('Temporary note');
    await admin.getByTestId('announcement-content-input').fill('Soon gone.');
    await admin.getByTestId('announcement-save').click();
    const temporary = admin.locator('[data-testid^=admin-announcement-]', { hasText: 'Temporary note' });
    await temporary.waitFor();
    await temporary.locator('[data-testid^=delete-announcement-]').click();
    await admin.getByTestId('confirm-delete').click();
    await temporary.waitFor({ state: 'detached' });
    await admin.getByTestId('announcement-form').waitFor({ state: 'hidden' });
    await admin.waitForTimeout(500);
    await admin.screenshot({ path: '/tmp/contest-helpers-manage-1440-zh.png', fullPage: true });

    const phone = await userPage(FAN, { width: 375, language: 'en-US' });
    await phone.goto(`/contest/${cid}`);
    const notice = phone.getByTestId('contest-announcement-notice');
    await notice.getByText('Contest announcement: Problem A clarified').waitFor();
    // Persistent: still there after a while.
    await phone.waitForTimeout(5000);
    expect(await notice.isVisible()).toBe(true);
    await phone.screenshot({ path: '/tmp/contest-helpers-notice-375-en.png' });
    await expect.poll(() => horizontalOverflow(phone)).toBeLessThanOrEqual(0);

    await phone.getByRole('button', { name: 'Open announcements' }).click();
    await phone.waitForURL(`**/contest/${cid}/announcements`);
    const list = phone.getByTestId('contest-announcement-list');
    await list.getByText('Problem A clarified').waitFor();
    expect(await list.locator('strong', { hasText: 'newline' }).count()).toBe(1);
    await phone.screenshot({ path: '/tmp/contest-helpers-announcements-375-en.png', fullPage: true });

    // Remembered: a new visit shows no notice for it.
    await phone.reload();
    await list.getByText('Problem A clarified').waitFor();
    await phone.waitForTimeout(1500);
    expect(await phone.getByTestId('contest-announcement-notice').count()).toBe(0);
  });

  it('the edit dialog keeps its title while it closes (with motion: no flip to "post" during the animation)', async () => {
    const admin = await e2e.newPage({ width: 1440, height: 900, language: 'en-US', reducedMotion: 'no-preference' });
    await signInToManage(admin, 'root');
    await admin.goto(`/manage/contest/${cid}/announcement`);
    const row = admin.locator('[data-testid^=admin-announcement-]', { hasText: 'Problem A clarified' });
    const aid = (await row.getAttribute('data-testid'))!.replace('admin-announcement-', '');
    await admin.getByTestId(`edit-announcement-${aid}`).click();
    await admin.locator('.ant-modal-title', { hasText: 'Edit the contest announcement' }).waitFor();
    // Every title the dialog shows from the cancel until it is gone.
    const titlesSeen = await watchElements(admin, '.ant-modal-title', 'textContent');
    await admin.getByRole('button', { name: 'Cancel' }).click();
    await admin.getByTestId('announcement-form').waitFor({ state: 'hidden' });
    const seen = await titlesSeen();
    expect(seen.length).toBeGreaterThan(0);
    expect([...new Set(seen)]).toEqual(['Edit the contest announcement']);
  });

  it('a contestant sends a print (a short text refused first); root marks it printed and downloads it', async () => {
    const page = await userPage(FAN, { width: 1440, language: 'zh-CN' });
    await page.goto(`/contest/${cid}/print`);
    await page.getByTestId('print-form').waitFor();
    await page.getByTestId('print-submit').click();
    await page.getByText('打印内容不能为空').waitFor();
    await page.getByTestId('print-content').fill('too short');
    await page.getByTestId('print-submit').click();
    await page.getByText('打印内容不能少于 50 个字符').waitFor();
    await page.getByTestId('print-content').fill(PRINT_TEXT);
    await page.getByTestId('print-submit').click();
    await page.getByTestId('print-confirm').click();
    await page.getByText('打印请求已提交').first().waitFor();
    expect(await page.getByTestId('print-content').inputValue()).toBe('');
    await page.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
    await page.screenshot({ path: '/tmp/contest-helpers-print-1440-zh.png', fullPage: true });

    const admin = await rootPage({ width: 375, language: 'en-US' });
    await admin.goto(`/contest/${cid}/admin-print`);
    const row = admin.locator('[data-testid^=print-row-]', { hasText: FAN });
    await row.waitFor();
    await row.getByText('Not printed').waitFor();
    const id = Number((await row.getAttribute('data-testid'))!.replace('print-row-', ''));
    const downloading = admin.waitForEvent('download');
    await admin.getByTestId(`print-download-${id}`).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${FAN}_Contest_Print.txt`);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(path, 'utf8')).toBe(PRINT_TEXT);
    await admin.getByTestId(`print-mark-${id}`).click();
    await admin.getByText('Marked as printed').first().waitFor();
    await row.getByText('Printed', { exact: true }).waitFor();
    expect(await admin.getByTestId(`print-mark-${id}`).count()).toBe(0);
    await expect.poll(() => horizontalOverflow(admin)).toBeLessThanOrEqual(0);
    await admin.screenshot({ path: '/tmp/contest-helpers-admin-print-375-en.png', fullPage: true });
  });

  it('after ACs the AC info lists the balloons with first blood; root checks one and rejudges the problem', async () => {
    const first = await solveA(await login(e2e.server, RIVAL));
    const second = await solveA(await login(e2e.server, FAN));

    const admin = await rootPage({ width: 1440, language: 'en-US' });
    await admin.goto(`/contest/${cid}/ac-info`);
    const firstRow = admin.getByTestId(`ac-info-row-${first}`);
    await firstRow.waitFor();
    expect(await firstRow.getByTestId('first-blood').count()).toBe(1);
    expect(await firstRow.getByTestId('ac-info-balloon').getAttribute('data-color')).toBe(PROBLEM.color);
    expect(await admin.getByTestId(`ac-info-row-${second}`).getByTestId('first-blood').count()).toBe(0);
    const rowIds = async () =>
      admin.locator('[data-testid^=ac-info-row-]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')));
    expect(await rowIds()).toEqual([`ac-info-row-${first}`, `ac-info-row-${second}`]);
    await admin.screenshot({ path: '/tmp/contest-helpers-ac-info-1440-en.png', fullPage: true });

    // Checked: delivered, and it moves after the undelivered one.
    await admin.getByTestId(`ac-info-check-${first}`).click();
    await admin.locator(`[data-testid=ac-info-check-${first}][aria-checked=true]`).waitFor();
    await expect.poll(rowIds).toEqual([`ac-info-row-${second}`, `ac-info-row-${first}`]);

    const phone = await rootPage({ width: 375, language: 'zh-CN' });
    await phone.goto(`/contest/${cid}/ac-info`);
    await phone.locator(`[data-testid=ac-info-check-${first}][aria-checked=true]`).waitFor();
    await phone.getByText('一血').first().waitFor();
    await expect.poll(() => horizontalOverflow(phone)).toBeLessThanOrEqual(0);
    await phone.screenshot({ path: '/tmp/contest-helpers-ac-info-375-zh.png', fullPage: true });

    // Root rejudges problem A as a whole from the rejudge tab.
    await admin.getByTestId('contest-tab-rejudge').click();
    await admin.waitForURL(`**/contest/${cid}/rejudge`);
    await admin.getByTestId('rejudge-A').click();
    await admin.getByTestId('rejudge-confirm').click();
    await admin.getByText('Rejudge successful: 2 submissions are back in the queue').first().waitFor();
    await admin.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
    await admin.screenshot({ path: '/tmp/contest-helpers-rejudge-1440-en.png', fullPage: true });

    // One submission by its id: once judged again, root cancels it.
    const root = await login(e2e.server, 'root');
    const statusOf = async (submitId: number) =>
      (
        await call<{ submission: { status: number } }>(
          e2e.server,
          'GET',
          `/get-submission-detail?submitId=${submitId}`,
          undefined,
          root.token,
        )
      ).data.submission.status;
    await expect.poll(() => statusOf(second), { timeout: 60_000 }).toBe(0);
    await admin.getByTestId('submission-id-input').fill(String(second));
    await admin.getByTestId('cancel-one').click();
    await admin.getByTestId('cancel-submission-confirm').click();
    await admin.getByText('The submission is cancelled').first().waitFor();
    expect(await statusOf(second)).toBe(-4);
  });
});
