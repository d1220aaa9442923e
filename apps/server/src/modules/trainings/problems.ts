// A training's problems as the site shows them (reference §7): public (auth 1) problems only (plus its group's
// public ones for a group training: scope.ts), in the training's order (rank, then when added), with tags, the global non-contest counts and the viewer's status.
// A training split into chapters shows its visible chapters' problems (docs/trainings-chapters.md).
import { and, asc, eq } from 'drizzle-orm';
import type { FullScreenProblem, TrainingProblem } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { practiceScope, userStatuses } from '../submissions/index.ts';
import { countsOf, knownProblemFields, NO_COUNTS, problemMeets, tagsByProblem } from '../problems/index.ts';
import { openTraining, type Caller, type TrainingRow } from './access.ts';
import { trainingBank } from './scope.ts';
import { trainingProblems, trainings } from './tables.ts';

const shownFields = (pid: typeof trainingProblems.pid) => ({
  pid,
  ...knownProblemFields(pid, ['problemId', 'title', 'difficulty', 'type'] as const),
});

/** The shown problems of the training's visible chapters with their chapter, in chapter order (rank, id), then
 * each chapter's order; one statement over trainings_parent_idx. */
export async function shownChapterProblems(db: Db, training: Pick<TrainingRow, 'id' | 'gid'>) {
  return db
    .select({ chapterId: trainingProblems.tid, ...shownFields(trainingProblems.pid) })
    .from(trainingProblems)
    .innerJoin(trainings, eq(trainings.id, trainingProblems.tid))
    .where(
      and(eq(trainings.parentId, training.id), eq(trainings.status, true), problemMeets(trainingProblems.pid, trainingBank(training.gid))),
    )
    .orderBy(asc(trainings.rank), asc(trainings.id), asc(trainingProblems.rank), asc(trainingProblems.id));
}

/** The training's shown problems in its order; a training split into chapters shows its visible chapters' (a
 * problem in two chapters once, at its first place). */
export async function orderedShownProblems(db: Db, training: Pick<TrainingRow, 'id' | 'gid' | 'hasChapter'>) {
  if (training.hasChapter) {
    const seen = new Set<number>();
    return (await shownChapterProblems(db, training))
      .filter((row) => !seen.has(row.pid) && seen.add(row.pid))
      .map(({ chapterId: _, ...row }) => row);
  }
  return db
    .select(shownFields(trainingProblems.pid))
    .from(trainingProblems)
    .where(and(eq(trainingProblems.tid, training.id), problemMeets(trainingProblems.pid, trainingBank(training.gid))))
    .orderBy(asc(trainingProblems.rank), asc(trainingProblems.id));
}

/** The viewer's status per problem (non-contest submissions); nothing for visitors. */
async function statusesOf(db: Db, pids: number[], viewer: Caller): Promise<Map<number, number> | null> {
  if (viewer === null) return null;
  const statuses = await userStatuses(db, viewer.uid, pids, practiceScope());
  return new Map([...statuses].map(([pid, s]) => [pid, s.status]));
}

/** get-training-problem-list: 404 unknown or hidden, 401/403 a private training the viewer cannot open. */
export async function trainingProblemList(db: Db, tid: number, viewer: Caller): Promise<TrainingProblem[]> {
  const rows = await orderedShownProblems(db, await openTraining(db, tid, viewer));
  const pids = rows.map((r) => r.pid);
  const [tagMap, counts, statuses] = await Promise.all([tagsByProblem(db, pids), countsOf(db, pids), statusesOf(db, pids, viewer)]);
  return rows.map((row) => ({
    ...row,
    tags: tagMap.get(row.pid) ?? [],
    ...(counts.get(row.pid) ?? NO_COUNTS),
    ...(statuses ? { myStatus: statuses.get(row.pid)! } : {}),
  }));
}

/** The focus-mode strip of a training: the same problems and rules, with the viewer's status. */
export async function trainingFullScreenList(db: Db, tid: number, viewer: Caller): Promise<FullScreenProblem[]> {
  const rows = await orderedShownProblems(db, await openTraining(db, tid, viewer));
  const statuses = await statusesOf(
    db,
    rows.map((r) => r.pid),
    viewer,
  );
  return rows.map(({ pid, problemId, title }) => ({ pid, problemId, title, ...(statuses ? { myStatus: statuses.get(pid)! } : {}) }));
}

/** Whether the problem is one of the training's (any auth: submitting still needs the problem's own rules). */
export async function trainingHasProblem(db: Db, tid: number, pid: number): Promise<boolean> {
  const [row] = await db
    .select({ id: trainingProblems.id })
    .from(trainingProblems)
    .where(and(eq(trainingProblems.tid, tid), eq(trainingProblems.pid, pid)));
  return !!row;
}

/** The visible chapters of the training that hold the problem. */
export async function visibleChaptersHolding(db: Db, tid: number, pid: number): Promise<TrainingRow[]> {
  const rows = await db
    .select({ chapter: trainings })
    .from(trainings)
    .innerJoin(trainingProblems, eq(trainingProblems.tid, trainings.id))
    .where(and(eq(trainings.parentId, tid), eq(trainings.status, true), eq(trainingProblems.pid, pid)));
  return rows.map((r) => r.chapter);
}
