// Who sees and who opens a site training (reference §7 "Access", spec 002 §4 "Training access"): hidden
// trainings only for root and their author; a Public one opens for everyone, a Private one for root, its
// author and the users registered with its password.
import { and, eq, isNull } from 'drizzle-orm';
import { isSuperAdmin } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { notFound, forbidden, unauthorized } from '../../plugins/app/errors.ts';
import type { ResolvedSession } from '../accounts/sessions.ts';
import { trainingRegistrations, trainings } from './tables.ts';

export type TrainingRow = typeof trainings.$inferSelect;
/** The caller; null for visitors. */
export type Caller = Pick<ResolvedSession, 'uid' | 'role'> | null;

/** Root and the author: they see the training hidden and open it without registering. */
export const ownsTraining = (viewer: Caller, training: Pick<TrainingRow, 'uid'>) =>
  viewer !== null && (isSuperAdmin(viewer.role) || training.uid === viewer.uid);

/** A site training (gid null), hidden or not. */
export async function siteTraining(db: Db, tid: number): Promise<TrainingRow | undefined> {
  const [row] = await db.select().from(trainings).where(and(eq(trainings.id, tid), isNull(trainings.gid)));
  return row;
}

/** The training if the viewer may see it; 404 when unknown or hidden from them. */
export async function visibleTraining(db: Db, tid: number, viewer: Caller, missing: MessageKey = 'Training_not_found'): Promise<TrainingRow> {
  const training = await siteTraining(db, tid);
  if (!training || (!training.status && !ownsTraining(viewer, training))) throw notFound(missing);
  return training;
}

export async function isRegistered(db: Db, tid: number, uid: string): Promise<boolean> {
  const [row] = await db.select({ tid: trainingRegistrations.tid }).from(trainingRegistrations).where(and(eq(trainingRegistrations.tid, tid), eq(trainingRegistrations.uid, uid)));
  return !!row;
}

export async function hasTrainingAccess(db: Db, training: TrainingRow, viewer: Caller): Promise<boolean> {
  if (training.auth === 'Public') return true;
  if (viewer === null) return false;
  return ownsTraining(viewer, training) || isRegistered(db, training.id, viewer.uid);
}

/** Opening a private training's problems: 401 for visitors, 403 without access. */
export async function assertTrainingAccess(db: Db, training: TrainingRow, viewer: Caller, refusal: MessageKey = 'Training_no_access'): Promise<void> {
  if (await hasTrainingAccess(db, training, viewer)) return;
  throw viewer === null ? unauthorized() : forbidden(refusal);
}

/** The visible training the viewer may open (404, 401, 403 otherwise). */
export async function openTraining(db: Db, tid: number, viewer: Caller): Promise<TrainingRow> {
  const training = await visibleTraining(db, tid, viewer);
  await assertTrainingAccess(db, training, viewer);
  return training;
}
