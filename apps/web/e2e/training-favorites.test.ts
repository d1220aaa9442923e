// Browser test of training favourites and likes: a user favourites and likes the demo training from its header, the
// counts move, "My favourites" and the source filter list it, taking the favourite back removes it; another user
// on a phone in Chinese adds a like; nothing scrolls sideways at 1440 or 375 px; visitors get no favourites switch.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './harness';
import { call, createUser, horizontalOverflow, login, logInPage, type Session } from './fixtures';

const e2e = useE2E();

/** The demo training a first start seeds. */
const DEMO_TID = 1;
const DEMO_TITLE = 'Getting started 入门';

const count = async (page: Page, testId: string) => Number(await page.getByTestId(`${testId}-count`).textContent());

/** Clicks a mark toggle and waits until it shows the new state and count. */
async function toggle(page: Page, testId: string, pressed: boolean, expected: number): Promise<void> {
  await page.getByTestId(testId).click();
  await page.locator(`[data-testid=${testId}][aria-pressed=${pressed}]`).waitFor();
  await page.waitForFunction(([id, want]) => document.querySelector(`[data-testid="${id}-count"]`)?.textContent === String(want), [
    testId,
    expected,
  ] as const);
}

/** The user's marks on the demo training taken back (a retried test starts as the first run did). */
async function unmark(session: Session): Promise<void> {
  await call(e2e.server, 'GET', `/training-favorite?tid=${DEMO_TID}&toFavorite=false`, undefined, session.token);
  await call(e2e.server, 'GET', `/training-like?tid=${DEMO_TID}&toLike=false`, undefined, session.token);
}

const listedTitles = (page: Page) => page.getByTestId('training-title').allTextContents();

async function openList(page: Page, query = ''): Promise<void> {
  await page.goto(`/training${query}`);
  await page.getByTestId('training-table').waitFor();
}

describe('training favourites and likes', () => {
  beforeAll(async () => {
    await createUser(e2e.server, 'fan1');
    await createUser(e2e.server, 'fan2');
  });

  it('a user favourites and likes the demo training; My favourites lists it until it is taken back (en-US, 1440 px)', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    const fan = await login(e2e.server, 'fan1');
    await unmark(fan);
    await logInPage(page, fan);
    await page.goto(`/training/${DEMO_TID}`);
    await page.getByTestId('training-reactions').waitFor();
    const favorites = await count(page, 'training-favorite');
    const likes = await count(page, 'training-like');
    expect(await page.getByTestId('training-favorite').getAttribute('aria-pressed')).toBe('false');

    await toggle(page, 'training-favorite', true, favorites + 1);
    await toggle(page, 'training-like', true, likes + 1);
    expect(await page.getByTestId('training-favorite').getAttribute('aria-label')).toBe('Remove from favourites');
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/training-favorites-detail-1440.png' });
    // Still so after a reload: the server kept them.
    await page.reload();
    await page.locator('[data-testid=training-favorite][aria-pressed=true]').waitFor();
    expect(await count(page, 'training-like')).toBe(likes + 1);

    // The list: the counts in the row, then only the favourites, by source.
    await openList(page);
    const row = page.getByTestId('training-row').filter({ hasText: DEMO_TITLE });
    await row.getByTestId('training-marks').waitFor();
    expect(await row.getByTestId('training-marks').textContent()).toContain(String(favorites + 1));
    await page.getByTestId('training-only-favorite').click();
    await page.waitForURL(/onlyFavorite=true/);
    await page.waitForFunction((title) => {
      const titles = [...document.querySelectorAll('[data-testid=training-title]')].map((a) => a.textContent);
      return titles.length === 1 && titles[0] === title;
    }, DEMO_TITLE);
    await page.getByTestId('training-source-official').click();
    await page.waitForURL(/source=official/);
    expect(await listedTitles(page)).toEqual([DEMO_TITLE]);
    await page.getByTestId('training-source-personal').click();
    await page.waitForURL(/source=personal/);
    await page.getByTestId('training-empty').getByText('No favourite trainings yet').waitFor();
    await page.getByTestId('training-source-all').click();
    await page.waitForFunction(() => !window.location.search.includes('source='));
    await page.getByTestId('training-table').getByText(DEMO_TITLE).waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/training-favorites-list-1440.png' });

    // Taken back from the header: the favourites list is empty again.
    await page.getByTestId('training-table').getByText(DEMO_TITLE).click();
    await page.waitForURL(`**/training/${DEMO_TID}`);
    await toggle(page, 'training-favorite', false, favorites);
    await openList(page, '?onlyFavorite=true');
    await page.getByTestId('training-empty').getByText('No favourite trainings yet').waitFor();
    expect(await page.getByTestId('training-only-favorite').isChecked()).toBe(true);
  });

  it('another user likes it on a phone in Chinese; visitors get no favourites switch (zh-CN, 375 px)', async () => {
    const page = await e2e.newPage({ width: 375, height: 812 });
    const fan = await login(e2e.server, 'fan2');
    await unmark(fan);
    await logInPage(page, fan);
    await page.goto(`/training/${DEMO_TID}`);
    await page.getByTestId('training-reactions').waitFor();
    const likes = await count(page, 'training-like');
    expect(await page.getByTestId('training-like').getAttribute('aria-pressed')).toBe('false');
    await toggle(page, 'training-like', true, likes + 1);
    expect(await page.getByTestId('training-like').getAttribute('aria-label')).toBe('取消点赞');
    await toggle(page, 'training-favorite', true, (await count(page, 'training-favorite')) + 1);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/training-favorites-detail-375.png' });

    await openList(page, '?onlyFavorite=true');
    await page.getByTestId('training-table').getByText(DEMO_TITLE).waitFor();
    await page.getByText('我的收藏').waitFor();
    await page.getByTestId('training-source-official').waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/training-favorites-list-375.png' });

    const visitor = await e2e.newPage({ width: 375, height: 812 });
    await openList(visitor, '?onlyFavorite=true');
    // A visitor's URL flag is ignored: the whole list, and no switch.
    await visitor.getByTestId('training-table').getByText(DEMO_TITLE).waitFor();
    expect(await visitor.getByTestId('training-only-favorite').count()).toBe(0);
    await expect.poll(() => horizontalOverflow(visitor)).toBeLessThanOrEqual(0);
  });
});
