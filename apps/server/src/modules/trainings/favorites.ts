// Favourites and likes of trainings and chapters (docs/trainings-chapters.md "Favourites and likes"): one row per
// user and training, so toggling is idempotent whatever the client sends; the counts are the rows.
import { and, count, eq } from 'drizzle-orm';
import type { TrainingFavoriteResult, TrainingLikeResult } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import type { ResolvedSession } from '../accounts/index.ts';
import { visibleTraining } from './access.ts';
import { trainingFavorites, trainingLikes } from './tables.ts';

type MarkTable = typeof trainingFavorites | typeof trainingLikes;

/** Adds or removes the caller's row, then counts the training's rows (after the caller may see the training). */
async function mark(db: Db, table: MarkTable, caller: ResolvedSession, tid: number, on: boolean): Promise<number> {
  await visibleTraining(db, tid, caller);
  return db.transaction(async (tx) => {
    if (on) await tx.insert(table).values({ tid, uid: caller.uid }).onConflictDoNothing();
    else await tx.delete(table).where(and(eq(table.tid, tid), eq(table.uid, caller.uid)));
    const [{ total }] = await tx.select({ total: count() }).from(table).where(eq(table.tid, tid));
    return total;
  });
}

/** GET training-favorite: the training's favourite count after the call and whether the caller now keeps it. */
export async function favoriteTraining(db: Db, caller: ResolvedSession, tid: number, toFavorite: boolean): Promise<TrainingFavoriteResult> {
  return { favoriteCount: await mark(db, trainingFavorites, caller, tid, toFavorite), isFavorite: toFavorite };
}

/** GET training-like: the training's like count after the call and whether the caller now likes it. */
export async function likeTraining(db: Db, caller: ResolvedSession, tid: number, toLike: boolean): Promise<TrainingLikeResult> {
  return { likeCount: await mark(db, trainingLikes, caller, tid, toLike), isLiked: toLike };
}
