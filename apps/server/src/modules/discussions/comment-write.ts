// Writing and deleting comments (reference §9, §5.8): a comment on a discussion counts on the post and tells its
// author; a contest clarification tells no one (the contest's admins read the tab). Deleting takes the comment's
// replies and likes with it and lowers the post's count by the comment and its replies, in one transaction.
import { count, eq, sql } from 'drizzle-orm';
import type { Comment } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { forbidden, notFound } from '../../plugins/app/errors.ts';
import { notifyEvent } from '../messages/index.ts';
import { assertCommentThreshold } from './comment-threshold.ts';
import { answered, authorRoleOf, commentColumns } from './comment-rows.ts';
import { aboutThread, moderates, threadOf, type Member, type Target } from './comment-threads.ts';
import { comments, discussions, replies } from './tables.ts';

/** Moves a post's comment count by `delta`, never below zero. */
export async function countOnPost(tx: Tx, did: number | null, delta: number): Promise<void> {
  if (did === null) return;
  await tx
    .update(discussions)
    .set({ commentNum: sql`greatest(${discussions.commentNum} + ${delta}, 0)` })
    .where(eq(discussions.id, did));
}

/** The comment, locked until the transaction ends (a reply being written holds it too); 404 when gone. */
export async function lockedComment(tx: Tx, id: number, mode: 'update' | 'key share') {
  const [row] = await tx.select().from(comments).where(eq(comments.id, id)).for(mode);
  if (!row) throw notFound('Comment_not_found');
  return row;
}

export async function createComment(db: Db, caller: Member, request: Target & { content: string }): Promise<Comment> {
  const thread = await threadOf(db, request, caller);
  const id = await db.transaction(async (tx) => {
    await assertCommentThreshold(tx, thread, caller);
    const [row] = await tx
      .insert(comments)
      .values({ did: request.did, cid: request.cid, content: request.content, fromUid: caller.uid, fromRole: authorRoleOf(caller.role) })
      .returning({ id: comments.id });
    if (thread.kind === 'discussion') {
      await countOnPost(tx, thread.sourceId, 1);
      await notifyEvent(tx, {
        ...aboutThread(thread, caller.uid),
        recipientUid: thread.authorUid,
        kind: 'discuss',
        action: 'Discuss',
        content: request.content,
      });
    }
    return row.id;
  });
  const [row] = await db.select(commentColumns).from(comments).where(eq(comments.id, id));
  return { ...answered(row), hasLike: false, totalReplyNum: 0, replyList: [] };
}

/** The author, or a moderator of the comment's thread (comment-threads.ts `moderates`). */
export async function deleteComment(db: Db, caller: Member, id: number): Promise<void> {
  const [comment] = await db
    .select({ fromUid: comments.fromUid, did: comments.did, cid: comments.cid })
    .from(comments)
    .where(eq(comments.id, id));
  if (!comment) throw notFound('Comment_not_found');
  if (comment.fromUid !== caller.uid && !(await moderates(db, comment, caller))) throw forbidden('Comment_delete_denied');
  await db.transaction(async (tx) => {
    const locked = await lockedComment(tx, id, 'update');
    const [{ n }] = await tx.select({ n: count() }).from(replies).where(eq(replies.commentId, id));
    await tx.delete(comments).where(eq(comments.id, id));
    await countOnPost(tx, locked.did, -(1 + n));
  });
}
