// Browser test of stored XSS: hostile Markdown and HTML planted through the API by their owners — a problem admin's
// problem statement, contest and training descriptions, a group owner's problem statement, training and group
// descriptions — and opened by the site root on each page and in each back-office preview. Nothing may run, no
// hostile attribute or URL may reach the page, and ordinary Markdown (bold, code, KaTeX, a link) still renders, as
// does what the allow-list keeps (mailto and relative links, raster data: images, safe inline styles).
// The sanitiser is checked with the page's Content-Security-Policy ignored; then, under the policy, the SPA, its code
// editor and KaTeX run without a single violation, and the hostile pages show only the handlers the policy refused.
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ProblemSavePayloadInput } from '@verdict/shared';
import { useE2E } from './harness';
import { call, createUser, login, logInPage, type Session } from './fixtures';
import { BENIGN, HOSTILE, expectSanitised, xssOf } from './hostile';

const e2e = useE2E();

interface GroupTables {
  groups: { id: unknown };
  groupMembers: { gid: unknown; uid: unknown };
}
interface Drizzle {
  eq(column: unknown, value: unknown): unknown;
}
interface UpdatableDb {
  update(table: unknown): { set(values: object): { where(condition: unknown): Promise<unknown> } };
}

/** Hands the group to an ordinary user straight in the database (creating one takes 20 solved problems). */
async function transferGroup(gid: number, owner: Session): Promise<void> {
  const { groups, groupMembers } = (await import(
    fileURLToPath(new URL('../../server/src/modules/groups/tables.ts', import.meta.url))
  )) as GroupTables;
  const { eq } = (await import('drizzle-orm')) as Drizzle;
  const db = e2e.server.database.db as UpdatableDb;
  await db.update(groups).set({ uid: owner.user.uid, owner: owner.user.username }).where(eq(groups.id, gid));
  await db.update(groupMembers).set({ uid: owner.user.uid }).where(eq(groupMembers.gid, gid));
}

const problemPayload = (problemId: string, title: string, description = HOSTILE): ProblemSavePayloadInput => ({
  problem: { problemId, title, description, difficulty: 0 },
  languages: ['C++ 17 With O2'],
  tags: [],
  isUploadTestCase: false,
  samples: [{ input: '1 2\n', output: '3\n' }],
  judgeMode: 'default',
});

interface Planted {
  name: string;
  /** The page showing the text, and the test id of its rendered Markdown. */
  page: string;
  content: string;
  /** The back-office form with its preview: the preview tab to click and the preview's test id. */
  form: string;
  openPreview: (page: Page) => Promise<void>;
  preview: string;
}

const previewTab = (testId: string) => (page: Page) => page.getByTestId(`${testId}-preview-tab`).click();

