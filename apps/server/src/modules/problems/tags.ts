// Tag queries of the public problem pages: the site's tags per OJ, grouped by classification, and per problem.
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Tag, TagClassification, TagGroup } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { problemTags, tagClassifications, tags } from './tables.ts';

export const LOCAL_OJ = 'ME';

/** The oj a tag query asks for: absent or "All" → every OJ; "Mine" → local ('ME'); else that OJ's key. */
function ojOf(oj: string | undefined): string | null {
  const key = oj?.toUpperCase();
  if (!key || key === 'ALL') return null;
  return key === 'MINE' ? LOCAL_OJ : key;
}

const tagColumns = { id: tags.id, name: tags.name, color: tags.color, oj: tags.oj, classificationId: tags.classificationId, gid: tags.gid };

/** Site tags (group tags belong to their groups) of one OJ or all. */
export async function listTags(db: Db, oj: string | undefined): Promise<Tag[]> {
  const key = ojOf(oj);
  const where: SQL[] = [isNull(tags.gid)];
  if (key) where.push(eq(tags.oj, key));
  return db
    .select(tagColumns)
    .from(tags)
    .where(and(...where))
    .orderBy(asc(tags.id));
}

/** Tags grouped by classification in rank order; tags without a (listed) classification come last. Empty groups are left out. */
export async function listTagGroups(db: Db, oj: string | undefined): Promise<TagGroup[]> {
  const key = ojOf(oj);
  const [classifications, tagList] = await Promise.all([
    db
      .select({ id: tagClassifications.id, name: tagClassifications.name, oj: tagClassifications.oj, rank: tagClassifications.rank })
      .from(tagClassifications)
      .where(key ? eq(tagClassifications.oj, key) : undefined)
      .orderBy(asc(tagClassifications.rank), asc(tagClassifications.id)),
    listTags(db, oj),
  ]);
  const byClassification = new Map<number | null, Tag[]>();
  const listed = new Set(classifications.map((c) => c.id));
  for (const tag of tagList) {
    const group = tag.classificationId !== null && listed.has(tag.classificationId) ? tag.classificationId : null;
    if (!byClassification.has(group)) byClassification.set(group, []);
    byClassification.get(group)!.push(tag);
  }
  const groups: TagGroup[] = [];
  for (const classification of [...classifications, null] as (TagClassification | null)[]) {
    const tagsOfGroup = byClassification.get(classification?.id ?? null);
    if (tagsOfGroup?.length) groups.push({ classification, tagList: tagsOfGroup });
  }
  return groups;
}

/** One problem's tags with every field. */
export async function tagsOfProblem(db: Db, pid: number): Promise<Tag[]> {
  return db
    .select(tagColumns)
    .from(problemTags)
    .innerJoin(tags, eq(tags.id, problemTags.tid))
    .where(eq(problemTags.pid, pid))
    .orderBy(asc(tags.id));
}
