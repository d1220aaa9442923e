// Browser test of group discussions and announcements (issue 15), on data of this file's own: in a public group a
// member (with the ten solved problems group posts ask for) posts from the Discussion tab and lands on the post
// inside the group; another member comments on a phone in Chinese; a non-member is refused the tab and the calls;
// the group admin sees a banned post in the admin view, pins the post through the edit dialog and deletes it. The group
// admin posts an announcement from the Announcement tab (hides and shows it again) and a member reads it on the
// group home. zh-CN and en-US, 375 and 1440 px, never wider than the window.
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2E } from './harness';
import { call, createProblem, createUser, giveAccepted, login, type Session } from './fixtures';
import { firstCategory, expectNoOverflow, openDiscussions, userPage } from './discussion-fixtures';

const e2e = useE2E();

const POSTER = 'gdposter';
const FRIEND = 'gdfriend';
const STRANGER = 'gdstranger';
const COACH = 'gdcoach';
/** The solved problems a member needs to post in a group (DISCUSSION_LIMITS.groupDiscussionAc). */
const GROUP_POST_SOLVED = 10;

let gid: number;
let poster: Session;
let friend: Session;
let stranger: Session;
let coach: Session;
let did: number;

/** Accepted submissions of `count` new problems for the user (test setup). */
async function giveSolved(root: Session, user: Session, count: number): Promise<void> {
  const problems = [];
  for (let i = 1; i <= count; i++) problems.push(await createProblem(e2e.server, root, { problemId: `GDSOLVE${i}`, title: `Solved ${i}` }));
  await giveAccepted(e2e.server, user, problems);
}

