// A contest's problems in the back office: its list, the picker of public problems not in it yet, adding one
// from the public bank (it becomes contest-only, reference §4), editing its display id, title and colour, and
// removing it with its contest submissions. A contest-only problem no contest holds any more becomes public
// again (our rule: the reference leaves it contest-only).
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminContestProblem, AdminContestProblemPage, PageResult, Pagination } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { containing } from '../../db/like-pattern.ts';
import { offsetOf, page } from '../../db/pagination.ts';
import { badRequest, notFound } from '../../plugins/app/errors.ts';
import {
  bankCondition,
  contestCandidate,
  findProblem,
  localProblemCondition,
  makeContestOnly,
  pickedProblemFields,
  problemKeywordCondition,
  problemMeets,
  problemNotAmong,
  problemListChanged,
  problemPickerPage,
  releaseContestOnly,
} from '../problems/index.ts';
import { deleteContestSubmissions, renameSubmittedProblem } from '../submissions/index.ts';
import { siteContest } from './access.ts';
import { editableContest, type Manager } from './admin-access.ts';
import { linkByDisplayId } from './problems.ts';
import { contestProblems, contests } from './tables.ts';

export interface AdminContestProblemQuery extends Pagination {
  cid: number;
  keyword?: string;
  queryExisted: boolean;
}

async function problemsInContest(db: Db, query: AdminContestProblemQuery): Promise<PageResult<AdminContestProblem>> {
  const keyword = query.keyword
    ? or(
        problemMeets(contestProblems.pid, problemKeywordCondition(query.keyword)),
        ilike(contestProblems.displayId, containing(query.keyword)),
      )
    : undefined;
  const condition = and(eq(contestProblems.cid, query.cid), keyword);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        ...pickedProblemFields(contestProblems.pid),
        displayId: contestProblems.displayId,
        displayTitle: contestProblems.displayTitle,
        color: contestProblems.color,
      })
      .from(contestProblems)
      .where(condition)
      .orderBy(asc(sql`length(${contestProblems.displayId})`), asc(contestProblems.displayId))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(contestProblems).where(condition),
  ]);
  return page(rows, total);
}

/** The picker: public local problems not in the contest, in display-id order. */
async function problemsToAdd(db: Db, query: AdminContestProblemQuery): Promise<PageResult<AdminContestProblem>> {
  const inContest = sql`select ${contestProblems.pid} from ${contestProblems} where ${contestProblems.cid} = ${query.cid}`;
  const condition = and(
    bankCondition(undefined),
    localProblemCondition(),
    problemNotAmong(inContest),
    problemKeywordCondition(query.keyword),
  )!;
  const { rows, total } = await problemPickerPage(db, condition, query, true);
  return page(
    rows.map((r) => ({ ...r, displayId: null, displayTitle: null, color: null })),
    total,
  );
}

/** Listing is open to every admin role (nothing secret); changing needs edit rights. */
export async function listAdminContestProblems(db: Db, query: AdminContestProblemQuery): Promise<AdminContestProblemPage> {
  if (!(await siteContest(db, query.cid))) throw notFound('Contest_not_found');
  return contestProblemPage(db, query);
}

/** The problems of a contest the caller has already been checked against (group contests). */
export async function contestProblemPage(db: Db, query: AdminContestProblemQuery): Promise<AdminContestProblemPage> {
  const problemList = await (query.queryExisted ? problemsInContest(db, query) : problemsToAdd(db, query));
  const contestProblemMap = Object.fromEntries(
    problemList.records
      .filter((r) => r.displayId !== null)
      .map(({ pid, displayId, displayTitle, color }) => [pid, { displayId, displayTitle, color }]),
  );
  return { problemList, contestProblemMap };
}

const touch = (tx: Tx, cid: number) => tx.update(contests).set({ gmtModified: new Date() }).where(eq(contests.id, cid));
const link = (cid: number, pid: number): SQL => and(eq(contestProblems.cid, cid), eq(contestProblems.pid, pid))!;

