// Training administration rights. The back office (reference §10): every admin role creates site trainings and
// reads their problem lists; root edits every one, the other admin roles only those they created; deleting is
// root's (the route's guard). Categories: root and problem admins. A group's admin pages bring their own rules
// (groups/training-access.ts) through the same TrainingAdmin shape, so both reuse the services here.
import { isSuperAdmin, type TrainingSource } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { currentUser, sessionGuard } from '../../plugins/app/auth.ts';
import { forbidden, notFound } from '../../plugins/app/errors.ts';
import { managesAllProblems, type Manager } from '../problems/index.ts';
import { siteTraining, type TrainingRow } from './access.ts';

export type { Manager };

/** Where and by whom trainings are administered; each check answers the training or throws 404/403. */
export interface TrainingAdmin {
  user: Manager;
  /** The gid of the trainings created here: null in the back office. */
  gid: number | null;
  /** The source of the trainings created here (chapters aside): official unless said. */
  source?: Extract<TrainingSource, 'official' | 'personal'>;
  assertMayCreate(db: Db): Promise<void>;
  /** Reading the form (its password included). */
  formOf(db: Db, tid: number): Promise<TrainingRow>;
  /** Reading its problem list and the picker. */
  listOf(db: Db, tid: number): Promise<TrainingRow>;
  /** Saving, switching, deleting and changing its problems. */
  editable(db: Db, tid: number): Promise<TrainingRow>;
}

export const mayEditTraining = (user: Pick<Manager, 'uid' | 'role'>, training: Pick<TrainingRow, 'uid'>) =>
  isSuperAdmin(user.role) || training.uid === user.uid;

/** The site training if the caller may edit it (404 unknown, 403 someone else's). */
export async function editableTraining(db: Db, user: Manager, tid: number): Promise<TrainingRow> {
  const training = await siteTraining(db, tid);
  if (!training) throw notFound('Training_not_found');
  if (!mayEditTraining(user, training)) throw forbidden('Training_edit_forbidden');
  return training;
}

async function existingSiteTraining(db: Db, tid: number): Promise<TrainingRow> {
  const training = await siteTraining(db, tid);
  if (!training) throw notFound('Training_not_found');
  return training;
}

/** The back office's rules (the admin role itself is the routes' guard). */
export const backOffice = (user: Manager): TrainingAdmin => ({
  user,
  gid: null,
  assertMayCreate: async () => {},
  formOf: (db, tid) => editableTraining(db, user, tid),
  listOf: existingSiteTraining,
  editable: (db, tid) => editableTraining(db, user, tid),
});

export const requireCategoryManager = sessionGuard((request) => {
  if (!managesAllProblems(currentUser(request))) throw forbidden('Training_category_manager_only');
});
