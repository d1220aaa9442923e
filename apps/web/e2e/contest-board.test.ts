// Browser test of the contest boards (issue 13): root sets up a public ACM contest with two problems of this file's
// own (balloon colours, open rank) through the admin API; two users submit through the real judge (one solves A after
// a wrong answer and B, the other solves A first); the rank tab shows ranks, penalties, first bloods and the wrong
// try. After the seal a submission shows as pending to the users (sealed notice) and as accepted to root with the
// live board; the outside board opens without login (and says so when the rank is not open); the scroll board starts
// from the sealed standings and reveals the frozen cell, the team climbing to first. zh-CN and en-US, 375 and 1440 px.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AcmBoardRow, AdminContest, BoardPage, OiBoardRow, ProblemSavePayloadInput } from '@verdict/shared';
import { useE2E } from './harness';
import {
  call,
  createProblem,
  createUser,
  horizontalOverflow,
  judgedStatus,
  login,
  logInPage,
  setSubmitInterval,
  type Session,
} from './fixtures';

const e2e = useE2E();

const ALICE = 'boardalice';
const BOB = 'boardbob';
const PROBLEMS = [
  { problemId: 'BOARDSUM1', title: 'Board sum one', displayId: 'A', color: '#ff4d4f' },
  { problemId: 'BOARDSUM2', title: 'Board sum two', displayId: 'B', color: '#1677ff' },
];
/** The OI contest's problem (a problem belongs to one contest). */
const OI_PROBLEM = { problemId: 'BOARDSUM3', title: 'Board sum three' };
const LANGUAGE = 'C++ 17 With O2';
const AC_CODE = '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);}\n';
const WA_CODE = '#include <cstdio>\nint main(){printf("0\\n");}\n';
const HOUR = 3_600_000;

/** h:mm:ss as the board shows seconds. */
const hms = (seconds: number): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
};

async function createBoardContest(root: Session, title: string, openRank: boolean, type = 0): Promise<number> {
  const now = Date.now();
  const { data } = await call<{ id: number }>(
    e2e.server,
    'POST',
    '/admin/contest',
    {
      title,
      description: 'Two problems and a seal.',
      type,
      auth: 0,
      startTime: new Date(now - 2 * HOUR).toISOString(),
      endTime: new Date(now + 2 * HOUR).toISOString(),
      openRank,
    },
    root.token,
  );
  return data.id;
}

/** An OI problem (one A+B case worth 100), saved by root through the admin API. */
async function createOiProblem(root: Session): Promise<number> {
  const payload: ProblemSavePayloadInput = {
    problem: { ...OI_PROBLEM, type: 1, description: 'Add two numbers.', difficulty: 0 },
    languages: [LANGUAGE],
    tags: [],
    isUploadTestCase: false,
    samples: [{ input: '1 2\n', output: '3\n', score: 100 }],
    judgeMode: 'default',
  };
  const { data } = await call<{ pid: number }>(e2e.server, 'POST', '/admin/problem', payload, root.token);
  return data.pid;
}

async function addProblems(root: Session, cid: number, pids: number[]): Promise<void> {
  for (const [index, problem] of PROBLEMS.entries()) {
    const pid = pids[index];
    await call(e2e.server, 'POST', '/admin/contest/add-problem-from-public', { cid, pid, displayId: problem.displayId }, root.token);
    await call(
      e2e.server,
      'PUT',
      '/admin/contest/contest-problem',
      { cid, pid, displayId: problem.displayId, displayTitle: problem.title, color: problem.color },
      root.token,
    );
  }
}

/** Submits and waits for the real judge's verdict (read as root). */
async function judged(root: Session, user: Session, cid: number, pid: string, code: string): Promise<number> {
  const { data } = await call<{ submitId: number }>(
    e2e.server,
    'POST',
    '/submit-problem-judge',
    { pid, language: LANGUAGE, code, cid },
    user.token,
  );
  return judgedStatus(e2e.server, root, data.submitId);
}

/** Seals the board from now on (the flat admin form), the contest still running: the submissions so far (the last
 * one made at least its judging time ago) stay before the seal. */
async function sealNow(root: Session, cid: number): Promise<void> {
  const { data } = await call<AdminContest>(e2e.server, 'GET', `/admin/contest?cid=${cid}`, undefined, root.token);
  await call(
    e2e.server,
    'PUT',
    '/admin/contest',
    { ...data, id: cid, sealRank: true, sealRankTime: new Date(Date.now() - 500).toISOString() },
    root.token,
  );
}

const boardRows = async (session: Session, cid: number, forceRefresh: boolean): Promise<AcmBoardRow[]> => {
  const { data } = await call<BoardPage<AcmBoardRow>>(
    e2e.server,
    'POST',
    '/get-contest-rank',
    { cid, currentPage: 1, limit: 30, forceRefresh },
    session.token,
  );
  return data.records.filter((row) => !row.isConcerned);
};

