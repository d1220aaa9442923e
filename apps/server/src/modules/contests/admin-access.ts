// Contest administration rights (reference §10, like trainings): every admin role creates contests; root edits
// every one, the other admin roles only those they created (the contest's admins, access.ts); a group contest also
// its group's root, and it does not exist for those outside its group.
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../plugins/app/errors.ts';
import type { Manager } from '../problems/index.ts';
import { isContestAdmin, readableContest, type ContestRow } from './access.ts';

export type { Manager };

/** The contest if the caller may edit it (404 unknown or outside the caller's groups, 403 someone else's). */
export async function editableContest(db: Db, user: Manager, cid: number): Promise<ContestRow> {
  const contest = await readableContest(db, cid, user);
  if (!contest) throw notFound('Contest_not_found');
  if (!isContestAdmin(user, contest)) throw forbidden('Contest_edit_forbidden');
  return contest;
}
