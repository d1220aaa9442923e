// Browser tests of the back-office problem pages: the form rules of spec 002 §5, typed-in and zip cases, OI scores
// and subtask groups, the checker compile check on a real judge worker, the list (search, visibility filter, paging,
// visibility change, delete, test data download), the tag page, the rights of admins and problem admins, layout and
// both languages.
import { beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import type { Locator, Page } from 'playwright-core';
import { useE2E } from './harness';
import { createProblem, createUser, horizontalOverflow, login, openOption, pickOption, signInToManage } from './fixtures';

// The shared server's judge worker answers the checker compile checks.
const e2e = useE2E();

const DISPLAY_ID = 'E2EAPB';
/** Checker compiles go through the worker's queue on a busy machine. */
const COMPILE_TIMEOUT = 120_000;

/** Root's session; every caller opens its back-office page next. */
const loginAsRoot = (page: Page) => signInToManage(page, 'root');

const zipOf = (files: Record<string, string>): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const zip = new yazl.ZipFile();
    for (const [name, text] of Object.entries(files)) zip.addBuffer(Buffer.from(text), name);
    zip.end();
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });

/** Waits for a toast with exactly this text. */
const toast = (page: Page, text: string, timeout?: number) =>
  page.locator('.ant-message-notice').getByText(text, { exact: true }).first().waitFor({ timeout });

/** The text input of a control, whether the test id sits on the input or on its wrapper. */
const inputOf = (scope: Page | Locator, testId: string) =>
  scope.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();