describe('group discussions and announcements', () => {
  beforeAll(async () => {
    await Promise.all([POSTER, FRIEND, STRANGER, COACH].map((name) => createUser(e2e.server, name)));
    await openDiscussions(e2e.server);
    const root = await login(e2e.server, 'root');
    [poster, friend, stranger, coach] = await Promise.all([POSTER, FRIEND, STRANGER, COACH].map((name) => login(e2e.server, name)));
    const group = { name: 'Discussion Club', shortName: 'DSCLUB', brief: 'We talk it over', description: 'Talk.', auth: 1, visible: true };
    gid = (await call<{ id: number }>(e2e.server, 'POST', '/group', { group }, root.token)).data.id;
    for (const member of [poster, friend, coach]) await call(e2e.server, 'POST', '/group/member', { gid }, member.token);
    await call(e2e.server, 'PUT', '/group/member', { gid, uid: coach.user.uid, auth: 4 }, root.token);
    await giveSolved(root, poster, GROUP_POST_SOLVED);
  });

  it('a member posts from the Discussion tab and stays inside the group; another member comments', async () => {
    const page = await userPage(e2e, poster, { width: 1440, language: 'en-US' });
    await page.goto(`/group/${gid}`);
    await page.getByTestId('group-tab-discussion').click();
    await page.waitForURL(`**/group/${gid}/discussion`);
    await page.getByTestId('discussion-empty').waitFor();
    expect(await page.getByTestId('group-tab-announcement').count()).toBe(0);
    expect(await page.getByTestId('discussion-admin-view').count()).toBe(0);
    await page.getByTestId('discussion-create').click();
    await page.getByTestId('discussion-title-input').fill('Where do we meet');
    await page.getByTestId('discussion-description-input').fill('The weekly session');
    await page.getByTestId('discussion-content-field-input').fill('Room **101** or online?');
    expect(await page.getByTestId('discussion-top-priority').count()).toBe(0);
    await page.getByTestId('discussion-category-select').click();
    await page.locator('.ant-select-item-option').first().click();
    const posted = page.waitForRequest((request) => request.url().endsWith('/api/group/discussion') && request.method() === 'POST');
    await page.getByTestId('discussion-submit').click();
    expect((await posted).postDataJSON()).toMatchObject({ gid, title: 'Where do we meet' });
    await page.waitForURL(new RegExp(`/group/${gid}/discussion-detail/\\d+$`));
    did = Number(new URL(page.url()).pathname.split('/').pop());
    expect(await page.getByTestId('discussion-content').locator('strong').textContent()).toBe('101');
    await expectNoOverflow(page);

    // Back in the list: the card links inside the group.
    await page.goto(`/group/${gid}/discussion`);
    const link = page.getByTestId('discussion-item').filter({ hasText: 'Where do we meet' }).getByTestId('discussion-title');
    expect(await link.getAttribute('href')).toBe(`/group/${gid}/discussion-detail/${did}`);

    const fan = await userPage(e2e, friend, { width: 375, language: 'zh-CN' });
    await fan.goto(`/group/${gid}/discussion-detail/${did}`);
    await fan.getByTestId('comment-box-input').fill('Online works for me.');
    await fan.getByTestId('comment-box-submit').click();
    await fan.getByTestId('comment-item').getByText('Online works for me.').waitFor();
    expect(await fan.getByTestId('discussion-menu').count()).toBe(0);
    await fan.goto(`/group/${gid}/discussion`);
    await fan.getByTestId('group-tab-discussion').getByText('讨论').waitFor();
    expect(await fan.getByTestId('discussion-item').getByTestId('discussion-comments').textContent()).toContain('1');
    await expectNoOverflow(fan);
  });

  it('a non-member is refused the tab and the calls', async () => {
    const page = await userPage(e2e, stranger, { width: 375, language: 'en-US' });
    await page.goto(`/group/${gid}/discussion`);
    await page.getByTestId('group-locked').waitFor();
    expect(await page.getByTestId('discussion-item').count()).toBe(0);
    await page.goto(`/group/${gid}/discussion-detail/${did}`);
    await page.getByTestId('group-locked').waitFor();
    await expectNoOverflow(page);
    await expect(call(e2e.server, 'GET', `/group/get-discussion-list?gid=${gid}`, undefined, stranger.token)).rejects.toThrow(/ 403 /);
    await expect(call(e2e.server, 'GET', `/get-discussion-detail?did=${did}`, undefined, stranger.token)).rejects.toThrow(/ 403 /);
  });

  it('the group admin sees the banned posts in the admin view, pins the post and deletes it', async () => {
    const root = await login(e2e.server, 'root');
    const post = { title: 'Buy cheap stuff', description: 'Spam', content: 'Spam', categoryId: (await firstCategory(e2e.server)).id, gid };
    const spam = (await call<{ id: number }>(e2e.server, 'POST', '/group/discussion', post, poster.token)).data;
    await call(e2e.server, 'PUT', '/admin/discussion', { id: spam.id, status: 1 }, root.token);

    const page = await userPage(e2e, coach, { width: 1440, language: 'zh-CN' });
    await page.goto(`/group/${gid}/discussion`);
    const item = page.getByTestId('discussion-item').filter({ hasText: 'Where do we meet' });
    await item.waitFor();
    expect(await page.getByText('Buy cheap stuff').count()).toBe(0);
    await page.getByTestId('discussion-admin-view').click();
    await page.getByTestId('discussion-item').filter({ hasText: 'Buy cheap stuff' }).first().getByTestId('discussion-banned').waitFor();
    // The list has the content of one's own posts only: editing another's opens its page.
    await item.getByTestId('discussion-menu').click();
    await page.getByTestId('discussion-edit').click();
    await page.waitForURL(`**/group/${gid}/discussion-detail/${did}`);
    await page.getByTestId('discussion-detail').getByTestId('discussion-menu').click();
    await page.getByTestId('discussion-edit').click();
    await page.getByTestId('discussion-top-priority').click();
    const saved = page.waitForRequest((request) => request.url().endsWith('/api/group/discussion') && request.method() === 'PUT');
    await page.getByTestId('discussion-submit').click();
    expect((await saved).postDataJSON()).toMatchObject({ id: did, gid, topPriority: true });
    await page.getByTestId('discussion-detail-title').locator('.discussion-pin-icon').waitFor();
    await page.goto(`/group/${gid}/discussion`);
    await item.getByTestId('discussion-pinned').waitFor();
    await expectNoOverflow(page);

    await item.getByTestId('discussion-menu').click();
    await page.getByTestId('discussion-delete').click();
    await page.getByTestId('confirm-delete').click();
    await page.getByTestId('discussion-empty').waitFor();
  });

  it('the group admin posts an announcement; a member reads it on the group home', async () => {
    const admin = await userPage(e2e, coach, { width: 375, language: 'zh-CN' });
    // At 375 px the later tabs fold into the tab bar's menu: the admin has the tab, and opens its address.
    await admin.goto(`/group/${gid}`);
    await admin.getByTestId('group-tab-announcement').waitFor({ state: 'attached' });
    await admin.goto(`/group/${gid}/announcement`);
    await admin.getByTestId('group-announcement-create').click();
    await admin.getByTestId('group-announcement-save').click();
    await admin.getByText('标题不能为空').waitFor();
    await admin.getByTestId('group-announcement-title').fill('Session moved');
    await admin.getByTestId('group-announcement-content-input').fill('We meet in **room 202** from now on.');
    await admin.getByTestId('group-announcement-save').click();
    await admin.getByText('公告已发布').waitFor();
    const row = admin.locator('tr', { hasText: 'Session moved' });
    await row.waitFor();
    await expectNoOverflow(admin);

    const reader = await userPage(e2e, friend, { width: 1440, language: 'en-US' });
    await reader.goto(`/group/${gid}`);
    const panel = reader.getByTestId('group-announcement-panel');
    await panel.getByText('Session moved').waitFor();
    expect(await panel.getByTestId('group-announcement-content').locator('strong').textContent()).toBe('room 202');

    // Hidden: gone from the home page; shown again: back.
    await row.getByRole('switch').click();
    await admin.locator('tr', { hasText: 'Session moved' }).locator('[role=switch][aria-checked=false]').waitFor();
    await reader.reload();
    await panel.getByTestId('group-announcement-empty').waitFor();
    await row.getByRole('switch').click();
    await admin.locator('tr', { hasText: 'Session moved' }).locator('[role=switch][aria-checked=true]').waitFor();

    const phone = await userPage(e2e, friend, { width: 375, language: 'zh-CN' });
    await phone.goto(`/group/${gid}`);
    await phone.getByTestId('group-announcement-panel').getByText('Session moved').waitFor();
    await phone.getByTestId('group-announcement-panel').getByText('团队公告').waitFor();
    await expectNoOverflow(phone);
  });
});
