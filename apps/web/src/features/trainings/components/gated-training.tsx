// The training details and a training problem behind the training's gate (login, private password), for the site's
// and the groups' training routes alike.
import { useRouteMeta } from '@/lib/route-meta';
import { useTrainingGate } from '../hooks/use-training-gate';
import { TrainingDetails, type TrainingTab } from './training-details';
import { TrainingGate } from './training-gate';
import { TrainingProblemView } from './training-problem-view';

/** The tabs have their own routes (TrainingProblemList, TrainingRank, TrainingChapterList, TrainingChapterRank and
 * their Group variants). */
const TAB_ROUTES: [suffix: string, tab: TrainingTab][] = [
  ['TrainingProblemList', 'problems'],
  ['TrainingRank', 'rank'],
  ['TrainingChapterList', 'chapters'],
  ['TrainingChapterRank', 'chapterRank'],
];

const useTrainingTab = (): TrainingTab => {
  const name = useRouteMeta()?.name ?? '';
  return TAB_ROUTES.find(([suffix]) => name.endsWith(suffix))?.[1] ?? 'introduction';
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
