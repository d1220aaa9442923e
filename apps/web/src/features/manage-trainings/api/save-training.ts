// Training admin API: create (POST) or update (PUT, the form plus the id) through the scope's calls.
import type { TrainingForm } from '@verdict/shared';
import { useTrainingAdminMutation } from './use-training-admin-mutation';

/** Saves the form: an update when the training has an id. */
export const useSaveTraining = (id: number | null) =>
  useTrainingAdminMutation((backend, training: TrainingForm) => (id === null ? backend.create(training) : backend.update(id, training)));
