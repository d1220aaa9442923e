// Where a training lives: on the site or inside a group. The training pages are the same; their links and the
// group's id (problem details, submissions) come from this scope.
import { createContext, useContext } from 'react';
import {
  trainingChapterRankPath,
  trainingChaptersPath,
  trainingFocusPath,
  trainingPath,
  trainingProblemPath,
  trainingProblemsPath,
  trainingRankPath,
} from './paths/trainings';

export interface TrainingScope {
  /** The group of a group training; null for site trainings. */
  gid: number | null;
  listPath: string;
  detailsPath: (tid: number) => string;
  problemsPath: (tid: number) => string;
  rankPath: (tid: number) => string;
  chaptersPath: (tid: number) => string;
  chapterRankPath: (tid: number) => string;
  problemPath: (tid: number, problemId: string) => string;
  focusPath: (tid: number, problemId: string) => string;
}

export const SITE_TRAINING_SCOPE: TrainingScope = {
  gid: null,
  listPath: '/training',
  detailsPath: trainingPath,
  problemsPath: trainingProblemsPath,
  rankPath: trainingRankPath,
  chaptersPath: trainingChaptersPath,
  chapterRankPath: trainingChapterRankPath,
  problemPath: trainingProblemPath,
  focusPath: trainingFocusPath,
};

/** Rendered as the provider around a group's training pages (React 19 context provider). */
export const TrainingScopeContext = createContext<TrainingScope>(SITE_TRAINING_SCOPE);

export const useTrainingScope = (): TrainingScope => useContext(TrainingScopeContext);
