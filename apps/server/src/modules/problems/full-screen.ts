// get-full-screen-problem-list: the problem strip of a training's or contest's focus mode. A training's comes
// from the trainings module; contest problem lists do not exist yet, so a known contest has no problems.
import { and, eq } from 'drizzle-orm';
import type { FullScreenProblem } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app/errors.ts';
import { contests } from '../contests/tables.ts';
import { trainingFullScreenList } from '../trainings/problems.ts';
import type { Caller } from '../trainings/access.ts';

export async function fullScreenProblemList(db: Db, target: { tid?: number; cid?: number }, viewer: Caller): Promise<FullScreenProblem[]> {
  if (target.tid !== undefined) return trainingFullScreenList(db, target.tid, viewer);
  const [contest] = await db.select({ id: contests.id }).from(contests).where(and(eq(contests.id, target.cid!), eq(contests.visible, true)));
  if (!contest) throw notFound('Problem_contest_not_found');
  return [];
}
