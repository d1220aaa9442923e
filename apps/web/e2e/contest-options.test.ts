// Browser test of the contest options: root sets the board options in the back office (OI, seal, a star user, awards
// by count, an account rule) and they are stored; root makes a problem inside the contest from its problem list; in
// a sealed OI contest a user sees question marks for the counts, resubmitting asks to cover the earlier submission,
// and a submission ends with the "submitted" notice instead of a result. Both languages, 375 px and 1440 px.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminContest } from '@verdict/shared';
import { useE2E } from './harness';
import {
  call,
  createProblem,
  createUser,
  horizontalOverflow,
  login,
  logInPage,
  setSubmitInterval,
  signInToManage,
  type Session,
} from './fixtures';

const e2e = useE2E();
const HOUR = 3_600_000;
const AC_CODE = '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);}\n';

describe('contest options', () => {
  let root: Session;

  beforeAll(async () => {
    await createUser(e2e.server, 'optioner');
    await setSubmitInterval(e2e.server, 0);
    root = await login(e2e.server, 'root');
  });

  it('root sets seal, star user, awards and an account rule, and makes a problem inside the contest', async () => {
    const page = await e2e.newPage({ width: 1440 });
    await signInToManage(page, 'root');
    await page.goto('/manage/contest/create');
    await page.getByTestId('contest-form').waitFor();
    await page.getByTestId('contest-title-input').fill('Options round');
    await page.getByTestId('contest-description-input').fill('Board options.');
    await page.getByTestId('contest-type-input').getByText('OI').click();
    // The new contest lasts five hours: sealing defaults to the whole contest for OI.
    await page.getByTestId('contest-seal-input').click();
    await page.getByTestId('contest-seal-before-input').getByText('结束前一小时').click();
    await page.getByTestId('contest-star-input').locator('input').fill('guest7');
    await page.keyboard.press('Enter');
    await page.getByTestId('contest-award-type-input').getByText('按人数').click();
    await page.getByTestId('contest-awards').waitFor();
    await page.getByTestId('contest-account-limit-input').click();
    await page.getByTestId('rule-prefix').fill('team');
    await page.getByTestId('rule-from').fill('1');
    await page.getByTestId('rule-to').fill('30');
    await page.getByTestId('contest-account-rule').getByText('team1 … team30').waitFor();
    await page.screenshot({ path: '/tmp/contest-options-form-1440.png', fullPage: true });
    await page.getByTestId('contest-save').click();
    await page.waitForURL(/\/manage\/contest$/);

    const link = page.getByTestId('admin-contest-table').getByRole('link', { name: 'Options round' });
    const cid = Number((await link.getAttribute('href'))?.split('/').pop());
    const { data: stored } = await call<AdminContest>(e2e.server, 'GET', `/admin/contest?cid=${cid}`, undefined, root.token);
    expect(stored).toMatchObject({ type: 1, sealRank: true, starAccount: ['guest7'], awardType: 2, openAccountLimit: true });
    expect(Date.parse(stored.endTime) - Date.parse(stored.sealRankTime!)).toBe(HOUR);
    expect(stored.accountLimitRule).toContain('<prefix>team</prefix><suffix></suffix><start>1</start><end>30</end>');
    expect(stored.awardConfigList.map((a) => a.name)).toEqual(['Gold', 'Silver', 'Bronze']);

    // A problem made inside the contest: the problem form, saved into the contest.
    await page.getByTestId(`contest-problems-${cid}`).click();
    await page.getByTestId('create-contest-problem').click();
    await page.waitForURL(`**/manage/contest/${cid}/problem/create`);
    await page.getByTestId('contest-problem-create-page').getByTestId('problem-form').waitFor();
  });

  it('a sealed OI contest shows question marks, asks to cover an earlier submission and only says "submitted"', async () => {
    const problem = await createProblem(e2e.server, root, { problemId: `OPTSUM${Date.now() % 100000}`, title: 'Options sum' });
    const now = Date.now();
    const { data: created } = await call<{ id: number }>(
      e2e.server,
      'POST',
      '/admin/contest',
      {
        title: 'Sealed OI round',
        description: 'Sealed.',
        type: 1,
        auth: 0,
        startTime: new Date(now - HOUR).toISOString(),
        endTime: new Date(now + HOUR).toISOString(),
        sealRank: true,
        sealRankTime: new Date(now - HOUR).toISOString(),
      },
      root.token,
    );
    await call(
      e2e.server,
      'POST',
      '/admin/contest/add-problem-from-public',
      { cid: created.id, pid: problem.pid, displayId: 'A' },
      root.token,
    );

    for (const [language, width] of [
      ['en-US', 375],
      ['zh-CN', 1440],
    ] as const) {
      const page = await e2e.newPage({ language, width });
      await logInPage(page, await login(e2e.server, 'optioner'));
      await page.goto(`/contest/${created.id}/problems`);
      await page.getByTestId('contest-problem-row').first().waitFor();
      expect(await page.getByTestId('contest-problem-row').first().innerText()).toContain('?');
      await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `/tmp/contest-options-sealed-${width}.png` });
      if (language === 'zh-CN') continue;

      await page.goto(`/contest/${created.id}/problem/A`);
      await page.locator('[data-testid=code-editor] .cm-content').click();
      await page.keyboard.press('Control+A');
      await page.keyboard.insertText(AC_CODE);
      await page.getByTestId('submit-code').click();
      await page.locator('[data-testid=submit-status-tag][data-status="-5"]').waitFor({ timeout: 30_000 });
      await page.getByText('Submitted! This contest shows results only after it ends.').first().waitFor();
      // The problem list now knows of a submission: the next one asks first.
      await page.getByTestId('submit-code').click();
      const ask = page.locator('.ant-modal-confirm-title', { hasText: 'Cover your earlier submission?' });
      await ask.waitFor();
      expect(await ask.count()).toBe(1);
      await page.locator('.ant-modal-confirm-btns').getByRole('button', { name: 'Cancel' }).click();
      await ask.waitFor({ state: 'detached' });
    }
  });
});
