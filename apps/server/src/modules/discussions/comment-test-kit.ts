// Test kit of the comment tests: posts put straight into the table, the comment threshold and site switches, calls
// in English, and the inbox rows a user received.
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../test/helper.ts';
import { userMessages } from '../messages/tables.ts';
import { call } from '../problems/admin-test-kit.ts';
import { updateSwitchConfig, updateWebsiteConfig } from '../site/config.ts';
import { discussions } from './tables.ts';

export { call };
export { userWithToken } from '../submissions/test-fixtures.ts';

let postCount = 0;

/** A post by `uid` (category 1), public unless `gid` is given. */
export async function createPost(t: TestApp, uid: string, fields: Partial<typeof discussions.$inferInsert> = {}) {
  const n = ++postCount;
  const [row] = await t.db
    .insert(discussions)
    .values({ uid, title: `Post ${n}`, description: 'about it', content: 'the post', categoryId: 1, ...fields })
    .returning();
  return row;
}

export const commentThreshold = (t: TestApp, solved: number) => updateSwitchConfig(t.db, { defaultCreateCommentACInitValue: solved });

export const siteSwitches = (
  t: TestApp,
  patch: { openPublicDiscussion?: boolean; openGroupDiscussion?: boolean; openContestComment?: boolean },
) => updateWebsiteConfig(t.db, patch);

export async function postCommentNum(t: TestApp, did: number): Promise<number> {
  const [row] = await t.db.select({ n: discussions.commentNum }).from(discussions).where(eq(discussions.id, did));
  return row.n;
}

/** The user's inbox rows of a kind, oldest first. */
export async function inboxOf(t: TestApp, uid: string, kind: string) {
  return t.db
    .select()
    .from(userMessages)
    .where(and(eq(userMessages.recipientUid, uid), eq(userMessages.kind, kind)))
    .orderBy(userMessages.id);
}

/** The API calls of the comment tests. */
export function commentApi(t: TestApp) {
  return {
    comment: (token: string | undefined, body: Record<string, unknown>) => call(t, 'POST', '/api/comment', token, body),
    reply: (token: string | undefined, body: Record<string, unknown>) => call(t, 'POST', '/api/reply', token, body),
    list: (query: string, token?: string) => call(t, 'GET', `/api/comments?${query}`, token),
    replies: (commentId: number, token?: string) => call(t, 'GET', `/api/reply?commentId=${commentId}`, token),
    like: (token: string | undefined, commentId: number, toLike: boolean) =>
      call(t, 'GET', `/api/comment-like?cid=${commentId}&toLike=${toLike}`, token),
    removeComment: (token: string, id: number) => call(t, 'DELETE', `/api/comment?id=${id}`, token),
    removeReply: (token: string, id: number) => call(t, 'DELETE', `/api/reply?id=${id}`, token),
  };
}
