// Browser test of the rank lists and the user home: a user solves a problem (judged by the real worker) and
// shows on /acm-rank and /oi-rank with the top-10 chart; the username opens /user-home with the figures, the
// heatmap and the problem under its difficulty; the AC count opens /status filtered; both languages, 375 px and
// 1440 px.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './harness';
import { call, createProblem, createUser, horizontalOverflow, login, logInPage, setSubmitInterval, type Session } from './fixtures';

const e2e = useE2E();

const SOLVER = 'rank-solver';
const PROBLEM = 'RANK-E2E-1';
const AC_CODE = '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);}\n';
const WA_CODE = '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a-b);}\n';
const PENDING = [5, 6, 7, 9];

async function submitAndWait(session: Session, code: string): Promise<number> {
  const { data } = await call<{ submitId: number }>(
    e2e.server,
    'POST',
    '/submit-problem-judge',
    { pid: PROBLEM, language: 'C++ 17 With O2', code },
    session.token,
  );
  const deadline = Date.now() + 90_000;
  for (;;) {
    const detail = await call<{ submission: { status: number } }>(
      e2e.server,
      'GET',
      `/get-submission-detail?submitId=${data.submitId}`,
      undefined,
      session.token,
    );
    const status = detail.data.submission.status;
    if (!PENDING.includes(status)) return status;
    if (Date.now() > deadline) throw new Error(`submission ${data.submitId} still ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Searches the open rank list for the solver; answers their row. */
async function findSolver(page: Page) {
  const search = page.getByTestId('rank-search').locator('input');
  await search.fill(SOLVER);
  await search.press('Enter');
  await page.waitForURL(/searchUser=rank-solver/);
  const row = page.getByTestId('rank-table').locator('tbody tr', { hasText: SOLVER });
  await row.waitFor();
  return row;
}

const chartDrawn = (page: Page) => page.getByTestId('rank-chart').locator('canvas').first().waitFor();

describe('rank lists and the user home', () => {
  let solver: Session;

  beforeAll(async () => {
    await createUser(e2e.server, SOLVER);
    await setSubmitInterval(e2e.server, 0);
    const root = await login(e2e.server, 'root');
    await createProblem(e2e.server, root, { problemId: PROBLEM, title: 'Rank sum', difficulty: 2 });
    solver = await login(e2e.server, SOLVER);
    expect(await submitAndWait(solver, WA_CODE)).toBe(-1);
    expect(await submitAndWait(solver, AC_CODE)).toBe(0);
  }, 240_000);

  it('en-US at 1440 px: the ACM list with its chart, the user home, the AC link to the status page', async () => {
    const page = await e2e.newPage({ language: 'en-US', width: 1440 });
    await page.goto('/acm-rank');
    await page.getByText('ACM Ranking').waitFor();
    await chartDrawn(page);
    const row = await findSolver(page);
    expect(await row.getByTestId('rank-ac').innerText()).toBe('1');
    // A visitor may not filter the status page by someone's name: the count is no link.
    expect(await row.getByTestId('rank-ac').evaluate((node) => node.tagName)).toBe('SPAN');
    expect(await row.innerText()).toContain('50.0%');
    await page.screenshot({ path: '/tmp/ranks-acm-1440-en.png', fullPage: true });

    await row.getByTestId('rank-username').click();
    await page.waitForURL(/\/user-home\?uid=[0-9a-f-]+&username=rank-solver/);
    await page.getByTestId('user-home-name').getByText(SOLVER).waitFor();
    expect(await page.getByTestId('figure-total').innerText()).toContain('2');
    expect(await page.getByTestId('figure-solved').innerText()).toContain('1');
    expect(await page.getByTestId('figure-days').innerText()).toContain('1');
    await page.getByTestId('user-heatmap').locator('canvas').first().waitFor();
    expect(await page.getByTestId('heatmap-summary').innerText()).toBe('Submissions in the last year: 2 · active days: 1');
    await page.getByRole('tab', { name: 'Solved problems (1)' }).click();
    await page.getByTestId('solved-level-2').getByText(PROBLEM).waitFor();
    expect(await page.getByTestId('solved-level-2').innerText()).toContain('Normal');
    await page.screenshot({ path: '/tmp/ranks-home-1440-en.png', fullPage: true });
  });

  it('the AC count opens the status page filtered to the accepted submissions (admin: by username)', async () => {
    const page = await e2e.newPage({ language: 'en-US', width: 1440 });
    await logInPage(page, await login(e2e.server, 'root'));
    await page.goto('/acm-rank');
    const row = await findSolver(page);
    await row.getByTestId('rank-ac').click();
    await page.waitForURL(/\/status\?username=rank-solver&status=0/);
    await page.getByTestId('submission-list').getByTestId('row-author').first().waitFor();
    expect(await page.getByTestId('row-author').allInnerTexts()).toEqual([SOLVER]);
    await page.screenshot({ path: '/tmp/ranks-status-1440-en.png' });
  });

  it('zh-CN at 375 px: the OI list and the user home fit the width; a signed-in user opens their own home', async () => {
    const page = await e2e.newPage({ width: 375, height: 800 });
    await logInPage(page, solver);
    await page.goto('/oi-rank');
    await page.getByText('OI 排行榜').waitFor();
    await chartDrawn(page);
    const row = await findSolver(page);
    expect(await row.getByTestId('rank-ac').innerText()).toBe('1');
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/ranks-oi-375-zh.png', fullPage: true });

    await page.goto('/user-home');
    await page.getByTestId('user-home-name').getByText(SOLVER).waitFor();
    await page.getByTestId('user-heatmap').locator('canvas').first().waitFor();
    expect(await page.getByTestId('heatmap-summary').innerText()).toBe('最近一年共 2 次提交，活跃 1 天');
    await page.getByRole('tab', { name: '已解决的题目（1）' }).click();
    await page.getByTestId('solved-level-2').getByText(PROBLEM).waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/ranks-home-375-zh.png', fullPage: true });

    // Their own solved count opens their accepted submissions.
    await page.getByTestId('figure-solved').getByRole('link').click();
    await page.waitForURL(/\/status\?onlyMine=true&status=0/);
    await page.getByTestId('submission-list').getByTestId('row-status').first().waitFor();
    expect(await page.getByTestId('row-status').count()).toBe(1);
  });

  it('an unknown user is a not-found state, a visitor without a user is asked to sign in', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await page.goto('/user-home?username=nobody-ranked-here');
    await page.getByTestId('user-home-not-found').getByText('The user does not exist').waitFor();
    await page.goto('/user-home');
    await page.getByTestId('user-home-anonymous').waitFor();
  });
});
