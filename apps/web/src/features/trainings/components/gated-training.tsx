// The training details and a training problem behind the training's gate (login, private password), for the site's
// and the groups' training routes alike.
import { useRouteMeta } from '@/lib/route-meta';
import { useTrainingGate } from '../hooks/use-training-gate';
import { TrainingDetails, type TrainingTab } from './training-details';
import { TrainingGate } from './training-gate';
import { TrainingProblemView } from './training-problem-view';

/** The Problems and Rank tabs have their own routes (TrainingProblemList, TrainingRank and their Group variants). */
const useTrainingTab = (): TrainingTab => {
  const name = useRouteMeta()?.name ?? '';
  return name.endsWith('TrainingProblemList') ? 'problems' : name.endsWith('TrainingRank') ? 'rank' : 'introduction';
};

export function GatedTrainingDetails({ tid }: { tid: number }) {
  const gate = useTrainingGate(tid);
  const tab = useTrainingTab();
  return <TrainingGate gate={gate}>{(training) => <TrainingDetails training={training} tab={tab} />}</TrainingGate>;
}

export function GatedTrainingProblem({ tid, problemId }: { tid: number; problemId: string }) {
  const gate = useTrainingGate(tid);
  return <TrainingGate gate={gate}>{(training) => <TrainingProblemView training={training} problemId={problemId} />}</TrainingGate>;
}
