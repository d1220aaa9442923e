// Browser tests of the back-office batch page (/manage/problem/batch-operation) on a real server with a real judge
// worker: importing an FPS file with progress and report, verifying the imported problem's reference solutions,
// exporting the selected problem as FPS XML, a refused file, the rights of problem admins and admins, the layout
// at 375 px and both languages.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './harness';
import { createUser, horizontalOverflow, logInToManage, pickOption, signInToManage } from './fixtures';

// The shared server's judge worker judges the reference solutions.
const e2e = useE2E();

const PAGE_PATH = '/manage/problem/batch-operation';
const TITLE = 'E2E Batch A plus B';
/** Two compiles and four runs through one worker on a busy machine. */
const JUDGE_TIMEOUT = 120_000;

const CPP_SOLUTION = '#include <cstdio>\nint main(){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b);}';
const PYTHON_SOLUTION = 'a, b = map(int, input().split())\nprint(a + b)\n';

const FPS_FILE = `<?xml version="1.0" encoding="UTF-8"?>
<fps version="1.4">
<item>
<title><![CDATA[${TITLE}]]></title>
<time_limit unit="s"><![CDATA[1]]></time_limit>
<memory_limit unit="mb"><![CDATA[256]]></memory_limit>
<description><![CDATA[<p>Print the sum of two integers.</p>]]></description>
<input><![CDATA[<p>Two integers a and b.</p>]]></input>
<output><![CDATA[<p>a+b</p>]]></output>
<sample_input><![CDATA[1 2]]></sample_input>
<sample_output><![CDATA[3]]></sample_output>
<test_input><![CDATA[1 2
]]></test_input>
<test_output><![CDATA[3
]]></test_output>
<test_input><![CDATA[20 22
]]></test_input>
<test_output><![CDATA[42
]]></test_output>
<solution language="C++"><![CDATA[${CPP_SOLUTION}]]></solution>
<solution language="Python"><![CDATA[${PYTHON_SOLUTION}]]></solution>
</item>
</fps>
`;

const openBatchPage = async (page: Page, query = ''): Promise<void> => {
  await page.goto(`${PAGE_PATH}${query}`);
  await page.getByTestId('problem-batch').waitFor();
};

const chooseFile = (page: Page, name: string, text: string) =>
  page
    .getByTestId('import-card')
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'application/xml', buffer: Buffer.from(text) });

/** Waits for the import job of this file to end and answers its report. */
const finishedReport = async (page: Page, fileName: string) => {
  const report = page.locator(`[data-testid=import-report][data-file="${fileName}"]`);
  await report.waitFor({ timeout: 60_000 });
  return report;
};

/** success, or exception when the import failed or imported nothing. */
const processingStatus = (page: Page) => page.getByTestId('import-processing-progress').getAttribute('data-status');

const downloadedText = async (page: Page, start: () => Promise<void>): Promise<{ name: string; text: string }> => {
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await start();
  const file = await download;
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
};