export async function assertDisplayIdFree(tx: Tx, cid: number, displayId: string, exceptPid?: number): Promise<void> {
  const taken = await linkByDisplayId(tx, cid, displayId);
  if (taken && taken.pid !== exceptPid) throw badRequest('Contest_display_id_exists');
}

export async function addProblemFromPublic(db: Db, user: Manager, request: { cid: number; pid: number; displayId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await editableContest(tx, user, request.cid);
    const problem = await contestCandidate(tx, request.pid);
    if (!problem) throw notFound('Contest_problem_not_found');
    const [already] = await tx.select({ id: contestProblems.id }).from(contestProblems).where(link(request.cid, request.pid));
    if (already) throw badRequest('Contest_problem_exists');
    if (!problem.public || problem.isRemote) throw badRequest('Contest_problem_not_public');
    await assertDisplayIdFree(tx, request.cid, request.displayId);
    await tx
      .insert(contestProblems)
      .values({ cid: request.cid, pid: request.pid, displayId: request.displayId, displayTitle: problem.title });
    await makeContestOnly(tx, request.pid);
    await touch(tx, request.cid);
  });
  problemListChanged();
}

/** Group contests take their own group's problems as they are (HOJ add-contest-problem): no public check. */
export async function addGroupProblem(db: Db, user: Manager, request: { cid: number; pid: number; displayId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const contest = await editableContest(tx, user, request.cid);
    const problem = await findProblem(tx, request.pid);
    if (contest.gid === null || !problem || problem.gid !== contest.gid) throw notFound('Contest_problem_not_found');
    const [already] = await tx.select({ id: contestProblems.id }).from(contestProblems).where(link(request.cid, request.pid));
    if (already) throw badRequest('Contest_problem_exists');
    await assertDisplayIdFree(tx, request.cid, request.displayId);
    await tx
      .insert(contestProblems)
      .values({ cid: request.cid, pid: request.pid, displayId: request.displayId, displayTitle: problem.title });
    await touch(tx, request.cid);
  });
}

/** A new display id is rewritten on the problem's contest submissions, which keep it as their displayPid. */
export async function updateContestProblem(
  db: Db,
  user: Manager,
  request: { cid: number; pid: number; displayId: string; displayTitle: string; color?: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    await editableContest(tx, user, request.cid);
    const [current] = await tx.select({ displayId: contestProblems.displayId }).from(contestProblems).where(link(request.cid, request.pid));
    if (!current) throw notFound('Contest_problem_not_in_contest');
    await assertDisplayIdFree(tx, request.cid, request.displayId, request.pid);
    await tx
      .update(contestProblems)
      .set({
        displayId: request.displayId,
        displayTitle: request.displayTitle,
        // An absent colour keeps the current one; null clears it.
        ...(request.color !== undefined ? { color: request.color } : {}),
        gmtModified: new Date(),
      })
      .where(link(request.cid, request.pid));
    if (current.displayId !== request.displayId) {
      await renameSubmittedProblem(tx, request.pid, request.displayId, request.cid);
    }
    await touch(tx, request.cid);
  });
}

/** Its contest submissions go with it (reference §4). */
export async function removeContestProblem(db: Db, user: Manager, cid: number, pid: number): Promise<void> {
  await db.transaction(async (tx) => {
    await editableContest(tx, user, cid);
    const removed = await tx.delete(contestProblems).where(link(cid, pid)).returning({ id: contestProblems.id });
    if (!removed.length) throw notFound('Contest_problem_not_in_contest');
    await deleteContestSubmissions(tx, cid, pid);
    await releaseProblems(tx, [pid]);
    await touch(tx, cid);
  });
  problemListChanged();
}

/** Contest-only problems among `pids` that no contest holds any more become public again (the caller calls problemListChanged once committed). */
export async function releaseProblems(tx: Tx, pids: number[]): Promise<void> {
  await releaseContestOnly(tx, pids, sql`select ${contestProblems.pid} from ${contestProblems}`);
}
