// The trainings module's public entry: other modules import only this file.
export { anyTraining, type Caller, type TrainingRow } from './access.ts';
export type { Manager, TrainingAdmin } from './admin-access.ts';
export { addTrainingProblem, listAdminTrainingProblems, removeTrainingProblem, setTrainingProblemRank } from './admin-problems.ts';
export { default as adminTrainingsRoutes } from './admin-routes.ts';
export {
  changeTrainingStatus,
  createTraining,
  deleteGroupTrainings,
  deleteTraining,
  getAdminTraining,
  updateTraining,
} from './admin-service.ts';
export { listAdminChapters } from './chapters.ts';
export { listGroupAdminTrainings, listGroupTrainings } from './list.ts';
export { trainingFullScreenList } from './problems.ts';
export { default as trainingsRoutes } from './routes.ts';
export { default as trainingRankRoutes } from './rank-routes.ts';
export { default as trainingChapterRoutes } from './chapter-routes.ts';
export { default as personalTrainingRoutes } from './personal-routes.ts';
export { default as trainingFavoriteRoutes } from './favorite-routes.ts';
export { checkTrainingSubmission } from './submission.ts';

// The submissions module, below this one, checks training submissions through its port.
import { provideSubmissionPorts } from '../submissions/index.ts';
import { checkTrainingSubmission } from './submission.ts';

provideSubmissionPorts({ checkTrainingSubmission });
