// Browser tests of the back-office dashboard (/manage) against a real server and its real judge worker: the counts,
// an upcoming contest, the previous login, the server card and the judge servers (switched off, a submission waits
// in the queue; switched on, it is judged; a dead server removed after a confirmation); a plain admin sees no server
// cards; both languages at 375 and 1440 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { DashboardInfo, JudgeServiceInfo } from '@verdict/shared';
import { useE2E } from './harness';
import { call, createUser, horizontalOverflow, login, logInToManage, type Session } from './fixtures';

const e2e = useE2E();

/** A plain admin (1001) and a user who submits, of this file's own. */
const ADMIN = 'e2edashadmin';
const SUBMITTER = 'e2edashsubmit';
const CONTEST = 'E2E dashboard contest';
const AC_CODE = '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);}\n';

interface SqlModule {
  sql(strings: TemplateStringsArray, ...values: unknown[]): unknown;
}
interface ExecutableDb {
  execute(query: unknown): Promise<{ rows: Record<string, unknown>[] }>;
}

let root: Session;
let cid: number;
let deadId: string;

const db = () => e2e.server.database.db as ExecutableDb;

async function execute(strings: TemplateStringsArray, ...values: unknown[]) {
  const { sql } = (await import('drizzle-orm')) as SqlModule;
  return (await db().execute(sql(strings, ...values))).rows;
}

const judgeInfo = async () =>
  (await call<JudgeServiceInfo>(e2e.server, 'GET', '/admin/config/get-judge-service-info', undefined, root.token)).data;

