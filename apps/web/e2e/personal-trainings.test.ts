// Browser test of personal trainings: a user reaches the personal centre from the user menu, creates a training with
// the shared training form (no category, no visible switch; it starts hidden), adds a public problem with the
// picker, splits a second training into chapters and adds one, then switches the first visible; another user finds
// it on /training under the personal source and opens it. In Chinese and English, at 375 and 1440 px without
// horizontal scrolling; screenshots in /tmp.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './harness';
import { chooseInMenu, createUser, horizontalOverflow, login, logInPage, type Session } from './fixtures';

const e2e = useE2E();

const AUTHOR = 'pt-author';
const READER = 'pt-reader';
const TRAINING = 'My graph drills';
const BOOK = 'My chaptered book';

/** The page fits `width` without scrolling sideways, and a full-page screenshot for a look. */
async function fits(page: Page, width: number, shot: string): Promise<void> {
  await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `/tmp/personal-trainings-${shot}-${width}.png`, fullPage: true });
}

/** The id of a training row in the personal list, read from its title link (/training/{id}). */
async function rowId(page: Page, title: string): Promise<number> {
  const link = page.getByTestId('admin-training-table').getByRole('link', { name: title });
  await link.waitFor();
  return Number((await link.getAttribute('href'))?.split('/').pop());
}

/** Fills and saves the training form (it opens on /personal/training/create). */
async function createInForm(page: Page, title: string, chapters = false): Promise<void> {
  await page.getByTestId('training-form').waitFor();
  await page.getByTestId('training-title-input').fill(title);
  await page.getByTestId('training-description-input').fill(`About **${title}**.`);
  if (chapters) await page.getByTestId('training-has-chapter-input').click();
  await page.getByTestId('training-save').click();
}

describe('personal trainings', () => {
  let author: Session;
  let reader: Session;
  let tid: number;

  beforeAll(async () => {
    await Promise.all([createUser(e2e.server, AUTHOR), createUser(e2e.server, READER)]);
    [author, reader] = await Promise.all([login(e2e.server, AUTHOR), login(e2e.server, READER)]);
  });

  it('a user creates a hidden personal training and adds a public problem, in English', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await logInPage(page, author);
    await page.goto('/');
    await chooseInMenu(page, 'user-menu', 'user-menu-personal');
    await page.waitForURL('**/personal/training');
    await page.getByTestId('personal-shell').getByText('Personal Centre').waitFor();
    expect(await page.getByRole('tab', { name: 'My Notes' }).getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('tab', { name: 'My Contest' }).getAttribute('aria-disabled')).toBe('true');
    await page.getByTestId('personal-training-hint').getByText('up to 20 personal trainings').waitFor();

    await page.getByTestId('create-training').click();
    await page.waitForURL('**/personal/training/create');
    await page.getByTestId('training-form').waitFor();
    expect(await page.getByTestId('training-category-input').count()).toBe(0);
    expect(await page.getByTestId('training-status-input').count()).toBe(0);
    await fits(page, 375, 'form-en');
    await page.setViewportSize({ width: 1440, height: 900 });
    await createInForm(page, TRAINING);
    await page.waitForURL('**/personal/training');
    tid = await rowId(page, TRAINING);
    expect(await page.getByTestId(`training-visible-${tid}`).getAttribute('aria-checked')).toBe('false');
    // Only root deletes.
    expect(await page.getByTestId(`delete-training-${tid}`).count()).toBe(0);

    await page.getByTestId(`training-problems-${tid}`).click();
    await page.waitForURL(`**/personal/training/${tid}/problems`);
    await page.getByTestId('open-problem-picker').click();
    await page.getByTestId('picker-search').locator('input').fill('1000');
    await page.getByTestId('picker-search').locator('input').press('Enter');
    await page.getByTestId('picker-add-1000').click();
    await page.getByTestId('admin-training-problem-1000').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('problem-picker').waitFor({ state: 'hidden' });
    await fits(page, 1440, 'problems-en');
    await fits(page, 375, 'problems-en');
  });

  it('splits a training into chapters and adds one, back on the chapter list', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await logInPage(page, author);
    await page.goto('/personal/training/create');
    await createInForm(page, BOOK, true);
    await page.waitForURL('**/personal/training');
    const book = await rowId(page, BOOK);
    await page.getByTestId(`training-chapters-${book}`).click();
    await page.waitForURL(`**/personal/training/${book}/chapters`);
    await page.getByTestId('create-chapter').click();
    await page.waitForURL(`**/personal/training/${book}/chapter/create`);
    await page.getByTestId('training-form').waitFor();
    expect(await page.getByTestId('training-has-chapter-input').count()).toBe(0);
    await createInForm(page, 'Chapter one');
    await page.waitForURL(`**/personal/training/${book}/chapters`);
    await page.getByTestId('admin-chapter-table').getByText('Chapter one').waitFor();
    await fits(page, 1440, 'chapters-en');
    await fits(page, 375, 'chapters-en');
  });

  it('the author switches it visible; the list fits in Chinese at 375 and 1440 px', async () => {
    const page = await e2e.newPage({ width: 375, height: 812 });
    await logInPage(page, author);
    await page.goto('/personal');
    await page.waitForURL('**/personal/training');
    await page.getByTestId('personal-shell').getByText('我的训练').waitFor();
    await rowId(page, TRAINING);
    await fits(page, 375, 'list-zh');
    await fits(page, 1440, 'list-zh');
    const changed = page.waitForResponse((response) => response.url().endsWith('/api/personal/training/change-status'));
    await page.getByTestId(`training-visible-${tid}`).click();
    expect((await (await changed).json()).status).toBe(200);
    await expect.poll(() => page.getByTestId(`training-visible-${tid}`).getAttribute('aria-checked')).toBe('true');
  });

  it('another user finds it under the personal source and opens it', async () => {
    for (const [language, width] of [
      ['zh-CN', 375],
      ['en-US', 1440],
    ] as const) {
      const page = await e2e.newPage({ language, width, height: 900 });
      await logInPage(page, reader);
      await page.goto('/training?source=personal');
      const link = page.getByTestId('training-table').getByText(TRAINING);
      await link.waitFor();
      expect(await page.getByTestId('training-table').getByText(BOOK).count()).toBe(0);
      await fits(page, width, `training-list-${language}`);
      await link.click();
      await page.waitForURL(`**/training/${tid}`);
      await page.getByTestId('training-description').getByText(TRAINING).waitFor();
      await page.getByTestId('training-tab-problems').click();
      await page.waitForURL(`**/training/${tid}/problems`);
      await page.getByTestId('training-problem-id').first().waitFor();
      expect(await page.getByTestId('training-problem-id').allTextContents()).toEqual(['1000']);
      await fits(page, width, `training-${language}`);
    }
  });
});
