// Browser test of the message centre (/message/...): messages of every kind seeded straight in the database for a
// reader with more than 99 unread (the bell shows 99+), each list opened — items shown with their unread mark, the
// bell and the menu's counts dropping as pages are read, pages of 6 and 8 — one message deleted and a kind cleaned
// after confirming, a notice's hostile Markdown rendered sanitised, the empty and error states; en-US at 1440 px and
// zh-CN at 375 px with no horizontal overflow.
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './harness';
import { createUser, horizontalOverflow, login, logInPage, type Session } from './fixtures';

const e2e = useE2E();

interface MessageTables {
  userMessages: object;
}
interface InsertableDb {
  insert(table: object): { values(rows: object[]): Promise<unknown> };
}

type Row = Record<string, unknown>;

/** Writes inbox rows for the recipient straight into the database. */
async function seed(recipient: Session, rows: Row[]): Promise<void> {
  const { userMessages } = (await import(
    fileURLToPath(new URL('../../server/src/modules/messages/tables.ts', import.meta.url))
  )) as MessageTables;
  await (e2e.server.database.db as InsertableDb)
    .insert(userMessages)
    .values(rows.map((row) => ({ recipientUid: recipient.user.uid, ...row })));
}

const times = (n: number, row: (i: number) => Row): Row[] => Array.from({ length: n }, (_, i) => row(i + 1));

const HOSTILE_NOTICE = `**maintenance** tonight

<img src=x onerror="window.__xss='img'"><script>window.__xss='script'</script>
[click me](javascript:window.__xss='link') <iframe srcdoc="<script>parent.__xss='iframe'</script>"></iframe>`;

/** A reader's inbox: 8 comments, 2 replies, 120 likes, 3 system notices (one hostile), 9 personal ones. */
async function fillInbox(reader: Session, sender: Session): Promise<void> {
  const event = {
    senderUid: sender.user.uid,
    sourceType: 'Discussion',
    sourceId: 1,
    title: 'Sorting in O(n)',
    url: '/discussion-detail/1',
  };
  await seed(reader, [
    ...times(8, (i) => ({ ...event, kind: 'discuss', action: 'Discuss', content: `comment number ${i}` })),
    ...times(2, (i) => ({ ...event, kind: 'reply', action: 'Reply', content: `reply number ${i}`, quote: `what I said ${i}` })),
    ...times(120, (i) => ({ ...event, kind: 'like', action: i % 2 ? 'Like_Discuss' : 'Like_Post', content: '' })),
    { kind: 'sys', title: 'Hostile notice', content: HOSTILE_NOTICE },
    ...times(2, (i) => ({ kind: 'sys', title: `System notice ${i}`, content: `notice *${i}*` })),
    ...times(9, (i) => ({ kind: 'mine', title: `Personal notice ${i}`, content: `you are **${i}**` })),
  ]);
}

const list = (page: Page, kind: string) => page.getByTestId(`message-list-${kind}`);
const items = (page: Page, kind: string) => list(page, kind).getByTestId('message-item');

/** The number a badge shows ('' when hidden) and the full count it stands for. */
async function badge(page: Page, testId: string): Promise<{ text: string; title: string | null }> {
  const count = page.getByTestId(testId).locator('.ant-badge-count');
  if ((await count.count()) === 0) return { text: '', title: null };
  return { text: (await count.first().innerText()).trim(), title: await count.first().getAttribute('title') };
}

/** Opens a list and waits for its page and for the unread counts read after it. */
async function openList(page: Page, kind: string, how: () => Promise<unknown>): Promise<void> {
  const counted = page.waitForResponse((response) => response.url().includes('/api/msg/unread'));
  await how();
  await items(page, kind).first().waitFor();
  await counted;
  await page.waitForTimeout(300);
}

const states = (page: Page, kind: string) => items(page, kind).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-state')));

async function confirmDialog(page: Page): Promise<void> {
  await page.getByTestId('confirm-delete').click();
  await page.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
}

