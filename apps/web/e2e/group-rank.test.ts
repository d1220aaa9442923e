// Browser test of the group rank, the group avatar and disbanding: a member's accepted submission to the group's
// problem ranks them first on the group's Rank tab (ACM and OI, search, empty search); the owner crops and uploads
// the group avatar in Setting and the group's pages show it; the owner disbands the group with the code mailed to
// their own address and lands on the group list. Both languages, 375 px and 1440 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ProblemSavePayloadInput } from '@verdict/shared';
import { useE2E } from './harness';
import { call, createUser, horizontalOverflow, login, logInPage, mailOff, type Session } from './fixtures';
import { codeIn, mailAfter, startSmtp, type Mailbox } from './smtp';

const e2e = useE2E();

const OWNER = 'grank-owner';
const OWNER_EMAIL = 'grank-owner@example.com';
const SOLVER = 'grank-solver';
const IDLE = 'grank-idle';

interface SqlModule {
  sql(strings: TemplateStringsArray, ...values: unknown[]): unknown;
}
interface ExecutableDb {
  execute(query: unknown): Promise<unknown>;
}

/** Runs one statement on the server's database (test setup). */
async function execute(strings: TemplateStringsArray, ...values: unknown[]): Promise<void> {
  const { sql } = (await import('drizzle-orm')) as SqlModule;
  await (e2e.server.database.db as ExecutableDb).execute(sql(strings, ...values));
}

async function createGroup(owner: Session): Promise<number> {
  const group = {
    name: 'Rank Circle',
    shortName: 'rankc',
    brief: 'Ranked practice',
    description: 'Practice and rank.',
    auth: 1,
    visible: true,
  };
  const { data } = await call<{ id: number }>(e2e.server, 'POST', '/group', { group }, owner.token);
  return data.id;
}

async function createGroupProblem(owner: Session, gid: number): Promise<void> {
  const payload: ProblemSavePayloadInput & { gid: number } = {
    gid,
    problem: { problemId: '1001', title: 'Circle A+B', description: 'Add two numbers.', difficulty: 0 },
    languages: ['C++ 17 With O2'],
    tags: [],
    isUploadTestCase: false,
    samples: [{ input: '1 2\n', output: '3\n' }],
    judgeMode: 'default',
  };
  await call(e2e.server, 'POST', '/group/problem', payload, owner.token);
}

/** A PNG drawn by the page's canvas, base64. */
const drawnPng = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#52c41a';
    context.fillRect(0, 0, 320, 240);
    return canvas.toDataURL('image/png').split(',')[1];
  });

