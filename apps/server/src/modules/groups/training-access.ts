// Group administration rights over trainings (reference §8, spec 002 §6): the group's admins (level 4–5, the site
// root too) create trainings and read their forms and problem lists; changing or deleting one takes its creator,
// the group's root (level 5) or the site root. Site trainings are never administered from a group.
import { forbidden, notFound } from '../../plugins/app/errors.ts';
import type { Db } from '../../db/client.ts';
import { anyTraining, type TrainingRow } from '../trainings/index.ts';
import type { Manager, TrainingAdmin } from '../trainings/index.ts';
import { assertGroupAdmin, mayEditGroupItem } from './problem-access.ts';

/**
 * A group's admin pages as a TrainingAdmin. `gid` names the group of the call when it has one (create, update);
 * calls naming only the training are judged by the training's own group.
 */
export function groupTrainingAdmin(user: Manager, gid?: number): TrainingAdmin {
  const administered = async (db: Db, tid: number): Promise<TrainingRow & { gid: number }> => {
    const training = await anyTraining(db, tid);
    if (!training || training.gid === null || (gid !== undefined && training.gid !== gid)) throw notFound('Training_not_found');
    await assertGroupAdmin(db, training.gid, user);
    return { ...training, gid: training.gid };
  };
  return {
    user,
    gid: gid ?? null,
    assertMayCreate: async (db) => {
      if (gid === undefined) throw notFound('Group_not_found');
      await assertGroupAdmin(db, gid, user);
    },
    formOf: administered,
    listOf: administered,
    editable: async (db, tid) => {
      const training = await administered(db, tid);
      if (!(await mayEditGroupItem(db, training.gid, user, training.uid))) throw forbidden('Group_training_edit_forbidden');
      return training;
    },
  };
}
