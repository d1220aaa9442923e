// A problem inside a training (/training/:trainingID/problem/:problemID): behind the training's access.
import { useParams } from 'react-router';
import { TrainingGate } from '@/features/trainings/components/training-gate';
import { TrainingProblemView } from '@/features/trainings/components/training-problem-view';
import { TrainingNotFound } from '@/features/trainings/components/training-not-found';
import { useTrainingGate } from '@/features/trainings/hooks/use-training-gate';
import { parseTid } from '@/features/trainings/lib/paths';

function TrainingProblem({ tid, problemId }: { tid: number; problemId: string }) {
  const gate = useTrainingGate(tid);
  return <TrainingGate gate={gate}>{(training) => <TrainingProblemView training={training} problemId={problemId} />}</TrainingGate>;
}

export default function TrainingProblemPage() {
  const params = useParams();
  const tid = parseTid(params.trainingID);
  const problemId = params.problemID ?? '';
  return (
    <div className="page">
      {tid === null ? <TrainingNotFound /> : <TrainingProblem key={tid} tid={tid} problemId={problemId} />}
    </div>
  );
}
