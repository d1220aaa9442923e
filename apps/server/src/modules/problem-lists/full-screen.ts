// get-full-screen-problem-list: the problem strip of a training's, contest's or group's focus mode, from the
// trainings, contests and groups modules under their own access rules.
import type { FullScreenProblem } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { contestFullScreenList } from '../contests/index.ts';
import { groupFullScreenList } from '../groups/index.ts';
import { trainingFullScreenList } from '../trainings/index.ts';
import type { Caller } from '../trainings/index.ts';

export function fullScreenProblemList(
  db: Db,
  target: { tid?: number; cid?: number; gid?: number },
  viewer: Caller,
): Promise<FullScreenProblem[]> {
  if (target.tid !== undefined) return trainingFullScreenList(db, target.tid, viewer);
  if (target.gid !== undefined) return groupFullScreenList(db, target.gid, viewer);
  return contestFullScreenList(db, target.cid!, viewer);
}
