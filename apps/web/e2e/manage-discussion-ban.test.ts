// Browser test of banning a post in the back office (/manage/discussion): root switches a user's post to banned
// in English at 1440 px; the public list in Chinese at 375 px no longer shows it and the post's page answers that
// it is gone; switched back, the post is listed again.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Discussion, PageResult } from '@verdict/shared';
import { useE2E } from './harness';
import { call, createUser, login, logInToManage } from './fixtures';
import { expectNoOverflow, openDiscussions, postDiscussion } from './discussion-fixtures';

const e2e = useE2E();
const TITLE = 'Selling answers cheap';

const listedTitles = async (): Promise<string[]> =>
  (await call<PageResult<Discussion>>(e2e.server, 'GET', '/get-discussion-list?limit=50&keyword=Selling')).data.records.map(
    (post) => post.title,
  );

describe('banning a post in the back office', () => {
  let did: number;

  beforeAll(async () => {
    await createUser(e2e.server, 'ban-poster');
    await openDiscussions(e2e.server);
    const poster = await login(e2e.server, 'ban-poster');
    did = (await postDiscussion(e2e.server, poster, { title: TITLE, description: 'Spam', content: 'Write to me.' })).id;
  });

  it('root bans the post; the public list drops it and its page is gone; unbanned, it is back', async () => {
    // The post starts listed, on a retry too.
    const root = await login(e2e.server, 'root');
    await call(e2e.server, 'PUT', '/admin/discussion', { id: did, status: 0 }, root.token);
    const admin = await e2e.newPage({ language: 'en-US', width: 1440, height: 900 });
    await logInToManage(admin, 'root');
    await admin.goto('/manage/discussion');
    const ban = admin.getByTestId(`ban-discussion-${did}`);
    const saved = admin.waitForResponse(
      (response) => response.url().endsWith('/api/admin/discussion') && response.request().method() === 'PUT',
    );
    await ban.click();
    expect((await saved).request().postDataJSON()).toMatchObject({ id: did, status: 1 });
    await expect.poll(() => ban.getAttribute('aria-checked')).toBe('true');
    await expectNoOverflow(admin);
    expect(await listedTitles()).not.toContain(TITLE);

    const visitor = await e2e.newPage({ language: 'zh-CN', width: 375, height: 812 });
    await visitor.goto('/discussion');
    await visitor.getByTestId('discussion-item').first().waitFor();
    expect(await visitor.getByTestId('discussion-item').filter({ hasText: TITLE }).count()).toBe(0);
    await expectNoOverflow(visitor);
    await visitor.goto(`/discussion-detail/${did}`);
    await visitor.getByTestId('query-error').getByText('该讨论已被封禁').waitFor();

    const unsaved = admin.waitForResponse(
      (response) => response.url().endsWith('/api/admin/discussion') && response.request().method() === 'PUT',
    );
    await ban.click();
    expect((await unsaved).request().postDataJSON()).toMatchObject({ id: did, status: 0 });
    await expect.poll(listedTitles).toContain(TITLE);
  });
});
