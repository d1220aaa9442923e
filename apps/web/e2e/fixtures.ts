// E2E fixtures: users, site switches and accepted submissions written straight into the running server's database (no API creates
// them), problems through the admin API, and sessions handed to a browser page without the login dialog.
// The files of one vitest worker share a server: what a file changes of the site's settings it sets itself first
// (mailOff, setRegistration, setSubmitInterval) rather than counting on the defaults.
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { IN_PROGRESS_STATUSES, JudgeStatus, type ProblemSavePayloadInput, type SubmissionDetail, type UserInfo } from '@verdict/shared';
import { ROOT_PASSWORD, type RunningServer } from './harness';

/** Server modules are imported by path at run time, so the web type-check does not compile the server. */
const serverModule = <T>(file: string): Promise<T> =>
  import(fileURLToPath(new URL(`../../server/src/${file}`, import.meta.url))) as Promise<T>;

interface UsersModule {
  createUser(db: unknown, username: string, role?: number, password?: string): Promise<{ uid: string }>;
}
interface SiteConfigModule {
  updateSwitchConfig(db: unknown, patch: { defaultSubmitInterval?: number }): Promise<unknown>;
  updateWebsiteConfig(db: unknown, patch: { register?: boolean }): Promise<unknown>;
}

export const PASSWORD = 'Passw0rd';

export async function createUser(server: RunningServer, username: string, role = 1002): Promise<void> {
  const { createUser: create } = await serverModule<UsersModule>('test/users.ts');
  await create(server.database.db, username, role, PASSWORD);
}

/** Seconds between two submissions (and two online tests) of one user; 0 turns the check off. */
export async function setSubmitInterval(server: RunningServer, seconds: number): Promise<void> {
  const { updateSwitchConfig } = await serverModule<SiteConfigModule>('modules/site/config.ts');
  await updateSwitchConfig(server.database.db, { defaultSubmitInterval: seconds });
}

/** The site's registration switch (website config `register`). */
export async function setRegistration(server: RunningServer, open: boolean): Promise<void> {
  const { updateWebsiteConfig } = await serverModule<SiteConfigModule>('modules/site/config.ts');
  await updateWebsiteConfig(server.database.db, { register: open });
}

export interface Session {
  token: string;
  user: UserInfo;
}

export async function call<T>(
  server: RunningServer,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ data: T; headers: Headers }> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US', ...(token ? { authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { status: number; msg: string; data: T };
  if (envelope.status !== 200) throw new Error(`${method} ${path}: ${envelope.status} ${envelope.msg}`);
  return { data: envelope.data, headers: response.headers };
}

export async function login(
  server: RunningServer,
  username: string,
  password = username === 'root' ? ROOT_PASSWORD : PASSWORD,
): Promise<Session> {
  const { data, headers } = await call<UserInfo>(server, 'POST', '/login', { username, password });
  const token = headers.get('authorization');
  if (!token) throw new Error('the login answer carries no token');
  return { token, user: data };
}

/** Statuses the judge is not done with: pending, compiling, judging, and submitting to it. */
const UNJUDGED = new Set<number>([...IN_PROGRESS_STATUSES, JudgeStatus.Submitting]);

/** Polls the submission (read as `session`) until the judge is done with it, for a minute at most; its final status. */
export async function judgedStatus(server: RunningServer, session: Session, submitId: number): Promise<number> {
  for (let i = 0; i < 120; i += 1) {
    const { data } = await call<SubmissionDetail>(server, 'GET', `/get-submission-detail?submitId=${submitId}`, undefined, session.token);
    if (!UNJUDGED.has(data.submission.status)) return data.submission.status;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`submission ${submitId} was not judged`);
}