describe('the message centre', () => {
  let sender: Session;
  let readers = 0;

  beforeAll(async () => {
    for (const name of ['msg-sender', 'msg-empty']) await createUser(e2e.server, name);
    sender = await login(e2e.server, 'msg-sender');
  });

  /** A new reader with a full inbox for each try: a retried test must not find the first try's reads and deletions. */
  async function freshReader(): Promise<Session> {
    const name = `msg-reader-${++readers}`;
    await createUser(e2e.server, name);
    const reader = await login(e2e.server, name);
    await fillInbox(reader, sender);
    return reader;
  }

  it('en-US at 1440 px: 99+ on the bell, each list read page by page, one deleted, a kind cleaned, notices sanitised', async () => {
    const reader = await freshReader();
    const page = await e2e.newPage({ language: 'en-US', width: 1440, height: 900 });
    await logInPage(page, reader);
    const first = page.waitForResponse((response) => response.url().includes('/api/msg/unread'));
    await page.goto('/home');
    await first;
    await page.waitForTimeout(300);
    await expect.poll(() => badge(page, 'unread-badge')).toEqual({ text: '99+', title: '142' });

    // /message opens the comments; the first page of 6 is unread this once and read from then on.
    await openList(page, 'discuss', () => page.goto('/message'));
    await page.waitForURL(/\/message\/discuss$/);
    await page.getByTestId('message-shell').waitFor();
    expect(await states(page, 'discuss')).toEqual(Array(6).fill('unread'));
    const item = items(page, 'discuss').first();
    expect(await item.innerText()).toContain('msg-sender commented on your post');
    expect(await item.getByRole('link', { name: 'Sorting in O(n)' }).getAttribute('href')).toBe('/discussion-detail/1');
    await expect.poll(() => badge(page, 'message-nav-discuss-count')).toEqual({ text: '2', title: '2' });
    await expect.poll(() => badge(page, 'unread-badge')).toEqual({ text: '99+', title: '136' });
    await expect.poll(() => badge(page, 'message-nav-like-count')).toEqual({ text: '99+', title: '120' });

    // Unread come first: the two left unread moved to the first page, read on the way back to it.
    await openList(page, 'discuss', () => list(page, 'discuss').locator('.ant-pagination-item-2').click());
    expect(await states(page, 'discuss')).toEqual(['read', 'read']);
    await expect.poll(() => badge(page, 'message-nav-discuss-count')).toEqual({ text: '2', title: '2' });
    await openList(page, 'discuss', () => list(page, 'discuss').locator('.ant-pagination-item-1').click());
    expect(await states(page, 'discuss')).toEqual(['unread', 'unread', 'read', 'read', 'read', 'read']);
    await expect.poll(() => badge(page, 'message-nav-discuss-count')).toEqual({ text: '', title: null });

    await openList(page, 'like', () => page.getByTestId('message-nav-like').click());
    expect(await items(page, 'like').count()).toBe(6);
    expect(await list(page, 'like').innerText()).toMatch(/liked your (post|comment)/);
    await expect.poll(() => badge(page, 'message-nav-like-count')).toEqual({ text: '99+', title: '114' });

    // Replies: the quote shown; one deleted, then the rest cleaned, each after confirming.
    await openList(page, 'reply', () => page.getByTestId('message-nav-reply').click());
    expect(await items(page, 'reply').count()).toBe(2);
    expect(await list(page, 'reply').innerText()).toContain('what I said 2');
    await items(page, 'reply').first().getByTestId('message-delete').click();
    await confirmDialog(page);
    await expect.poll(() => items(page, 'reply').count()).toBe(1);
    expect(await states(page, 'reply')).toEqual(['read']);
    await list(page, 'reply').getByTestId('message-clean-all').click();
    await confirmDialog(page);
    await list(page, 'reply').getByTestId('query-empty').getByText('No messages').waitFor();
    expect(await list(page, 'reply').getByTestId('message-clean-all').isDisabled()).toBe(true);

    // System notices: Markdown rendered, the hostile one sanitised; nothing runs.
    await openList(page, 'sys', () => page.getByTestId('message-nav-sys').click());
    expect(await items(page, 'sys').count()).toBe(3);
    const hostile = items(page, 'sys').filter({ hasText: 'Hostile notice' }).getByTestId('message-notice-content');
    expect(await hostile.locator('strong').innerText()).toBe('maintenance');
    const report = await hostile.evaluate((root) => ({
      elements: root.querySelectorAll('script, iframe').length,
      handlers: [...root.querySelectorAll('*')].flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name))).length,
      jsLinks: [...root.querySelectorAll('a')].filter((a) => /^\s*javascript/i.test(a.getAttribute('href') ?? '')).length,
    }));
    expect(report).toEqual({ elements: 0, handlers: 0, jsLinks: 0 });
    const link = hostile.getByText('click me');
    if (await link.count()) await link.dispatchEvent('click');
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    await expect.poll(() => badge(page, 'message-nav-sys-count')).toEqual({ text: '', title: null });

    // Personal notices come 8 a page.
    await openList(page, 'mine', () => page.getByTestId('message-nav-mine').click());
    expect(await items(page, 'mine').count()).toBe(8);
    expect(await items(page, 'mine').first().locator('strong').last().innerText()).toMatch(/^\d$/);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/message-mine-1440-en.png', fullPage: true });
    await page.getByTestId('message-nav-discuss').click();
    await items(page, 'discuss').first().waitFor();
    await page.screenshot({ path: '/tmp/message-discuss-1440-en.png', fullPage: true });
  });

  it('zh-CN at 375 px: the kinds as a bar above the list, Chinese texts, no horizontal overflow', async () => {
    const mobile = await freshReader();
    const page = await e2e.newPage({ width: 375, height: 800 });
    await logInPage(page, mobile);
    await openList(page, 'reply', () => page.goto('/message/reply'));
    expect(await items(page, 'reply').first().innerText()).toContain('msg-sender 回复了你');
    expect(await states(page, 'reply')).toEqual(['unread', 'unread']);
    await expect.poll(() => badge(page, 'message-nav-reply-count')).toEqual({ text: '', title: null });
    const nav = await page.getByTestId('message-nav-discuss').boundingBox();
    const listBox = await list(page, 'reply').boundingBox();
    expect(nav!.y + nav!.height).toBeLessThanOrEqual(listBox!.y);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/message-reply-375-zh.png', fullPage: true });

    await openList(page, 'discuss', () => page.getByTestId('message-nav-discuss').click());
    expect(await items(page, 'discuss').first().innerText()).toContain('评论了你的帖子');
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await openList(page, 'sys', () => page.getByTestId('message-nav-sys').click());
    expect(await items(page, 'sys').first().getByTestId('message-new').innerText()).toBe('新');
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/message-sys-375-zh.png', fullPage: true });

    // Clean all of a kind in Chinese.
    await list(page, 'sys').getByTestId('message-clean-all').click();
    await page.locator('.ant-modal-confirm').getByText('确定清空全部「系统通知」消息吗？此操作无法撤销。').waitFor();
    await confirmDialog(page);
    await list(page, 'sys').getByTestId('query-empty').getByText('暂无消息').waitFor();
  });

  it('an empty inbox shows the empty state; a failing list shows the error with a retry', async () => {
    const page = await e2e.newPage({ language: 'en-US', width: 1440 });
    await logInPage(page, await login(e2e.server, 'msg-empty'));
    await page.goto('/message/like');
    await list(page, 'like').getByTestId('query-empty').getByText('No messages').waitFor();

    await page.route('**/api/msg/mine**', (route) =>
      route.fulfill({ status: 500, body: '{"status":500,"msg":"Server exploded","data":null}' }),
    );
    await page.getByTestId('message-nav-mine').click();
    await list(page, 'mine').getByTestId('query-error').getByText('Server exploded').waitFor();
    await page.unroute('**/api/msg/mine**');
    await list(page, 'mine').getByTestId('query-error').getByRole('button').click();
    await list(page, 'mine').getByTestId('query-empty').waitFor();
  });
});
