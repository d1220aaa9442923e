// contest-submissions (spec 001 §7): the contest's submissions, newest first, as get-submission-list answers
// them; for those who may read the contest. Filters: onlyMine, problemID (the contest display id, exact),
// username and status. Real names only for the contest's admins. For the others (reference §5.6): while sealed,
// only the rows before the seal and their own (OI results after the seal withheld); while running, other users'
// time, memory and length are not shown.
import type { ContestSubmissionListQuery, PageResult, Submission } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { contestSubmissionPage, resultWithheld, withheldSubmission } from '../submissions/index.ts';
import { openContest, type Caller } from './access.ts';
import { resultRulesOf } from './result-rules.ts';

export async function contestSubmissionList(db: Db, query: ContestSubmissionListQuery, caller: Caller): Promise<PageResult<Submission>> {
  const { contest, viewer } = await openContest(db, query.cid, caller);
  const rules = resultRulesOf(contest, viewer);
  const filters = {
    uid: query.onlyMine ? viewer.uid : undefined,
    displayPid: query.problemID,
    username: query.username,
    status: query.status,
    sealed: !rules.admin && rules.sealedFrom ? { from: rules.sealedFrom, ownUid: viewer.uid } : undefined,
  };
  const page = await contestSubmissionPage(db, contest.id, filters, query, rules.admin);
  if (rules.admin) return page;
  const records = page.records.map((row) => {
    const shown = resultWithheld(rules, row) ? withheldSubmission(row) : row;
    return rules.running && row.uid !== viewer.uid ? { ...shown, time: null, memory: null, length: 0 } : shown;
  });
  return { ...page, records };
}
