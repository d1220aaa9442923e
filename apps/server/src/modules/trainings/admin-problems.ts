// A training's problems in administration: its list (any auth, with each problem's rank), the picker of problems
// it may take and does not have yet (scope.ts: public ones, plus its group's for a group training), adding one
// (it goes last), moving and removing one; each under a TrainingAdmin's rules. A training split into chapters
// takes no problems: its chapters do (the same calls with the chapter's id; a chapter shows its training's bank).
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { TRAINING_LIMITS, type AdminTrainingProblem, type PageResult, type Pagination } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { offsetOf, page } from '../../db/pagination.ts';
import { badRequest, notFound } from '../../plugins/app/errors.ts';
import {
  localProblemCondition,
  pickedProblemFields,
  problemCheck,
  problemKeywordCondition,
  problemMeets,
  problemNotAmong,
  problemPickerPage,
} from '../problems/index.ts';
import type { TrainingAdmin } from './admin-access.ts';
import { withChapters } from './chapter-admin.ts';
import type { TrainingRow } from './access.ts';
import { trainingBank } from './scope.ts';
import { trainingProblems, trainings } from './tables.ts';

export interface AdminTrainingProblemQuery extends Pagination {
  tid: number;
  keyword?: string;
  queryExisted: boolean;
}

const pidsOfTraining = (tid: number) => sql`select ${trainingProblems.pid} from ${trainingProblems} where ${trainingProblems.tid} = ${tid}`;

/** The local problems the training may take. */
const takeable = (training: Pick<TrainingRow, 'gid'>) => and(trainingBank(training.gid), localProblemCondition())!;

async function problemsInTraining(db: Db, query: AdminTrainingProblemQuery): Promise<PageResult<AdminTrainingProblem>> {
  const keyword = problemKeywordCondition(query.keyword);
  const condition = and(eq(trainingProblems.tid, query.tid), keyword ? problemMeets(trainingProblems.pid, keyword) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...pickedProblemFields(trainingProblems.pid), rank: trainingProblems.rank })
      .from(trainingProblems)
      .where(condition)
      .orderBy(asc(trainingProblems.rank), asc(trainingProblems.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(trainingProblems).where(condition),
  ]);
  return page(rows, total);
}

/** The picker: takeable problems not in the training, in display-id order. */
async function problemsToAdd(db: Db, training: TrainingRow, query: AdminTrainingProblemQuery): Promise<PageResult<AdminTrainingProblem>> {
  const condition = and(takeable(training), problemNotAmong(pidsOfTraining(query.tid)), problemKeywordCondition(query.keyword))!;
  const { rows, total } = await problemPickerPage(db, condition, query);
  return page(
    rows.map((r) => ({ ...r, rank: null })),
    total,
  );
}

export async function listAdminTrainingProblems(
  db: Db,
  admin: TrainingAdmin,
  query: AdminTrainingProblemQuery,
): Promise<PageResult<AdminTrainingProblem>> {
  const training = await withChapters(admin).listOf(db, query.tid);
  return query.queryExisted ? problemsInTraining(db, query) : problemsToAdd(db, training, query);
}

const touch = (tx: Tx, tid: number) => tx.update(trainings).set({ gmtModified: new Date() }).where(eq(trainings.id, tid));

/** 404 unknown, 400 a problem the training may not take (another group's ones are refused by name). */
async function assertTakeable(tx: Tx, training: TrainingRow, pid: number): Promise<void> {
  const problem = await problemCheck(tx, pid, takeable(training));
  if (!problem) throw notFound('Training_problem_not_found');
  if (problem.ok) return;
  if (training.gid === null) throw badRequest('Training_problem_not_public');
  throw badRequest(
    problem.gid !== null && problem.gid !== training.gid ? 'Group_training_problem_other_group' : 'Group_training_problem_not_allowed',
  );
}

export async function addTrainingProblem(db: Db, admin: TrainingAdmin, tid: number, pid: number): Promise<void> {
  await db.transaction(async (tx) => {
    const training = await withChapters(admin).editable(tx, tid);
    if (training.hasChapter) throw badRequest('Training_chapter_problems_in_chapters');
    await assertTakeable(tx, training, pid);
    // Last in the training: one past its highest rank, the default rank for the first.
    const [{ last }] = await tx
      .select({ last: sql<number | null>`max(${trainingProblems.rank})` })
      .from(trainingProblems)
      .where(eq(trainingProblems.tid, tid));
    const rank = last === null ? TRAINING_LIMITS.rankDefault : Math.min(last + 1, TRAINING_LIMITS.rankMax);
    const added = await tx.insert(trainingProblems).values({ tid, pid, rank }).onConflictDoNothing().returning({ id: trainingProblems.id });
    if (!added.length) throw badRequest('Training_problem_exists');
    await touch(tx, tid);
  });
}

const link = (tid: number, pid: number): SQL => and(eq(trainingProblems.tid, tid), eq(trainingProblems.pid, pid))!;

export async function setTrainingProblemRank(db: Db, admin: TrainingAdmin, tid: number, pid: number, rank: number): Promise<void> {
  await db.transaction(async (tx) => {
    await withChapters(admin).editable(tx, tid);
    const updated = await tx
      .update(trainingProblems)
      .set({ rank, gmtModified: new Date() })
      .where(link(tid, pid))
      .returning({ id: trainingProblems.id });
    if (!updated.length) throw notFound('Training_problem_not_in_training');
    await touch(tx, tid);
  });
}

/** Any problem may leave (another group's too, spec 002 §6). */
export async function removeTrainingProblem(db: Db, admin: TrainingAdmin, tid: number, pid: number): Promise<void> {
  await db.transaction(async (tx) => {
    await withChapters(admin).editable(tx, tid);
    const removed = await tx.delete(trainingProblems).where(link(tid, pid)).returning({ id: trainingProblems.id });
    if (!removed.length) throw notFound('Training_problem_not_in_training');
    await touch(tx, tid);
  });
}