/** The live worker the harness started (named 'local'), once it has registered. */
async function liveWorker() {
  for (let i = 0; i < 60; i += 1) {
    const server = (await judgeInfo()).servers.find((s) => s.name === 'local' && s.online);
    if (server) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the local judge worker did not register');
}

const setEnabled = (id: string, enabled: boolean) => call(e2e.server, 'PUT', '/admin/judge-server', { id, enabled }, root.token);

beforeAll(async () => {
  root = await login(e2e.server, 'root');
  await createUser(e2e.server, ADMIN, 1001);
  await createUser(e2e.server, SUBMITTER);
  const start = new Date(Date.now() + 2 * 86_400_000);
  const end = new Date(start.getTime() + 3_600_000);
  [{ id: cid }] =
    (await execute`insert into contests (title, start_time, end_time) values (${CONTEST}, ${start.toISOString()}, ${end.toISOString()}) returning id`) as {
      id: number;
    }[];
  [{ id: deadId }] = (await execute`insert into judge_servers (name, cores, concurrency, version, last_heartbeat)
    values ('e2e-dead', 2, 2, 'old', now() - interval '10 minutes') returning id`) as { id: string }[];
});

afterAll(async () => {
  // The worker is shared with the other files: never leave it switched off.
  if (root) for (const server of (await judgeInfo()).servers) if (!server.enabled) await setEnabled(server.id, true);
});

async function openDashboard(username: string, options: Parameters<typeof e2e.newPage>[0] = { language: 'en-US' }): Promise<Page> {
  const page = await e2e.newPage(options);
  await logInToManage(page, username);
  await page.getByTestId('manage-dashboard').waitFor();
  return page;
}

const toast = (page: Page, text: string) => page.locator('.ant-message-notice').getByText(text).first().waitFor();

describe('back-office dashboard', () => {
  it('shows root the counts, the contest, the previous login, this server and the judge servers; switches the worker off and on', async () => {
    const worker = await liveWorker();
    const page = await openDashboard('root');
    const info = (await call<DashboardInfo>(e2e.server, 'GET', '/admin/dashboard/get-dashboard-info', undefined, root.token)).data;
    await expect.poll(() => page.getByTestId('dashboard-user-count').textContent()).toBe(String(info.userNum));
    expect(Number(await page.getByTestId('dashboard-today-count').textContent())).toBeGreaterThanOrEqual(0);
    const contest = page.getByTestId(`dashboard-contest-${cid}`).getByRole('link', { name: CONTEST });
    expect(await contest.getAttribute('href')).toBe(`/contest/${cid}`);
    // Root signed in before (beforeAll): that login shows, from this machine.
    expect(await page.getByTestId('previous-login-ip').textContent()).toMatch(/127\.0\.0\.1/);
    expect(await page.getByTestId('previous-login-browser').textContent()).toBeTruthy();
    expect(Number(await page.getByTestId('service-cores').textContent())).toBeGreaterThan(0);
    expect(await page.getByTestId('service-database').textContent()).toMatch(/^(PGlite \()?PostgreSQL \d+/);

    const row = page.getByTestId(`judge-server-${worker.id}`);
    await row.waitFor();
    expect(await page.getByTestId(`judge-server-status-${worker.id}`).textContent()).toBe('Alive');
    expect(await row.textContent()).toContain(`/ ${worker.concurrency}`);
    expect(worker.languages).toContain('C++ 17 With O2');
    await row.getByText('C++ 17 With O2', { exact: true }).waitFor();
    // Only the dead server has a remove button.
    expect(await page.getByTestId(`judge-server-remove-${worker.id}`).count()).toBe(0);
    expect(await page.getByTestId(`judge-server-status-${deadId}`).textContent()).toBe('Dead');
    await page.screenshot({ path: '/tmp/manage-dashboard-root-1440.png', fullPage: true });

    // Switched off: a submission waits in the queue, and the dashboard counts it.
    await page.getByTestId(`judge-server-enabled-${worker.id}`).click();
    await toast(page, 'The judge server local is disabled');
    await expect.poll(async () => (await judgeInfo()).servers.find((s) => s.id === worker.id)?.enabled).toBe(false);
    const submitter = await login(e2e.server, SUBMITTER);
    const { data } = await call<{ submitId: number }>(
      e2e.server,
      'POST',
      '/submit-problem-judge',
      { pid: '1000', language: 'C++ 17 With O2', code: AC_CODE, cid: 0 },
      submitter.token,
    );
    const status = async () =>
      (
        await call<{ submission: { status: number } }>(
          e2e.server,
          'GET',
          `/get-submission-detail?submitId=${data.submitId}`,
          undefined,
          root.token,
        )
      ).data.submission.status;
    await expect.poll(() => page.getByTestId('judge-queue-depth').textContent(), { timeout: 15_000 }).toMatch(/Queued tasks: [1-9]/);
    expect(await status()).toBe(5);

    // Switched on: the worker takes it.
    await page.getByTestId(`judge-server-enabled-${worker.id}`).click();
    await toast(page, 'The judge server local is enabled');
    await expect.poll(status, { timeout: 60_000, interval: 500 }).toBe(0);
    await expect.poll(() => page.getByTestId('judge-queue-depth').textContent(), { timeout: 15_000 }).toBe('Queued tasks: 0');

    // A dead server is removed after a confirmation.
    await page.getByTestId(`judge-server-remove-${deadId}`).click();
    await page.locator('.ant-modal-confirm-title', { hasText: 'Remove the judge server e2e-dead?' }).waitFor();
    await page.getByTestId('confirm-delete').click();
    await page.getByTestId(`judge-server-${deadId}`).waitFor({ state: 'detached' });
    expect((await judgeInfo()).servers.some((s) => s.id === deadId)).toBe(false);
  });

  it('shows a plain admin the counts and the previous login, without the server cards', async () => {
    const page = await openDashboard(ADMIN);
    await page.getByTestId('dashboard-user-count').waitFor();
    await page.getByTestId(`dashboard-contest-${cid}`).waitFor();
    // The admin's first sign-in: nothing before it.
    await page.getByTestId('dashboard-previous-login').getByText('This is your first sign-in').waitFor();
    expect(await page.getByTestId('dashboard-service').count()).toBe(0);
    expect(await page.getByTestId('dashboard-judge-servers').count()).toBe(0);
    await page.screenshot({ path: '/tmp/manage-dashboard-admin-1440.png', fullPage: true });
  });
});

describe('dashboard layout and languages', () => {
  it('fits 375 px in Chinese, the judge servers table scrolling inside its card', async () => {
    const page = await openDashboard('root', { width: 375, height: 812, language: 'zh-CN' });
    await page.getByTestId('dashboard-counts').getByText('用户总数').waitFor();
    await page.getByTestId('dashboard-judge-servers').getByText('评测机').first().waitFor();
    await page
      .getByTestId('judge-queue-depth')
      .getByText(/排队任务/)
      .waitFor();
    await page.getByTestId('dashboard-service').getByText('CPU 核数').waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/manage-dashboard-root-375-zh.png', fullPage: true });
  });

  it('fits 1440 px in Chinese and 375 px in English for a plain admin', async () => {
    const wide = await openDashboard('root', { language: 'zh-CN' });
    await wide.getByTestId('dashboard-previous-login').getByText('您的上次登录').waitFor();
    await wide.getByTestId('dashboard-judge-servers').getByText('在线').first().waitFor();
    await expect.poll(() => horizontalOverflow(wide)).toBeLessThanOrEqual(0);
    await wide.screenshot({ path: '/tmp/manage-dashboard-root-1440-zh.png', fullPage: true });

    const narrow = await openDashboard(ADMIN, { width: 375, height: 812, language: 'en-US' });
    await narrow.getByTestId('dashboard-upcoming').getByText('Upcoming contests (within 14 days)').waitFor();
    await narrow.getByTestId('dashboard-user-count').waitFor();
    await expect.poll(() => horizontalOverflow(narrow)).toBeLessThanOrEqual(0);
    await narrow.screenshot({ path: '/tmp/manage-dashboard-admin-375.png', fullPage: true });
  });
});