/** A board row (not a pinned copy) of a user. */
const row = (page: Page, uid: string) => page.locator(`[data-testid=board-row][data-uid="${uid}"][data-pinned=false]`);
const cellKind = (page: Page, uid: string, displayId: string) =>
  row(page, uid).locator(`td[data-problem="${displayId}"] [data-testid=board-cell]`).getAttribute('data-kind');

describe('contest boards', () => {
  let root: Session;
  let alice: Session;
  let bob: Session;
  let cid: number;
  let closedCid: number;
  let oiCid: number;

  beforeAll(async () => {
    await createUser(e2e.server, ALICE);
    await createUser(e2e.server, BOB);
    await setSubmitInterval(e2e.server, 0);
    root = await login(e2e.server, 'root');
    alice = await login(e2e.server, ALICE);
    bob = await login(e2e.server, BOB);
    const pids: number[] = [];
    for (const problem of PROBLEMS) pids.push((await createProblem(e2e.server, root, problem)).pid);
    cid = await createBoardContest(root, 'Board round', true);
    await addProblems(root, cid, pids);
    closedCid = await createBoardContest(root, 'Closed board round', false);
    oiCid = await createBoardContest(root, 'OI board round', true, 1);
    const oiPid = await createOiProblem(root);
    await call(e2e.server, 'POST', '/admin/contest/add-problem-from-public', { cid: oiCid, pid: oiPid, displayId: 'A' }, root.token);

    // Bob solves A first; Alice gets A wrong, then solves A and B.
    expect(await judged(root, bob, cid, 'A', AC_CODE)).toBe(0);
    expect(await judged(root, alice, cid, 'A', WA_CODE)).toBe(-1);
    expect(await judged(root, alice, cid, 'A', AC_CODE)).toBe(0);
    expect(await judged(root, alice, cid, 'B', AC_CODE)).toBe(0);
    expect(await judged(root, bob, oiCid, 'A', AC_CODE)).toBe(0);
    expect(await judged(root, alice, oiCid, 'A', WA_CODE)).toBe(-1);
  }, 180_000);

  it('shows ranks, penalties, first bloods and wrong tries; the seal hides a later AC from users but not from the live board', async () => {
    const expected = await boardRows(root, cid, false);
    const aliceRow = expected.find((r) => r.username === ALICE)!;
    const bobRow = expected.find((r) => r.username === BOB)!;
    expect([aliceRow.rank, aliceRow.ac, bobRow.rank, bobRow.ac]).toEqual([1, 2, 2, 1]);
    // Alice's penalty: both AC times and 20 minutes for the wrong try.
    expect(aliceRow.totalTime).toBe(aliceRow.submissionInfo.A.ACTime! + aliceRow.submissionInfo.B.ACTime! + 1200);

    // Alice, zh-CN at 1440 px: her own row pinned on top, then the ranking.
    const page = await e2e.newPage({ width: 1440, height: 900 });
    await logInPage(page, alice);
    await page.goto(`/contest/${cid}/rank`);
    await row(page, bob.user.uid).waitFor();
    expect(await page.locator('[data-testid=board-row][data-pinned=true]').getAttribute('data-uid')).toBe(alice.user.uid);
    expect(await row(page, alice.user.uid).getByTestId('board-rank').innerText()).toBe('1');
    expect(await row(page, bob.user.uid).getByTestId('board-rank').innerText()).toBe('2');
    expect(await row(page, alice.user.uid).getByTestId('board-total-time').innerText()).toBe(hms(aliceRow.totalTime));
    expect(await row(page, bob.user.uid).getByTestId('board-total-time').innerText()).toBe(hms(bobRow.totalTime));
    expect(await cellKind(page, bob.user.uid, 'A')).toBe('first-ac');
    expect(await cellKind(page, alice.user.uid, 'A')).toBe('ac');
    expect(await cellKind(page, alice.user.uid, 'B')).toBe('first-ac');
    expect(await cellKind(page, bob.user.uid, 'B')).toBe('none');
    expect(await row(page, alice.user.uid).locator('td[data-problem=A]').innerText()).toContain('-1');
    // Balloon colours in the headers.
    const balloons = await page
      .locator('thead [data-testid=board-problem-head]')
      .evaluateAll((heads) =>
        heads.map((h) => `${h.getAttribute('data-problem')}=${h.querySelector('[data-testid=board-balloon]')?.getAttribute('data-color')}`),
      );
    expect([...new Set(balloons)]).toEqual(PROBLEMS.map((p) => `${p.displayId}=${p.color}`));
    expect(await page.getByTestId('board-auto-refresh').getAttribute('aria-checked')).toBe('true');
    expect(await page.getByTestId('board-export').count()).toBe(0);
    await page.screenshot({ path: '/tmp/contest-board-1440-zh.png', fullPage: true });

    // The seal: Bob solves B after it.
    await sealNow(root, cid);
    expect(await judged(root, bob, cid, 'B', AC_CODE)).toBe(0);
    await page.getByTestId('board-refresh').click();
    await page.getByTestId('board-sealed').waitFor();
    await page
      .locator(`[data-testid=board-row][data-uid="${bob.user.uid}"][data-pinned=false] td[data-problem=B] [data-kind=pending]`)
      .waitFor();
    expect(await row(page, bob.user.uid).locator('td[data-problem=B]').innerText()).toContain('?1');
    expect(await row(page, bob.user.uid).getByTestId('board-rank').innerText()).toBe('2');

    // Root, en-US: the sealed board, then the live one with the force switch.
    const admin = await e2e.newPage({ width: 1440, height: 900, language: 'en-US' });
    await logInPage(admin, root);
    await admin.goto(`/contest/${cid}/rank`);
    await row(admin, bob.user.uid).waitFor();
    await admin.getByText('The board was sealed at').waitFor();
    expect(await cellKind(admin, bob.user.uid, 'B')).toBe('pending');
    await admin.getByTestId('board-force-refresh').click();
    await admin
      .locator(`[data-testid=board-row][data-uid="${bob.user.uid}"][data-pinned=false] td[data-problem=B] [data-kind=ac]`)
      .waitFor();
    expect(await admin.getByTestId('board-sealed').count()).toBe(0);
    const live = await boardRows(root, cid, true);
    const liveBob = live.find((r) => r.username === BOB)!;
    expect(liveBob.rank).toBe(1);
    expect(await row(admin, bob.user.uid).getByTestId('board-rank').innerText()).toBe('1');
    expect(await row(admin, bob.user.uid).getByTestId('board-total-time').innerText()).toBe(hms(liveBob.totalTime));
    // The export is there for admins and answers an xlsx.
    const download = admin.waitForEvent('download');
    await admin.getByTestId('board-export').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    await admin.screenshot({ path: '/tmp/contest-board-1440-en-admin.png', fullPage: true });
    // The keyword keeps the ranking: Bob alone, still first.
    const keyword = admin.locator('[data-testid=board-keyword] input, input[data-testid=board-keyword]').first();
    await keyword.fill(BOB);
    await keyword.press('Enter');
    await row(admin, alice.user.uid).waitFor({ state: 'detached' });
    expect(await row(admin, bob.user.uid).getByTestId('board-rank').innerText()).toBe('1');

    // The concerned users: pinning Bob puts a copy of his row on top for Alice, kept for the contest.
    await row(page, bob.user.uid).getByTestId('board-pin').click();
    await page.locator(`[data-testid=board-row][data-pinned=true][data-uid="${bob.user.uid}"]`).waitFor();
    await page.reload();
    await page.locator(`[data-testid=board-row][data-pinned=true][data-uid="${bob.user.uid}"]`).waitFor();

    // 375 px: the table scrolls inside its box, the page does not.
    const phone = await e2e.newPage({ width: 375, height: 800, language: 'en-US' });
    await logInPage(phone, bob);
    await phone.goto(`/contest/${cid}/rank`);
    await row(phone, alice.user.uid).waitFor();
    await expect.poll(() => horizontalOverflow(phone)).toBeLessThanOrEqual(0);
    await phone.screenshot({ path: '/tmp/contest-board-375-en.png', fullPage: true });
  }, 240_000);

  it('opens the outside board without login when the rank is open, and says so when it is not', async () => {
    const page = await e2e.newPage({ width: 1440, height: 900, language: 'en-US' });
    await page.goto(`/contest/acm-scoreboard/${cid}`);
    await page.getByTestId('board-outside-header').getByText('Board round').waitFor();
    await row(page, alice.user.uid).waitFor();
    expect(await page.getByTestId('contest-countdown').innerText()).toMatch(/Time left/);
    // Visitors get the sealed board.
    await page.getByTestId('board-sealed').waitFor();
    expect(await cellKind(page, bob.user.uid, 'B')).toBe('pending');
    await page.screenshot({ path: '/tmp/contest-board-outside-1440-en.png', fullPage: true });
    // A failed refresh turns the automatic one off.
    expect(await page.getByTestId('board-auto-refresh').getAttribute('aria-checked')).toBe('true');
    await page.route('**/api/get-contest-outside-scoreboard', (route) => route.abort());
    await page.getByTestId('board-refresh').click();
    await page.getByText('The board could not be refreshed; auto refresh is off').waitFor();
    expect(await page.getByTestId('board-auto-refresh').getAttribute('aria-checked')).toBe('false');
    // The last board stays on screen.
    await row(page, alice.user.uid).waitFor();
    await page.unroute('**/api/get-contest-outside-scoreboard');

    // The OI board: total scores, a full and a zero cell.
    const { data: oiPage } = await call<BoardPage<OiBoardRow>>(e2e.server, 'POST', '/get-contest-outside-scoreboard', { cid: oiCid });
    const bobOi = oiPage.records.find((r) => r.username === BOB)!;
    expect(bobOi.totalScore).toBe(100);
    await page.goto(`/contest/oi-scoreboard/${oiCid}`);
    await page.locator('[data-testid=board-table][data-type=oi]').waitFor();
    await row(page, alice.user.uid).waitFor();
    expect(await row(page, bob.user.uid).getByTestId('board-total-score').innerText()).toBe(String(bobOi.totalScore));
    expect(await row(page, alice.user.uid).getByTestId('board-total-score').innerText()).toBe('0');
    expect(await cellKind(page, bob.user.uid, 'A')).toBe('full');
    expect(await cellKind(page, alice.user.uid, 'A')).toBe('zero');
    await page.screenshot({ path: '/tmp/contest-board-oi-1440-en.png', fullPage: true });

    const phone = await e2e.newPage({ width: 375, height: 800 });
    await phone.goto(`/contest/acm-scoreboard/${closedCid}`);
    await phone.getByTestId('board-closed').getByText('该比赛的榜单未公开').waitFor();
    await phone.getByTestId('board-closed-login').click();
    await phone.locator('.ant-modal').first().waitFor();
    await phone.keyboard.press('Escape');
    await expect.poll(() => horizontalOverflow(phone)).toBeLessThanOrEqual(0);
    await phone.screenshot({ path: '/tmp/contest-board-closed-375-zh.png', fullPage: true });
  }, 120_000);

  it('runs the scroll board: from the sealed standings, the frozen cell is revealed and the team climbs', async () => {
    const page = await e2e.newPage({ width: 1440, height: 900, language: 'en-US' });
    await logInPage(page, root);
    await page.goto(`/contest/${cid}/scroll-board`);
    await page.getByTestId('scroll-config').waitFor();
    expect(await page.getByTestId('scroll-config-ranked').innerText()).toContain('2');
    // 10/20/30 % of two users, floored.
    const gold = page.locator('[data-testid=scroll-config-gold] input, input[data-testid=scroll-config-gold]').first();
    expect(await gold.inputValue()).toBe('0');
    await gold.fill('1');
    await page.getByTestId('scroll-config-start').click();
    // The contest is still running: a confirmation first.
    const popup = page.context().waitForEvent('page');
    await page.getByTestId('scroll-config-confirm').click();
    const board = await popup;
    await board.waitForLoadState();
    expect(new URL(board.url()).search).toBe('?cid=' + cid + '&removeStar=true&medals=1%2C0%2C0');
    await board.setViewportSize({ width: 1440, height: 900 });
    await board.getByTestId('scroll-board').waitFor();

    const scrollRow = (uid: string) => board.locator(`[data-testid=scroll-row][data-uid="${uid}"]`);
    await scrollRow(bob.user.uid).waitFor();
    expect(await scrollRow(bob.user.uid).getAttribute('data-position')).toBe('2');
    expect(await scrollRow(bob.user.uid).getAttribute('data-cursor')).toBe('true');
    expect(await scrollRow(alice.user.uid).getAttribute('data-medal')).toBe('gold');
    expect(await scrollRow(bob.user.uid).locator('[data-problem=B] [data-testid=board-cell]').getAttribute('data-kind')).toBe('pending');
    expect(await board.getByTestId('scroll-board').getAttribute('data-left')).toBe('1');
    await board.screenshot({ path: '/tmp/scroll-board-before.png' });

    await board.keyboard.press('Enter');
    await board.locator(`[data-testid=scroll-row][data-uid="${bob.user.uid}"][data-position="1"]`).waitFor();
    expect(await scrollRow(bob.user.uid).locator('[data-problem=B] [data-testid=board-cell]').getAttribute('data-kind')).toBe('ac');
    expect(await scrollRow(bob.user.uid).getAttribute('data-medal')).toBe('gold');
    expect(await scrollRow(alice.user.uid).getAttribute('data-position')).toBe('2');
    expect(await board.getByTestId('scroll-board').getAttribute('data-left')).toBe('0');
    await board.getByText('Everything is revealed').waitFor();
    await board.waitForTimeout(1000);
    await board.screenshot({ path: '/tmp/scroll-board-after.png' });

    await board.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => horizontalOverflow(board)).toBeLessThanOrEqual(0);
    await board.screenshot({ path: '/tmp/scroll-board-375.png' });
  }, 120_000);
});