/** Replaces a CodeMirror editor's content as typed text. */
async function replaceCode(editor: Locator, code: string): Promise<void> {
  const page = editor.page();
  await editor.locator('.cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  if (code) await page.keyboard.insertText(code);
}

async function openCreateForm(page: Page): Promise<void> {
  await page.goto('/manage/problem/create');
  await page.getByTestId('problem-form').waitFor();
}

/** Fills the fields every save needs: display id, title, input and output descriptions. */
async function fillBasics(page: Page, problemId: string, title: string): Promise<void> {
  await page.getByTestId('field-problemId').fill(problemId);
  await page.getByTestId('field-title').fill(title);
  await page.getByTestId('field-input-input').fill('Two integers.');
  await page.getByTestId('field-output-input').fill('One integer.');
}

const rowOf = (page: Page, problemId: string) => page.getByTestId(`problem-row-${problemId}`);

async function openEditForm(page: Page, problemId = DISPLAY_ID): Promise<void> {
  await page.goto(`/manage/problems?keyword=${problemId}`);
  await rowOf(page, problemId).locator('[data-testid^=edit-problem-]').click();
  await page.getByTestId('manage-problem-edit').waitFor();
  await page.getByTestId('problem-form').waitFor();
}

async function saveAndReturn(page: Page, message: string): Promise<void> {
  await page.getByTestId('problem-save').click();
  await toast(page, message);
  await page.waitForURL('**/manage/problems');
}

describe('back-office problems', () => {
  let page: Page;

  it('refuses to save without a title and sends nothing', async () => {
    page = await e2e.newPage({ language: 'en-US' });
    await loginAsRoot(page);
    let saves = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/admin/problem') && request.method() !== 'GET') saves += 1;
    });
    await openCreateForm(page);
    await page.getByTestId('field-problemId').fill(DISPLAY_ID);
    await page.getByTestId('problem-save').click();
    await toast(page, 'Title is required');
    expect(saves).toBe(0);
    expect(page.url()).toContain('/manage/problem/create');
  });

  it('rejects a duplicate tag with Add_Tag_Error', async () => {
    await page.getByTestId('tag-input').locator('input').fill('greedy');
    await page.getByTestId('tag-add').click();
    await page.getByTestId('problem-tag-greedy').waitFor();
    await page.getByTestId('tag-input').locator('input').fill('Greedy');
    await page.getByTestId('tag-add').click();
    await toast(page, 'This tag has already been added');
    expect(await page.getByTestId('problem-tag-Greedy').count()).toBe(0);
  });

  it('creates a problem with two typed-in cases and lists it', async () => {
    await page.getByTestId('field-title').fill('A plus B');
    await page.getByTestId('field-input-input').fill('Two integers a and b.');
    await page.getByTestId('field-output-input').fill('Their sum $a+b$.');
    await page.getByTestId('field-output-preview-tab').click();
    await page.getByTestId('field-output-preview').locator('.katex').waitFor();
    await page.getByTestId('example-0-input').fill('1 2');
    await page.getByTestId('example-0-output').fill('3');

    await page.getByTestId('case-source-manual').click();
    // An empty case is refused before anything is sent.
    await page.getByTestId('problem-save').click();
    await toast(page, 'Case 1: input and output can not both be empty');
    await page.getByTestId('case-0-input').fill('1 2');
    await page.getByTestId('case-0-output').fill('3');
    await page.getByTestId('add-case').click();
    await page.getByTestId('case-1-input').fill('3 4');
    await page.getByTestId('case-1-output').fill('7');

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/problem') && r.request().method() === 'POST');
    await page.getByTestId('problem-save').click();
    expect((await saved).status()).toBe(200);
    await toast(page, 'Create Successfully');
    await page.waitForURL('**/manage/problems');
    const row = rowOf(page, DISPLAY_ID);
    await row.waitFor();
    expect(await row.textContent()).toContain('A plus B');
    expect(await row.textContent()).toContain('root');
  });

  it('edits the title and keeps the typed-in cases', async () => {
    await openEditForm(page);
    expect(await page.getByTestId('field-title').inputValue()).toBe('A plus B');
    expect(await page.getByTestId('case-1-input').inputValue()).toBe('3 4');
    expect(await page.getByTestId('problem-tag-greedy').count()).toBe(1);
    await page.getByTestId('field-title').fill('A plus B, edited');
    await saveAndReturn(page, 'Update Successfully');
    await rowOf(page, DISPLAY_ID).getByText('A plus B, edited').waitFor();
  });

  it('uploads a zip of cases and saves them', async () => {
    await openEditForm(page);
    await page.getByTestId('case-source-upload').click();
    const zip = await zipOf({ '1.in': '1 1\n', '1.out': '2\n', '2.in': '5 6\n', '2.out': '11\n' });
    await page
      .getByTestId('testcase-section')
      .locator('input[type=file]')
      .setInputFiles({ name: 'cases.zip', mimeType: 'application/zip', buffer: zip });
    await toast(page, 'Upload testcase successfully');
    expect(await page.getByTestId('case-0-input-name').textContent()).toBe('1.in');
    expect(await page.getByTestId('case-1-output-name').textContent()).toBe('2.out');

    await saveAndReturn(page, 'Update Successfully');

    await openEditForm(page);
    expect(await page.getByTestId('case-0-input-name').textContent()).toBe('1.in');
    expect(await page.getByTestId('case-1-input-name').textContent()).toBe('2.in');
  });

  it('shows the server message when an upload is refused', async () => {
    await page
      .getByTestId('testcase-section')
      .locator('input[type=file]')
      .setInputFiles({ name: 'broken.zip', mimeType: 'application/zip', buffer: Buffer.from('not a zip') });
    await page.locator('.ant-message-notice-error').waitFor();
    // The stored cases stay listed.
    expect(await page.getByTestId('case-0-input-name').textContent()).toBe('1.in');
  });

  it('checks languages, templates, file IO, extra files, cases and examples in the order of the form', async () => {
    await openCreateForm(page);
    await fillBasics(page, 'E2ERULES', 'Form rules');

    await page.getByTestId('language-select-all').click();
    await page.getByTestId('problem-save').click();
    await toast(page, 'Select at least one language');
    await page.getByTestId('language-select-all').click();

    // An enabled code template starts from the language's template; emptied, it is refused.
    const templateSwitch = page.locator('[data-testid^=template-switch-]').first();
    const languageKey = (await templateSwitch.getAttribute('data-testid'))!.replace('template-switch-', '');
    await templateSwitch.click();
    const templateTitle = page.getByTestId(`template-title-${languageKey}`);
    await templateTitle.click();
    const template = page.getByTestId(`template-editor-${languageKey}`);
    await template.locator('.cm-content').waitFor();
    expect((await template.locator('.cm-content').innerText()).trim()).not.toBe('');
    const languageName = (await templateTitle.innerText()).replace(/ code template$/, '');
    await replaceCode(template, '');
    await page.getByTestId('problem-save').click();
    await toast(page, `The enabled ${languageName} code template can not be empty`);
    await replaceCode(template, 'int main() {}');

    await page.getByTestId('field-isFileIO').click();
    await page.getByTestId('problem-save').click();
    await toast(page, 'In File IO mode, the input and output file names can not be empty');
    await page.getByTestId('field-ioReadFileName').fill('sum.in');
    await page.getByTestId('field-ioWriteFileName').fill('sum.out');

    await page.getByTestId('user-extra-files-add').click();
    await page.getByTestId('user-extra-files-0-name').fill('helper.h');
    await page.getByTestId('problem-save').click();
    await toast(page, 'Extra files for user programs: every file needs a name and content');
    await page.getByTestId('user-extra-files-0-content').fill('int twice(int x) { return 2 * x; }');

    // Cases come from a zip by default: nothing uploaded yet.
    await page.getByTestId('problem-save').click();
    await toast(page, 'Upload the test cases first');

    await page.getByTestId('add-example').click();
    expect(await page.getByTestId('add-example').isDisabled()).toBe(true);
    expect(await page.getByTestId('add-example').textContent()).toContain('At most 2 examples per problem');

    await page.getByTestId('case-source-manual').click();
    await page.getByTestId('case-0-input').fill('1 2');
    await page.getByTestId('case-0-output').fill('3');
    await saveAndReturn(page, 'Create Successfully');

    await openEditForm(page, 'E2ERULES');
    expect(await page.getByTestId('field-ioReadFileName').inputValue()).toBe('sum.in');
    expect(await page.getByTestId('field-ioWriteFileName').inputValue()).toBe('sum.out');
    expect(await page.getByTestId('user-extra-files-0-name').inputValue()).toBe('helper.h');
    expect(await page.getByTestId(`template-switch-${languageKey}`).getAttribute('aria-checked')).toBe('true');
  });

  it('splits OI scores evenly and needs a group number per case in subtask modes', async () => {
    await openCreateForm(page);
    await fillBasics(page, 'E2EOI', 'Scored problem');
    await page.getByTestId('field-type').getByText('OI', { exact: true }).click();
    await page.getByTestId('case-source-manual').click();
    for (const [index, [input, output]] of [
      ['1 1', '2'],
      ['2 2', '4'],
      ['3 3', '6'],
    ].entries()) {
      if (index > 0) await page.getByTestId('add-case').click();
      await page.getByTestId(`case-${index}-input`).fill(input);
      await page.getByTestId(`case-${index}-output`).fill(output);
    }
    // No scores yet: refused.
    await page.getByTestId('problem-save').click();
    await toast(page, 'Case 1: the score must be an integer');

    // 100 over three cases: 33, 33 and the remainder on the last one.
    await page.getByTestId('even-split').click();
    const scores = () => Promise.all([0, 1, 2].map((i) => inputOf(page, `case-${i}-score`).inputValue()));
    expect(await scores()).toEqual(['33', '33', '34']);
    expect(await page.getByTestId('case-total-score').textContent()).toBe('Total score: 100');

    await pickOption(page, page.getByTestId('field-judgeCaseMode'), 'Subtasks (lowest score)');
    await page.getByTestId('problem-save').click();
    await toast(page, 'Case 1: the group number is null');
    for (const [index, group] of ['1', '1', '2'].entries()) await inputOf(page, `case-${index}-group`).fill(group);
    await saveAndReturn(page, 'Create Successfully');
    expect(await rowOf(page, 'E2EOI').textContent()).toContain('OI');

    await openEditForm(page, 'E2EOI');
    expect(await scores()).toEqual(['33', '33', '34']);
    expect(await Promise.all([0, 1, 2].map((i) => inputOf(page, `case-${i}-group`).inputValue()))).toEqual(['1', '1', '2']);
    expect(await page.getByTestId('field-judgeCaseMode').textContent()).toContain('Subtasks (lowest score)');
  });

  it('saves a special judge only once its changed program compiled on a judge server', { timeout: 4 * COMPILE_TIMEOUT }, async () => {
    await openCreateForm(page);
    await fillBasics(page, 'E2ESPJ', 'Checker needed');
    await page.getByTestId('case-source-manual').click();
    await page.getByTestId('case-0-input').fill('5');
    await page.getByTestId('case-0-output').fill('any answer');
    await page.getByTestId('judge-mode-spj').click();
    await page.getByTestId('problem-save').click();
    await toast(page, 'Special judge program is required');

    const checker = page.getByTestId('checker-code');
    await replaceCode(checker, 'int main() { return undeclared_name; }\n');
    await page.getByTestId('problem-save').click();
    await toast(page, 'Special judge program: changed but not compiled successfully yet; compile it first');

    const compile = async () => {
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/admin/problem/compile-spj'), { timeout: COMPILE_TIMEOUT });
      await page.getByTestId('checker-compile').click();
      return (await answer).status();
    };
    // A compile error opens the dialog with the compiler's message, and the form still refuses to save.
    expect(await compile()).toBe(400);
    expect(await page.getByTestId('compile-error-message').textContent()).toContain('undeclared_name');
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await page.getByTestId('problem-save').click();
    await toast(page, 'Special judge program: changed but not compiled successfully yet; compile it first');

    await replaceCode(checker, '#include <cstdio>\nint main(int argc, char *argv[]) {\n    return argc == 4 ? 0 : 1;\n}\n');
    expect(await compile()).toBe(200);
    await toast(page, 'Compiled successfully');
    await page.getByTestId('checker-editor').getByText('Compiled', { exact: true }).waitFor();
    await saveAndReturn(page, 'Create Successfully');

    // Unchanged since loading: saving needs no new compile.
    await openEditForm(page, 'E2ESPJ');
    expect(await page.getByTestId('checker-code').locator('.cm-content').innerText()).toContain('argc == 4');
    await page.getByTestId('field-title').fill('Checker kept');
    await saveAndReturn(page, 'Update Successfully');
  });
});

