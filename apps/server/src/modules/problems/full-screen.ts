// get-full-screen-problem-list: the problem strip of a training's or contest's focus mode. Trainings and
// contest problem lists do not exist yet, so every training is unknown (404) and a known contest has no problems.
import { and, eq } from 'drizzle-orm';
import type { FullScreenProblem } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app/errors.ts';
import { contests } from '../contests/tables.ts';

export async function fullScreenProblemList(db: Db, target: { tid?: number; cid?: number }): Promise<FullScreenProblem[]> {
  if (target.cid === undefined) throw notFound('Problem_training_not_found');
  const [contest] = await db.select({ id: contests.id }).from(contests).where(and(eq(contests.id, target.cid), eq(contests.visible, true)));
  if (!contest) throw notFound('Problem_contest_not_found');
  return [];
}
