// Fixtures of the discussion browser tests: the site's discussion switches set for the file (open discussions and
// contest comments, no solved-problem threshold, a daily limit the file cannot reach — the files of a worker share
// one server), posts and comments through the API, the header bell's unread count, a signed-in page at a width and
// language, and the check that a page is never wider than its window.
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import type { Comment, Discussion, DiscussionCategory } from '@verdict/shared';
import { expect } from 'vitest';
import type { E2E, RunningServer } from './harness';
import { call, horizontalOverflow, logInPage, type Session } from './fixtures';

interface SiteConfigModule {
  updateSwitchConfig(
    db: unknown,
    patch: {
      defaultCreateDiscussionACInitValue?: number;
      defaultCreateDiscussionDailyLimit?: number;
      defaultCreateCommentACInitValue?: number;
    },
  ): Promise<unknown>;
  updateWebsiteConfig(db: unknown, patch: { openPublicDiscussion?: boolean; openContestComment?: boolean }): Promise<unknown>;
}

/** Discussions and contest comments open, and anyone may post and comment without solved problems. */
export async function openDiscussions(server: RunningServer): Promise<void> {
  const config = (await import(fileURLToPath(new URL('../../server/src/modules/site/config.ts', import.meta.url)))) as SiteConfigModule;
  await config.updateSwitchConfig(server.database.db, {
    defaultCreateDiscussionACInitValue: 0,
    defaultCreateDiscussionDailyLimit: 100,
    defaultCreateCommentACInitValue: 0,
  });
  await config.updateWebsiteConfig(server.database.db, { openPublicDiscussion: true, openContestComment: true });
}

export async function firstCategory(server: RunningServer): Promise<DiscussionCategory> {
  const { data } = await call<DiscussionCategory[]>(server, 'GET', '/discussion-category');
  const category = data[0];
  if (!category) throw new Error('no discussion category');
  return category;
}

/** A site post through the API; answers the saved post. */
export async function postDiscussion(
  server: RunningServer,
  author: Session,
  post: { title: string; description: string; content: string; pid?: string },
): Promise<Discussion> {
  const category = await firstCategory(server);
  const { data } = await call<Discussion>(server, 'POST', '/discussion', { ...post, categoryId: category.id }, author.token);
  return data;
}

export async function postComment(server: RunningServer, author: Session, where: { did?: number; cid?: number }, content: string) {
  const { data } = await call<Comment>(server, 'POST', '/comment', { ...where, content }, author.token);
  return data;
}

/** Opens a page and answers the number on the header bell once the page's unread-count call came back (0: none). */
export async function bellAfterOpening(page: Page, path: string): Promise<number> {
  const answered = page.waitForResponse((response) => response.url().includes('/api/msg/unread'));
  await page.goto(path);
  await answered;
  const count = page.getByTestId('unread-badge').locator('.ant-badge-count');
  // The badge draws its number right after the answer.
  await page.waitForTimeout(300);
  if ((await count.count()) === 0) return 0;
  return Number(await count.first().getAttribute('title'));
}

/** A page signed in as the user, at the width and in the language. */
export async function userPage(e2e: E2E, session: Session, options: { width: number; language: 'zh-CN' | 'en-US' }): Promise<Page> {
  const page = await e2e.newPage({ width: options.width, height: 900, language: options.language });
  await logInPage(page, session);
  return page;
}

export async function expectNoOverflow(page: Page): Promise<void> {
  expect(await horizontalOverflow(page), page.url()).toBeLessThanOrEqual(0);
}