describe('back-office problem list', () => {
  let page: Page;

  beforeAll(async () => {
    const root = await login(e2e.server, 'root');
    for (let n = 1; n <= 12; n += 1)
      await createProblem(e2e.server, root, { problemId: `E2EPG${String(n).padStart(2, '0')}`, title: `Paged ${n}` });
  });

  it('searches by keyword and pages through the results', async () => {
    page = await e2e.newPage({ language: 'en-US' });
    await loginAsRoot(page);
    await page.goto('/manage/problems');
    await page.getByTestId('problem-table').waitFor();
    await inputOf(page, 'problem-search').fill('E2EPG');
    await inputOf(page, 'problem-search').press('Enter');
    await page.waitForURL('**/manage/problems?keyword=E2EPG');
    await page.getByText('Total 12', { exact: true }).waitFor();
    // Newest first.
    await rowOf(page, 'E2EPG12').waitFor();
    expect(await page.locator('[data-testid^=problem-row-]').count()).toBe(10);

    await page.locator('.ant-pagination-item-2').click();
    await page.waitForURL(/currentPage=2/);
    await rowOf(page, 'E2EPG01').waitFor();
    expect(await page.locator('[data-testid^=problem-row-]').count()).toBe(2);
    // A page number below 1 becomes 1.
    await page.goto('/manage/problems?keyword=E2EPG&currentPage=-3');
    await rowOf(page, 'E2EPG12').waitFor();
  });

  it('hides a problem from the list and filters by visibility', async () => {
    await page.goto('/manage/problems?keyword=E2EPG05');
    const select = rowOf(page, 'E2EPG05').locator('[data-testid^=problem-auth-]');
    await pickOption(page, select, 'Private');
    await toast(page, 'Update Successfully');
    await rowOf(page, 'E2EPG05').getByTitle('Private', { exact: true }).waitFor();

    await page.goto('/manage/problems?keyword=E2EPG');
    await pickOption(page, page.getByTestId('problem-auth-filter'), 'Private');
    await page.waitForURL(/auth=2/);
    await page.getByText('Total 1', { exact: true }).waitFor();
    expect(await page.locator('[data-testid^=problem-row-]').count()).toBe(1);
    await rowOf(page, 'E2EPG05').waitFor();
  });

  it('deletes a problem after a confirmation', async () => {
    await page.goto('/manage/problems?keyword=E2EPG12');
    await rowOf(page, 'E2EPG12').locator('[data-testid^=delete-problem-]').click();
    await page.locator('.ant-modal-confirm').getByText('Delete problem E2EPG12 "Paged 12"', { exact: false }).waitFor();
    // Cancelling keeps it.
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Cancel' }).click();
    await page.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
    expect(await rowOf(page, 'E2EPG12').count()).toBe(1);

    await rowOf(page, 'E2EPG12').locator('[data-testid^=delete-problem-]').click();
    await page.getByTestId('confirm-delete').click();
    await toast(page, 'Delete successfully');
    await page.getByTestId('query-empty').waitFor();
  });

  it('downloads the test data as a zip', async () => {
    await page.goto(`/manage/problems?keyword=${DISPLAY_ID}`);
    const download = page.waitForEvent('download');
    await rowOf(page, DISPLAY_ID).locator('[data-testid^=download-cases-]').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.zip$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    const zip = Buffer.concat(chunks);
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    for (const name of ['1.in', '1.out', '2.in', '2.out']) expect(zip.includes(name)).toBe(true);
  });
});

