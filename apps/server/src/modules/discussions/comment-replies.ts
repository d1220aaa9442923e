// Writing and deleting replies (reference §9, §5.8, §14.6): a clarification is answered only by its author and the
// contest's admins; a discussion's replies follow the comment rules and threshold. The recipient is someone in the
// thread (the comment's author or an earlier replier) — anyone else named by the client becomes the comment's
// author. A reply counts on the post and, in discussions, tells its recipient, quoting what they wrote.
import { and, desc, eq } from 'drizzle-orm';
import type { Reply } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { forbidden, notFound } from '../../plugins/app/errors.ts';
import { notifyEvent } from '../messages/index.ts';
import { answered, authorRoleOf, replyColumns } from './comment-rows.ts';
import { aboutThread, commentInThread, moderates, type Member } from './comment-threads.ts';
import { assertCommentThreshold } from './comment-threshold.ts';
import { countOnPost, lockedComment } from './comment-write.ts';
import { comments, replies } from './tables.ts';

type CommentRow = typeof comments.$inferSelect;

/** The recipient and what of theirs is answered: a replier's latest reply in the thread, else the comment. */
async function recipientOf(tx: Tx, comment: CommentRow, toUid: string | null | undefined): Promise<{ uid: string; quote: string }> {
  if (toUid && toUid !== comment.fromUid) {
    const [earlier] = await tx
      .select({ content: replies.content })
      .from(replies)
      .where(and(eq(replies.commentId, comment.id), eq(replies.fromUid, toUid)))
      .orderBy(desc(replies.id))
      .limit(1);
    if (earlier) return { uid: toUid, quote: earlier.content };
  }
  return { uid: comment.fromUid, quote: comment.content };
}

export async function createReply(
  db: Db,
  caller: Member,
  request: { commentId: number; content: string; toUid?: string | null },
): Promise<Reply> {
  const { thread } = await commentInThread(db, request.commentId, caller);
  const id = await db.transaction(async (tx) => {
    const comment = await lockedComment(tx, request.commentId, 'key share');
    if (thread.kind === 'contest' && !thread.admin && comment.fromUid !== caller.uid) throw forbidden('Contest_reply_denied');
    await assertCommentThreshold(tx, thread, caller);
    const to = await recipientOf(tx, comment, request.toUid);
    const [row] = await tx
      .insert(replies)
      .values({ commentId: comment.id, content: request.content, fromUid: caller.uid, fromRole: authorRoleOf(caller.role), toUid: to.uid })
      .returning({ id: replies.id });
    await countOnPost(tx, comment.did, 1);
    if (thread.kind === 'discussion') {
      await notifyEvent(tx, {
        ...aboutThread(thread, caller.uid),
        recipientUid: to.uid,
        kind: 'reply',
        action: 'Reply',
        content: request.content,
        quote: to.quote,
      });
    }
    return row.id;
  });
  const [row] = await db.select(replyColumns).from(replies).where(eq(replies.id, id));
  return answered(row);
}

/** The reply's author, or a moderator of its comment's thread; the post's count drops by one. */
export async function deleteReply(db: Db, caller: Member, id: number): Promise<void> {
  const [reply] = await db
    .select({ fromUid: replies.fromUid, commentId: replies.commentId, did: comments.did, cid: comments.cid })
    .from(replies)
    .innerJoin(comments, eq(comments.id, replies.commentId))
    .where(eq(replies.id, id));
  if (!reply) throw notFound('Reply_not_found');
  if (reply.fromUid !== caller.uid && !(await moderates(db, reply, caller))) throw forbidden('Reply_delete_denied');
  await db.transaction(async (tx) => {
    // Serialised with the comment's deletion, which counts its replies.
    await lockedComment(tx, reply.commentId, 'key share');
    const gone = await tx.delete(replies).where(eq(replies.id, id)).returning({ commentId: replies.commentId });
    if (gone.length === 0) throw notFound('Reply_not_found');
    await countOnPost(tx, reply.did, -1);
  });
}
