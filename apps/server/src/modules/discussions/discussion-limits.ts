// Posting thresholds (reference §9, §10): outside the admin roles, a post needs enough solved problems and stays
// within a number of posts per rolling 24 hours (site and group posts together) — the site's switches for site
// posts, fixed numbers for group posts. Runs under the user's lock, so parallel posts cannot pass the limit.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { DISCUSSION_LIMITS, isAdminRole } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { lockUser, UserLock } from '../../db/user-lock.ts';
import { badRequest } from '../../plugins/app/errors.ts';
import { getSwitchConfig } from '../site/index.ts';
import { solvedProblemCount } from '../submissions/index.ts';
import type { Poster } from './discussion-access.ts';
import { discussions } from './tables.ts';

export interface PostingLimits {
  solved: number;
  daily: number;
}

/** The thresholds that apply to a post in the group (or the site, null). */
export async function postingLimits(db: Db, gid: number | null): Promise<PostingLimits> {
  if (gid !== null) return { solved: DISCUSSION_LIMITS.groupDiscussionAc, daily: DISCUSSION_LIMITS.groupDiscussionDaily };
  const config = await getSwitchConfig(db);
  return { solved: config.defaultCreateDiscussionACInitValue, daily: config.defaultCreateDiscussionDailyLimit };
}

async function postsLastDay(tx: Tx, uid: string): Promise<number> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(discussions)
    .where(and(eq(discussions.uid, uid), gt(discussions.gmtCreate, sql`now() - interval '24 hours'`)));
  return n;
}

export async function checkPostingLimits(tx: Tx, poster: Poster, limits: PostingLimits): Promise<void> {
  if (isAdminRole(poster.role)) return;
  await lockUser(tx, UserLock.DiscussionPost, poster.uid);
  if ((await solvedProblemCount(tx, poster.uid)) < limits.solved) throw badRequest('Discussion_solved_required', { count: limits.solved });
  if ((await postsLastDay(tx, poster.uid)) >= limits.daily) throw badRequest('Discussion_daily_limit', { count: limits.daily });
}