describe('stored XSS', () => {
  let root: Session;
  let benignProblem: { pid: number; problemId: string };
  const planted: Planted[] = [];

  beforeAll(async () => {
    await createUser(e2e.server, 'siteadmin', 1008);
    await createUser(e2e.server, 'owner');
    root = await login(e2e.server, 'root');
    const [admin, owner] = await Promise.all([login(e2e.server, 'siteadmin'), login(e2e.server, 'owner')]);

    // The site admin's problem, contest and training.
    benignProblem = (
      await call<{ pid: number; problemId: string }>(
        e2e.server,
        'POST',
        '/admin/problem',
        problemPayload('MATH', 'Sums of squares', BENIGN),
        root.token,
      )
    ).data;
    const problem = (
      await call<{ pid: number; problemId: string }>(
        e2e.server,
        'POST',
        '/admin/problem',
        problemPayload('XSSA', 'Hostile statement'),
        admin.token,
      )
    ).data;
    const now = Date.now();
    const contest = {
      title: 'Hostile contest',
      description: HOSTILE,
      type: 0,
      auth: 0,
      startTime: new Date(now - 3_600_000).toISOString(),
      endTime: new Date(now + 3_600_000).toISOString(),
    };
    const cid = (await call<{ id: number }>(e2e.server, 'POST', '/admin/contest', { contest }, admin.token)).data.id;
    const training = { title: 'Hostile training', description: HOSTILE, auth: 'Public' };
    const tid = (await call<{ id: number }>(e2e.server, 'POST', '/admin/training', { training }, admin.token)).data.id;

    // A group owner's description, problem and training.
    const group = { name: 'Hostile Club', shortName: 'hclub', brief: 'A public group', description: 'Soon.', auth: 1, visible: true };
    const gid = (await call<{ id: number }>(e2e.server, 'POST', '/group', { group }, root.token)).data.id;
    await transferGroup(gid, owner);
    expect(HOSTILE.length).toBeLessThanOrEqual(1000);
    await call(e2e.server, 'PUT', '/group', { gid, group: { ...group, description: HOSTILE } }, owner.token);
    const groupProblem = (
      await call<{ pid: number; problemId: string }>(
        e2e.server,
        'POST',
        '/group/problem',
        { gid, ...problemPayload('x', 'Hostile group statement') },
        owner.token,
      )
    ).data;
    const gtid = (
      await call<{ id: number }>(
        e2e.server,
        'POST',
        '/group/training',
        { gid, training: { ...training, title: 'Hostile group training' } },
        owner.token,
      )
    ).data.id;

    planted.push(
      {
        name: 'site problem',
        page: `/problem/${problem.problemId}`,
        content: 'problem-description',
        form: `/manage/problem/edit/${problem.pid}`,
        openPreview: previewTab('field-description'),
        preview: 'field-description-preview',
      },
      {
        name: 'group problem',
        page: `/group/${gid}/problem/${groupProblem.problemId}`,
        content: 'problem-description',
        form: `/group/${gid}/admin/problem/${groupProblem.pid}/edit`,
        openPreview: previewTab('field-description'),
        preview: 'field-description-preview',
      },
      {
        name: 'contest',
        page: `/contest/${cid}`,
        content: 'contest-description',
        form: `/manage/contest/${cid}/edit`,
        openPreview: previewTab('contest-description'),
        preview: 'contest-description-preview',
      },
      {
        name: 'site training',
        page: `/training/${tid}`,
        content: 'training-description',
        form: `/manage/training/${tid}/edit`,
        openPreview: previewTab('training-description'),
        preview: 'training-description-preview',
      },
      {
        name: 'group training',
        page: `/group/${gid}/training/${gtid}`,
        content: 'training-description',
        form: `/group/${gid}/admin/training/${gtid}/edit`,
        openPreview: previewTab('training-description'),
        preview: 'training-description-preview',
      },
      {
        name: 'group description',
        page: `/group/${gid}`,
        content: 'group-description',
        form: `/group/${gid}/setting`,
        openPreview: (page) => page.getByTestId('group-form-description-mode').getByText('Preview', { exact: true }).click(),
        preview: 'group-form-description-preview',
      },
    );
  });

  /** A root page (CSP ignored when asked) that records any request for the payloads' marker. */
  async function rootPage(bypassCSP: boolean): Promise<{ page: Page; markers: string[] }> {
    const page = await e2e.newPage({ language: 'en-US', bypassCSP });
    await logInPage(page, root);
    const markers: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('xss-marker')) markers.push(request.url());
    });
    return { page, markers };
  }

  it('runs nothing planted in a statement or description when the site root opens its page', async () => {
    const { page, markers } = await rootPage(true);
    for (const field of planted) {
      await page.goto(field.page);
      await expectSanitised(page, page.getByTestId(field.content)).catch((error: Error) => {
        throw new Error(`${field.name} at ${field.page}: ${error.message}`);
      });
    }
    expect(markers).toEqual([]);
  });

  it('renders the back-office previews exactly as their pages do, and runs nothing', async () => {
    const { page, markers } = await rootPage(true);
    for (const field of planted) {
      await page.goto(field.form);
      await field.openPreview(page);
      const preview = page.getByTestId(field.preview);
      await expectSanitised(page, preview).catch((error: Error) => {
        throw new Error(`${field.name} preview at ${field.form}: ${error.message}`);
      });
      const previewHtml = await preview.locator('.markdown-body').innerHTML();
      await page.goto(field.page);
      await page.getByTestId(field.content).locator('.katex-display').waitFor();
      expect(await page.getByTestId(field.content).innerHTML(), field.name).toBe(previewHtml);
    }
    expect(markers).toEqual([]);
    // Two page loads and a preview for each planted field: over a minute on a loaded two-core machine.
  }, 180_000);

  it('keeps what the allow-list allows and only that: link schemes, raster data images, safe styles, prefixed ids', async () => {
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const text = [
      '[mail](mailto:a@example.com) [relative](/problem/1000) [anchor](#top) [ftp](ftp://example.com/x) [tel](tel:123)',
      `![png](${png}) <img alt="svg" src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="> <a href="data:text/html,x">data-link</a>`,
      '<span id="root" style="color: red; white-space: pre; position: absolute; z-index: 9; background-image: url(/xss-marker)">styled</span>',
    ].join('\n\n');
    const edge = (
      await call<{ problemId: string }>(e2e.server, 'POST', '/admin/problem', problemPayload('EDGE', 'Allow-list', text), root.token)
    ).data;
    const { page } = await rootPage(true);
    await page.goto(`/problem/${edge.problemId}`);
    const content = page.getByTestId('problem-description');
    await content.getByText('styled').waitFor();
    const attributes = (selector: string, names: string[]) =>
      content.locator(selector).evaluate((el, wanted) => wanted.map((name) => el.getAttribute(name)), names);
    expect(await attributes('a >> text=mail', ['href', 'target', 'rel'])).toEqual([
      'mailto:a@example.com',
      '_blank',
      'noopener noreferrer',
    ]);
    expect(await attributes('a >> text=relative', ['href'])).toEqual(['/problem/1000']);
    expect(await attributes('a >> text=anchor', ['href', 'target'])).toEqual(['#top', null]);
    for (const name of ['ftp', 'tel', 'data-link']) expect(await attributes(`a >> text=${name}`, ['href']), name).toEqual([null]);
    expect(await attributes('img[alt=png]', ['src'])).toEqual([png]);
    expect(await attributes('img[alt=svg]', ['src'])).toEqual([null]);
    expect(await attributes('span >> text=styled', ['id', 'style'])).toEqual(['user-content-root', 'color: red; white-space: pre;']);
  });

  /** A root page under the policy that keeps every violation it reports (directive, source and where). */
  async function policedPage(): Promise<{ page: Page; markers: string[]; takeViolations: () => Promise<string[]> }> {
    const { page, markers } = await rootPage(false);
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`),
      );
    });
    const takeViolations = async () => {
      const found = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.splice(0));
      return found.map((violation) => `${new URL(page.url()).pathname}: ${violation}`);
    };
    return { page, markers, takeViolations };
  }

  it('runs the SPA under its Content-Security-Policy without a violation: pages, code editor, KaTeX, a preview', async () => {
    const { page, takeViolations } = await policedPage();
    const violations: string[] = [];
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByTestId('home-page').waitFor();
    violations.push(...(await takeViolations()));

    await page.goto('/problem');
    await page.getByTestId('problem-table').locator('.ant-table-row').first().waitFor();
    violations.push(...(await takeViolations()));

    await page.goto(`/problem/${benignProblem.problemId}`);
    await page.getByTestId('problem-description').locator('.katex-display').waitFor();
    await page.locator('[data-testid=code-editor] .cm-content').click();
    await page.keyboard.insertText('int main() { return 0; }');
    await page.locator('[data-testid=code-editor] .cm-content').getByText('return 0;').waitFor();
    violations.push(...(await takeViolations()));

    for (const list of ['/contest', '/training', '/group']) {
      await page.goto(list);
      await page.locator('.ant-table-row, .ant-card, .ant-list-item').first().waitFor();
      violations.push(...(await takeViolations()));
    }

    await page.goto(`/manage/problem/edit/${benignProblem.pid}`);
    await page.getByTestId('field-description-preview-tab').click();
    await page.getByTestId('field-description-preview').locator('.katex-display').waitFor();
    violations.push(...(await takeViolations()));
    expect(violations).toEqual([]);
  });

  it('blocks under the policy, as a second wall, the handlers the sanitiser parses out of hostile text', async () => {
    const { page, markers, takeViolations } = await policedPage();
    for (const field of planted) {
      await page.goto(field.page);
      await page.getByTestId(field.content).locator('.katex-display').waitFor();
      // Parsing the hostile text (inertly, to sanitise it) sets its on* attributes, which the policy refuses at once.
      const violations = await takeViolations();
      expect(
        violations.filter((violation) => !/: script-src-attr inline at /.test(violation)),
        field.name,
      ).toEqual([]);
      expect(await xssOf(page), field.name).toBeUndefined();
    }
    expect(markers).toEqual([]);
  });
});
