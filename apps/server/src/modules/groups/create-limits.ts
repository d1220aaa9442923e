// What an ordinary user needs to create a group (reference §8): enough solved problems, few groups created in
// the last 24 hours and few owned, as the site's switches set them. The admin roles are exempt. Runs under the
// user's GroupCreate lock.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { isAdminRole } from '@verdict/shared';
import type { Tx } from '../../db/client.ts';
import { lockUser, UserLock } from '../../db/user-lock.ts';
import { badRequest } from '../../plugins/app/errors.ts';
import { getSwitchConfig } from '../site/index.ts';
import { solvedProblemCount } from '../submissions/index.ts';
import type { Member } from './access.ts';
import { groups } from './tables.ts';

const solvedCount = (tx: Tx, uid: string) => solvedProblemCount(tx, uid);

async function ownedCounts(tx: Tx, uid: string): Promise<{ owned: number; lastDay: number }> {
  const [row] = await tx
    .select({
      owned: count(),
      lastDay: sql<number>`(count(*) filter (where ${gt(groups.gmtCreate, sql`now() - interval '24 hours'`)}))::int`,
    })
    .from(groups)
    .where(and(eq(groups.uid, uid)));
  return row;
}

export async function checkCreateLimits(tx: Tx, caller: Member): Promise<void> {
  if (isAdminRole(caller.role)) return;
  await lockUser(tx, UserLock.GroupCreate, caller.uid);
  const limits = await getSwitchConfig(tx);
  const solved = limits.defaultCreateGroupACInitValue;
  if ((await solvedCount(tx, caller.uid)) < solved) throw badRequest('Group_create_solved_required', { count: solved });
  const { owned, lastDay } = await ownedCounts(tx, caller.uid);
  const perDay = limits.defaultCreateGroupDailyLimit;
  if (lastDay >= perDay) throw badRequest('Group_create_daily_limit', { count: perDay });
  if (owned >= limits.defaultCreateGroupLimit) throw badRequest('Group_owned_limit', { count: limits.defaultCreateGroupLimit });
}
