// Comment likes (reference §9, §14.6 fixed): one row per user and comment; the count moves only by the row actually
// added or removed, so repeated or parallel calls never count twice. A new like by someone else tells the comment's
// author, quoting the comment.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifyEvent } from '../messages/index.ts';
import { aboutThread, commentInThread, type Member } from './comment-threads.ts';
import { lockedComment } from './comment-write.ts';
import { commentLikes, comments } from './tables.ts';

export async function likeComment(db: Db, caller: Member, commentId: number, toLike: boolean): Promise<void> {
  const { comment, thread } = await commentInThread(db, commentId, caller);
  await db.transaction(async (tx) => {
    await lockedComment(tx, commentId, 'key share');
    const changed = toLike
      ? await tx.insert(commentLikes).values({ commentId, uid: caller.uid }).onConflictDoNothing().returning({ uid: commentLikes.uid })
      : await tx
          .delete(commentLikes)
          .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.uid, caller.uid)))
          .returning({ uid: commentLikes.uid });
    if (changed.length === 0) return;
    await tx
      .update(comments)
      .set({ likeNum: sql`greatest(${comments.likeNum} + ${toLike ? 1 : -1}, 0)` })
      .where(eq(comments.id, commentId));
    if (!toLike) return;
    await notifyEvent(tx, {
      ...aboutThread(thread, caller.uid),
      recipientUid: comment.fromUid,
      kind: 'like',
      action: 'Like_Post',
      content: comment.content,
    });
  });
}
