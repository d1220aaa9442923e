// Browser tests of the problem list: rows and counts, keyword, difficulty and tag filters in the URL, Filter/Include,
// paging and the page size,
// page number correction, random problem, status icons for a logged-in user, and the 375 px layout.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './harness';
import { createProblem, login, logInPage, pickMenuOption } from './fixtures';

// A server of its own: the assertions count and page through every public problem of the site (the demo ones and
// these twelve), which the other files' problems would change.
const e2e = useE2E({ ownServer: { demo: true } });

/** Twelve practice problems next to the five demo ones: 17 in all, two pages of 15. */
const PRACTICE = Array.from({ length: 12 }, (_, i) => ({
  problemId: `P${String(i + 1).padStart(2, '0')}`,
  title: `Practice ${String(i + 1).padStart(2, '0')}`,
  tags: i % 3 === 0 ? ['Greedy', 'Graphs'] : i % 3 === 1 ? ['Greedy'] : ['Graphs'],
}));

const rowTitles = (page: Page) => page.getByTestId('problem-title').allTextContents();

/** Waits until the list shows exactly these many rows (the table keeps the old rows while it loads). */
async function waitForRows(page: Page, count: number): Promise<void> {
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid=problem-row]').length === n, count);
  await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
}

describe('problem list', () => {
  beforeAll(async () => {
    const root = await login(e2e.server, 'root');
    for (const problem of PRACTICE) await createProblem(e2e.server, root, problem);
  });

  it('lists 15 problems a page and pages through the rest', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await page.goto('/problem');
    await waitForRows(page, 15);
    // Display-id order: shorter ids first.
    expect((await rowTitles(page)).slice(0, 2)).toEqual(['Practice 01', 'Practice 02']);
    // Visitors see no status column and no problem-bank filter.
    expect(await page.getByTestId('my-status').count()).toBe(0);
    expect(await page.getByTestId('filter-bank').count()).toBe(0);
    await page.locator('.ant-pagination-item-2').click();
    await page.waitForURL(/currentPage=2/);
    await waitForRows(page, 2);
    expect(await rowTitles(page)).toEqual(['Maximum Subarray Sum', 'Guess the Number']);

    // A page number below 1 becomes 1.
    await page.goto('/problem?currentPage=0');
    await waitForRows(page, 15);
    await page.waitForURL((url) => !url.search.includes('currentPage'));

    // A bigger page size shows everything.
    await page.goto('/problem?limit=30');
    await waitForRows(page, 17);
  });

  it('filters by keyword and by tags, Filter or Include, with the filters in the URL', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await page.goto('/problem');
    await waitForRows(page, 15);

    await page.getByTestId('filter-keyword').locator('input').fill('sort');
    await page.getByTestId('filter-keyword').locator('input').press('Enter');
    await page.waitForURL(/keyword=sort/);
    await waitForRows(page, 1);
    expect(await rowTitles(page)).toEqual(['Sort the Numbers']);
    await page.getByTestId('reset-filters').click();
    await waitForRows(page, 15);

    // Greedy: practice 1, 2, 4, 5, 7, 8, 10, 11.
    await page.getByTestId('tag-option').getByText('Greedy', { exact: true }).click();
    await page.waitForURL(/tagId=/);
    await waitForRows(page, 8);
    const greedy = await rowTitles(page);
    expect(greedy).toEqual([
      'Practice 01',
      'Practice 02',
      'Practice 04',
      'Practice 05',
      'Practice 07',
      'Practice 08',
      'Practice 10',
      'Practice 11',
    ]);
    const url = new URL(page.url());
    expect(JSON.parse(url.searchParams.get('tagId') ?? '[]')).toHaveLength(1);

    // Filter: both tags (1, 4, 7, 10); Include: either (all twelve).
    await page.getByTestId('tag-option').getByText('Graphs', { exact: true }).click();
    await waitForRows(page, 4);
    expect(await rowTitles(page)).toEqual(['Practice 01', 'Practice 04', 'Practice 07', 'Practice 10']);
    await page.getByTestId('tag-mode').getByText('Include').click();
    await page.waitForURL(/isFilter=Include/);
    await waitForRows(page, 12);

    // The URL alone restores the filters.
    await page.reload();
    await waitForRows(page, 12);
    expect(await page.getByTestId('selected-tag').count()).toBe(2);

    // Nothing matches: the empty state.
    await page.goto('/problem?keyword=no-such-problem');
    await page.getByTestId('problem-empty').waitFor();
  });

  it('filters by difficulty and changes the page size from their menus, by mouse and by keyboard', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await page.goto('/problem');
    await waitForRows(page, 15);
    const difficulty = page.getByTestId('filter-difficulty');
    expect(await difficulty.textContent()).toBe('Difficulty');

    // Two demo problems are Easy (the practice ones are Very Easy).
    await pickMenuOption(page, difficulty, 'Easy');
    await page.waitForURL(/difficulty=1/);
    await waitForRows(page, 2);
    expect(await rowTitles(page)).toEqual(['Sort the Numbers', 'Derangement']);
    expect(await difficulty.textContent()).toBe('Easy');
    expect(await difficulty.getAttribute('aria-label')).toBe('Difficulty: Easy');
    // The menu's first entry clears the choice.
    await pickMenuOption(page, difficulty, 'Any difficulty');
    await page.waitForURL((url) => !url.search.includes('difficulty'));
    await waitForRows(page, 15);

    // The page size, from the keyboard: the menu opens on Enter with the current size focused, Escape gives the focus
    // back to the button, arrows move from the current size, Enter picks.
    const size = page.getByTestId('page-size');
    expect(await size.textContent()).toBe('15 / page');
    /** The menu entry that has the focus ('' when none has). */
    const focused = () =>
      page.evaluate(() => (document.activeElement?.getAttribute('role') === 'menuitem' ? document.activeElement.textContent : ''));
    await size.focus();
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('15 / page');
    await page.keyboard.press('Escape');
    await expect.poll(() => size.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('15 / page');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('30 / page');
    await page.keyboard.press('Enter');
    await page.waitForURL(/limit=30/);
    await waitForRows(page, 17);
    expect(await size.textContent()).toBe('30 / page');
  });

  it('shows an error state for a filter the server refuses, and the random problem button opens a problem', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await page.goto(`/problem?keyword=${'x'.repeat(101)}`);
    await page.getByTestId('query-error').waitFor();

    await page.goto('/problem');
    await waitForRows(page, 15);
    await page.getByTestId('random-problem').click();
    await page.waitForURL(/\/problem\/[^/?]+$/);
    await page.getByTestId('problem-statement').waitFor();
  });

  it('shows difficulty names and, to a logged-in user, the status column', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await logInPage(page, await login(e2e.server, 'root'));
    await page.goto('/problem');
    await waitForRows(page, 15);
    expect(await page.getByTestId('difficulty-tag').first().textContent()).toBe('Very Easy');
    // Root sees the problem-bank filter.
    await page.getByTestId('filter-bank').waitFor();
  });

  it('fits a 375 px screen', async () => {
    const page = await e2e.newPage({ width: 375, height: 812, language: 'en-US' });
    await page.goto('/problem');
    await waitForRows(page, 15);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByTestId('tag-panel').waitFor();
  });
});
