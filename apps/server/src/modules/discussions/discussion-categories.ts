// Discussion categories (reference §9): seeded 闲聊/题解/求助/建议/记录, listed in rank order; the site root saves the
// whole list at once: rows with an id are renamed and reordered, rows without one added, the missing ones removed
// unless posts still use them.
import { asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { DiscussionCategory, DiscussionCategoryListSchema } from '@verdict/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest } from '../../plugins/app/errors.ts';
import { discussionCategories, discussions } from './tables.ts';

type CategoryList = z.output<typeof DiscussionCategoryListSchema>;

export const categoryList = (db: Db | Tx): Promise<DiscussionCategory[]> =>
  db
    .select({ id: discussionCategories.id, name: discussionCategories.name })
    .from(discussionCategories)
    .orderBy(asc(discussionCategories.rank), asc(discussionCategories.id));

function assertUnique(list: CategoryList): void {
  const names = new Set<string>();
  const ids = new Set<number>();
  for (const { id, name } of list) {
    if (names.has(name)) throw badRequest('Category_name_duplicate', { name });
    if (id !== undefined && ids.has(id)) throw badRequest('Category_id_duplicate', { id });
    names.add(name);
    if (id !== undefined) ids.add(id);
  }
}

/** 400 when a category about to go still has posts. */
async function assertUnused(tx: Tx, keptIds: number[]): Promise<void> {
  const [used] = await tx
    .select({ name: discussionCategories.name, n: count(discussions.id) })
    .from(discussionCategories)
    .innerJoin(discussions, eq(discussions.categoryId, discussionCategories.id))
    .where(keptIds.length ? notInArray(discussionCategories.id, keptIds) : undefined)
    .groupBy(discussionCategories.id, discussionCategories.name)
    .limit(1);
  if (used) throw badRequest('Category_in_use', { name: used.name });
}

export async function saveCategories(db: Db, list: CategoryList): Promise<DiscussionCategory[]> {
  assertUnique(list);
  return db.transaction(async (tx) => {
    const keptIds = list.flatMap((c) => (c.id === undefined ? [] : [c.id]));
    const known = keptIds.length
      ? await tx.select({ id: discussionCategories.id }).from(discussionCategories).where(inArray(discussionCategories.id, keptIds))
      : [];
    const missing = keptIds.find((id) => !known.some((k) => k.id === id));
    if (missing !== undefined) throw badRequest('Category_not_found', { id: missing });
    await assertUnused(tx, keptIds);
    await tx.delete(discussionCategories).where(keptIds.length ? notInArray(discussionCategories.id, keptIds) : undefined);
    for (const [rank, { id, name }] of list.entries()) {
      if (id === undefined) await tx.insert(discussionCategories).values({ name, rank });
      else await tx.update(discussionCategories).set({ name, rank, gmtModified: new Date() }).where(eq(discussionCategories.id, id));
    }
    return categoryList(tx);
  });
}
