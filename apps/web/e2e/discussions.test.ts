// Browser test of discussions and contest clarifications (issue 14), on data of this file's own: an author goes from a
// problem's explanation tab to its discussions and posts one through the dialog (the create draft survives closing
// it; the title gets the problem's prefix), edits it (the category fixed) and finds it by keyword; another user
// comments on it, likes it and reports it, the author's bell shows 2 and opening the discuss and like message pages
// clears it. In a running contest a contestant asks in the comment tab,
// the contest's admin answers, the asker sees the answer and another contestant sees neither while the contest runs.
// zh-CN and en-US, 375 and 1440 px, never wider than the window.
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2E } from './harness';
import { call, createProblem, createUser, login, type Session } from './fixtures';
import { bellAfterOpening, expectNoOverflow, openDiscussions, userPage } from './discussion-fixtures';

const e2e = useE2E();

const AUTHOR = 'dscauthor';
const FAN = 'dscfan';
const ASKER = 'dscasker';
const OTHER = 'dscother';
const PROBLEM = { problemId: 'DSCSUM1', title: 'Discussion sum' };
const HOUR = 3_600_000;

let root: Session;
let cid: number;

async function runningContest(): Promise<number> {
  const now = Date.now();
  const contest = {
    title: 'Clarification round',
    description: 'Ask the organisers.',
    type: 0,
    auth: 0,
    startTime: new Date(now - HOUR).toISOString(),
    endTime: new Date(now + 3 * HOUR).toISOString(),
  };
  const { data } = await call<{ id: number }>(e2e.server, 'POST', '/admin/contest', contest, root.token);
  return data.id;
}

