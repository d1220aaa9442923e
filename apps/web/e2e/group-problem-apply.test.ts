// Browser test of group problems applying to be public: the group's root applies for a problem from the group's
// Problem Admin view (after a confirmation), root approves it at /manage/group-problem/apply and the problem shows in
// the public list with its prefix; in Chinese at 375 px the root of the group applies, cancels and applies again,
// and root refuses it, which the group's table then shows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ProblemSavePayloadInput } from '@verdict/shared';
import { useE2E } from './harness';
import { call, createUser, horizontalOverflow, login, logInPage, signInToManage, type Session } from './fixtures';

const e2e = useE2E();

let owner: Session;
let gid: number;

/** A group problem with one A+B case, saved by the group's root through the group's authoring call. */
async function createGroupProblem(problemId: string, title: string): Promise<{ pid: number; problemId: string }> {
  const payload: ProblemSavePayloadInput & { gid: number } = {
    gid,
    problem: { problemId, title, description: 'Add two numbers.', difficulty: 0 },
    languages: ['C++ 17 With O2'],
    tags: [],
    isUploadTestCase: false,
    samples: [{ input: '1 2\n', output: '3\n' }],
    judgeMode: 'default',
  };
  return (await call<{ pid: number; problemId: string }>(e2e.server, 'POST', '/group/problem', payload, owner.token)).data;
}

/** The group root's Problem Admin view, one row per problem. */
async function openGroupProblemAdmin(page: Page, problemId: string) {
  await page.goto(`/group/${gid}/problem?admin=1`);
  const row = page.getByTestId(`group-admin-problem-${problemId}`);
  await row.waitFor();
  return row;
}

async function applyFor(page: Page, pid: number, dialogText: RegExp): Promise<void> {
  await page.getByTestId(`apply-public-${pid}`).click();
  await page.locator('.ant-modal-confirm').getByText(dialogText).waitFor();
  await page.getByTestId('confirm-apply-public').click();
  await page.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
}

async function openReview(page: Page, problemId: string) {
  await page.goto('/manage/group-problem/apply');
  const row = page.getByTestId('group-problem-apply-table').locator('tr', { hasText: problemId });
  await row.waitFor();
  return row;
}

describe('group problems applying to be public', () => {
  beforeAll(async () => {
    await createUser(e2e.server, 'applyowner', 1001);
    owner = await login(e2e.server, 'applyowner');
    const group = {
      name: 'Public Hopes',
      shortName: 'HOPES',
      brief: 'Problems for everyone',
      description: 'Open.',
      auth: 1,
      code: null,
      visible: true,
    };
    gid = (await call<{ id: number }>(e2e.server, 'POST', '/group', { group }, owner.token)).data.id;
  });

  it('the group root applies, root approves, the problem joins the public list with its prefix', async () => {
    const problem = await createGroupProblem(`E${Date.now() % 100_000}`, 'Hopeful A+B');
    const page = await e2e.newPage({ language: 'en-US' });
    await logInPage(page, owner);
    const row = await openGroupProblemAdmin(page, problem.problemId);
    await applyFor(page, problem.pid, new RegExp(`Apply for problem ${problem.problemId}`));
    await row.getByText('Applying (cancel)').waitFor();

    const rootPage = await e2e.newPage({ language: 'en-US' });
    await signInToManage(rootPage, 'root');
    const review = await openReview(rootPage, problem.problemId);
    await review.getByText('Public Hopes').waitFor();
    await review.getByText('Applying').waitFor();
    await rootPage.getByTestId(`approve-${problem.pid}`).click();
    await rootPage.getByTestId('confirm-approve').click();
    await rootPage.getByText('The problem is now public').waitFor();
    // Applying is the default filter: the approved problem leaves it; under All it shows as public.
    await rootPage.getByText('No group problem applications').waitFor();
    await rootPage.getByTestId('apply-filter-all').click();
    await rootPage.getByTestId('group-problem-apply-table').locator('tr', { hasText: problem.problemId }).getByText('Public').waitFor();

    const visitor = await e2e.newPage({ language: 'en-US' });
    await visitor.goto(`/problem?keyword=${problem.problemId}`);
    await visitor.getByTestId('problem-row').getByText('Hopeful A+B').waitFor();
    await visitor.getByText('Hopeful A+B').click();
    await visitor.waitForURL(new RegExp(`/problem/${problem.problemId}$`));
  });

  it('in Chinese at 375 px: apply, cancel, apply again; root refuses and the group sees it refused', async () => {
    const problem = await createGroupProblem(`Z${Date.now() % 100_000}`, 'Refused A+B');
    const page = await e2e.newPage({ language: 'zh-CN', width: 375, height: 800 });
    await logInPage(page, owner);
    const row = await openGroupProblemAdmin(page, problem.problemId);
    await applyFor(page, problem.pid, new RegExp(`确定申请将题目 ${problem.problemId} 公开`));
    await row.getByText('申请中（取消）').waitFor();
    await applyFor(page, problem.pid, new RegExp(`确定取消题目 ${problem.problemId} 的公开申请`));
    await row.getByText('申请公开').waitFor();
    await applyFor(page, problem.pid, new RegExp(`确定申请将题目 ${problem.problemId} 公开`));
    await row.getByText('申请中（取消）').waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);

    const rootPage = await e2e.newPage({ language: 'zh-CN', width: 375, height: 800 });
    await signInToManage(rootPage, 'root');
    const review = await openReview(rootPage, problem.problemId);
    await review.getByText('申请中').waitFor();
    await expect.poll(() => horizontalOverflow(rootPage)).toBeLessThanOrEqual(0);
    await rootPage.getByTestId(`refuse-${problem.pid}`).click();
    await rootPage.getByText('已拒绝申请').waitFor();

    await page.reload();
    await row.getByText('已拒绝').waitFor();
    await row.getByText('申请公开').waitFor();
    const visitor = await e2e.newPage({ language: 'zh-CN' });
    await visitor.goto(`/problem?keyword=${problem.problemId}`);
    await visitor.getByTestId('problem-table').locator('.ant-empty').waitFor();
    expect(await visitor.getByTestId('problem-row').count()).toBe(0);
  });
});
