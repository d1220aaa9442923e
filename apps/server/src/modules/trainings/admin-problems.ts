// A training's problems in the back office: its list (any auth, with each problem's rank), the picker of public
// problems not in it yet, adding one from the public bank (it goes last), moving and removing one.
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { TRAINING_LIMITS, type AdminTrainingProblem, type PageResult, type Pagination } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { offsetOf, page } from '../../db/pagination.ts';
import { badRequest, notFound } from '../../plugins/app/errors.ts';
import { containing } from '../../db/like-pattern.ts';
import { problems } from '../problems/tables.ts';
import { bankCondition } from '../problems/visibility.ts';
import { editableTraining, type Manager } from './admin-access.ts';
import { siteTraining } from './access.ts';
import { trainingProblems, trainings } from './tables.ts';

export interface AdminTrainingProblemQuery extends Pagination {
  tid: number;
  keyword?: string;
  queryExisted: boolean;
}

const problemColumns = { pid: problems.id, problemId: problems.problemId, title: problems.title, author: problems.author, auth: problems.auth };

const keywordCondition = (keyword: string | undefined) =>
  keyword ? or(ilike(problems.problemId, containing(keyword)), ilike(problems.title, containing(keyword))) : undefined;

const pidsOfTraining = (tid: number) => sql`select ${trainingProblems.pid} from ${trainingProblems} where ${trainingProblems.tid} = ${tid}`;

async function problemsInTraining(db: Db, query: AdminTrainingProblemQuery): Promise<PageResult<AdminTrainingProblem>> {
  const condition = and(eq(trainingProblems.tid, query.tid), keywordCondition(query.keyword));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...problemColumns, rank: trainingProblems.rank })
      .from(trainingProblems)
      .innerJoin(problems, eq(problems.id, trainingProblems.pid))
      .where(condition)
      .orderBy(asc(trainingProblems.rank), asc(trainingProblems.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(trainingProblems).innerJoin(problems, eq(problems.id, trainingProblems.pid)).where(condition),
  ]);
  return page(rows, total);
}

/** The picker: public local problems not in the training, in display-id order. */
async function problemsToAdd(db: Db, query: AdminTrainingProblemQuery): Promise<PageResult<AdminTrainingProblem>> {
  const condition = and(bankCondition(undefined), eq(problems.isRemote, false), sql`${problems.id} not in (${pidsOfTraining(query.tid)})`, keywordCondition(query.keyword));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(problemColumns)
      .from(problems)
      .where(condition)
      .orderBy(sql`length(${problems.problemId})`, asc(problems.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(problems).where(condition),
  ]);
  return page(
    rows.map((r) => ({ ...r, rank: null })),
    total,
  );
}

/** Any admin role reads the list (it holds nothing secret); changing it needs edit rights. */
export async function listAdminTrainingProblems(db: Db, query: AdminTrainingProblemQuery): Promise<PageResult<AdminTrainingProblem>> {
  if (!(await siteTraining(db, query.tid))) throw notFound('Training_not_found');
  return query.queryExisted ? problemsInTraining(db, query) : problemsToAdd(db, query);
}

const touch = (tx: Tx, tid: number) => tx.update(trainings).set({ gmtModified: new Date() }).where(eq(trainings.id, tid));

export async function addProblemFromPublic(db: Db, user: Manager, tid: number, pid: number): Promise<void> {
  await db.transaction(async (tx) => {
    await editableTraining(tx, user, tid);
    const [problem] = await tx.select({ id: problems.id, isRemote: problems.isRemote, public: bankCondition(undefined).mapWith(Boolean) }).from(problems).where(eq(problems.id, pid));
    if (!problem) throw notFound('Training_problem_not_found');
    if (!problem.public || problem.isRemote) throw badRequest('Training_problem_not_public');
    // Last in the training: one past its highest rank, the default rank for the first.
    const [{ last }] = await tx.select({ last: sql<number | null>`max(${trainingProblems.rank})` }).from(trainingProblems).where(eq(trainingProblems.tid, tid));
    const rank = last === null ? TRAINING_LIMITS.rankDefault : Math.min(last + 1, TRAINING_LIMITS.rankMax);
    const added = await tx.insert(trainingProblems).values({ tid, pid, rank }).onConflictDoNothing().returning({ id: trainingProblems.id });
    if (!added.length) throw badRequest('Training_problem_exists');
    await touch(tx, tid);
  });
}

const link = (tid: number, pid: number): SQL => and(eq(trainingProblems.tid, tid), eq(trainingProblems.pid, pid))!;

export async function setTrainingProblemRank(db: Db, user: Manager, tid: number, pid: number, rank: number): Promise<void> {
  await db.transaction(async (tx) => {
    await editableTraining(tx, user, tid);
    const updated = await tx.update(trainingProblems).set({ rank, gmtModified: new Date() }).where(link(tid, pid)).returning({ id: trainingProblems.id });
    if (!updated.length) throw notFound('Training_problem_not_in_training');
    await touch(tx, tid);
  });
}

export async function removeTrainingProblem(db: Db, user: Manager, tid: number, pid: number): Promise<void> {
  await db.transaction(async (tx) => {
    await editableTraining(tx, user, tid);
    const removed = await tx.delete(trainingProblems).where(link(tid, pid)).returning({ id: trainingProblems.id });
    if (!removed.length) throw notFound('Training_problem_not_in_training');
    await touch(tx, tid);
  });
}
