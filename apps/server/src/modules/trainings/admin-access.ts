// Training administration rights (reference §10): every admin role creates trainings; root edits every one,
// the other admin roles only those they created; deleting is root's. Categories: root and problem admins.
import type { FastifyRequest } from 'fastify';
import { isSuperAdmin } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../plugins/app/auth.ts';
import { forbidden, notFound } from '../../plugins/app/errors.ts';
import { managesAllProblems, type Manager } from '../problems/admin-access.ts';
import { siteTraining, type TrainingRow } from './access.ts';

export type { Manager };

export const mayEditTraining = (user: Pick<Manager, 'uid' | 'role'>, training: Pick<TrainingRow, 'uid'>) => isSuperAdmin(user.role) || training.uid === user.uid;

/** The site training if the caller may edit it (404 unknown, 403 someone else's). */
export async function editableTraining(db: Db, user: Manager, tid: number): Promise<TrainingRow> {
  const training = await siteTraining(db, tid);
  if (!training) throw notFound('Training_not_found');
  if (!mayEditTraining(user, training)) throw forbidden('Training_edit_forbidden');
  return training;
}

export const requireCategoryManager = async (request: FastifyRequest) => {
  if (!managesAllProblems(currentUser(request))) throw forbidden('Training_category_manager_only');
};
