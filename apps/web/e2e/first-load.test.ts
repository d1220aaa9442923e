// Browser tests of what the first load leaves for later (issue 17): the problem page's editor and its language's
// mode are chunks fetched when needed, and another language's mode arrives when it is chosen and highlights the
// code (C++ folds, brackets close); the statement comes rendered by the server, math included (neither marked nor
// KaTeX fetched); the problem list comes without antd's Table and Select; a select's option list comes when it is
// first opened; the home page's chart is drawn without a chart library and the login dialog comes on demand; the
// catalogue comes in parts, each when a page shows its texts.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROOT_PASSWORD, useE2E } from './harness';
import type { WeekSubmissionStatistics } from '@verdict/shared';
import { call, chooseInMenu, clearLoginFailures, createUser, giveAccepted, login, pickOption } from './fixtures';

const e2e = useE2E();

/** Every script the page has fetched so far. */
function scriptsOf(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  return scripts;
}

/** A promise with its resolve, to hold a response until the test lets it go. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
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
    // The statement's math came rendered by the server: neither marked nor KaTeX was fetched.
    expect([...scripts].filter((script) => /\/markdown(-math)?-[\w-]{8}\.js$/.test(script))).toEqual([]);
    // The C++ template, highlighted by the C++ mode: `return` is a keyword, `main` is not.
    await page
      .locator('[data-testid=code-editor] .cm-line span', { hasText: /^return$/ })
      .first()
      .waitFor();
    expect(await tokenClass(page, 'return')).not.toBe(await tokenClass(page, 'main'));
    // The C++ mode folds the template's blocks from the fold gutter (the first is the one that opens first).
    const lines = page.locator('[data-testid=code-editor] .cm-line');
    const unfolded = await lines.count();
    await page.locator('[data-testid=code-editor] .cm-foldGutter span[title="Fold line"]').first().click();
    await page.locator('[data-testid=code-editor] .cm-foldPlaceholder').waitFor();
    expect(await lines.count()).toBeLessThan(unfolded);
    await page.locator('[data-testid=code-editor] .cm-foldPlaceholder').click();
    await expect.poll(() => lines.count()).toBe(unfolded);
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
    // Brackets close as they are typed.
    await page.keyboard.type('twice(');
    await lines.filter({ hasText: /^twice\(\)$/ }).waitFor();
    const fetchedForPython = [...scripts].filter((script) => !beforePython.has(script));
    expect(fetchedForPython.length).toBeGreaterThan(0);
  });

  it("shows the problem list without antd's Table, Select, Collapse and Progress, and Input without its family", async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    const scripts = scriptsOf(page);
    await page.goto('/problem');
    await page.getByTestId('problem-row').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect([...scripts].filter((script) => /\/(Table|table|select|collapse|progress|TextArea)-[\w-]{8}\.js$/.test(script))).toEqual([]);
    // The rows are in antd's table markup, so antd.css styles them as its Table's.
    expect(await page.locator('.ant-table-wrapper .ant-table-tbody [data-testid=problem-row]').count()).toBeGreaterThan(0);
  });

  it("fetches a select's option list when it is first opened, and scrolls the list to the option the keyboard reaches", async () => {
    const detail = await call<{ languages: string[] }>(e2e.server, 'GET', '/get-problem-detail?problemId=1000');
    const last = detail.data.languages.at(-1)!;
    expect(detail.data.languages.length).toBeGreaterThan(10);
    const page = await e2e.newPage({ language: 'en-US' });
    const scripts = scriptsOf(page);
    await page.goto('/problem/1000');
    await page.locator('[data-testid=code-editor] .cm-content').waitFor();
    await page.waitForLoadState('networkidle');
    const beforeOpening = new Set(scripts);
    await page.getByTestId('language-select').click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await options.first().waitFor();
    expect([...scripts].filter((script) => !beforeOpening.has(script)).length).toBeGreaterThan(0);
    // Up from the chosen language, the first option, wraps to the last, below the list's fold: the list scrolls it into
    // view.
    expect(await page.getByTestId('language-select').innerText()).toContain(detail.data.languages[0]);
    await page.keyboard.press('ArrowUp');
    const active = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
    await active.filter({ hasText: new RegExp(`^${last}$`) }).waitFor();
    const holder = await page.locator('.ant-select-dropdown:visible .ant-select-dropdown-list-holder').boundingBox();
    const option = await active.boundingBox();
    expect(option!.y + option!.height).toBeLessThanOrEqual(holder!.y + holder!.height + 1);
    expect(option!.y).toBeGreaterThanOrEqual(holder!.y - 1);
    await page.keyboard.press('Enter');
    await page.getByTestId('language-select').getByText(last, { exact: true }).waitFor();
  });

  it("draws the last week's submissions: each day's figures on hover, a series hidden by its legend entry", async () => {
    const root = await login(e2e.server, 'root');
    const solver = `chart-${Date.now()}`;
    await createUser(e2e.server, solver);
    const demo = await call<{ problem: { id: number } }>(e2e.server, 'GET', '/get-problem-detail?problemId=1000', undefined, root.token);
    await giveAccepted(e2e.server, await login(e2e.server, solver), [{ pid: demo.data.problem.id, problemId: '1000' }]);
    // The super admin's refresh of the cached figures: the page reads the same ones, today's accepted one included.
    const { data: stats } = await call<WeekSubmissionStatistics>(
      e2e.server,
      'GET',
      '/get-last-week-submission-statistics?forceRefresh=true',
      undefined,
      root.token,
    );
    expect(stats.acCountList[6]).toBeGreaterThan(0);

    const page = await e2e.newPage({ language: 'en-US' });
    const scripts = scriptsOf(page);
    await page.goto('/home');
    const chart = page.getByTestId('weekly-chart-svg');
    const bars = chart.locator('.weekly-chart-bar');
    await chart.locator('svg').waitFor();
    // One bar a day, as tall as its count (0 high on a day without one).
    expect(await bars.count()).toBe(7);
    const heights = await bars.evaluateAll((rects) => rects.map((rect) => Number(rect.getAttribute('height'))));
    const tallest = Math.max(...stats.acCountList);
    expect(heights.map((height) => height / Math.max(...heights))).toEqual(
      stats.acCountList.map((count) => expect.closeTo(count / tallest, 3)),
    );

    // The cards above it settle first (their content moves the chart down as it arrives).
    await page.getByTestId('query-loading').first().waitFor({ state: 'detached' });
    const tooltipOf = async (day: number) => {
      const hoverArea = page.getByTestId('weekly-chart-hover');
      await hoverArea.scrollIntoViewIfNeeded();
      const area = await hoverArea.boundingBox();
      if (!area) throw new Error('the chart has no hover area');
      await page.mouse.move(area.x + (area.width * (day + 0.5)) / 7, area.y + area.height / 2);
      return (await page.getByTestId('weekly-chart-tooltip').innerText()).replace(/\s+/g, ' ');
    };
    for (let day = 0; day < 7; day += 1) {
      expect(await tooltipOf(day)).toBe(`${stats.dateStrList[day]} Accepted ${stats.acCountList[day]} Total ${stats.totalCountList[day]}`);
    }

    await page.getByTestId('weekly-chart-legend-ac').click();
    expect(await page.getByTestId('weekly-chart-legend-ac').getAttribute('aria-pressed')).toBe('false');
    expect(await bars.count()).toBe(0);
    expect(await tooltipOf(6)).toBe(`${stats.dateStrList[6]} Total ${stats.totalCountList[6]}`);
    await page.getByTestId('weekly-chart-legend-ac').click();
    expect(await bars.count()).toBe(7);
    // Drawn by the page itself: no chart library fetched.
    expect([...scripts].filter((script) => /echarts|installCanvasRenderer/i.test(script))).toEqual([]);
  });

  it("fetches the toasts' code again with the next toast when it could not be fetched, and shows both", async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    let attempts = 0;
    await page.route('**/assets/app-dialogs-host-*.js', (route) => (attempts++ === 0 ? route.abort() : route.continue()));
    await page.goto('/home');
    await page.getByTestId('nav-login').click();
    await page.getByTestId('login-username').fill('root');
    await page.getByTestId('login-password').fill('not-the-password');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => attempts).toBe(1);
    // The refusal's toast waits for its code; the page goes on.
    expect(await page.locator('.ant-message-notice').count()).toBe(0);
    await page.getByTestId('login-password').fill(ROOT_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.locator('.ant-message-notice').getByText('Welcome back').waitFor();
    expect(attempts).toBe(2);
    expect(await page.locator('.ant-message-notice').count()).toBe(2);
    await clearLoginFailures(e2e.server);
  });

  it("fetches of the catalogue only its core part on the home page, and a page's part with the page, in each language", async () => {
    const page = await e2e.newPage();
    const scripts = scriptsOf(page);
    const catalogueParts = () => [...scripts].filter((script) => /\/(core|problem-pages|more)-[\w-]+\.js$/.test(script)).length;
    await page.goto('/home');
    await page.getByTestId('home-page').waitFor();
    await page.waitForLoadState('networkidle');
    expect([...scripts].filter((script) => /\/(problem-pages|more)-/.test(script))).toEqual([]);
    const onHome = catalogueParts();

    await page.getByTestId('nav-contests').click();
    await page.getByTestId('contest-list').getByText('比赛列表').waitFor();
    expect(catalogueParts()).toBeGreaterThan(onHome);
    await chooseInMenu(page, 'language-switch', 'lang-en-US');
    // The part the contest list showed comes in English before the page switches.
    await page.getByTestId('contest-list').getByText('Contests', { exact: true }).waitFor();
  });

  it('fetches a part of the catalogue again when its fetch failed, and shows the page with it', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    let attempts = 0;
    // The catalogue's part (tens of kilobytes), not the small module of the same name that waits for it.
    await page.route('**/assets/more-*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      if (body.length < 10_000) return route.fulfill({ response, body });
      return attempts++ === 0 ? route.abort() : route.fulfill({ response, body });
    });
    await page.goto('/contest');
    await page.getByTestId('contest-list').getByText('Contests', { exact: true }).waitFor();
    expect(attempts).toBe(2);
  });

  it("asks for a page's part of the catalogue while the page's chunks are still on their way", async () => {
    const page = await e2e.newPage();
    const heldPage = deferred();
    let partRequests = 0;
    await page.route('**/assets/problem-detail-*.js', async (route) => {
      await heldPage.promise;
      return route.fallback();
    });
    await page.route('**/assets/problem-pages-*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      // The part (kilobytes of texts), not the small module of the same name that waits for it.
      if (body.length > 1000) partRequests++;
      return route.fulfill({ response, body });
    });
    await page.goto('/problem/1000');
    // Held, the page's modules cannot run: the part comes from the route, not from their wait for it.
    await expect.poll(() => partRequests, { timeout: 15_000 }).toBe(1);
    heldPage.resolve();
    await page.getByTestId('problem-statement').waitFor();
  });

  it('shows in the language switched to a page whose part of the catalogue was asked for during the switch', async () => {
    const page = await e2e.newPage();
    await page.goto('/home');
    await page.getByTestId('home-page').waitFor();
    const heldCore = deferred();
    const seen = { part: 0, core: 0 };
    await page.route('**/assets/more-*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      // The part itself, not the small module of the same name that waits for it.
      if (body.length >= 10_000) seen.part++;
      return route.fulfill({ response, body });
    });
    await page.route('**/assets/core-*.js', async (route) => {
      if (seen.core++ === 0) await heldCore.promise;
      return route.fallback();
    });
    await chooseInMenu(page, 'language-switch', 'lang-en-US');
    await expect.poll(() => seen.core).toBe(1);
    // The contest list asks for its part while the switch waits for the English core (it listed the parts in use
    // before): both languages'.
    await page.getByTestId('nav-contests').click();
    await expect.poll(() => seen.part).toBe(2);
    heldCore.resolve();
    await page.getByTestId('contest-list').getByText('Contests', { exact: true }).waitFor();
    expect(await page.getByTestId('nav-home').textContent()).toBe('Home');
  });

  it("styles antd's components from the built stylesheet: at run time only the theme's variables are written", async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await page.goto('/problem');
    await page.getByTestId('problem-row').first().waitFor();
    await page.getByTestId('nav-login').click();
    await page.getByTestId('login-username').waitFor();
    // Rules the page wrote itself (style elements) about antd's classes: anything but custom properties there is
    // a component style generated at run time.
    const generated = await page.evaluate(() =>
      [...document.querySelectorAll('style')].flatMap((style) =>
        [...(style.sheet?.cssRules ?? [])]
          .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.selectorText.includes('.ant-'))
          .flatMap((rule) =>
            [...rule.style].filter((property) => !property.startsWith('--')).map((property) => `${rule.selectorText} ${property}`),
          ),
      ),
    );
    expect(generated).toEqual([]);
    // …and yet the table (antd's markup drawn by PlainTable), the filters' menu button, the pager and the dialog are
    // styled, in the theme's colours.
    const style = (selector: string, property: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
    expect(await style('.ant-table-thead th', 'background-color')).toBe('rgb(250, 250, 250)');
    expect(await style('.ant-pagination-item-active', 'border-color')).toBe('rgb(22, 119, 255)');
    expect(await style('[data-testid=filter-difficulty]', 'border-radius')).toBe('6px');
    expect(await style('.ant-modal-mask', 'position')).toBe('fixed');
    expect(await style('.ant-modal .ant-btn-primary', 'background-color')).toBe('rgb(22, 119, 255)');
  });

  it('opens the login dialog on demand', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await page.goto('/home');
    await page.getByTestId('home-page').waitFor();
    expect(await page.getByTestId('login-username').count()).toBe(0);
    await page.getByTestId('nav-login').click();
    await page.getByTestId('login-username').fill('root');
    expect(await page.getByTestId('login-username').inputValue()).toBe('root');
  });
});
