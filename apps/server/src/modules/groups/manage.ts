// POST /api/group and PUT /api/group: the group form saved, its name and short name unique case-insensitively;
// the code is kept for private groups only. The creator becomes the group's root (level 5).
import { and, eq, ne, sql } from 'drizzle-orm';
import { GroupAuth, GroupLevel, type Group, type GroupForm } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, forbidden } from '../../plugins/app/errors.ts';
import type { ResolvedSession } from '../accounts/index.ts';
import { isUniqueViolation } from '../accounts/index.ts';
import { visibleGroup } from './access.ts';
import { checkCreateLimits } from './create-limits.ts';
import { groupDetail } from './detail.ts';
import { isGroupRoot } from './membership.ts';
import { groupMembers, groups } from './tables.ts';

const columnsOf = (form: GroupForm) => ({
  name: form.name,
  shortName: form.shortName,
  brief: form.brief,
  description: form.description,
  auth: form.auth,
  code: form.auth === GroupAuth.Private ? form.code! : null,
  visible: form.visible,
});

/** 400 when another group has the name or the short name (any case). */
async function assertUnique(tx: Tx, form: GroupForm, except?: number): Promise<void> {
  const taken = async (column: typeof groups.name | typeof groups.shortName, value: string) => {
    const [row] = await tx
      .select({ id: groups.id })
      .from(groups)
      .where(and(sql`lower(${column}) = lower(${value})`, except === undefined ? undefined : ne(groups.id, except)));
    return !!row;
  };
  if (await taken(groups.name, form.name)) throw badRequest('Group_name_exists');
  if (await taken(groups.shortName, form.shortName)) throw badRequest('Group_short_name_exists');
}

/** Two saves racing for one name: the unique index decides, the loser hears the same 400. */
async function saving<T>(db: Db, form: GroupForm, except: number | undefined, save: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await assertUnique(tx, form, except);
      return save(tx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) await db.transaction((tx) => assertUnique(tx, form, except));
    throw error;
  }
}

export async function createGroup(db: Db, caller: ResolvedSession, form: GroupForm): Promise<Group> {
  const gid = await saving(db, form, undefined, async (tx) => {
    await checkCreateLimits(tx, caller);
    const [row] = await tx
      .insert(groups)
      .values({ ...columnsOf(form), uid: caller.uid, owner: caller.username })
      .returning({ id: groups.id });
    await tx.insert(groupMembers).values({ gid: row.id, uid: caller.uid, auth: GroupLevel.Root });
    return row.id;
  });
  return groupDetail(db, gid, caller);
}

/** The group's root (level 5) or the site root. */
export async function updateGroup(db: Db, caller: ResolvedSession, gid: number, form: GroupForm): Promise<Group> {
  await visibleGroup(db, gid, caller);
  if (!(await isGroupRoot(db, gid, caller))) throw forbidden('Group_root_only');
  await saving(db, form, gid, (tx) =>
    tx
      .update(groups)
      .set({ ...columnsOf(form), gmtModified: new Date() })
      .where(eq(groups.id, gid)),
  );
  return groupDetail(db, gid, caller);
}
