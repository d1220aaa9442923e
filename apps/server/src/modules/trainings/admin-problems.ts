// A training's problems in administration: its list (any auth, with each problem's rank), the picker of problems
// it may take and does not have yet (scope.ts: public ones, plus its group's for a group training), adding one
// (it goes last), moving and removing one; each under a TrainingAdmin's rules.
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { TRAINING_LIMITS, type AdminTrainingProblem, type PageResult, type Pagination } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { offsetOf, page } from '../../db/pagination.ts';
import { badRequest, notFound } from '../../plugins/app/errors.ts';
import { containing } from '../../db/like-pattern.ts';
import { problems } from '../problems/tables.ts';
import type { TrainingAdmin } from './admin-access.ts';
import type { TrainingRow } from './access.ts';
import { trainingBank } from './scope.ts';
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

/** The local problems the training may take. */
const takeable = (training: Pick<TrainingRow, 'gid'>) => and(trainingBank(training.gid), eq(problems.isRemote, false))!;

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

/** The picker: takeable problems not in the training, in display-id order. */
async function problemsToAdd(db: Db, training: TrainingRow, query: AdminTrainingProblemQuery): Promise<PageResult<AdminTrainingProblem>> {
  const condition = and(takeable(training), sql`${problems.id} not in (${pidsOfTraining(query.tid)})`, keywordCondition(query.keyword));
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

export async function listAdminTrainingProblems(db: Db, admin: TrainingAdmin, query: AdminTrainingProblemQuery): Promise<PageResult<AdminTrainingProblem>> {
  const training = await admin.listOf(db, query.tid);
  return query.queryExisted ? problemsInTraining(db, query) : problemsToAdd(db, training, query);
}

const touch = (tx: Tx, tid: number) => tx.update(trainings).set({ gmtModified: new Date() }).where(eq(trainings.id, tid));

/** 404 unknown, 400 a problem the training may not take (another group's ones are refused by name). */
async function assertTakeable(tx: Tx, training: TrainingRow, pid: number): Promise<void> {
  const [problem] = await tx.select({ gid: problems.gid, ok: takeable(training).mapWith(Boolean) }).from(problems).where(eq(problems.id, pid));
  if (!problem) throw notFound('Training_problem_not_found');
  if (problem.ok) return;
  if (training.gid === null) throw badRequest('Training_problem_not_public');
  throw badRequest(problem.gid !== null && problem.gid !== training.gid ? 'Group_training_problem_other_group' : 'Group_training_problem_not_allowed');
}

export async function addTrainingProblem(db: Db, admin: TrainingAdmin, tid: number, pid: number): Promise<void> {
  await db.transaction(async (tx) => {
    const training = await admin.editable(tx, tid);
    await assertTakeable(tx, training, pid);
    // Last in the training: one past its highest rank, the default rank for the first.
    const [{ last }] = await tx.select({ last: sql<number | null>`max(${trainingProblems.rank})` }).from(trainingProblems).where(eq(trainingProblems.tid, tid));
    const rank = last === null ? TRAINING_LIMITS.rankDefault : Math.min(last + 1, TRAINING_LIMITS.rankMax);
    const added = await tx.insert(trainingProblems).values({ tid, pid, rank }).onConflictDoNothing().returning({ id: trainingProblems.id });
    if (!added.length) throw badRequest('Training_problem_exists');
    await touch(tx, tid);
  });
}

const link = (tid: number, pid: number): SQL => and(eq(trainingProblems.tid, tid), eq(trainingProblems.pid, pid))!;

export async function setTrainingProblemRank(db: Db, admin: TrainingAdmin, tid: number, pid: number, rank: number): Promise<void> {
  await db.transaction(async (tx) => {
    await admin.editable(tx, tid);
    const updated = await tx.update(trainingProblems).set({ rank, gmtModified: new Date() }).where(link(tid, pid)).returning({ id: trainingProblems.id });
    if (!updated.length) throw notFound('Training_problem_not_in_training');
    await touch(tx, tid);
  });
}

/** Any problem may leave (another group's too, spec 002 §6). */
export async function removeTrainingProblem(db: Db, admin: TrainingAdmin, tid: number, pid: number): Promise<void> {
  await db.transaction(async (tx) => {
    await admin.editable(tx, tid);
    const removed = await tx.delete(trainingProblems).where(link(tid, pid)).returning({ id: trainingProblems.id });
    if (!removed.length) throw notFound('Training_problem_not_in_training');
    await touch(tx, tid);
  });
}