describe('discussions', () => {
  beforeAll(async () => {
    await Promise.all([AUTHOR, FAN, ASKER, OTHER].map((name) => createUser(e2e.server, name)));
    await openDiscussions(e2e.server);
    root = await login(e2e.server, 'root');
    await createProblem(e2e.server, root, PROBLEM);
    cid = await runningContest();
  });

  it('posts on a problem through the dialog, keeps the draft; a comment and a like ring the bell twice; reading clears it', async () => {
    const author = await login(e2e.server, AUTHOR);
    const page = await userPage(e2e, author, { width: 1440, language: 'en-US' });
    // From the problem's explanation tab to its discussions.
    await page.goto(`/problem/${PROBLEM.problemId}`);
    await page.getByTestId('tab-explanation').click();
    await page.getByTestId('problem-discussions').click();
    await page.waitForURL(`**/discussion/${PROBLEM.problemId}`);
    await page.getByTestId('discussion-list').getByText('Discussions of problem').waitFor();
    await page.getByTestId('discussion-empty').waitFor();
    await expectNoOverflow(page);

    // Required fields first, then the draft survives closing the dialog.
    await page.getByTestId('discussion-create').click();
    const dialog = page.getByTestId('discussion-dialog');
    await dialog.getByTestId('discussion-submit').click();
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByText('Category is required').waitFor();
    await page.getByTestId('discussion-title-input').fill('How to add two numbers');
    await page.getByTestId('discussion-description-input').fill('A question about overflow');
    await page.getByTestId('discussion-content-field-input').fill('Should I use **long long**?');
    await dialog.locator('.ant-modal-close').click();
    await page.getByTestId('discussion-form').waitFor({ state: 'detached' });
    await page.getByTestId('discussion-create').click();
    expect(await page.getByTestId('discussion-title-input').inputValue()).toBe('How to add two numbers');
    expect(await page.getByTestId('discussion-content-field-input').inputValue()).toBe('Should I use **long long**?');
    expect(await page.getByTestId('discussion-top-priority').count()).toBe(0);

    await page.getByTestId('discussion-category-select').click();
    await page.locator('.ant-select-item-option').first().click();
    await page.getByTestId('discussion-submit').click();
    await page.waitForURL(/\/discussion-detail\/\d+$/);
    const did = Number(new URL(page.url()).pathname.split('/').pop());
    expect(await page.getByTestId('discussion-detail-title').textContent()).toBe(`[${PROBLEM.problemId}] How to add two numbers`);
    expect(await page.getByTestId('discussion-content').locator('strong').textContent()).toBe('long long');
    await page.getByTestId('comment-empty').waitFor();
    await expectNoOverflow(page);

    // The author edits it: the category stays as it was.
    await page.getByTestId('discussion-menu').click();
    await page.getByTestId('discussion-edit').click();
    expect(await page.getByTestId('discussion-form').locator('.ant-select-disabled').count()).toBe(1);
    await page.getByTestId('discussion-description-input').fill('A question about integer overflow');
    await page.getByTestId('discussion-submit').click();
    await page.getByTestId('discussion-detail-description').getByText('A question about integer overflow').waitFor();

    // Posted: the draft is gone, the post is listed under its problem and found by the keyword.
    await page.goto(`/discussion/${PROBLEM.problemId}`);
    await page.getByTestId('discussion-item').getByText('How to add two numbers').waitFor();
    await page.getByTestId('discussion-create').click();
    expect(await page.getByTestId('discussion-title-input').inputValue()).toBe('');
    await page.goto('/discussion?keyword=integer%20overflow');
    await page.getByTestId('discussion-item').getByText('How to add two numbers').waitFor();
    await page.goto('/discussion?keyword=no-such-post-anywhere');
    await page.getByTestId('discussion-empty').waitFor();

    // Another user, in Chinese on a phone: comments and likes.
    const fan = await userPage(e2e, await login(e2e.server, FAN), { width: 375, language: 'zh-CN' });
    await fan.goto(`/discussion-detail/${did}`);
    await fan.getByTestId('comment-section').getByText('评论', { exact: true }).waitFor();
    await fan.getByTestId('comment-box-submit').click();
    await fan.getByText('内容不能为空').waitFor();
    await fan.getByTestId('comment-box-input').fill('Use `long long`, the sum may not fit in an int.');
    await fan.getByTestId('comment-box-submit').click();
    await fan.getByTestId('comment-item').getByText('long long').waitFor();
    expect(await fan.getByTestId('discussion-comments').textContent()).toContain('1');
    await fan.getByTestId('discussion-like').click();
    await fan.locator('[data-testid=discussion-like][aria-pressed=true]').waitFor();
    expect(await fan.getByTestId('discussion-like-count').textContent()).toBe('1');
    expect(await fan.getByTestId('discussion-menu').count()).toBe(0);
    await fan.getByTestId('discussion-report').click();
    await fan.getByTestId('report-submit').click();
    await fan.getByText('举报理由不能为空').waitFor();
    await fan.getByTestId('report-content').fill('Off topic');
    await fan.getByTestId('report-submit').click();
    await fan.getByText('举报已提交，感谢反馈').waitFor();
    await expectNoOverflow(fan);

    await fan.goto('/discussion');
    await fan.getByTestId('discussion-list').getByText('讨论区').waitFor();
    const item = fan.getByTestId('discussion-item').filter({ hasText: 'How to add two numbers' });
    expect(await item.getByTestId('discussion-comments').textContent()).toContain('1');
    expect(await item.getByTestId('discussion-likes').textContent()).toContain('1');
    await expectNoOverflow(fan);

    // The author's bell: one comment and one like, cleared by opening their pages.
    expect(await bellAfterOpening(page, '/home')).toBe(2);
    await page.goto('/message/discuss');
    await page.getByTestId('message-list-discuss').getByTestId('message-item').first().waitFor();
    await page.goto('/message/like');
    await page.getByTestId('message-list-like').getByTestId('message-item').first().waitFor();
    expect(await bellAfterOpening(page, '/home')).toBe(0);
  });

  it('a contestant asks in the comment tab, the contest admin answers, another contestant sees nothing while it runs', async () => {
    const asker = await userPage(e2e, await login(e2e.server, ASKER), { width: 375, language: 'en-US' });
    await asker.goto(`/contest/${cid}`);
    await asker.getByTestId('contest-tab-comment').click();
    await asker.waitForURL(`**/contest/${cid}/comment`);
    await asker.getByTestId('contest-comment-note').waitFor();
    await asker.getByTestId('comment-box-input').fill('Is the input guaranteed to fit in 32 bits?');
    await asker.getByTestId('comment-box-submit').click();
    await asker.getByTestId('comment-item').getByText('Is the input guaranteed').waitFor();
    await expectNoOverflow(asker);

    const admin = await userPage(e2e, root, { width: 1440, language: 'zh-CN' });
    await admin.goto(`/contest/${cid}/comment`);
    const question = admin.getByTestId('comment-item').filter({ hasText: 'Is the input guaranteed' });
    await question.waitFor();
    expect(await admin.getByTestId('contest-comment-note').count()).toBe(0);
    await question.getByTestId('comment-reply').click();
    await admin.getByTestId('reply-box-input').fill('No: use 64-bit integers.');
    await admin.getByTestId('reply-box-submit').click();
    await question.getByTestId('reply-item').getByText('No: use 64-bit integers.').waitFor();
    await expectNoOverflow(admin);

    await asker.reload();
    const answered = asker.getByTestId('comment-item').filter({ hasText: 'Is the input guaranteed' });
    await answered.getByTestId('reply-item').getByText('No: use 64-bit integers.').waitFor();
    expect(await answered.getByTestId('comment-reply').count()).toBe(1);

    const other = await userPage(e2e, await login(e2e.server, OTHER), { width: 1440, language: 'zh-CN' });
    await other.goto(`/contest/${cid}/comment`);
    await other.getByTestId('contest-comment-note').waitFor();
    await other.getByTestId('comment-empty').waitFor();
    expect(await other.getByText('Is the input guaranteed').count()).toBe(0);
    await expectNoOverflow(other);
  });
});