/** The page starts out logged in (the token and user info the SPA keeps in localStorage). */
export async function logInPage(page: Page, session: Session): Promise<void> {
  await page.context().addInitScript(
    ([token, user]) => {
      if (!window.localStorage.getItem('token')) {
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('userInfo', user);
      }
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
}

/** The site's e-mail settings back to their defaults (no SMTP server: mail is off), as root. */
export async function mailOff(server: RunningServer, root: Session): Promise<void> {
  await call(
    server,
    'PUT',
    '/admin/config/set-email-config',
    { host: '', port: 465, secure: true, username: '', password: '', sender: '' },
    root.token,
  );
}

interface SqlModule {
  sql(strings: TemplateStringsArray): unknown;
}
interface ExecutableDb {
  execute(query: unknown): Promise<unknown>;
}

/** Forgets every failed login (per account and per address): five from 127.0.0.1 ask every later login there for the slide check. */
export async function clearLoginFailures(server: RunningServer): Promise<void> {
  const { sql } = (await import('drizzle-orm')) as SqlModule;
  await (server.database.db as ExecutableDb).execute(sql`delete from login_failures`);
}

interface Inserter {
  insert(table: unknown): { values(rows: object[]): { returning(): Promise<{ submitId: number; uid: string; pid: number }[]> } };
}
interface SubmissionTables {
  submissions: unknown;
  acceptedProblems: unknown;
}

/** An accepted submission (run time `timeMs`) of each problem for the user, straight into the tables (test setup). */
export async function giveAccepted(
  server: RunningServer,
  user: Session,
  problems: { pid: number; problemId: string }[],
  timeMs?: number,
): Promise<void> {
  const { submissions, acceptedProblems } = await serverModule<SubmissionTables>('modules/submissions/tables.ts');
  const db = server.database.db as Inserter;
  const rows = await db
    .insert(submissions)
    .values(
      problems.map((p) => ({
        pid: p.pid,
        displayPid: p.problemId,
        uid: user.user.uid,
        username: user.user.username,
        language: 'C++',
        status: 0,
        timeMs,
      })),
    )
    .returning();
  await db
    .insert(acceptedProblems)
    .values(rows.map((row) => ({ submitId: row.submitId, uid: row.uid, pid: row.pid })))
    .returning();
}

/** A public problem with one typed-in A+B case, saved by root through the admin API. */
export async function createProblem(
  server: RunningServer,
  root: Session,
  problem: { problemId: string; title: string; difficulty?: number; tags?: string[] },
) {
  const payload: ProblemSavePayloadInput = {
    problem: {
      problemId: problem.problemId,
      title: problem.title,
      description: `The statement of ${problem.title}.`,
      difficulty: problem.difficulty ?? 0,
    },
    languages: ['C++ 17 With O2'],
    tags: (problem.tags ?? []).map((name) => ({ name })),
    isUploadTestCase: false,
    samples: [{ input: '1 2\n', output: '3\n' }],
    judgeMode: 'default',
  };
  const { data } = await call<{ pid: number; problemId: string }>(server, 'POST', '/admin/problem', payload, root.token);
  return data;
}

interface AccountTablesModule {
  captchas: unknown;
}
interface CaptchaRows {
  select(): { from(table: unknown): Promise<{ key: string; answer: string }[]> };
}

/** The answer of an image captcha, read from the database as a person would read the image. */
export async function captchaAnswer(server: RunningServer, captchaKey: string): Promise<string> {
  const { captchas } = await serverModule<AccountTablesModule>('modules/accounts/tables.ts');
  const rows = await (server.database.db as CaptchaRows).select().from(captchas);
  const row = rows.find((candidate) => candidate.key === captchaKey);
  if (!row) throw new Error(`no captcha ${captchaKey}`);
  return row.answer;
}

/**
 * Logs in through the back-office login call (POST /api/admin/login, admin roles only) and hands the session to the
 * page, which opens nothing yet: the caller goes straight to the back-office page it tests. The login forms
 * themselves are tested on their own (manage-config: a plain admin through /manage/login; shell: root through the
 * dialog; accounts).
 */
export async function signInToManage(
  page: Page,
  username: string,
  password = username === 'root' ? ROOT_PASSWORD : PASSWORD,
): Promise<void> {
  // The page's own request context: relative to the page's base URL, outside the page (nothing runs in it yet).
  const response = await page.request.post('/api/admin/login', { data: { username, password }, headers: { 'accept-language': 'en-US' } });
  const envelope = (await response.json()) as { status: number; msg: string; data: UserInfo };
  const token = response.headers()['authorization'];
  if (envelope.status !== 200 || !token) throw new Error(`POST /admin/login as ${username}: ${envelope.status} ${envelope.msg}`);
  await logInPage(page, { token, user: envelope.data });
}

/** signInToManage, then the back office's dashboard, waiting for the admin layout. */
export async function logInToManage(page: Page, username: string, password?: string): Promise<void> {
  await signInToManage(page, username, password);
  await page.goto('/manage');
  await page.getByTestId('admin-layout').waitFor();
}

/**
 * Finds a problem in the open problem picker by its display id: the picker pages through every public problem
 * newest first, and on the shared server other files' problems come before the demo ones.
 */
export async function findInPicker(page: Page, problemId: string): Promise<void> {
  const search = page.getByTestId('picker-search').locator('input');
  await search.fill(problemId);
  await search.press('Enter');
}

/**
 * How many pixels the page is wider than the window (0 or less: no horizontal scrolling). Tests poll it: styles of a
 * lazily loaded part may land a moment after the element they are waited for by.
 */
export const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A popup shown and done sliding in (the motion classes of its first and later openings gone). */
const SETTLED = ':visible:not([class*="-appear"]):not([class*="-enter"])';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Opens a Select and returns its option with exactly this label, once the list has slid in: a click while it
 * slides can land on the option beside.
 */
export async function openOption(page: Page, select: Locator, label: string): Promise<Locator> {
  await select.click();
  await page.locator(`.ant-select-dropdown${SETTLED}`).waitFor();
  const option = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) });
  await option.waitFor();
  return option;
}