describe('problem batch operations as root', () => {
  let page: Page;
  let problemId = '';

  it('imports an FPS file: upload, processing, then the report listing the problem', async () => {
    page = await e2e.newPage({ language: 'en-US' });
    await signInToManage(page, 'root');
    await openBatchPage(page);
    await chooseFile(page, 'aplusb.xml', FPS_FILE);

    const report = await finishedReport(page, 'aplusb.xml');
    expect(await page.getByTestId('import-upload-progress').textContent()).toContain('aplusb.xml uploaded');
    expect(await page.getByTestId('import-upload-progress').getAttribute('data-status')).toBe('success');
    expect(await processingStatus(page)).toBe('success');
    const imported = report.getByTestId('report-imported');
    expect(await imported.getAttribute('data-count')).toBe('1');
    expect(await imported.locator('h5').textContent()).toBe('Imported (1)');
    const item = imported.locator('[data-testid^=imported-]');
    expect(await item.textContent()).toContain(TITLE);
    expect(await item.textContent()).toContain('Reference solutions: 2');
    problemId = (await item.getAttribute('data-testid'))!.replace('imported-', '');
    expect(await item.locator('a').getAttribute('href')).toBe(`/problem/${problemId}`);
    expect(await report.getByTestId('report-failed').textContent()).toContain('Nothing failed');
    expect(await report.getByTestId('report-skipped').textContent()).toContain('Skipped (0)');
  });

  it('shows the last import again after leaving the page and coming back', async () => {
    await page.goto('/manage/problems');
    await openBatchPage(page);
    const report = await finishedReport(page, 'aplusb.xml');
    expect(await report.getByTestId(`imported-${problemId}`).textContent()).toContain(TITLE);
  });

  it('verifies the imported problem: both reference solutions are Accepted', { timeout: JUDGE_TIMEOUT + 30_000 }, async () => {
    await page.getByTestId('verify-imported').click();
    await page.locator('.ant-message-notice').getByText('Reference solutions queued for judging: 2; skipped: 0', { exact: true }).waitFor();
    const card = page.getByTestId('verification-card');
    const problem = card.getByTestId(`verdicts-${problemId}`);
    await problem.waitFor();
    expect(await problem.locator('h5').textContent()).toContain(TITLE);
    const accepted = problem.locator('[data-testid=solution-verdict][data-status="0"]');
    await expect.poll(() => accepted.count(), { timeout: JUDGE_TIMEOUT, interval: 100 }).toBe(2);
    expect(await accepted.first().textContent()).toBe('Accepted');
    const languages = await problem.locator('tbody tr[data-language]').evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
    expect(languages.some((row) => row.startsWith('C++ → C++'))).toBe(true);
    expect(languages.some((row) => row.startsWith('Python → Python'))).toBe(true);
    expect(await card.getByTestId('verdict-summary').textContent()).toBe('2 Accepted');
  });

  it('exports the selected problem as FPS XML', async () => {
    await page.getByTestId('export-search').locator('input').fill(problemId);
    await page.getByTestId('export-search').locator('input').press('Enter');
    const row = page.getByTestId(`export-row-${problemId}`);
    await row.waitFor();
    expect(await page.getByTestId('export-fps').isDisabled()).toBe(true);
    await row.locator('input[type=checkbox]').check();
    expect(await page.getByTestId('export-selected-count').textContent()).toBe('1 selected');

    const { name, text } = await downloadedText(page, () => page.getByTestId('export-fps').click());
    expect(name).toMatch(/\.xml$/);
    expect(text).toContain('<fps');
    expect(text).toContain(TITLE);
  });

  it('imports as hidden problems when asked: the problem is not public until published', async () => {
    await page.getByTestId('import-hidden').click();
    await chooseFile(page, 'hidden.xml', FPS_FILE);
    const report = await finishedReport(page, 'hidden.xml');
    const hiddenId = (await report.locator('[data-testid^=imported-]').getAttribute('data-testid'))!.replace('imported-', '');
    const detail = (problemId: string) => fetch(`${e2e.server.url}/api/get-problem-detail?problemId=${problemId}`).then((r) => r.status);
    expect(await detail(hiddenId)).not.toBe(200);
    expect(await detail(problemId)).toBe(200);
    await page.getByTestId('import-hidden').click();
  });

  it('shows why a file that is not XML was not imported as FPS XML', async () => {
    await pickOption(page, page.getByTestId('import-format'), 'FPS XML');
    await chooseFile(page, 'broken.xml', 'not xml');
    const report = await finishedReport(page, 'broken.xml');
    expect(await processingStatus(page)).toBe('exception');
    const failed = report.getByTestId('report-failed');
    expect(await failed.getAttribute('data-count')).toBe('1');
    expect(await failed.locator('li').textContent()).toMatch(/not well-formed XML/);
    expect(await report.getByTestId('verify-imported').isDisabled()).toBe(true);
  });
});

