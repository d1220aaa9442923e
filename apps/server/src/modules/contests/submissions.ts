// contest-submissions (spec 001 §7): the contest's submissions, newest first, as get-submission-list answers
// them; for those who may read the contest. Filters: onlyMine, problemID (the contest display id, exact),
// username and status. Real names only for the contest's admins.
import { and, eq } from 'drizzle-orm';
import type { ContestSubmissionListQuery, PageResult, Submission } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { submissionPage } from '../submissions/index.ts';
import { submissions } from '../submissions/tables.ts';
import { isContestAdmin, openContest, type Caller } from './access.ts';

export async function contestSubmissionList(db: Db, query: ContestSubmissionListQuery, caller: Caller): Promise<PageResult<Submission>> {
  const { contest, viewer } = await openContest(db, query.cid, caller);
  const where = and(
    eq(submissions.cid, contest.id),
    query.onlyMine ? eq(submissions.uid, viewer.uid) : undefined,
    query.problemID !== undefined ? eq(submissions.displayPid, query.problemID) : undefined,
    query.username !== undefined ? eq(submissions.username, query.username) : undefined,
    query.status !== undefined ? eq(submissions.status, query.status) : undefined,
  )!;
  return submissionPage(db, where, query, isContestAdmin(viewer, contest));
}