/** Picks the option with exactly this label in a Select, and waits for its list to close. */
export async function pickOption(page: Page, select: Locator, label: string): Promise<void> {
  await (await openOption(page, select, label)).click();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
}

/** Opens a dropdown menu (the user's, the language switch) and picks an entry once the menu has slid in. */
export async function chooseInMenu(page: Page, triggerTestId: string, entryTestId: string): Promise<void> {
  await page.getByTestId(triggerTestId).click();
  await page.locator(`.ant-dropdown${SETTLED}`).waitFor();
  await page.getByTestId(entryTestId).click();
}

/** Picks the entry with exactly this label in a menu select (components/menu-select), once the menu has slid in. */
export async function pickMenuOption(page: Page, trigger: Locator, label: string): Promise<void> {
  await trigger.click();
  await page.locator(`.ant-dropdown${SETTLED}`).waitFor();
  await page
    .locator('.ant-dropdown:visible .ant-dropdown-menu-item')
    .filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) })
    .click();
  await page.locator('.ant-dropdown:visible').waitFor({ state: 'hidden' });
}

/**
 * Records `property` of every element matching `selector`, each time the page changes (nodes, text or attributes),
 * from now on; answers a reader of what was recorded. For what a page shows only for a moment (an animation's
 * classes, a closing dialog's title).
 */
export async function watchElements(page: Page, selector: string, property: 'className' | 'textContent'): Promise<() => Promise<string[]>> {
  const key = `watched${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ({ key, selector, property }) => {
      const seen: string[] = [];
      (window as unknown as Record<string, string[]>)[key] = seen;
      const record = () => document.querySelectorAll(selector).forEach((element) => seen.push(String(element[property] ?? '')));
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    },
    { key, selector, property },
  );
  return () => page.evaluate((key) => (window as unknown as Record<string, string[]>)[key], key);
}
