// Browser test of stored XSS in discussions (issue 14): one user plants hostile Markdown and HTML through the API as
// a discussion (title, description, content), a comment, four replies (the fourth behind "more replies") and a
// report; another user opens the list and the post with its comments and replies, and root the back office's
// reports. Nothing may run (no window.__xss, no dialog, no request for the marker), no hostile element, attribute
// or URL may reach the page, and the benign Markdown still renders. The sanitiser is checked with the page's
// Content-Security-Policy ignored (the policy is a second wall, tested in xss.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { DiscussionReport, PageResult, Reply } from '@verdict/shared';
import { useE2E } from './harness';
import { call, createUser, login, logInPage, signInToManage, type Session } from './fixtures';
import { openDiscussions, postComment, postDiscussion } from './discussion-fixtures';
import { HOSTILE, expectSanitised, xssOf } from './hostile';

const e2e = useE2E();

const POSTER = 'xssposter';
const READER = 'xssreader';
/** Hostile one-liners for the plain-text fields (title, description, report): shown as text, never parsed. */
const LINE = (field: string) =>
  `${field} <img src=x onerror="window.__xss='${field}'"><script>window.__xss='${field}-s'</script><a href="javascript:window.__xss='${field}-a'">x</a>`;

let did: number;

/** A page recording every dialog and every request for the payloads' marker. */
async function watchedPage(session: Session | null): Promise<{ page: Page; dialogs: string[]; markers: string[] }> {
  const page = await e2e.newPage({ language: 'en-US', bypassCSP: true });
  if (session) await logInPage(page, session);
  const dialogs: string[] = [];
  const markers: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    if (request.url().includes('xss-marker')) markers.push(request.url());
  });
  return { page, dialogs, markers };
}

/** Text shown as text: the payload's words are there, no element or handler of it is. */
async function expectPlainText(container: Locator, words: string): Promise<void> {
  expect(await container.textContent()).toContain(words);
  const report = await container.evaluate((root) => ({
    elements: [...root.querySelectorAll('img, script, iframe, a[href^="javascript" i]')].map((el) => el.outerHTML),
    handlers: [root, ...root.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => a.name),
    ),
  }));
  expect(report).toEqual({ elements: [], handlers: [] });
}

describe('stored XSS in discussions', () => {
  beforeAll(async () => {
    await createUser(e2e.server, POSTER);
    await createUser(e2e.server, READER);
    await openDiscussions(e2e.server);
    const poster = await login(e2e.server, POSTER);
    did = (await postDiscussion(e2e.server, poster, { title: LINE('title'), description: LINE('description'), content: HOSTILE })).id;
    const comment = await postComment(e2e.server, poster, { did }, HOSTILE);
    for (let i = 0; i < 4; i += 1) {
      await call<Reply>(e2e.server, 'POST', '/reply', { commentId: comment.id, content: HOSTILE, toUid: poster.user.uid }, poster.token);
    }
    await call(e2e.server, 'POST', '/discussion-report', { did, content: LINE('report') }, poster.token);
  });

  it('stores the hostile report as it was sent (the back office shows it)', async () => {
    const root = await login(e2e.server, 'root');
    const { data } = await call<PageResult<DiscussionReport>>(
      e2e.server,
      'GET',
      '/admin/discussion/report?limit=50',
      undefined,
      root.token,
    );
    expect(data.records.find((report) => report.did === did)?.content).toBe(LINE('report'));
  });

  it('runs nothing on the discussion list', async () => {
    const { page, dialogs, markers } = await watchedPage(await login(e2e.server, READER));
    await page.goto('/discussion');
    const item = page.getByTestId('discussion-item').filter({ hasText: 'window.__xss' }).first();
    await item.waitFor();
    await expectPlainText(item.getByTestId('discussion-title'), 'title <img src=x onerror="window.__xss=\'title\'">');
    await expectPlainText(item.getByTestId('discussion-description'), 'description <img');
    await page.waitForTimeout(300);
    expect([await xssOf(page), dialogs, markers]).toEqual([undefined, [], []]);
  });

  it('runs nothing on the post, its comment and its replies, the fourth behind "more replies"', async () => {
    const { page, dialogs, markers } = await watchedPage(await login(e2e.server, READER));
    await page.goto(`/discussion-detail/${did}`);
    await expectPlainText(page.getByTestId('discussion-detail-title'), 'title <img');
    await expectPlainText(page.getByTestId('discussion-detail-description'), 'description <img');
    await expectSanitised(page, page.getByTestId('discussion-content'));
    await expectSanitised(page, page.getByTestId('comment-content'));
    expect(await page.getByTestId('reply-item').count()).toBe(3);
    await page.getByTestId('more-replies').click();
    await page.getByTestId('reply-item').nth(3).waitFor();
    for (let i = 0; i < 4; i += 1) await expectSanitised(page, page.getByTestId('reply-content').nth(i));
    expect([await xssOf(page), dialogs, markers]).toEqual([undefined, [], []]);
  });

  it('runs nothing for a visitor either, and root reads the report as text in the back office', async () => {
    const visitor = await watchedPage(null);
    await visitor.page.goto(`/discussion-detail/${did}`);
    await expectSanitised(visitor.page, visitor.page.getByTestId('discussion-content'));
    await expectSanitised(visitor.page, visitor.page.getByTestId('comment-content'));
    expect([await xssOf(visitor.page), visitor.dialogs, visitor.markers]).toEqual([undefined, [], []]);

    const admin = await watchedPage(null);
    await signInToManage(admin.page, 'root');
    await admin.page.goto('/manage/discussion');
    await admin.page.getByTestId('reports-tab').click();
    const row = admin.page.getByTestId('report-table').locator('tr').filter({ hasText: 'report <img' }).first();
    await row.waitFor();
    await expectPlainText(row, 'report <img src=x onerror="window.__xss=\'report\'">');
    await admin.page.waitForTimeout(300);
    expect([await xssOf(admin.page), admin.dialogs, admin.markers]).toEqual([undefined, [], []]);
  });
});
