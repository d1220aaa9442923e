// Likes of a post (reference §9): a row per user and post, so a like is counted once whatever the client sends;
// like_num moves by the change actually made, in the same transaction. A new like by someone other than the
// author leaves the author a message.
import { and, eq, sql } from 'drizzle-orm';
import type { DiscussionLikeResult } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { notifyEvent } from '../messages/index.ts';
import { discussionUrl, readableDiscussion, type DiscussionRow, type Poster } from './discussion-access.ts';
import { discussionLikes, discussions } from './tables.ts';

/** +1 for a like row inserted, −1 for one removed, 0 when it was already so. */
async function toggle(tx: Tx, did: number, uid: string, toLike: boolean): Promise<number> {
  if (toLike) {
    const added = await tx.insert(discussionLikes).values({ did, uid }).onConflictDoNothing().returning({ did: discussionLikes.did });
    return added.length;
  }
  const removed = await tx
    .delete(discussionLikes)
    .where(and(eq(discussionLikes.did, did), eq(discussionLikes.uid, uid)))
    .returning({ did: discussionLikes.did });
  return -removed.length;
}

const notifyAuthor = (tx: Tx, post: DiscussionRow, liker: Poster) =>
  notifyEvent(tx, {
    recipientUid: post.uid,
    senderUid: liker.uid,
    kind: 'like',
    action: 'Like_Discuss',
    sourceType: 'Discussion',
    sourceId: post.id,
    sourceTitle: post.title,
    content: post.title,
    url: discussionUrl(post),
  });

/** GET discussion-like: the post's like count after the call and whether the caller now likes it. */
export async function likeDiscussion(db: Db, liker: Poster, did: number, toLike: boolean): Promise<DiscussionLikeResult> {
  const post = await readableDiscussion(db, did, liker);
  return db.transaction(async (tx) => {
    const change = await toggle(tx, did, liker.uid, toLike);
    const [row] = await tx
      .update(discussions)
      .set({ likeNum: sql`greatest(${discussions.likeNum} + ${change}, 0)` })
      .where(eq(discussions.id, did))
      .returning({ likeNum: discussions.likeNum });
    if (change > 0) await notifyAuthor(tx, post, liker);
    return { likeNum: row?.likeNum ?? 0, hasLike: toLike };
  });
}
