// Chapters under a TrainingAdmin's rules (docs/trainings-chapters.md): a chapter is managed by whoever manages its
// training, and by its own author; it is created by a manager of a training split into chapters and takes that
// training's group.
import type { Db, Tx } from '../../db/client.ts';
import { badRequest } from '../../plugins/app/errors.ts';
import { anyTraining, type TrainingRow } from './access.ts';
import type { TrainingAdmin } from './admin-access.ts';

type Check = (db: Db, tid: number) => Promise<TrainingRow>;

/** The admin's rules, where a chapter not the caller's own is judged by its training. */
export function withChapters(admin: TrainingAdmin): TrainingAdmin {
  const chapterAware =
    (check: Check): Check =>
    async (db, tid) => {
      const row = await anyTraining(db, tid);
      if (!row || row.parentId === null || row.uid === admin.user.uid) return check(db, tid);
      await check(db, row.parentId);
      return row;
    };
  return {
    ...admin,
    formOf: chapterAware(admin.formOf),
    listOf: chapterAware(admin.listOf),
    editable: chapterAware(admin.editable),
  };
}

/** The stored values that make a new training a chapter of `parentId`: 404/403 unless the caller manages that
 * training, 400 unless it is split into chapters (a chapter never is). */
export async function chapterValues(tx: Tx, admin: TrainingAdmin, parentId: number) {
  const parent = await admin.editable(tx, parentId);
  if (parent.parentId !== null) throw badRequest('Training_chapter_of_chapter');
  if (!parent.hasChapter) throw badRequest('Training_chapter_parent_not_split');
  return { parentId: parent.id, gid: parent.gid, source: 'chapter', categoryId: null, hasChapter: false } as const;
}