describe('problem batch rights by role', () => {
  beforeAll(async () => {
    await createUser(e2e.server, 'e2ebatchadmin', 1001);
    await createUser(e2e.server, 'e2ebatchproblems', 1008);
  });

  /** Opens the Problems group of the admin menu. */
  const openProblemMenu = async (page: Page) => {
    await page.getByTestId('admin-menu').getByText('Problems', { exact: true }).click();
    await page.getByTestId('admin-menu-AdminProblemList').waitFor();
  };

  it('gives a problem admin the menu entry and the page: it exports a demo problem as an HOJ zip', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await logInToManage(page, 'e2ebatchproblems');
    await openProblemMenu(page);
    await page.getByTestId('admin-menu-AdminProblemBatchOperation').waitFor();
    await openBatchPage(page);
    await page.getByTestId('import-card').waitFor();
    // The shared server lists other files' problems too (newest first): find the demo one.
    await page.getByTestId('export-search').locator('input').fill('1000');
    await page.getByTestId('export-search').locator('input').press('Enter');
    const row = page.getByTestId('export-row-1000');
    await row.locator('input[type=checkbox]').check();
    const { name, text } = await downloadedText(page, () => page.getByTestId('export-hoj').click());
    expect(name).toMatch(/\.zip$/);
    expect(text.startsWith('PK')).toBe(true);
    expect(await page.getByTestId('batch-forbidden').count()).toBe(0);
  });

  it('shows an admin (1001) the no-permission state, asks nothing of the server and hides the menu entry', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    const batchCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(admin\/problem\/(import-progress|verify-solutions|solution-verdicts)|file\/(import|export)-problem)/.test(request.url()))
        batchCalls.push(request.url());
    });
    await logInToManage(page, 'e2ebatchadmin');
    await openProblemMenu(page);
    expect(await page.getByTestId('admin-menu-AdminProblemBatchOperation').count()).toBe(0);

    await page.goto(PAGE_PATH);
    const forbidden = page.getByTestId('batch-forbidden');
    await forbidden.getByText('No permission', { exact: true }).waitFor();
    expect(await forbidden.textContent()).toContain('Only the super admin and problem admins');
    expect(await page.getByTestId('import-card').count()).toBe(0);
    expect(batchCalls).toEqual([]);
  });
});

describe('problem batch layout and languages', () => {
  it('fits 375 px without horizontal scrolling, with a report shown', async () => {
    const mobile = await e2e.newPage({ width: 375, height: 812, language: 'en-US' });
    await signInToManage(mobile, 'root');
    await openBatchPage(mobile);
    await mobile.getByTestId('export-table').waitFor();
    await expect.poll(() => horizontalOverflow(mobile)).toBeLessThanOrEqual(0);
    const longName = 'a-file-with-a-rather-long-name-that-has-to-wrap-somewhere.xml';
    await chooseFile(mobile, longName, 'not xml');
    const report = await finishedReport(mobile, longName);
    expect(await report.getByTestId('report-failed').locator('li').textContent()).toContain('not a problem file we can import');
    await expect.poll(() => horizontalOverflow(mobile)).toBeLessThanOrEqual(0);
  });

  it('speaks Chinese by default and English with ?l=en-US', async () => {
    const page = await e2e.newPage();
    await signInToManage(page, 'root');
    await openBatchPage(page);
    await page.getByTestId('import-card').getByText('导入题目', { exact: true }).waitFor();
    await page.getByTestId('export-card').getByText('导出题目', { exact: true }).waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(/problemBatch:|\b(import|export|report|verify|format)\.[a-zA-Z]/);

    await openBatchPage(page, '?l=en-US');
    await page.getByTestId('import-card').getByText('Import problems', { exact: true }).waitFor();
    await page.getByTestId('export-card').getByText('Export problems', { exact: true }).waitFor();
    await page.getByTestId('import-card').getByText('Auto-detect', { exact: true }).waitFor();
    expect(await page.getByTestId('export-fps').textContent()).toBe('Export as FPS XML');
  });
});
