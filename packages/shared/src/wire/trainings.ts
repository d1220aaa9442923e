// Training answers (spec 002 §3 "Training / chapter"; docs/api-trainings.md).
import type { TrainingAuth } from '../schemas/trainings.ts';
import type { ProblemListItem } from './problems.ts';

export interface TrainingCategory {
  id: number;
  name: string;
  color: string;
}

/** A row of get-training-list. */
export interface TrainingListItem {
  id: number;
  rank: number;
  title: string;
  auth: TrainingAuth;
  author: string | null;
  category: TrainingCategory | null;
  /** Public (auth 1) problems in the training. */
  problemCount: number;
  /** Of those, how many the caller solved; 0 for visitors and for private trainings the caller cannot open. */
  acCount: number;
  gmtCreate: string;
  gmtModified: string;
}

/** get-training-detail: the row plus the introduction (Markdown). */
export interface TrainingDetail extends TrainingListItem {
  description: string;
}

/** get-training-access. */
export interface TrainingAccess {
  access: boolean;
}

/** A row of get-training-problem-list, in the training's order: a problem list row without its date. */
export type TrainingProblem = Omit<ProblemListItem, 'gmtModified'>;

/** The back office's training row and form values. */
export interface AdminTraining extends TrainingListItem {
  description: string;
  privatePwd: string | null;
  status: boolean;
  uid: string | null;
}

/** A row of the back office's training problem list (or of the add-from-public picker). */
export interface AdminTrainingProblem {
  pid: number;
  problemId: string;
  title: string;
  author: string | null;
  auth: number;
  /** The problem's place in the training; null in the picker. */
  rank: number | null;
}
