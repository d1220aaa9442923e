// Browser test of training chapters (docs/trainings-chapters.md): root creates a training split into chapters in the
// back office, two chapters through the chapter pages (one edited), and adds two problems to the first chapter
// from the public picker. A user with one of them accepted opens the Chapters tab (no Problems tab), a chapter as a
// training and back to its training, and the Chapter Rank (orange for the started chapter, grey for the other, the
// own row highlighted) — in English at 1440 px and in Chinese at 375 px, never wider than the window. In a group,
// the Training tab's admin mode leads to the chapters, created and renamed in a dialog, which a member then sees.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './harness';
import {
  call,
  createProblem,
  createUser,
  findInPicker,
  giveAccepted,
  horizontalOverflow,
  login,
  logInPage,
  signInToManage,
  type Session,
} from './fixtures';

const e2e = useE2E();

const SOLVER = 'chapter-solver';
const TRAINING = 'Chaptered path';
const FIRST = 'Warm-up chapter';
const SECOND = 'Second chapter';
const PROBLEMS = ['CHAP-1', 'CHAP-2'];
const SHOTS = '/tmp/training-chapters';

/** The training form's title, description and save; the page then goes where the form leads. */
async function fillAndSave(page: Page, title: string, rank?: number): Promise<void> {
  await page.getByTestId('training-form').waitFor();
  if (rank !== undefined) await page.getByTestId('training-rank').fill(String(rank));
  await page.getByTestId('training-title-input').fill(title);
  await page.getByTestId('training-description-input').fill(`About **${title}**.`);
  await page.getByTestId('training-save').click();
}

