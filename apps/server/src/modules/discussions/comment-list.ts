// Reading comments (spec 002 §9; reference §9, §5.8): a page of a discussion's or a contest's comments, newest
// first, each with its first replies (oldest first), its reply count and whether the caller likes it; and every
// reply of one comment.
import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { DISCUSSION_LIMITS, type Comment, type CommentPage, type Pagination, type Reply } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { offsetOf } from '../../db/pagination.ts';
import { answered, commentColumns, replyColumns } from './comment-rows.ts';
import { commentInThread, threadOf, type Caller, type Target } from './comment-threads.ts';
import { commentLikes, comments, replies } from './tables.ts';

/** The first `DISCUSSION_LIMITS.repliesShown` replies of each comment, oldest first, and each comment's reply count. */
async function firstReplies(db: Db, ids: number[]) {
  const ranked = db
    .select({ id: replies.id, rank: sql<number>`row_number() over (partition by ${replies.commentId} order by ${replies.id})`.as('rank') })
    .from(replies)
    .where(inArray(replies.commentId, ids))
    .as('ranked');
  const [shown, counts] = await Promise.all([
    db
      .select(replyColumns)
      .from(replies)
      .where(inArray(replies.id, db.select({ id: ranked.id }).from(ranked).where(lte(ranked.rank, DISCUSSION_LIMITS.repliesShown))))
      .orderBy(asc(replies.id)),
    db.select({ commentId: replies.commentId, n: count() }).from(replies).where(inArray(replies.commentId, ids)).groupBy(replies.commentId),
  ]);
  return { shown: shown.map(answered), counts: new Map(counts.map((c) => [c.commentId, c.n])) };
}

async function likedBy(db: Db, ids: number[], caller: Caller): Promise<Set<number>> {
  if (caller === null) return new Set();
  const rows = await db
    .select({ id: commentLikes.commentId })
    .from(commentLikes)
    .where(and(eq(commentLikes.uid, caller.uid), inArray(commentLikes.commentId, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function commentPage(db: Db, query: Target & Pagination, caller: Caller): Promise<CommentPage> {
  const thread = await threadOf(db, query, caller);
  const where = and(
    query.did !== null ? eq(comments.did, query.did) : eq(comments.cid, query.cid!),
    thread.kind === 'contest' ? thread.visible : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db.select(commentColumns).from(comments).where(where).orderBy(desc(comments.id)).limit(query.limit).offset(offsetOf(query)),
    db.select({ total: count() }).from(comments).where(where),
  ]);
  if (rows.length === 0) return { records: [], total };
  const ids = rows.map((r) => r.id);
  const [{ shown, counts }, liked] = await Promise.all([firstReplies(db, ids), likedBy(db, ids, caller)]);
  const records: Comment[] = rows.map((row) => ({
    ...answered(row),
    hasLike: liked.has(row.id),
    totalReplyNum: counts.get(row.id) ?? 0,
    replyList: shown.filter((r) => r.commentId === row.id),
  }));
  return { records, total };
}

/** Every reply of a comment the caller may read, oldest first. */
export async function replyList(db: Db, commentId: number, caller: Caller): Promise<Reply[]> {
  await commentInThread(db, commentId, caller);
  const rows = await db.select(replyColumns).from(replies).where(eq(replies.commentId, commentId)).orderBy(asc(replies.id));
  return rows.map(answered);
}
