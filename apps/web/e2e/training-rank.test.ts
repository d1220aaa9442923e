// Browser test of the training rank: a user solves a training problem (judged by the real worker) and tries another;
// on the training's Rank tab their row shows the accepted cell green with its run time and the tried one red, the
// keyword finds them or no one, and the table scrolls sideways at 375 px with the user column fixed (1440 px:
// nothing to scroll). The same user, a group member, is in the rank of a group training holding the solved
// problem, reached from the group's Training tab, in Chinese.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ProblemDetail } from '@verdict/shared';
import { useE2E } from './harness';
import { call, createProblem, createUser, horizontalOverflow, login, logInPage, setSubmitInterval, type Session } from './fixtures';

const e2e = useE2E();

const TRAINEE = 'rank-trainee';
const PROBLEM = 'TRANK-1';
const AC_CODE = '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);}\n';
const WA_CODE = '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a-b);}\n';
const PENDING = [5, 6, 7, 9];

/** Submits inside the training and waits for the verdict. */
async function submitAndWait(session: Session, tid: number, pid: string, code: string): Promise<number> {
  const submit = { pid, tid, language: 'C++ 17 With O2', code };
  const { data } = await call<{ submitId: number }>(e2e.server, 'POST', '/submit-problem-judge', submit, session.token);
  const deadline = Date.now() + 90_000;
  for (;;) {
    const url = `/get-submission-detail?submitId=${data.submitId}`;
    const status = (await call<{ submission: { status: number } }>(e2e.server, 'GET', url, undefined, session.token)).data.submission
      .status;
    if (!PENDING.includes(status)) return status;
    if (Date.now() > deadline) throw new Error(`submission ${data.submitId} still ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** A training made by root (in the back office, or in the group with `gid`) holding the problems. */
async function createTraining(root: Session, title: string, pids: number[], gid?: number): Promise<number> {
  const training = { title, description: `About ${title}.`, auth: 'Public' };
  const base = gid === undefined ? '/admin/training' : '/group/training';
  const { data } = await call<{ id: number }>(e2e.server, 'POST', base, gid === undefined ? { training } : { gid, training }, root.token);
  const add = gid === undefined ? '/admin/training/add-problem-from-public' : '/group/training/add-problem';
  for (const pid of pids) await call(e2e.server, 'POST', add, { tid: data.id, pid }, root.token);
  return data.id;
}

/** The header's problem links (antd also measures the headers in a hidden row of the body). */
const problemHeaders = (page: Page) => page.getByTestId('training-rank-table').locator('thead').getByTestId('training-rank-problem');

/** The trainee's row of the open rank. */
const traineeRow = (page: Page) => page.getByTestId('training-rank-table').locator('tbody tr', { hasText: TRAINEE });
const cellKinds = (page: Page) =>
  traineeRow(page)
    .getByTestId('training-rank-cell')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-kind')));

describe('training rank', () => {
  let trainee: Session;
  let siteTid: number;
  let groupTid: number;
  let gid: number;

  beforeAll(async () => {
    await createUser(e2e.server, TRAINEE);
    await setSubmitInterval(e2e.server, 0);
    const root = await login(e2e.server, 'root');
    trainee = await login(e2e.server, TRAINEE);
    const problem = await createProblem(e2e.server, root, { problemId: PROBLEM, title: 'Rank A plus B' });
    const demo = await call<ProblemDetail>(e2e.server, 'GET', '/get-problem-detail?problemId=1001', undefined, root.token);
    const demoPid = demo.data.problem.id;
    siteTid = await createTraining(root, 'Ranked practice', [problem.pid, demoPid]);
    expect(await submitAndWait(trainee, siteTid, PROBLEM, AC_CODE)).toBe(0);
    expect(await submitAndWait(trainee, siteTid, '1001', WA_CODE)).not.toBe(0);

    const group = { name: 'Rank Club', shortName: 'rankclub', brief: 'We rank together', description: 'A club.', auth: 1, visible: true };
    gid = (await call<{ id: number }>(e2e.server, 'POST', '/group', { group }, root.token)).data.id;
    await call(e2e.server, 'POST', '/group/member', { gid }, trainee.token);
    groupTid = await createTraining(root, 'Club set', [problem.pid], gid);
  });

  it('shows the solver green and red on the Rank tab, finds them by keyword and scrolls at 375 px with the user fixed', async () => {
    const page = await e2e.newPage({ language: 'en-US' });
    await logInPage(page, trainee);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/training/${siteTid}`);
    await page.getByTestId('training-tab-rank').click();
    await page.waitForURL(`**/training/${siteTid}/rank`);
    await traineeRow(page).waitFor();
    expect(await problemHeaders(page).allTextContents()).toEqual([PROBLEM, '1001']);
    expect(await cellKinds(page)).toEqual(['ac', 'tried']);
    expect(await traineeRow(page).getByTestId('training-rank-cell').first().innerText()).toMatch(/^\d+ ms$/);
    expect(await traineeRow(page).getByTestId('training-rank-ac').innerText()).toBe('1');
    expect(await traineeRow(page).getAttribute('class')).toContain('training-rank-mine');
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);

    const search = page.getByTestId('training-rank-search').locator('input');
    await search.fill('nobody-here');
    await search.press('Enter');
    await page.waitForURL(/keyword=nobody-here/);
    await page.getByText('No user matches').waitFor();
    await search.fill('trainee');
    await search.press('Enter');
    await traineeRow(page).waitFor();

    // 375 px: the page does not overflow, the table scrolls inside with the user column fixed on the left.
    await page.setViewportSize({ width: 375, height: 812 });
    await traineeRow(page).waitFor();
    // The phone layout (narrower fixed columns) is drawn a moment after the resize.
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const userCell = traineeRow(page).locator('td').nth(1);
    expect(await userCell.getAttribute('class')).toContain('ant-table-cell-fix');
    const before = (await userCell.boundingBox())!.x;
    const scrolled = await page.locator('.training-rank .ant-table-content').evaluate((el) => {
      el.scrollLeft = 400;
      return el.scrollLeft;
    });
    expect(scrolled).toBeGreaterThan(0);
    expect((await userCell.boundingBox())!.x).toBe(before);
  });

  it("reaches a group training's rank from the group, in Chinese", async () => {
    const page = await e2e.newPage();
    await logInPage(page, trainee);
    await page.goto(`/group/${gid}/training`);
    await page.getByTestId('training-table').getByText('Club set').click();
    await page.waitForURL(`**/group/${gid}/training/${groupTid}`);
    await page.getByTestId('training-tab-rank').getByText('排名').click();
    await page.waitForURL(`**/group/${gid}/training/${groupTid}/rank`);
    await traineeRow(page).waitFor();
    await page.getByTestId('training-rank-table').locator('thead').getByText('总运行时间').waitFor();
    expect(await cellKinds(page)).toEqual(['ac']);
    await problemHeaders(page).click();
    await page.waitForURL(`**/group/${gid}/training/${groupTid}/problem/${PROBLEM}`);
  });
});
