// A group training problem in focus mode (/group/:groupID/training/:trainingID/problem/:problemID/full-screen).
import { useParams } from 'react-router';
import { TrainingFocusView } from '@/features/trainings/components/training-focus-view';
import { GroupTrainingScope } from '@/features/group-trainings/components/group-training-scope';
import { SiteLoginDialog } from '@/app/layouts/site-login-dialog';
import { WithProblemView } from '../with-problem-view';

function GroupTrainingFullProblemPageBody() {
  const problemId = useParams().problemID ?? '';
  return (
    <>
      <GroupTrainingScope>{(tid) => <TrainingFocusView key={tid} tid={tid} problemId={problemId} />}</GroupTrainingScope>
      <SiteLoginDialog />
    </>
  );
}

export default function GroupTrainingFullProblemPage() {
  return (
    <WithProblemView>
      <GroupTrainingFullProblemPageBody />
    </WithProblemView>
  );
}