describe('back-office tags', () => {
  let page: Page;

  it('creates a tag and shows it even when it lands on a later page', async () => {
    page = await e2e.newPage({ language: 'en-US' });
    await loginAsRoot(page);
    await page.goto('/manage/problem/tag');
    await page.getByTestId('tags-table').waitFor();
    await page.getByTestId('create-tag').click();
    await page.getByTestId('tag-name').fill('e2e-graphs');
    await page.getByTestId('tag-color').fill('#ff5500');
    await page.getByTestId('tag-dialog-ok').click();
    await toast(page, 'Create Successfully');
    await page.getByTestId('tag-row-e2e-graphs').waitFor();
    // The tag typed into the problem form exists as well.
    await inputOf(page, 'tag-search').fill('gree');
    await page.getByTestId('tag-row-greedy').waitFor();
    expect(await page.getByTestId('tags-table').locator('tbody tr.ant-table-row').count()).toBe(1);
  });

  it('creates a classification, files a tag under it and deletes the tag', async () => {
    await page.getByTestId('create-classification').click();
    await page.getByTestId('classification-name').fill('E2E Graph theory');
    await inputOf(page, 'classification-rank').fill('5');
    await page.getByTestId('classification-dialog-ok').click();
    await toast(page, 'Create Successfully');
    await page.getByTestId('classification-row-E2E Graph theory').waitFor();

    await inputOf(page, 'tag-search').fill('e2e-graphs');
    const row = page.getByTestId('tags-table').locator('tr', { has: page.getByTestId('tag-row-e2e-graphs') });
    await row.locator('[data-testid^=edit-tag-]').click();
    await pickOption(page, page.getByTestId('tag-classification'), 'E2E Graph theory (ME)');
    await page.getByTestId('tag-dialog-ok').click();
    await toast(page, 'Update Successfully');
    await row.getByText('E2E Graph theory', { exact: true }).waitFor();

    await row.locator('[data-testid^=delete-tag-]').click();
    await page.getByTestId('confirm-delete').click();
    await toast(page, 'Delete successfully');
    await page.getByTestId('tag-row-e2e-graphs').waitFor({ state: 'detached' });
  });
});

