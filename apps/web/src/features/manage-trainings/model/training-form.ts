// The training form's values (spec 002 §5): what the back office edits and what it sends; a public training
// keeps no password and "no category" is null.
import { TRAINING_LIMITS, type AdminTraining, type TrainingAuth, type TrainingForm } from '@verdict/shared';

export interface TrainingFormValues {
  rank: number | null;
  title: string;
  description: string;
  auth: TrainingAuth;
  privatePwd: string;
  status: boolean;
  categoryId?: number;
}

export const NEW_TRAINING: TrainingFormValues = {
  rank: TRAINING_LIMITS.rankDefault,
  title: '',
  description: '',
  auth: 'Public',
  privatePwd: '',
  status: true,
};

export const formValuesOf = (training: AdminTraining): TrainingFormValues => ({
  rank: training.rank,
  title: training.title,
  description: training.description,
  auth: training.auth,
  privatePwd: training.privatePwd ?? '',
  status: training.status,
  categoryId: training.category?.id,
});

/** Called once the form validated: rank is set. */
export const toTrainingForm = (values: TrainingFormValues): TrainingForm => ({
  rank: values.rank ?? TRAINING_LIMITS.rankDefault,
  title: values.title.trim(),
  description: values.description,
  auth: values.auth,
  privatePwd: values.auth === 'Public' ? null : values.privatePwd,
  status: values.status,
  categoryId: values.categoryId ?? null,
  hasChapter: false,
});