describe('group rank, avatar and disband', () => {
  let owner: Session;
  let solver: Session;
  let gid: number;
  let mailbox: Mailbox;

  beforeAll(async () => {
    await createUser(e2e.server, OWNER, 1001);
    await createUser(e2e.server, SOLVER);
    await createUser(e2e.server, IDLE);
    await execute`update users set email = ${OWNER_EMAIL} where username = ${OWNER}`;
    owner = await login(e2e.server, OWNER);
    solver = await login(e2e.server, SOLVER);
    gid = await createGroup(owner);
    for (const member of [solver, await login(e2e.server, IDLE)]) await call(e2e.server, 'POST', '/group/member', { gid }, member.token);
    await createGroupProblem(owner, gid);
    // One wrong and one accepted submission of the solver to the group's problem.
    for (const [status, score] of [
      [-1, 0],
      [0, 100],
    ]) {
      await execute`insert into submissions (pid, display_pid, uid, username, language, gid, status, oi_rank_score)
        select id, problem_id, ${solver.user.uid}::uuid, ${SOLVER}, 'C++ 17 With O2', gid, ${status}, ${score} from problems where gid = ${gid}`;
    }
    mailbox = await startSmtp(e2e.server, await login(e2e.server, 'root'));
  });
  afterAll(async () => {
    await mailOff(e2e.server, await login(e2e.server, 'root'));
    await mailbox?.close();
  });

  const layouts = [
    { language: 'zh-CN', width: 375, title: '团队排名', noMatch: '没有匹配的用户' },
    { language: 'en-US', width: 1440, title: 'Group Rank', noMatch: 'No user matches' },
  ] as const;

  it.each(layouts)('ranks the members by their group submissions ($language, $width px)', async ({ language, width, title, noMatch }) => {
    const page = await e2e.newPage({ language, width });
    await logInPage(page, solver);
    // The Rank tab (the last one) at 1440 px; the address at 375 px, where the tabs fold into a menu.
    if (width === 1440) {
      await page.goto(`/group/${gid}`);
      await page.getByTestId('group-tab-rank').click();
      await page.waitForURL(new RegExp(`/group/${gid}/rank$`));
    } else await page.goto(`/group/${gid}/rank`);
    const rank = page.getByTestId('group-rank');
    await rank.getByText(title).waitFor();
    const rows = page.getByTestId('rank-table').locator('tbody tr.ant-table-row');
    await rows.nth(2).waitFor();
    expect(await rows.first().innerText()).toContain(SOLVER);
    expect(await rows.first().locator('td').first().innerText()).toBe('1');
    // ACM: 1 solved, 2 submissions; the idle members share place 2.
    expect((await rows.first().innerText()).replace(/\s+/g, ' ')).toMatch(/1 2/);
    expect(await rows.nth(1).locator('td').first().innerText()).toBe('2');
    expect(await rows.nth(2).locator('td').first().innerText()).toBe('2');

    await page.getByTestId('group-rank-type').getByText('OI').click();
    await page.waitForURL(/type=OI/);
    await page.getByTestId('rank-table').locator('tbody tr', { hasText: '100' }).first().waitFor();

    const search = page.getByTestId('rank-search').locator('input');
    await search.fill('idle');
    await search.press('Enter');
    await page.waitForURL(/searchUser=idle/);
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain(IDLE);
    await search.fill('nobody-here');
    await search.press('Enter');
    await page.getByText(noMatch).waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBe(0);
  });

  it('crops and uploads the group avatar in Setting; the group pages show it (en-US, 1440 px)', async () => {
    const page = await e2e.newPage({ language: 'en-US', width: 1440 });
    await logInPage(page, owner);
    await page.goto(`/group/${gid}/setting`);
    const picker = page.locator('[data-testid=group-avatar-setting] input[type=file]');
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await page.getByText('File type not supported', { exact: false }).waitFor();

    await picker.setInputFiles({ name: 'circle.png', mimeType: 'image/png', buffer: Buffer.from(await drawnPng(page), 'base64') });
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/file/upload-group-avatar'));
    await page.locator('.img-crop-modal .ant-btn-primary').click();
    const { data } = (await (await uploaded).json()) as { data: { avatar: string; id: number } };
    expect(data.id).toBe(gid);
    expect(data.avatar).toMatch(/^\/api\/public\/img\/.+\.png$/);
    await page.getByText('Upload Avatar Successfully').waitFor();
    await page.locator(`[data-testid=group-avatar-setting] img[src="${data.avatar}"]`).waitFor();
    const image = Buffer.from(await (await fetch(`${e2e.baseUrl}${data.avatar}`)).arrayBuffer());
    expect([image.readUInt32BE(16), image.readUInt32BE(20)]).toEqual([200, 200]);

    await page.goto('/group');
    await page.locator(`[data-testid=group-avatar] img[src="${data.avatar}"]`).first().waitFor();
  });

  it('disbands the group with the code mailed to the owner (zh-CN, 375 px)', async () => {
    // Earlier codes of other files age past the per-address wait and the per-IP burst.
    await execute`update email_codes set created_at = created_at - interval '1 hour'`;
    const page = await e2e.newPage({ language: 'zh-CN', width: 375 });
    await logInPage(page, owner);
    await page.goto(`/group/${gid}/setting`);
    await page.getByTestId('group-disband').click();
    const dialog = page.getByTestId('group-disband-dialog');
    await dialog.getByText('解散团队').first().waitFor();
    expect(await page.getByTestId('group-disband-email').inputValue()).toBe(OWNER_EMAIL);
    // The code is required and has 6 digits.
    await page.getByTestId('group-disband-confirm').click();
    await page.getByText('验证码不能为空').waitFor();

    const mail = await mailAfter(mailbox, OWNER_EMAIL, () => page.getByTestId('group-disband-send-code').click());
    await page.getByTestId('group-disband-send-code').getByText(/\d+/).waitFor();
    expect(await page.getByTestId('group-disband-send-code').isDisabled()).toBe(true);
    await expect.poll(() => horizontalOverflow(page)).toBe(0);
    await page.getByTestId('group-disband-code').fill(codeIn(mail));
    await page.getByTestId('group-disband-confirm').click();
    await page.waitForURL(/\/group$/);
    await expect(call(e2e.server, 'GET', `/get-group-detail?gid=${gid}`, undefined, owner.token)).rejects.toThrow(/404/);
  });
});
