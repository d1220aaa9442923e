// Writing a post (reference §9, spec 002 §5): create with the category, the problem (by display id, one the poster
// may open) and the posting thresholds; edit the text and the problem, never the category or the group. Only
// moderators pin: a pin asked by anyone else is dropped on create and left as stored on edit.
import { eq } from 'drizzle-orm';
import type { Discussion, DiscussionSaveSchema } from '@verdict/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../plugins/app/errors.ts';
import { findProblemByDisplayId, mayOpenProblem } from '../problems/index.ts';
import { assertEditable, authorRole, findDiscussion, moderates, openArea, type Poster } from './discussion-access.ts';
import { checkPostingLimits, postingLimits } from './discussion-limits.ts';
import { discussionById } from './discussion-rows.ts';
import { discussionsChanged } from './discussion-totals.ts';
import { discussionCategories, discussions } from './tables.ts';

export type DiscussionForm = z.output<typeof DiscussionSaveSchema>;

/** The stored id of the problem a post is about: it exists and the poster may open it. */
async function problemOf(db: Db, pid: string | null, poster: Poster): Promise<number | null> {
  if (pid === null) return null;
  const problem = await findProblemByDisplayId(db, pid);
  if (!problem || !(await mayOpenProblem(db, poster, problem))) throw badRequest('Discussion_problem_not_found', { pid });
  return problem.id;
}

async function assertCategory(db: Db, categoryId: number): Promise<void> {
  const [row] = await db.select({ id: discussionCategories.id }).from(discussionCategories).where(eq(discussionCategories.id, categoryId));
  if (!row) throw badRequest('Discussion_category_not_found');
}

export async function createDiscussion(db: Db, poster: Poster, form: DiscussionForm): Promise<Discussion> {
  const gid = form.gid;
  await openArea(db, gid, poster);
  await assertCategory(db, form.categoryId);
  const problemId = await problemOf(db, form.pid, poster);
  const topPriority = form.topPriority && (await moderates(db, gid, poster));
  const limits = await postingLimits(db, gid);
  const id = await db.transaction(async (tx) => {
    await checkPostingLimits(tx, poster, limits);
    const [row] = await tx
      .insert(discussions)
      .values({
        gid,
        problemId,
        title: form.title,
        description: form.description,
        content: form.content,
        categoryId: form.categoryId,
        topPriority,
        uid: poster.uid,
        role: authorRole(poster.role),
      })
      .returning({ id: discussions.id });
    return row.id;
  });
  discussionsChanged(db);
  return discussionById(db, id, poster);
}

/** `gid` of the form, when given, must be the post's own (the group routes send it). */
export async function updateDiscussion(db: Db, editor: Poster, form: DiscussionForm): Promise<Discussion> {
  if (!form.id) throw badRequest('Discussion_id_required');
  const row = await findDiscussion(db, form.id);
  if (form.gid !== null && form.gid !== row.gid) throw badRequest('Discussion_not_found');
  await openArea(db, row.gid, editor);
  await assertEditable(db, row, editor);
  const problemId = await problemOf(db, form.pid, editor);
  const topPriority = (await moderates(db, row.gid, editor)) ? form.topPriority : row.topPriority;
  await db
    .update(discussions)
    .set({ title: form.title, description: form.description, content: form.content, problemId, topPriority, gmtModified: new Date() })
    .where(eq(discussions.id, row.id));
  discussionsChanged(db);
  return discussionById(db, row.id, editor);
}