describe('problem rights by role', () => {
  beforeAll(async () => {
    await createUser(e2e.server, 'e2eadmin', 1001);
    await createUser(e2e.server, 'e2eproblems', 1008);
  });

  it('lets an admin manage only its own problems and never publish', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await signInToManage(page, 'e2eadmin');
    await openCreateForm(page);
    const auth = page.getByTestId('field-auth');
    expect(await auth.textContent()).toContain('Private');
    const publicOption = await openOption(page, auth, 'Public');
    expect(await publicOption.getAttribute('class')).toContain('ant-select-item-option-disabled');
    await page.keyboard.press('Escape');

    await fillBasics(page, 'E2EADM', 'By an admin');
    await page.getByTestId('case-source-manual').click();
    await page.getByTestId('case-0-input').fill('1');
    await page.getByTestId('case-0-output').fill('1');
    await saveAndReturn(page, 'Create Successfully');
    // Only its own problems are listed, and it may not make them public from the list either.
    await page.getByText('Total 1', { exact: true }).waitFor();
    const listed = await openOption(page, rowOf(page, 'E2EADM').locator('[data-testid^=problem-auth-]'), 'Public');
    expect(await listed.getAttribute('class')).toContain('ant-select-item-option-disabled');
    await page.keyboard.press('Escape');

    // Tags are for root and problem admins.
    await page.goto('/manage/problem/tag');
    await page.getByTestId('tag-page-forbidden').getByText('Only the super admin and problem admins may manage tags').waitFor();
  });

  it('lets a problem admin publish and manage every problem and tag', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await signInToManage(page, 'e2eproblems');
    await openCreateForm(page);
    expect(await page.getByTestId('field-auth').textContent()).toContain('Public');

    await page.goto('/manage/problems?keyword=E2EADM');
    const edit = rowOf(page, 'E2EADM').locator('[data-testid^=edit-problem-]');
    expect(await edit.isEnabled()).toBe(true);
    await pickOption(page, rowOf(page, 'E2EADM').locator('[data-testid^=problem-auth-]'), 'Public');
    await toast(page, 'Update Successfully');

    await page.goto('/manage/problem/tag');
    await page.getByTestId('tag-row-Beginner').waitFor();
    expect(await page.getByTestId('query-error').count()).toBe(0);
  });
});

