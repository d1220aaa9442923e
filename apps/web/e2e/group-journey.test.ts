// The teacher's and the student's way through a private group (issue: trainings and groups complete). The teacher
// creates a private group in the browser; the student applies with its code and the teacher approves them. The
// teacher adds two problems, a training split into two chapters (one problem each) and a contest. A rival has
// solved the first problem already; the student, last in the training rank, solves both problems inside the
// chapters through the real judge and moves to the top of the training rank, the chapter rank (both chapters
// green, the rival's second grey) and the group rank. Their submissions show in the group's Submission tab.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './harness';
import { GROUP_LIMITS } from '@verdict/shared';
import {
  call,
  createProblem,
  createUser,
  giveAccepted,
  horizontalOverflow,
  login,
  logInPage,
  setSubmitInterval,
  type Session,
} from './fixtures';

const e2e = useE2E();

const AC_SUM = '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);}\n';
const AC_DIFF = '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a-b);}\n';
const PENDING = [5, 6, 7, 9];
const CODE = 'JOIN42';
const TEACHER = 'jr-teacher';
const STUDENT = 'jr-student';
const RIVAL = 'jr-rival';

/** An ordinary user creates a group after 20 solved problems: the teacher has solved them. */
async function solvedTwenty(root: Session, user: Session): Promise<void> {
  const problems = [];
  for (let i = 1; i <= GROUP_LIMITS.createMinSolved; i++) {
    problems.push(await createProblem(e2e.server, root, { problemId: `JRSOLVE${i}`, title: `Warm-up ${i}` }));
  }
  await giveAccepted(e2e.server, user, problems);
}

