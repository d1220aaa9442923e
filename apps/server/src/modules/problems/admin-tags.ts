// Tags and classifications administration (root and problem admins), and the tag references of the problem
// form: existing tags by id, others by name (matched ignoring case, else created).
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { ClassificationSave, TagAdmin, TagClassificationAdmin, TagSave } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../plugins/app/errors.ts';
import { problemListChanged } from './list-cache.ts';
import { tagClassifications, tags } from './tables.ts';
import { LOCAL_OJ } from './tags.ts';

const sameName = (column: typeof tags.name | typeof tagClassifications.name, name: string) => sql`lower(${column}) = lower(${name})`;
const iso = (d: Date) => d.toISOString();

/** Site tags only: a group's own tags are its business. */
async function findSiteTag(db: Db | Tx, oj: string, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.oj, oj), isNull(tags.gid), sameName(tags.name, name), exceptId ? ne(tags.id, exceptId) : undefined))
    .limit(1);
  return row;
}

/** The tag ids of the form's references; unknown ids 404, names found or created as local tags. */
export async function resolveTagRefs(tx: Tx, refs: { id?: number; name?: string }[]): Promise<number[]> {
  const ids: number[] = [];
  for (const ref of refs) {
    let id = ref.id;
    if (id !== undefined) {
      const [row] = await tx.select({ id: tags.id }).from(tags).where(eq(tags.id, id));
      if (!row) throw notFound('Admin_tag_not_found');
    } else {
      const name = ref.name!;
      id =
        (await findSiteTag(tx, LOCAL_OJ, name))?.id ??
        (await tx.insert(tags).values({ name, oj: LOCAL_OJ }).returning({ id: tags.id }))[0].id;
    }
    if (ids.includes(id)) throw badRequest('Admin_problem_tag_duplicate', { name: ref.name ?? `#${id}` });
    ids.push(id);
  }
  return ids;
}

/** Every site tag (or the one with `id`) with its classification; group tags are managed in their groups. */
export async function listAdminTags(db: Db, id?: number): Promise<TagAdmin[]> {
  const rows = await db
    .select({ tag: tags, classification: tagClassifications })
    .from(tags)
    .leftJoin(tagClassifications, eq(tagClassifications.id, tags.classificationId))
    .where(and(isNull(tags.gid), id === undefined ? undefined : eq(tags.id, id)))
    .orderBy(asc(tags.oj), asc(tags.id));
  return rows.map(({ tag, classification }) => ({
    id: tag.id,
    name: tag.name,
    color: tag.color,
    oj: tag.oj,
    classificationId: tag.classificationId,
    gid: tag.gid,
    classification: classification
      ? { id: classification.id, name: classification.name, oj: classification.oj, rank: classification.rank }
      : null,
    gmtCreate: iso(tag.gmtCreate),
    gmtModified: iso(tag.gmtModified),
  }));
}

async function checkTag(db: Db, tag: TagSave, exceptId?: number): Promise<void> {
  if (await findSiteTag(db, tag.oj, tag.name, exceptId)) throw badRequest('Admin_tag_exists', { name: tag.name });
  if (tag.classificationId === null) return;
  const [classification] = await db
    .select({ oj: tagClassifications.oj })
    .from(tagClassifications)
    .where(eq(tagClassifications.id, tag.classificationId));
  if (!classification) throw notFound('Admin_classification_not_found');
  if (classification.oj !== tag.oj) throw badRequest('Admin_tag_classification_oj_mismatch');
}

export async function createTag(db: Db, tag: TagSave): Promise<TagAdmin> {
  await checkTag(db, tag);
  const [row] = await db.insert(tags).values(tag).returning({ id: tags.id });
  problemListChanged();
  return (await listAdminTags(db, row.id))[0];
}

export async function updateTag(db: Db, id: number, tag: TagSave): Promise<TagAdmin> {
  const [existing] = await db.select({ gid: tags.gid }).from(tags).where(eq(tags.id, id));
  if (!existing || existing.gid !== null) throw notFound('Admin_tag_not_found');
  await checkTag(db, tag, id);
  await db
    .update(tags)
    .set({ ...tag, gmtModified: new Date() })
    .where(eq(tags.id, id));
  problemListChanged();
  return (await listAdminTags(db, id))[0];
}

/** Removes the tag from every problem too (problem_tags cascade). */
export async function deleteTag(db: Db, id: number): Promise<void> {
  const deleted = await db
    .delete(tags)
    .where(and(eq(tags.id, id), isNull(tags.gid)))
    .returning({ id: tags.id });
  problemListChanged();
  if (!deleted.length) throw notFound('Admin_tag_not_found');
}

const classificationView = (c: typeof tagClassifications.$inferSelect): TagClassificationAdmin => ({
  id: c.id,
  name: c.name,
  oj: c.oj,
  rank: c.rank,
  gmtCreate: iso(c.gmtCreate),
  gmtModified: iso(c.gmtModified),
});

export async function listClassifications(db: Db, oj: string | undefined): Promise<TagClassificationAdmin[]> {
  const rows = await db
    .select()
    .from(tagClassifications)
    .where(oj ? eq(tagClassifications.oj, oj) : undefined)
    .orderBy(asc(tagClassifications.rank), asc(tagClassifications.id));
  return rows.map(classificationView);
}

async function checkClassificationName(db: Db, c: ClassificationSave, exceptId?: number): Promise<void> {
  const [clash] = await db
    .select({ id: tagClassifications.id })
    .from(tagClassifications)
    .where(
      and(
        eq(tagClassifications.oj, c.oj),
        sameName(tagClassifications.name, c.name),
        exceptId ? ne(tagClassifications.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw badRequest('Admin_classification_exists', { name: c.name });
}

export async function createClassification(db: Db, c: ClassificationSave): Promise<TagClassificationAdmin> {
  await checkClassificationName(db, c);
  const [row] = await db.insert(tagClassifications).values(c).returning();
  return classificationView(row);
}

export async function updateClassification(db: Db, id: number, c: ClassificationSave): Promise<TagClassificationAdmin> {
  await checkClassificationName(db, c, id);
  // The tags a moved classification leaves: not on the list's rows, but a write to tags all the same.
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(tagClassifications)
      .set({ ...c, gmtModified: new Date() })
      .where(eq(tagClassifications.id, id))
      .returning();
    if (!row) throw notFound('Admin_classification_not_found');
    // A classification moved to another OJ no longer classifies the tags of its old one.
    await tx
      .update(tags)
      .set({ classificationId: null })
      .where(and(eq(tags.classificationId, id), ne(tags.oj, c.oj)));
    return classificationView(row);
  });
  problemListChanged();
  return saved;
}

/** Its tags stay, unclassified (tags.classification_id is set null). */
export async function deleteClassification(db: Db, id: number): Promise<void> {
  const deleted = await db.delete(tagClassifications).where(eq(tagClassifications.id, id)).returning({ id: tagClassifications.id });
  problemListChanged();
  if (!deleted.length) throw notFound('Admin_classification_not_found');
}