/** The id in the link of a title in an admin table. */
async function idOf(page: Page, table: string, title: string): Promise<number> {
  const link = page.getByTestId(table).getByRole('link', { name: title, exact: true });
  return Number((await link.getAttribute('href'))?.split('/').pop());
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}-${name}.png`, fullPage: true });

/** Root's back-office work (zh-CN, the default language): answers the training's and the chapters' ids. */
async function setUpInBackOffice(page: Page): Promise<{ tid: number; first: number; second: number }> {
  await signInToManage(page, 'root');
  await page.goto('/manage/training/create');
  await fillAndSaveWithChapters(page);
  await page.waitForURL(/\/manage\/training$/);
  const tid = await idOf(page, 'admin-training-table', TRAINING);
  // Split into chapters: the row leads to its chapters, not to problems.
  expect(await page.getByTestId(`training-problems-${tid}`).count()).toBe(0);
  await page.getByTestId(`training-chapters-${tid}`).click();
  await page.waitForURL(`**/manage/training/${tid}/chapters`);
  await page.getByText('暂无章节').waitFor();

  for (const [title, rank] of [
    [`${FIRST} draft`, 1],
    [SECOND, 2],
  ] as const) {
    await page.getByTestId('create-chapter').click();
    await page.waitForURL(`**/manage/training/${tid}/chapter/create`);
    // A chapter has neither category nor has-chapter switch.
    await page.getByTestId('training-form').waitFor();
    expect(await page.getByTestId('training-has-chapter-input').count()).toBe(0);
    expect(await page.getByTestId('training-category-input').count()).toBe(0);
    await fillAndSave(page, title, rank);
    await page.waitForURL(`**/manage/training/${tid}/chapters`);
    await page.getByTestId('admin-chapter-table').getByText(title).waitFor();
  }
  const first = await idOf(page, 'admin-chapter-table', `${FIRST} draft`);
  const second = await idOf(page, 'admin-chapter-table', SECOND);
  await shot(page, 'manage-chapters');

  // Renamed on its edit page (?chapterId=).
  await page.getByTestId(`edit-training-${first}`).click();
  await page.waitForURL(`**/manage/training/${tid}/chapter/edit?chapterId=${first}`);
  await page.getByTestId('training-title-input').fill(FIRST);
  await page.getByTestId('training-save').click();
  await page.waitForURL(`**/manage/training/${tid}/chapters`);
  await page.getByTestId('admin-chapter-table').getByText(FIRST, { exact: true }).waitFor();

  // The first chapter's problems, from the public picker; back to the chapters.
  await page.getByTestId(`training-problems-${first}`).click();
  await page.waitForURL(`**/manage/training/${first}/problems`);
  await page.getByTestId('open-problem-picker').click();
  for (const problemId of PROBLEMS) {
    await findInPicker(page, problemId);
    await page.getByTestId(`picker-add-${problemId}`).click();
    await page.getByTestId(`admin-training-problem-${problemId}`).waitFor();
  }
  await page.keyboard.press('Escape');
  await page.getByTestId('training-problems-back').click();
  await page.waitForURL(`**/manage/training/${tid}/chapters`);
  return { tid, first, second };
}

/** A new training with the has-chapter switch on. */
async function fillAndSaveWithChapters(page: Page): Promise<void> {
  await page.getByTestId('training-form').waitFor();
  await page.getByTestId('training-has-chapter-input').click();
  await fillAndSave(page, TRAINING);
}

const cellKinds = (page: Page) =>
  page
    .getByTestId('chapter-rank-table')
    .locator('tbody tr', { hasText: SOLVER })
    .getByTestId('chapter-rank-cell')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-kind')));

describe('training chapters', () => {
  let solver: Session;
  let ids: { tid: number; first: number; second: number };

  beforeAll(async () => {
    await createUser(e2e.server, SOLVER);
    solver = await login(e2e.server, SOLVER);
    const root = await login(e2e.server, 'root');
    const problems = [];
    for (const [i, problemId] of PROBLEMS.entries()) {
      problems.push(await createProblem(e2e.server, root, { problemId, title: `Chapter problem ${i + 1}` }));
    }
    await giveAccepted(e2e.server, solver, [problems[0]!], 12);
    ids = await setUpInBackOffice(await e2e.newPage({ width: 1440 }));
    // The second chapter gets a problem too, so it has something left to solve.
    const demo = await call<{ problem: { id: number } }>(e2e.server, 'GET', '/get-problem-detail?problemId=1000', undefined, root.token);
    await call(e2e.server, 'POST', '/admin/training/add-problem-from-public', { tid: ids.second, pid: demo.data.problem.id }, root.token);
  });

  const layouts = [
    { language: 'en-US', width: 1440, chapters: 'Chapters', rank: 'Chapter Rank', backTo: `Back to ${TRAINING}` },
    { language: 'zh-CN', width: 375, chapters: '章节', rank: '章节排名', backTo: `返回训练：${TRAINING}` },
  ] as const;

  it.each(layouts)('a user walks the chapters and the chapter rank ($language, $width px)', async (layout) => {
    const { tid, first } = ids;
    const page = await e2e.newPage({ language: layout.language, width: layout.width, height: 900 });
    await logInPage(page, solver);
    await page.goto(`/training/${tid}`);
    await page.getByTestId('training-chapter-count').waitFor();
    expect(await page.getByTestId('training-tab-problems').count()).toBe(0);

    await page.getByTestId('training-tab-chapters').getByText(layout.chapters, { exact: true }).click();
    await page.waitForURL(`**/training/${tid}/chapters`);
    const titles = page.getByTestId('chapter-list').getByTestId('training-title');
    await titles.nth(1).waitFor();
    expect(await titles.allTextContents()).toEqual([FIRST, SECOND]);
    // One of the first chapter's two problems solved.
    expect(await page.getByTestId('chapter-list').getByTestId('training-progress').first().innerText()).toContain('50.00%');
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, `chapters-${layout.language}-${layout.width}`);

    // The chapter opens as a training, with its problems and the way back.
    await titles.first().click();
    await page.waitForURL(`**/training/${first}`);
    await page.getByTestId('training-heading').getByText(FIRST).waitFor();
    await page.getByTestId('chapter-parent-link').getByText(layout.backTo).waitFor();
    await page.getByTestId('training-tab-problems').click();
    await page.getByTestId('training-problem-row').nth(1).waitFor();
    expect(await page.getByTestId('training-problem-id').allTextContents()).toEqual(PROBLEMS);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, `chapter-${layout.language}-${layout.width}`);
    await page.getByTestId('chapter-parent-link').click();
    await page.waitForURL(`**/training/${tid}/chapters`);

    await page.getByTestId('training-tab-chapterRank').getByText(layout.rank, { exact: true }).click();
    await page.waitForURL(`**/training/${tid}/chapter-rank`);
    const row = page.getByTestId('chapter-rank-table').locator('tbody tr', { hasText: SOLVER });
    await row.waitFor();
    expect(await page.getByTestId('chapter-rank-table').locator('thead').getByTestId('chapter-rank-chapter').allTextContents()).toEqual([
      FIRST,
      SECOND,
    ]);
    expect(await cellKinds(page)).toEqual(['some', 'none']);
    expect(await row.getByTestId('chapter-rank-solved').allTextContents()).toEqual(['1/2', '0/1']);
    expect(await row.getByTestId('chapter-rank-cell').first().innerText()).toContain('12 ms');
    expect(await row.getAttribute('class')).toContain('training-rank-mine');
    // The real-name column is for training admins only.
    expect(
      await page
        .getByTestId('chapter-rank-table')
        .locator('thead')
        .getByText(/Real name|真实姓名/)
        .count(),
    ).toBe(0);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, `chapter-rank-${layout.language}-${layout.width}`);

    const search = page.getByTestId('training-rank-search').locator('input');
    await search.fill('nobody-here');
    await search.press('Enter');
    await page.waitForURL(/keyword=nobody-here/);
    await page
      .getByTestId('chapter-rank-table')
      .getByText(/No user matches|没有匹配的用户/)
      .waitFor();
  });

  it('a group admin manages chapters in a dialog; a member sees them (zh-CN, 375 px)', async () => {
    const root = await login(e2e.server, 'root');
    const group = {
      name: 'Chapter Club',
      shortName: 'chapclub',
      brief: 'Chapter by chapter',
      description: 'A club.',
      auth: 1,
      visible: true,
    };
    const gid = (await call<{ id: number }>(e2e.server, 'POST', '/group', { group }, root.token)).data.id;
    await call(e2e.server, 'POST', '/group/member', { gid }, solver.token);
    const training = { title: 'Club path', description: 'In chapters.', auth: 'Public', hasChapter: true };
    const tid = (await call<{ id: number }>(e2e.server, 'POST', '/group/training', { gid, training }, root.token)).data.id;

    const admin = await e2e.newPage({ width: 1440 });
    await logInPage(admin, root);
    await admin.goto(`/group/${gid}/training?admin=1`);
    await admin.getByTestId(`training-chapters-${tid}`).click();
    await admin.waitForURL(`**/group/${gid}/admin/training/${tid}/chapters`);
    await admin.getByTestId('create-chapter').click();
    const dialog = admin.getByTestId('chapter-dialog');
    await dialog.getByTestId('training-form').waitFor();
    await dialog.getByTestId('training-title-input').fill('Club chapter draft');
    await dialog.getByTestId('training-description-input').fill('The first steps.');
    await dialog.getByTestId('training-save').click();
    await dialog.waitFor({ state: 'hidden' });
    await admin.getByTestId('admin-chapter-table').getByText('Club chapter draft').waitFor();
    const chapter = await idOf(admin, 'admin-chapter-table', 'Club chapter draft');
    await admin.getByTestId(`edit-training-${chapter}`).click();
    await dialog.getByTestId('training-title-input').fill('Club chapter');
    await dialog.getByTestId('training-save').click();
    await admin.getByTestId('admin-chapter-table').getByText('Club chapter', { exact: true }).waitFor();
    await shot(admin, 'group-admin-chapters');

    const page = await e2e.newPage({ width: 375, height: 812 });
    await logInPage(page, solver);
    await page.goto(`/group/${gid}/training/${tid}/chapters`);
    await page.getByTestId('chapter-list').getByText('Club chapter').click();
    await page.waitForURL(`**/group/${gid}/training/${chapter}`);
    await page.getByTestId('chapter-parent-link').getByText('返回训练：Club path').waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, 'group-chapter-375');
  });
});
