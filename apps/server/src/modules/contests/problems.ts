// A contest's problems as the site shows them (spec 001 §3 "Contest problem"): display-id order, ac and total
// from the contest's own submissions (those after the end only with containsEnd), the caller's status and, in
// OI contests, score; one problem's page; and the focus-mode strip.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { ContestStatus, JudgeStatus, type ContestProblem, type ContestProblemDetail, type FullScreenProblem } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../plugins/app/errors.ts';
import { acAndTotal, contestScope as submissionsOfContest, userStatuses } from '../submissions/index.ts';
import { problemDetailByPid } from '../problems/index.ts';
import { ProblemAuth } from '../problems/index.ts';
import { isContestAdmin, openContest, statusOf, type Caller, type ContestRow } from './access.ts';
import { resultRulesOf } from './result-rules.ts';
import { contestProblems } from './tables.ts';

const linkColumns = {
  pid: contestProblems.pid,
  displayId: contestProblems.displayId,
  displayTitle: contestProblems.displayTitle,
  color: contestProblems.color,
};
type Link = { pid: number; displayId: string; displayTitle: string; color: string | null };

/** Display-id order: shorter ids first (B before AA, 2 before 10), then by the id. */
export async function linksOf(db: Db, cid: number): Promise<Link[]> {
  return db
    .select(linkColumns)
    .from(contestProblems)
    .where(eq(contestProblems.cid, cid))
    .orderBy(asc(sql`length(${contestProblems.displayId})`), asc(contestProblems.displayId));
}

/** The contest's problem under its display id, or undefined. */
export async function linkByDisplayId(db: Db | Tx, cid: number, displayId: string): Promise<Link | undefined> {
  const [row] = await db
    .select(linkColumns)
    .from(contestProblems)
    .where(and(eq(contestProblems.cid, cid), eq(contestProblems.displayId, displayId)));
  return row;
}

/** The contest's submissions that count: before the end, or all of them with containsEnd. */
const contestScope = (contest: ContestRow, containsEnd: boolean): SQL =>
  submissionsOfContest(contest.id, containsEnd ? null : contest.endTime);

/**
 * get-contest-problem. While the board is sealed for the caller (reference §5.6) the counts stop at the seal, and in
 * OI contests a problem the caller submitted after the seal shows "Submitted Unknown Result" without a score.
 */
export async function contestProblemList(db: Db, cid: number, containsEnd: boolean, caller: Caller): Promise<ContestProblem[]> {
  const { contest, viewer } = await openContest(db, cid, caller);
  const links = await linksOf(db, cid);
  const pids = links.map((l) => l.pid);
  const rules = resultRulesOf(contest, viewer);
  const sealedFrom = rules.admin ? null : rules.sealedFrom;
  const scope = contestScope(contest, containsEnd);
  const countScope = sealedFrom ? submissionsOfContest(contest.id, sealedFrom) : scope;
  const withheldScope = sealedFrom && rules.oi ? submissionsOfContest(contest.id, null, false, sealedFrom) : null;
  const [counts, statuses, withheld] = await Promise.all([
    acAndTotal(db, pids, countScope),
    userStatuses(db, viewer.uid, pids, scope),
    withheldScope ? userStatuses(db, viewer.uid, pids, withheldScope) : null,
  ]);
  return links.map((link) => {
    const hidden = withheld !== null && withheld.get(link.pid)!.status !== JudgeStatus.NotSubmitted;
    const mine = hidden ? { status: JudgeStatus.SubmittedUnknownResult, score: null } : statuses.get(link.pid)!;
    return { ...link, ...(counts.get(link.pid) ?? { ac: 0, total: 0 }), myStatus: mine.status, ...(rules.oi ? { score: mine.score } : {}) };
  });
}

/** get-contest-problem-details: the problem page, its source and author withheld from non-admins until the end (reference §4). */
export async function contestProblemDetail(db: Db, cid: number, displayId: string, caller: Caller): Promise<ContestProblemDetail> {
  const { contest, viewer } = await openContest(db, cid, caller);
  const link = await linkByDisplayId(db, cid, displayId);
  if (!link) throw notFound('Contest_problem_not_found');
  const detail = await problemDetailByPid(db, link.pid);
  // A problem hidden after it joined the contest stays with the contest's admins.
  if (detail.problem.auth === ProblemAuth.Hidden && !isContestAdmin(viewer, contest)) throw notFound('Contest_problem_not_found');
  const withheld = statusOf(contest) !== ContestStatus.Ended && !isContestAdmin(viewer, contest);
  const problem = withheld ? { ...detail.problem, source: '', author: null } : detail.problem;
  return { ...detail, problem, contestProblem: link };
}

/** The focus-mode strip of a contest: its problems under their display ids and titles, with the caller's status. */
export async function contestFullScreenList(db: Db, cid: number, caller: Caller): Promise<FullScreenProblem[]> {
  const { contest, viewer } = await openContest(db, cid, caller);
  const links = await linksOf(db, cid);
  const statuses = await userStatuses(
    db,
    viewer.uid,
    links.map((l) => l.pid),
    contestScope(contest, true),
  );
  return links.map((l) => ({ pid: l.pid, problemId: l.displayId, title: l.displayTitle, myStatus: statuses.get(l.pid)!.status }));
}
