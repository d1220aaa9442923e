// contest-submissions (spec 001 §7): the contest's submissions, newest first, as get-submission-list answers
// them; for those who may read the contest. Filters: onlyMine, problemID (the contest display id, exact),
// username and status. Real names only for the contest's admins.
import type { ContestSubmissionListQuery, PageResult, Submission } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { contestSubmissionPage } from '../submissions/index.ts';
import { isContestAdmin, openContest, type Caller } from './access.ts';

export async function contestSubmissionList(db: Db, query: ContestSubmissionListQuery, caller: Caller): Promise<PageResult<Submission>> {
  const { contest, viewer } = await openContest(db, query.cid, caller);
  const filters = {
    uid: query.onlyMine ? viewer.uid : undefined,
    displayPid: query.problemID,
    username: query.username,
    status: query.status,
  };
  return contestSubmissionPage(db, contest.id, filters, query, isContestAdmin(viewer, contest));
}
