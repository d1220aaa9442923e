// Browser tests of judging from the problem page with a real local judge worker: an accepted and a wrong
// submission with their status, the submission detail's failing case, the online test, the status page's filters
// and live rows, sharing, and the super admin's rejudge and manual judge.
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useE2E } from './harness';
import {
  createProblem,
  createUser,
  horizontalOverflow,
  judgedStatus,
  login,
  logInPage,
  pickOption,
  setSubmitInterval,
  type Session,
} from './fixtures';

const e2e = useE2E();

const AC_CODE =
  '#include <cstdio>\nint main() {\n    long long a, b;\n    scanf("%lld %lld", &a, &b);\n    printf("%lld\\n", a + b);\n    return 0;\n}\n';
const WA_CODE =
  '#include <cstdio>\nint main() {\n    long long a, b;\n    scanf("%lld %lld", &a, &b);\n    printf("%lld\\n", a - b);\n    return 0;\n}\n';

const IN_PROGRESS =
  '[data-testid=row-status][data-status="5"], [data-testid=row-status][data-status="6"], [data-testid=row-status][data-status="7"]';

const status = (scope: Page | Locator, testId: string, code: number) => scope.locator(`[data-testid=${testId}][data-status="${code}"]`);

/** Replaces the editor's content as typed text. */
async function typeCode(page: Page, code: string): Promise<void> {
  await page.locator('[data-testid=code-editor] .cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

const editorText = (page: Page) => page.locator('[data-testid=code-editor] .cm-content').innerText();

async function openProblem(page: Page, problemId = '1000'): Promise<void> {
  await page.goto(`/problem/${problemId}`);
  await page.getByTestId('problem-statement').waitFor();
  await page.locator('[data-testid=code-editor] .cm-content').waitFor();
}

interface ProblemTables {
  problems: { problemId: unknown };
}
interface Drizzle {
  eq(column: unknown, value: unknown): unknown;
}
interface UpdatableDb {
  update(table: unknown): { set(values: object): { where(condition: unknown): Promise<unknown> } };
}

/**
 * Rewrites a problem's statement and author straight in the database: no call lets a plain user author a
 * problem outside groups, and the admin fixture writes a fixed statement.
 */
async function rewriteProblem(problemId: string, values: { description: string; uid: string }): Promise<void> {
  const { problems } = (await import(
    fileURLToPath(new URL('../../server/src/modules/problems/tables.ts', import.meta.url))
  )) as ProblemTables;
  const { eq } = (await import('drizzle-orm')) as Drizzle;
  await (e2e.server.database.db as UpdatableDb).update(problems).set(values).where(eq(problems.problemId, problemId));
}

/** Judges the open submission by hand: picks the status in the dialog's select, then OK. */
async function judgeByHand(page: Page, statusName: string): Promise<void> {
  await page.getByTestId('detail-manual').click();
  await pickOption(page, page.getByTestId('manual-status'), statusName);
  await page.getByTestId('manual-status').getByText(statusName, { exact: true }).waitFor();
  await page.locator('.ant-modal-footer .ant-btn-primary').click();
}

const toast = (page: Page, text: string) => page.locator('.ant-message-notice').getByText(text, { exact: true }).waitFor();

describe('judging from the problem page', () => {
  let alice: Session;
  let bob: Session;

  beforeAll(async () => {
    await createUser(e2e.server, 'alice');
    await createUser(e2e.server, 'bob');
    // Several submissions in a row from one user: the interval would refuse them.
    await setSubmitInterval(e2e.server, 0);
    [alice, bob] = await Promise.all([login(e2e.server, 'alice'), login(e2e.server, 'bob')]);
  });

  it('asks a visitor to log in before submitting', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await openProblem(page);
    await page.getByTestId('submit-code').click();
    await toast(page, 'Please login first');
    await page.getByTestId('login-form').waitFor();
  });

  it('judges an accepted solution: Pending, then Accepted within 10 s, and reloads the counts', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await logInPage(page, alice);
    await openProblem(page);
    expect(await page.getByTestId('language-select').innerText()).toContain('C++ 17 With O2');
    const acceptedBefore = Number(await page.getByTestId('count-ac').innerText());
    await typeCode(page, AC_CODE);
    await page.getByTestId('submit-code').click();
    // Pending, with Submit disabled while the submission is judged.
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid=submit-status-tag][data-status="5"]') !== null &&
        document.querySelector<HTMLButtonElement>('button[data-testid=submit-code]')?.disabled === true,
    );
    await status(page, 'submit-status-tag', 0).waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('submit-code').isDisabled()).toBe(false);
    expect(await page.getByTestId('submit-usage').innerText()).toMatch(/\d+ms · \d+(\.\d+)?[KM]B/);
    await page
      .getByTestId('count-ac')
      .getByText(String(acceptedBefore + 1), { exact: true })
      .waitFor();

    // The code stays with the problem across a reload.
    await page.reload();
    await page.locator('[data-testid=code-editor] .cm-content').waitFor();
    expect(await editorText(page)).toContain('a + b');

    // My submissions lists it (first: the newest; a retry of this test finds the earlier try's below it).
    await page.getByTestId('tab-mine').click();
    await status(page.getByTestId('my-submissions'), 'row-status', 0).first().waitFor();
  });

  it('shows Wrong Answer and the failing case in the submission detail', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await logInPage(page, alice);
    await openProblem(page);
    await typeCode(page, WA_CODE);
    await page.getByTestId('submit-code').click();
    await status(page, 'submit-status-tag', -1).waitFor({ timeout: 15_000 });
    await page.getByTestId('submit-detail-link').click();
    await page.waitForURL(/\/submission-detail\/\d+$/);
    await status(page, 'detail-status', -1).waitFor();
    const failing = page.locator('[data-testid=case-row][data-status="-1"]').first();
    await failing.waitFor();
    // The author sees the case's input, expected output and the program's output.
    await failing.locator('.ant-table-row-expand-icon').click();
    const excerpts = page.locator('.case-excerpts').first();
    await excerpts.waitFor();
    expect(await excerpts.locator('pre').count()).toBe(3);
    expect(await page.getByTestId('submission-code').innerText()).toContain('a - b');

    // Two wrong-case downloads a day for a user; the third says the quota is used up.
    for (let i = 0; i < 2; i += 1) {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-wrong-case').click()]);
      expect(download.suggestedFilename()).toMatch(/\.zip$/);
    }
    await page.getByTestId('download-wrong-case').click();
    await toast(page, "You have used today's 2 wrong-case downloads; please try again tomorrow");
  });

  it('marks the problems a user tried in the problem list, accepted first', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await logInPage(page, alice);
    await page.goto('/problem');
    const row = (title: string) => page.getByTestId('problem-row').filter({ hasText: title });
    // Alice's later wrong answer does not hide her accepted one.
    await status(row('A+B Problem'), 'my-status', 0).waitFor();
    expect(await row('Sort the Numbers').getByTestId('my-status').count()).toBe(0);
  });

  it('runs the online test on custom input and names the sample an accepted run matches', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await logInPage(page, bob);
    await openProblem(page);
    await typeCode(page, AC_CODE);
    await page.getByTestId('toggle-online-test').click();
    await page.getByTestId('test-input').fill('20 22');
    await page.getByTestId('test-run').click();
    await status(page, 'test-status', 0).waitFor({ timeout: 15_000 });
    expect((await page.getByTestId('test-output').innerText()).trim()).toBe('42');
    expect(await page.getByTestId('test-sample-matched').count()).toBe(0);

    await page.getByTestId('test-use-sample').nth(1).click();
    await page.getByTestId('test-run').click();
    await page.getByTestId('test-sample-matched').getByText('Passed sample 2').waitFor({ timeout: 15_000 });
    expect((await page.getByTestId('test-output').innerText()).trim()).toBe('-2');
  });

  it('checks the code before sending it', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await logInPage(page, bob);
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/submit-problem')) sent += 1;
    });
    await openProblem(page);
    await typeCode(page, '   ');
    await page.getByTestId('submit-code').click();
    await toast(page, 'Code can not be empty');
    await typeCode(page, `// ${'x'.repeat(65_540)}`);
    await page.getByTestId('submit-code').click();
    await toast(page, 'Code Length can not exceed 65535');
    expect(sent).toBe(0);
  });
});

