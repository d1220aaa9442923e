// A problem of a group training (/group/:groupID/training/:trainingID/problem/:problemID).
import { useParams } from 'react-router';
import { GatedTrainingProblem } from '@/features/trainings/components/gated-training';
import { GroupTrainingScope } from '@/features/group-trainings/components/group-training-scope';
import { WithProblemView } from '../with-problem-view';

function GroupTrainingProblemPageBody() {
  const problemId = useParams().problemID ?? '';
  return (
    <div className="page">
      <GroupTrainingScope>{(tid) => <GatedTrainingProblem key={tid} tid={tid} problemId={problemId} />}</GroupTrainingScope>
    </div>
  );
}

export default function GroupTrainingProblemPage() {
  return (
    <WithProblemView>
      <GroupTrainingProblemPageBody />
    </WithProblemView>
  );
}
