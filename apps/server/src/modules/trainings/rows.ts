// The training row as the lists and the detail answer it: its category, how many shown problems it holds (public
// ones, plus its group's public ones for a group training) and how many of them the viewer solved (0 for visitors
// and for a training the viewer cannot open; a group problem is solved by an accepted submission in the group).
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { GroupLevel, isSuperAdmin, type AdminTraining, type TrainingDetail, type TrainingListItem } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { levelAtLeastSql } from '../membership/index.ts';
import { groupProblemCondition, problemMeets } from '../problems/index.ts';
import { acceptedPracticeSql, solvedSql } from '../submissions/index.ts';
import type { Caller } from './access.ts';
import { trainingBankOfRow } from './scope.ts';
import { trainingCategories, trainingFavorites, trainingLikes, trainingProblems, trainingRegistrations, trainings } from './tables.ts';

/** The training's shown problems (a training split into chapters: its visible chapters'), for a statement over trainings. */
const shownProblemsOfTraining = (extra?: SQL) =>
  sql`from ${trainingProblems}
    where ${trainingProblems.tid} in (select ${trainings.id} where not ${trainings.hasChapter}
      union all select chapter.id from ${trainings} chapter where chapter.parent_id = ${trainings.id} and chapter.status)
    and ${problemMeets(trainingProblems.pid, trainingBankOfRow())} ${extra ? sql`and ${extra}` : sql``}`;

/** A problem in two chapters counts once. */
const countShown = (extra?: SQL) => sql<number>`(select count(distinct ${trainingProblems.pid})::int ${shownProblemsOfTraining(extra)})`;

const groupLevelAtLeast = (viewer: NonNullable<Caller>, level: number) => levelAtLeastSql(trainings.gid, viewer.uid, level);

/** hasTrainingAccess's Private rule for the training row named `t` (trainings or an alias). */
const privateRuleSql = (viewer: NonNullable<Caller>, t: SQL): SQL =>
  sql`(${t}.auth = 'Public' or ${t}.uid = ${viewer.uid}
    or (${t}.gid is not null and ${levelAtLeastSql(sql`${t}.gid`, viewer.uid, GroupLevel.Admin)})
    or exists (select 1 from ${trainingRegistrations} where ${trainingRegistrations.tid} = ${t}.id and ${trainingRegistrations.uid} = ${viewer.uid}))`;

/** Whether the viewer opens the training, in SQL (visibleTraining's group rule and hasTrainingAccess's; a
 * chapter's training must open too, and its author opens the chapter). */
function accessSql(viewer: NonNullable<Caller>): SQL {
  if (isSuperAdmin(viewer.role)) return sql`true`;
  const parent = sql.raw('parent');
  return sql`((${trainings.gid} is null or ${groupLevelAtLeast(viewer, GroupLevel.Member)})
    and (${privateRuleSql(viewer, sql.raw('trainings'))}
      or exists (select 1 from ${trainings} parent where parent.id = ${trainings.parentId} and parent.uid = ${viewer.uid}))
    and (${trainings.parentId} is null
      or exists (select 1 from ${trainings} parent where parent.id = ${trainings.parentId} and ${privateRuleSql(viewer, parent)})))`;
}

/** A user's row in a per-user table keyed by tid (favourites, likes) for the training. */
const markedBy = (table: typeof trainingFavorites | typeof trainingLikes, viewer: Caller): SQL<boolean> =>
  viewer === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${table} where ${table.tid} = ${trainings.id} and ${table.uid} = ${viewer.uid})`;

const countOf = (table: typeof trainingFavorites | typeof trainingLikes): SQL<number> =>
  sql<number>`(select count(*)::int from ${table} where ${table.tid} = ${trainings.id})`;

/** The training's visible chapters. */
const chapterCountSql = sql<number>`(select count(*)::int from ${trainings} chapter where chapter.parent_id = ${trainings.id} and chapter.status)`;

function acCountSql(viewer: Caller): SQL<number> {
  if (viewer === null) return sql<number>`0`;
  // Group ACs leave no solved row (reference §1.3): a group problem counts with an accepted submission of its own.
  const solved = sql`(${solvedSql(viewer.uid, trainingProblems.pid)}
    or (${problemMeets(trainingProblems.pid, groupProblemCondition())} and ${acceptedPracticeSql(viewer.uid, trainingProblems.pid)}))`;
  return sql<number>`case when ${accessSql(viewer)} then ${countShown(solved)} else 0 end`;
}

/** Every field a training answer may carry (list row, detail, back office). */
const trainingColumns = (viewer: Caller) => ({
  id: trainings.id,
  rank: trainings.rank,
  title: trainings.title,
  auth: trainings.auth,
  author: trainings.author,
  category: { id: trainingCategories.id, name: trainingCategories.name, color: trainingCategories.color },
  problemCount: countShown(),
  acCount: acCountSql(viewer),
  source: trainings.source,
  hasChapter: trainings.hasChapter,
  parentId: trainings.parentId,
  chapterCount: chapterCountSql,
  favoriteCount: countOf(trainingFavorites),
  likeCount: countOf(trainingLikes),
  isFavorite: markedBy(trainingFavorites, viewer),
  isLiked: markedBy(trainingLikes, viewer),
  gmtCreate: trainings.gmtCreate,
  gmtModified: trainings.gmtModified,
  description: trainings.description,
  privatePwd: trainings.privatePwd,
  status: trainings.status,
  uid: trainings.uid,
});

/** Trainings with their category, where `condition` (which names the scope: trainingScope), in list order (rank, then id). */
export function selectTrainings(db: Db, viewer: Caller, condition: SQL | undefined) {
  return db
    .select(trainingColumns(viewer))
    .from(trainings)
    .leftJoin(trainingCategories, eq(trainingCategories.id, trainings.categoryId))
    .where(condition)
    .orderBy(asc(trainings.rank), asc(trainings.id))
    .$dynamic();
}

type TrainingRecord = Awaited<ReturnType<typeof selectTrainings>>[number];

export const toListItem = (r: TrainingRecord): TrainingListItem => ({
  id: r.id,
  rank: r.rank,
  title: r.title,
  auth: r.auth,
  author: r.author,
  category: r.category,
  problemCount: r.problemCount,
  acCount: r.acCount,
  source: r.source,
  hasChapter: r.hasChapter,
  parentId: r.parentId,
  chapterCount: r.chapterCount,
  favoriteCount: r.favoriteCount,
  likeCount: r.likeCount,
  isFavorite: r.isFavorite,
  isLiked: r.isLiked,
  gmtCreate: r.gmtCreate.toISOString(),
  gmtModified: r.gmtModified.toISOString(),
});

export const toDetail = (r: TrainingRecord): TrainingDetail => ({ ...toListItem(r), description: r.description });

export const toAdminTraining = (r: TrainingRecord): AdminTraining => ({
  ...toDetail(r),
  privatePwd: r.privatePwd,
  status: r.status,
  uid: r.uid,
});