describe('status page and submission actions', () => {
  let alice: Session;
  let root: Session;

  beforeAll(async () => {
    [alice, root] = await Promise.all([login(e2e.server, 'alice'), login(e2e.server, 'root')]);
  });

  it('filters by status and only mine, with the author filter for admins only', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await logInPage(page, alice);
    await page.goto('/status');
    await page.getByTestId('row-status').first().waitFor();
    expect(await page.getByTestId('filter-author').locator('input').isDisabled()).toBe(true);
    expect(await page.getByTestId('filter-problem').locator('input').isDisabled()).toBe(true);
    await page.goto('/status?status=-1');
    await status(page, 'row-status', -1).first().waitFor();
    expect(await page.locator('[data-testid=row-status]:not([data-status="-1"])').count()).toBe(0);
    await page.goto('/status?onlyMine=true');
    await page.getByTestId('row-status').first().waitFor();
    const authors = await page.getByTestId('row-author').allInnerTexts();
    expect(new Set(authors)).toEqual(new Set(['alice']));
  });

  it('lets the author share the code, and root rejudge and judge by hand', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await logInPage(page, alice);
    await page.goto('/status?onlyMine=true&status=-1');
    await page.locator('[data-testid=submission-table] tbody tr a').first().click();
    await page.waitForURL(/\/submission-detail\/\d+$/);
    const detailUrl = page.url();
    await page.getByTestId('share-switch').click();
    await toast(page, 'Code shared');

    // A visitor now reads the shared code.
    const visitor = await e2e.newPage({ language: 'en-US' });
    await visitor.goto(detailUrl);
    await visitor.getByTestId('submission-code').waitFor();

    const admin = await e2e.newPage({ language: 'en-US' });
    await logInPage(admin, root);
    await admin.goto(detailUrl);
    await status(admin, 'detail-status', -1).waitFor();
    await admin.getByTestId('detail-rejudge').click();
    await toast(admin, 'Rejudging');
    // The page may still show the verdict from before the rejudge: wait until the server has judged it again, then
    // until the page (polling while it is judged) offers the manual judge.
    expect(await judgedStatus(e2e.server, root, Number(detailUrl.split('/').pop()))).toBe(-1);
    await status(admin, 'detail-status', -1).waitFor();
    await admin.locator('[data-testid=detail-manual]:enabled').waitFor({ timeout: 15_000 });

    await judgeByHand(admin, 'Accepted');
    await status(admin, 'detail-status', 0).waitFor();
    await admin.getByText('Judged by hand').waitFor();
  });

  it('rejudges from the list and follows the row until it is judged again; the author resubmits a failed one', async () => {
    // Root's own accepted submission: rejudging it must end in Accepted again.
    const page = await e2e.newPage({ language: 'en-US' });
    await logInPage(page, root);
    await openProblem(page);
    await typeCode(page, AC_CODE);
    await page.getByTestId('submit-code').click();
    await status(page, 'submit-status-tag', 0).waitFor({ timeout: 15_000 });
    const submitId = (await page.getByTestId('submit-detail-link').getAttribute('href'))?.split('/').pop();

    await page.goto('/status');
    const row = page.locator(`[data-testid=submission-table] tr[data-row-key="${submitId}"]`);
    await status(row, 'row-status', 0).waitFor();
    await row.getByTestId('row-rejudge').click();
    await toast(page, 'Rejudging');
    await row.locator(IN_PROGRESS).waitFor();
    // Polled until the judge is done with it.
    await status(row, 'row-status', 0).waitFor({ timeout: 15_000 });

    // Judged by hand as Submitted Failed, the row offers its author the resubmit icon, which sends it to the judge again.
    expect(await row.getByTestId('row-resubmit').count()).toBe(0);
    await page.goto(`/submission-detail/${submitId}`);
    await judgeByHand(page, 'Submitted Failed');
    await status(page, 'detail-status', 10).waitFor();
    await page.goto('/status');
    await status(row, 'row-status', 10).waitFor();
    await row.getByTestId('row-resubmit').click();
    await toast(page, 'Resubmitted Successfully');
    await status(row, 'row-status', 0).waitFor({ timeout: 15_000 });
  });
});

