// A problem inside a training (/training/:trainingID/problem/:problemID): behind the training's access.
import { useParams } from 'react-router';
import { GatedTrainingProblem } from '@/features/trainings/components/gated-training';
import { TrainingNotFound } from '@/components/training-not-found';
import { parseTid } from '@/lib/paths/trainings';
import { WithProblemView } from '../with-problem-view';

function TrainingProblemPageBody() {
  const params = useParams();
  const tid = parseTid(params.trainingID);
  return (
    <div className="page">
      {tid === null ? <TrainingNotFound /> : <GatedTrainingProblem key={tid} tid={tid} problemId={params.problemID ?? ''} />}
    </div>
  );
}

export default function TrainingProblemPage() {
  return (
    <WithProblemView>
      <TrainingProblemPageBody />
    </WithProblemView>
  );
}
