// Browser tests of what the first load leaves for later (issue 17): the problem page's editor and its language's
// mode are chunks fetched when needed, and another language's mode arrives when it is chosen and highlights the
// code; the statement's Markdown and math render; the home page's chart and the login dialog come on demand.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './harness';
import { pickOption } from './fixtures';

const e2e = useE2E();

/** Every script the page has fetched so far. */
function scriptsOf(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  return scripts;
}

/** The class CodeMirror's highlighter gave a token of the editor's text (null: not highlighted). */
const tokenClass = (page: Page, text: string) =>
  page
    .locator('[data-testid=code-editor] .cm-line span', { hasText: new RegExp(`^${text}$`) })
    .first()
    .getAttribute('class');

describe('first load', () => {
  it("loads a language's mode when it is chosen, and highlights the code with it", async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    const scripts = scriptsOf(page);
    await page.goto('/problem/1000');
    await page.getByTestId('problem-description').locator('.katex').first().waitFor();
    await page.locator('[data-testid=code-editor] .cm-content').waitFor();
    expect(await page.getByTestId('language-select').innerText()).toContain('C++ 17 With O2');
    // The C++ template, highlighted by the C++ mode: `return` is a keyword, `main` is not.
    await page
      .locator('[data-testid=code-editor] .cm-line span', { hasText: /^return$/ })
      .first()
      .waitFor();
    expect(await tokenClass(page, 'return')).not.toBe(await tokenClass(page, 'main'));
    const beforePython = new Set(scripts);

    await pickOption(page, page.getByTestId('language-select'), 'Python3');
    // The untouched template follows the language.
    await page.locator('[data-testid=code-editor] .cm-content').getByText('print(a + b)').waitFor();
    await page.locator('[data-testid=code-editor] .cm-content').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText('\ndef twice(x):\n    return x\n');
    // `def` is a keyword as `return` is: the Python mode is in (C++ would read `def` as a name).
    await page.waitForFunction(() => {
      const spans = [...document.querySelectorAll('[data-testid=code-editor] .cm-line span')];
      const classOf = (text: string) => spans.find((span) => span.textContent === text)?.className;
      return classOf('def') !== undefined && classOf('def') === classOf('return');
    });
    const fetchedForPython = [...scripts].filter((script) => !beforePython.has(script));
    expect(fetchedForPython.length).toBeGreaterThan(0);
  });

  it('shows the weekly chart once the home page has painted, and opens the login dialog on demand', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await page.goto('/home');
    await page.getByTestId('home-page').waitFor();
    await page.locator('[data-testid=weekly-chart] canvas, [data-testid=weekly-chart] .ant-empty').first().waitFor();
    expect(await page.getByTestId('login-username').count()).toBe(0);
    await page.getByTestId('nav-login').click();
    await page.getByTestId('login-username').fill('root');
    expect(await page.getByTestId('login-username').inputValue()).toBe('root');
  });
});
