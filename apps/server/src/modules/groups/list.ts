// get-group-list (reference §8 "Group list"): normal groups, the visible ones plus the hidden ones the caller
// belongs to (the site root sees all); keyword on the name, owner or short name; auth filter; onlyMine = the
// caller's groups (level 3–5; visitors get none); ordered by id.
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { GroupLevel, isSuperAdmin, type Group, type GroupListQuery, type PageResult } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { containing } from '../../db/like-pattern.ts';
import { offsetOf, page } from '../../db/pagination.ts';
import { NORMAL_STATUS } from './access.ts';
import type { GroupCaller } from './membership.ts';
import { seesCode } from './detail.ts';
import { groupsWithLevel, selectGroups, toGroup } from './rows.ts';
import { groups } from './tables.ts';

function keywordCondition(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containing(keyword);
  return or(ilike(groups.name, pattern), ilike(groups.owner, pattern), ilike(groups.shortName, pattern));
}

function visibilityCondition(caller: GroupCaller): SQL | undefined {
  if (caller !== null && isSuperAdmin(caller.role)) return undefined;
  const visible = eq(groups.visible, true);
  return and(eq(groups.status, NORMAL_STATUS), caller === null ? visible : or(visible, groupsWithLevel(caller.uid, GroupLevel.Member)));
}

export async function listGroups(db: Db, query: GroupListQuery, caller: GroupCaller): Promise<PageResult<Group>> {
  if (query.onlyMine && caller === null) return page([], 0);
  const condition = and(
    visibilityCondition(caller),
    keywordCondition(query.keyword),
    query.auth !== undefined ? eq(groups.auth, query.auth) : undefined,
    query.onlyMine && caller !== null ? groupsWithLevel(caller.uid, GroupLevel.Member) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    selectGroups(db, condition).orderBy(asc(groups.id)).limit(query.limit).offset(offsetOf(query)),
    db.select({ n: count() }).from(groups).where(condition),
  ]);
  return page(
    rows.map((r) => toGroup(r, seesCode(caller, r.group))),
    n,
  );
}
