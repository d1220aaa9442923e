// Personal training rights (spec 002 §6, docs/trainings-chapters.md "Personal trainings"): any logged-in user creates
// one; its author and root read its form and problem list, save it, switch it and change its problems and chapters;
// a chapter's own author too. Deleting is root's (the route's guard). Every other training is not found here.
import { isSuperAdmin } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../plugins/app/errors.ts';
import { anyTraining, type TrainingRow } from './access.ts';
import type { Manager, TrainingAdmin } from './admin-access.ts';

/** The personal training, or chapter of one, with the personal training that owns it (404 any other). */
async function personalTraining(db: Db, tid: number): Promise<{ training: TrainingRow; owner: TrainingRow }> {
  const training = await anyTraining(db, tid);
  const owner = training?.parentId ? await anyTraining(db, training.parentId) : training;
  if (!training || owner?.source !== 'personal' || owner.gid !== null) throw notFound('Personal_training_not_found');
  return { training, owner };
}

/** A personal training's rules as a TrainingAdmin: the services of the back office run under them. */
export function personalTrainingAdmin(user: Manager): TrainingAdmin {
  const managed = async (db: Db, tid: number): Promise<TrainingRow> => {
    const { training, owner } = await personalTraining(db, tid);
    const mine = owner.uid === user.uid || training.uid === user.uid;
    if (!mine && !isSuperAdmin(user.role)) throw forbidden('Personal_training_forbidden');
    return training;
  };
  return {
    user,
    gid: null,
    source: 'personal',
    // The count of one's personal trainings is checked under a lock by createPersonalTraining.
    assertMayCreate: async () => {},
    formOf: managed,
    listOf: managed,
    editable: managed,
  };
}
