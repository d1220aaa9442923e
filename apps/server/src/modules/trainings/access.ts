// Who sees and who opens a training (reference §7 "Access", spec 002 §4 "Training access"). Site trainings:
// hidden ones only for root and their author; a Public one opens for everyone, a Private one for root, its author
// and the users registered with its password. Group trainings (gid set) first need the group's members (site root
// too; 401 visitors, 403 strangers); their admins see them hidden and open them without registering. A chapter
// (docs/trainings-chapters.md) is seen when it and its training are, and opens when its training opens and then
// under its own Private rule; its training's managers manage it too.
import { and, eq, isNull } from 'drizzle-orm';
import { isSuperAdmin } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { notFound, forbidden, unauthorized } from '../../plugins/app/errors.ts';
import type { ResolvedSession } from '../accounts/index.ts';
import { isGroupAdmin, isGroupMember } from '../membership/index.ts';
import { trainingRegistrations, trainings } from './tables.ts';

export type TrainingRow = typeof trainings.$inferSelect;
/** The caller; null for visitors. */
export type Caller = Pick<ResolvedSession, 'uid' | 'role'> | null;

/** Root and the author: they see the training hidden and open it without registering. */
export const ownsTraining = (viewer: Caller, training: Pick<TrainingRow, 'uid'>) =>
  viewer !== null && (isSuperAdmin(viewer.role) || training.uid === viewer.uid);

/** ownsTraining, or for a group training one of the group's admins; for a chapter also its training's author. */
export async function managesTraining(db: Db, viewer: Caller, training: Pick<TrainingRow, 'uid' | 'gid' | 'parentId'>): Promise<boolean> {
  if (ownsTraining(viewer, training)) return true;
  if (training.gid !== null && (await isGroupAdmin(db, training.gid, viewer))) return true;
  if (training.parentId === null || viewer === null) return false;
  const parent = await anyTraining(db, training.parentId);
  return parent?.uid === viewer.uid;
}

/** A site training (gid null), hidden or not. */
export async function siteTraining(db: Db, tid: number): Promise<TrainingRow | undefined> {
  const [row] = await db
    .select()
    .from(trainings)
    .where(and(eq(trainings.id, tid), isNull(trainings.gid)));
  return row;
}

/** A site or group training, hidden or not. */
export async function anyTraining(db: Db, tid: number): Promise<TrainingRow | undefined> {
  const [row] = await db.select().from(trainings).where(eq(trainings.id, tid));
  return row;
}

/** A group training is its group's members' (and the site root's): 401 for visitors, 403 for the others. */
async function assertGroupMembers(db: Db, training: TrainingRow, viewer: Caller): Promise<void> {
  if (training.gid === null) return;
  if (viewer === null) throw unauthorized();
  if (!(await isGroupMember(db, training.gid, viewer))) throw forbidden('Group_training_members_only');
}

/** The training if the viewer may see it; 404 when unknown or hidden from them (401/403 a group's to outsiders). */
export async function visibleTraining(
  db: Db,
  tid: number,
  viewer: Caller,
  missing: MessageKey = 'Training_not_found',
): Promise<TrainingRow> {
  const training = await anyTraining(db, tid);
  if (!training) throw notFound(missing);
  await assertGroupMembers(db, training, viewer);
  if (training.parentId !== null) await visibleTraining(db, training.parentId, viewer, missing);
  if (!training.status && !(await managesTraining(db, viewer, training))) throw notFound(missing);
  return training;
}

export async function isRegistered(db: Db, tid: number, uid: string): Promise<boolean> {
  const [row] = await db
    .select({ tid: trainingRegistrations.tid })
    .from(trainingRegistrations)
    .where(and(eq(trainingRegistrations.tid, tid), eq(trainingRegistrations.uid, uid)));
  return !!row;
}

/** The Private rule, for a training the viewer already sees (group membership checked by visibleTraining); a
 * chapter's training must open first. */
export async function hasTrainingAccess(db: Db, training: TrainingRow, viewer: Caller): Promise<boolean> {
  if (training.parentId !== null) {
    const parent = await anyTraining(db, training.parentId);
    if (!parent || !(await hasTrainingAccess(db, parent, viewer))) return false;
  }
  if (training.auth === 'Public') return true;
  if (viewer === null) return false;
  return (await managesTraining(db, viewer, training)) || isRegistered(db, training.id, viewer.uid);
}

/** Opening a private training's problems: 401 for visitors, 403 without access. */
export async function assertTrainingAccess(
  db: Db,
  training: TrainingRow,
  viewer: Caller,
  refusal: MessageKey = 'Training_no_access',
): Promise<void> {
  if (await hasTrainingAccess(db, training, viewer)) return;
  throw viewer === null ? unauthorized() : forbidden(refusal);
}

/** The visible training the viewer may open (404, 401, 403 otherwise). */
export async function openTraining(db: Db, tid: number, viewer: Caller): Promise<TrainingRow> {
  const training = await visibleTraining(db, tid, viewer);
  await assertTrainingAccess(db, training, viewer);
  return training;
}
