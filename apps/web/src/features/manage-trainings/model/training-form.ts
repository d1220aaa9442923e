// The training form's values (spec 002 §5): what the back office edits and what it sends; a public training
// keeps no password and "no category" is null. A chapter (parentId) has no category and no chapters of its own.
import { TRAINING_LIMITS, type AdminTraining, type TrainingAuth, type TrainingForm } from '@verdict/shared';

export interface TrainingFormValues {
  rank: number | null;
  title: string;
  description: string;
  auth: TrainingAuth;
  privatePwd: string;
  status: boolean;
  categoryId?: number;
  /** Split into chapters: chosen when the training is created. */
  hasChapter: boolean;
}

export const NEW_TRAINING: TrainingFormValues = {
  rank: TRAINING_LIMITS.rankDefault,
  title: '',
  description: '',
  auth: 'Public',
  privatePwd: '',
  status: true,
  hasChapter: false,
};

export const formValuesOf = (training: AdminTraining): TrainingFormValues => ({
  rank: training.rank,
  title: training.title,
  description: training.description,
  auth: training.auth,
  privatePwd: training.privatePwd ?? '',
  status: training.status,
  categoryId: training.category?.id,
  hasChapter: training.hasChapter,
});

/** Called once the form validated: rank is set. `parentId`: the training a chapter belongs to. */
export const toTrainingForm = (values: TrainingFormValues, parentId: number | null = null): TrainingForm => ({
  rank: values.rank ?? TRAINING_LIMITS.rankDefault,
  title: values.title.trim(),
  description: values.description,
  auth: values.auth,
  privatePwd: values.auth === 'Public' ? null : values.privatePwd,
  status: values.status,
  categoryId: parentId === null ? (values.categoryId ?? null) : null,
  hasChapter: parentId === null && values.hasChapter,
  parentId,
});
