// Who may use the contest admin helpers (spec 001 §2, §6): the contest's admins (root and its creator).
import type { Db } from '../../db/client.ts';
import { forbidden, unauthorized } from '../../plugins/app/errors.ts';
import { isContestAdmin, visibleContest, type Caller, type ContestRow } from './access.ts';

/** The visible contest if the caller administers it: 404 unknown, 401 visitors, 403 others. */
export async function administeredContest(db: Db, cid: number, viewer: Caller): Promise<ContestRow> {
  if (viewer === null) throw unauthorized();
  const contest = await visibleContest(db, cid, viewer);
  if (!isContestAdmin(viewer, contest)) throw forbidden('Contest_admin_only');
  return contest;
}
