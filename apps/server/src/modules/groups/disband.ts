// DELETE /api/group: the owner or the site root disbands a group. One transaction removes everything keyed by
// its gid; the foreign keys' cascades take what hangs on those rows (problems: cases, tags, languages,
// templates, submissions and their solved rows, training and contest links; trainings: their problem links and
// registrations; contests: their problems and registrations; the group: its members).
import { eq } from 'drizzle-orm';
import { isSuperAdmin } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../plugins/app/errors.ts';
import { contests } from '../contests/tables.ts';
import { problems, tags } from '../problems/tables.ts';
import { announcements } from '../site/tables.ts';
import { trainingCategories, trainings } from '../trainings/tables.ts';
import { visibleGroup, type Member } from './access.ts';
import { groups } from './tables.ts';

export async function disbandGroup(db: Db, caller: Member, gid: number): Promise<void> {
  const group = await visibleGroup(db, gid, caller);
  if (group.uid !== caller.uid && !isSuperAdmin(caller.role)) throw forbidden('Group_root_only');
  await db.transaction(async (tx) => {
    await tx.delete(problems).where(eq(problems.gid, gid));
    await tx.delete(trainings).where(eq(trainings.gid, gid));
    await tx.delete(trainingCategories).where(eq(trainingCategories.gid, gid));
    await tx.delete(tags).where(eq(tags.gid, gid));
    await tx.delete(contests).where(eq(contests.gid, gid));
    await tx.delete(announcements).where(eq(announcements.gid, gid));
    await tx.delete(groups).where(eq(groups.id, gid));
  });
}
