// Training details (/training/:trainingID and /training/:trainingID/problems): the Introduction or Problems tab,
// behind the login prompt and a private training's password form.
import { useParams } from 'react-router';
import { useRouteMeta } from '@/lib/route-meta';
import { TrainingDetails } from '@/features/trainings/components/training-details';
import { TrainingGate } from '@/features/trainings/components/training-gate';
import { TrainingNotFound } from '@/features/trainings/components/training-not-found';
import { useTrainingGate } from '@/features/trainings/hooks/use-training-gate';
import { parseTid } from '@/features/trainings/lib/paths';

function Details({ tid }: { tid: number }) {
  const gate = useTrainingGate(tid);
  const tab = useRouteMeta()?.name === 'TrainingProblemList' ? 'problems' : 'introduction';
  return <TrainingGate gate={gate}>{(training) => <TrainingDetails training={training} tab={tab} />}</TrainingGate>;
}

export default function TrainingDetailsPage() {
  const tid = parseTid(useParams().trainingID);
  return (
    <div className="page">
      {tid === null ? <TrainingNotFound /> : <Details key={tid} tid={tid} />}
    </div>
  );
}