describe('back-office problem layout and languages', () => {
  it('fits 375 px without horizontal scrolling and stacks the form', async () => {
    const mobile = await e2e.newPage({ width: 375, height: 812, language: 'en-US' });
    await loginAsRoot(mobile);
    await openCreateForm(mobile);
    await expect.poll(() => horizontalOverflow(mobile)).toBeLessThanOrEqual(0);
    const title = await mobile.getByTestId('field-title').boundingBox();
    const displayId = await mobile.getByTestId('field-problemId').boundingBox();
    expect(title && displayId && title.y > displayId.y).toBe(true);

    for (const [path, ready] of [
      ['/manage/problems', 'problem-table'],
      ['/manage/problem/tag', 'tags-table'],
    ] as const) {
      await mobile.goto(path);
      await mobile.getByTestId(ready).waitFor();
      await expect.poll(() => horizontalOverflow(mobile)).toBeLessThanOrEqual(0);
    }
  });

  it('lays the form out in columns at 1440 px', async () => {
    const wide = await e2e.newPage({ language: 'en-US' });
    await loginAsRoot(wide);
    await openCreateForm(wide);
    await expect.poll(() => horizontalOverflow(wide)).toBeLessThanOrEqual(0);
    const title = await wide.getByTestId('field-title').boundingBox();
    const displayId = await wide.getByTestId('field-problemId').boundingBox();
    expect(title && displayId && Math.abs(title.y - displayId.y) < 2 && title.x > displayId.x).toBe(true);
    await wide.goto('/manage/problems');
    await wide.getByTestId('problem-table').waitFor();
    await expect.poll(() => horizontalOverflow(wide)).toBeLessThanOrEqual(0);
  });

  it('speaks Chinese by default with no untranslated keys', async () => {
    const page = await e2e.newPage();
    await loginAsRoot(page);
    const untranslated = /manageProblems:|\b(field|form|section|list|action|tagPage|validation|toast)\.[a-zA-Z]/;
    await openCreateForm(page);
    await page.getByTestId('section-basic').getByText('题目标题', { exact: true }).waitFor();
    await page.getByTestId('judge-mode-spj').click();
    await page.getByTestId('field-type').getByText('OI', { exact: true }).click();
    await page.getByTestId('case-source-manual').click();
    expect(await page.locator('body').innerText()).not.toMatch(untranslated);
    await page.getByTestId('problem-save').click();
    await toast(page, '题目展示 ID不能为空');

    for (const [path, ready] of [
      ['/manage/problems', 'problem-table'],
      ['/manage/problem/tag', 'tags-table'],
    ] as const) {
      await page.goto(path);
      await page.getByTestId(ready).waitFor();
      expect(await page.locator('body').innerText()).not.toMatch(untranslated);
    }
  });
});