async function waitForVerdict(session: Session, submitId: number): Promise<number> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const url = `/get-submission-detail?submitId=${submitId}`;
    const { status } = (await call<{ submission: { status: number } }>(e2e.server, 'GET', url, undefined, session.token)).data.submission;
    if (!PENDING.includes(status)) return status;
    if (Date.now() > deadline) throw new Error(`submission ${submitId} still ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function typeCode(page: Page, code: string): Promise<void> {
  await page.locator('[data-testid=code-editor] .cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

/** Opens the chapter's problem from the training's Chapters tab and solves it in the browser. */
async function solveInChapter(page: Page, gid: number, tid: number, chapterTitle: string, displayId: string, code: string) {
  await page.goto(`/group/${gid}/training/${tid}/chapters`);
  await page.getByTestId('chapter-list').getByRole('link', { name: chapterTitle }).click();
  await page.waitForURL(new RegExp(`/group/${gid}/training/\\d+$`));
  await page.getByTestId('training-tab-problems').click();
  await page.getByTestId('training-problem-row').filter({ hasText: displayId }).getByRole('link').first().click();
  await page.locator('[data-testid=code-editor] .cm-content').waitFor();
  await typeCode(page, code);
  await page.getByTestId('submit-code').click();
  await page.locator('[data-testid=submit-status-tag][data-status="0"]').waitFor({ timeout: 90_000 });
}

const rankRows = (page: Page, testId: string) => page.getByTestId(testId).locator('tbody tr.ant-table-row');

describe('a teacher, a student and a private group', () => {
  let teacher: Session;
  let student: Session;
  let rival: Session;
  let gid: number;
  let tid: number;
  const chapterIds: number[] = [];
  const displayIds: string[] = [];
  const problemPids: number[] = [];

  beforeAll(async () => {
    await Promise.all([TEACHER, STUDENT, RIVAL].map((name) => createUser(e2e.server, name)));
    await setSubmitInterval(e2e.server, 0);
    [teacher, student, rival] = await Promise.all([TEACHER, STUDENT, RIVAL].map((name) => login(e2e.server, name)));
    await solvedTwenty(await login(e2e.server, 'root'), teacher);
  });

  it('the teacher creates a private group; the student joins with its code and is approved', async () => {
    const page = await e2e.newPage({ language: 'en-US', width: 1440 });
    await logInPage(page, teacher);
    await page.goto('/group');
    await page.getByTestId('group-create').click();
    await page.getByTestId('group-form-name').fill('Evening Class');
    await page.getByTestId('group-form-short-name').fill('evecl');
    await page.getByTestId('group-form-brief').fill('Practice after school');
    await page.getByTestId('group-form-auth').getByText('Private').click();
    await page.getByTestId('group-form-code').fill(CODE);
    await page.getByTestId('group-form-description').fill('Our **evening** class.');
    await page.getByTestId('group-form-submit').click();
    await page.waitForURL(/\/group\/\d+$/);
    gid = Number(new URL(page.url()).pathname.split('/').pop());

    const pupil = await e2e.newPage({ language: 'zh-CN', width: 375 });
    await logInPage(pupil, student);
    await pupil.goto(`/group/${gid}`);
    await pupil.getByTestId('group-apply').click();
    await pupil.getByTestId('group-apply-code').fill('WRONG1');
    await pupil.getByTestId('group-apply-reason').fill('I am in the evening class');
    await pupil.getByTestId('group-apply-submit').click();
    await pupil.getByText('邀请码错误').first().waitFor();
    await pupil.getByTestId('group-apply-code').fill(CODE);
    await pupil.getByTestId('group-apply-submit').click();
    await pupil.getByTestId('group-applying').waitFor();

    await page.goto(`/group/${gid}/member`);
    const application = page.locator(`[data-testid=apply-row][data-username=${STUDENT}]`);
    await application.getByTestId('apply-approve').click();
    await page.locator(`[data-testid=member-row][data-username=${STUDENT}] [data-testid=member-level][data-level="3"]`).waitFor();
    await pupil.reload();
    await pupil.getByTestId('group-exit').waitFor();
    await expect.poll(() => horizontalOverflow(pupil)).toBeLessThanOrEqual(0);
    // The rival joins through the calls (the way in is the same).
    await call(e2e.server, 'POST', '/group/member', { gid, code: CODE, reason: 'I am in the evening class' }, rival.token);
    await call(e2e.server, 'PUT', '/group/member', { gid, uid: rival.user.uid, auth: 3 }, teacher.token);
  });

  it('the teacher adds two problems, a training with two chapters and a contest', async () => {
    for (const [title, sign] of [
      ['Evening sum', '+'],
      ['Evening difference', '-'],
    ] as const) {
      const problem = {
        gid,
        problem: { problemId: `p${sign === '+' ? 1 : 2}`, title, description: `Compute a ${sign} b.`, difficulty: 0 },
        languages: ['C++ 17 With O2'],
        tags: [],
        isUploadTestCase: false,
        samples: [{ input: '5 3\n', output: sign === '+' ? '8\n' : '2\n' }],
        judgeMode: 'default',
      };
      const { data } = await call<{ pid: number; problemId: string }>(e2e.server, 'POST', '/group/problem', problem, teacher.token);
      displayIds.push(data.problemId);
      problemPids.push(data.pid);
    }
    const training = { title: 'Evening path', description: 'Two steps.', auth: 'Public', hasChapter: true };
    tid = (await call<{ id: number }>(e2e.server, 'POST', '/group/training', { gid, training }, teacher.token)).data.id;
    for (const [i, title] of ['Step one', 'Step two'].entries()) {
      const chapter = { title, description: `Chapter ${i + 1}.`, auth: 'Public', rank: i + 1, parentId: tid };
      const id = (await call<{ id: number }>(e2e.server, 'POST', '/group/training', { gid, training: chapter }, teacher.token)).data.id;
      chapterIds.push(id);
      await call(e2e.server, 'POST', '/group/training/add-problem', { tid: id, pid: problemPids[i] }, teacher.token);
    }
    const now = Date.now();
    const contest = {
      title: 'Evening round',
      description: 'Both problems.',
      type: 0,
      auth: 0,
      startTime: new Date(now - 3_600_000).toISOString(),
      endTime: new Date(now + 3_600_000).toISOString(),
    };
    await call(e2e.server, 'POST', '/group/contest', { gid, contest }, teacher.token);

    // The rival solved the first step before the student starts.
    const submit = { pid: displayIds[0], tid: chapterIds[0], gid, language: 'C++ 17 With O2', code: AC_SUM };
    const { data } = await call<{ submitId: number }>(e2e.server, 'POST', '/submit-problem-judge', submit, rival.token);
    expect(await waitForVerdict(rival, data.submitId)).toBe(0);
  });

  it('the student solves both chapters and moves to the top of the training, chapter and group ranks', async () => {
    const page = await e2e.newPage({ language: 'en-US', width: 1440 });
    await logInPage(page, student);
    // A wrong answer first: last in the training rank.
    await solveWrongFirst(page);
    for (const [path, table] of [
      [`training/${tid}/rank`, 'training-rank-table'],
      [`training/${tid}/chapter-rank`, 'chapter-rank-table'],
      ['rank', 'rank-table'],
    ]) {
      await page.goto(`/group/${gid}/${path}`);
      await expect.poll(() => rankRows(page, table).first().innerText()).toContain(RIVAL);
    }

    await solveInChapter(page, gid, tid, 'Step one', displayIds[0], AC_SUM);
    await solveInChapter(page, gid, tid, 'Step two', displayIds[1], AC_DIFF);

    await page.goto(`/group/${gid}/training/${tid}/rank`);
    await expect.poll(() => rankRows(page, 'training-rank-table').first().innerText()).toContain(STUDENT);
    expect(await rankRows(page, 'training-rank-table').nth(1).innerText()).toContain(RIVAL);

    await page.goto(`/group/${gid}/training/${tid}/chapter-rank`);
    const first = rankRows(page, 'chapter-rank-table').first();
    await expect.poll(() => first.innerText()).toContain(STUDENT);
    const cells = (row: typeof first) =>
      row.getByTestId('chapter-rank-cell').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-kind')));
    expect(await cells(first)).toEqual(['all', 'all']);
    expect(await cells(rankRows(page, 'chapter-rank-table').nth(1))).toEqual(['all', 'none']);

    await page.screenshot({ path: '/tmp/group-journey-chapter-rank.png', fullPage: true });

    await page.goto(`/group/${gid}/rank`);
    await expect.poll(() => rankRows(page, 'rank-table').first().innerText()).toContain(STUDENT);

    await page.goto(`/group/${gid}/submission`);
    await page.getByTestId('submission-list').getByText(displayIds[1]).first().waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  }, 240_000);

  async function solveWrongFirst(page: Page): Promise<void> {
    const submit = { pid: displayIds[1], tid: chapterIds[1], gid, language: 'C++ 17 With O2', code: AC_SUM };
    const { data } = await call<{ submitId: number }>(e2e.server, 'POST', '/submit-problem-judge', submit, student.token);
    expect(await waitForVerdict(student, data.submitId)).not.toBe(0);
    await page.goto(`/group/${gid}`);
  }
});
