// Reading, deleting and moderating one post (reference §9): the detail counts a view per read; deleting takes its
// comments, likes and reports with it (foreign keys cascade); the back office bans, unbans and pins.
import { eq, sql } from 'drizzle-orm';
import type { Discussion, DiscussionAdminUpdateSchema } from '@verdict/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app/errors.ts';
import { assertDeletable, findDiscussion, readableDiscussion, type Poster, type Viewer } from './discussion-access.ts';
import { discussionById } from './discussion-rows.ts';
import { discussionsChanged } from './discussion-totals.ts';
import { discussions } from './tables.ts';

/** get-discussion-detail: one more view, then the post as it now stands. */
export async function discussionDetail(db: Db, did: number, viewer: Viewer): Promise<Discussion> {
  await readableDiscussion(db, did, viewer);
  await db
    .update(discussions)
    .set({ viewNum: sql`${discussions.viewNum} + 1` })
    .where(eq(discussions.id, did));
  return discussionById(db, did, viewer);
}

/** DELETE discussion (site and group routes alike): the author or a moderator. */
export async function deleteDiscussion(db: Db, caller: Poster, did: number): Promise<void> {
  const row = await findDiscussion(db, did);
  await assertDeletable(db, row, caller);
  await db.delete(discussions).where(eq(discussions.id, did));
  discussionsChanged(db);
}

/** The back office's delete: any post. */
export async function removeDiscussion(db: Db, did: number): Promise<void> {
  const deleted = await db.delete(discussions).where(eq(discussions.id, did)).returning({ id: discussions.id });
  if (deleted.length === 0) throw notFound('Discussion_not_found');
  discussionsChanged(db);
}

/** The back office's ban/unban and pin. */
export async function moderateDiscussion(
  db: Db,
  change: z.output<typeof DiscussionAdminUpdateSchema>,
  viewer: Poster,
): Promise<Discussion> {
  const { id, status, topPriority } = change;
  const updated = await db
    .update(discussions)
    .set({ status: status ?? sql`${discussions.status}`, topPriority: topPriority ?? sql`${discussions.topPriority}` })
    .where(eq(discussions.id, id))
    .returning({ id: discussions.id });
  if (updated.length === 0) throw notFound('Discussion_not_found');
  discussionsChanged(db);
  return discussionById(db, id, viewer);
}