describe('problem page', () => {
  it("renders Markdown with math and sanitises the HTML of every author, root's as a user's", async () => {
    const root = await login(e2e.server, 'root');
    const description = 'Sum $a^2+b^2$ and **print** it. <span class="raw-html" onclick="window.clicked = true">raw</span>';
    await createProblem(e2e.server, root, { problemId: 'MD1', title: 'By root' });
    await createProblem(e2e.server, root, { problemId: 'MD2', title: 'By a user' });
    await rewriteProblem('MD1', { description, uid: root.user.uid });
    await rewriteProblem('MD2', { description, uid: (await login(e2e.server, 'alice')).user.uid });

    const page = await e2e.newPage({ language: 'en-US' });
    await openProblem(page, 'MD1');
    const statement = page.getByTestId('problem-description');
    await statement.locator('.katex').first().waitFor();
    expect(await statement.locator('strong').innerText()).toBe('print');
    expect(await statement.locator('.raw-html').getAttribute('onclick')).toBeNull();
    expect(await page.getByTestId('author-badge').innerText()).toBe('SPA');

    await openProblem(page, 'MD2');
    await statement.locator('.katex').first().waitFor();
    await statement.locator('.raw-html').waitFor();
    expect(await statement.locator('.raw-html').getAttribute('onclick')).toBeNull();
    expect(await page.getByTestId('author-badge').count()).toBe(0);
  });

  it('keeps the editor settings and code per problem, and reads an uploaded file into the editor', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await openProblem(page, '1001');
    const stored = () => page.evaluate(() => JSON.parse(window.localStorage.getItem('verdict-editor:1001') ?? 'null') as unknown);
    await page.waitForFunction(() => window.localStorage.getItem('verdict-editor:1001') !== null);
    expect(await stored()).toMatchObject({ theme: 'solarized', fontSize: 14, tabSize: 4, language: 'C++ 17 With O2' });

    await page.getByTestId('editor-settings-button').click();
    await pickOption(page, page.getByTestId('editor-theme'), 'monokai');
    await pickOption(page, page.getByTestId('editor-font-size'), '18px');
    await pickOption(page, page.getByTestId('editor-tab-size'), '2 spaces');

    await page.locator('[data-testid=problem-workspace] input[type=file]').setInputFiles({
      name: 'sort.cpp',
      mimeType: 'text/x-c++src',
      buffer: Buffer.from('// uploaded: 排序\nint main() { return 0; }\n', 'utf8'),
    });
    await toast(page, 'sort.cpp loaded');
    expect(await editorText(page)).toContain('// uploaded: 排序');

    await page.reload();
    await page.locator('[data-testid=code-editor] .cm-content').waitFor();
    expect(await editorText(page)).toContain('// uploaded: 排序');
    expect(await stored()).toMatchObject({ theme: 'monokai', fontSize: 18, tabSize: 2 });
    expect(await page.locator('[data-testid=code-editor] .cm-editor').evaluate((node) => getComputedStyle(node).fontSize)).toBe('18px');
    // Another problem starts from its own defaults.
    await openProblem(page, '1000');
    expect(await page.locator('[data-testid=code-editor] .cm-editor').evaluate((node) => getComputedStyle(node).fontSize)).toBe('14px');
  });

  it('collapses and restores the editor with the divider button', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await openProblem(page);
    const workspace = page.getByTestId('problem-workspace');
    const before = (await workspace.boundingBox())?.width ?? 0;
    expect(before).toBeGreaterThan(300);
    await page.getByTestId('editor-toggle').click();
    await page.waitForFunction(() => (document.querySelector('[data-testid=problem-workspace]')?.getBoundingClientRect().width ?? 0) < 50);
    await page.getByTestId('editor-toggle').click();
    await page.waitForFunction(() => (document.querySelector('[data-testid=problem-workspace]')?.getBoundingClientRect().width ?? 0) > 300);
  });

  it('stacks the statement and the editor at 375 px without horizontal scrolling', async () => {
    const page = await e2e.newPage({ width: 375, height: 812, language: 'en-US' });
    await openProblem(page);
    await page.getByTestId('problem-stacked').waitFor();
    const overflow = await horizontalOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);
    const statement = await page.getByTestId('problem-statement').boundingBox();
    const editor = await page.getByTestId('problem-workspace').boundingBox();
    expect(statement && editor && editor.y > statement.y).toBe(true);
  });
});
