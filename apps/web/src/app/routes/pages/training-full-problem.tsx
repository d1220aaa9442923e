// A training problem in focus mode (/training/:trainingID/problem/:problemID/full-screen), in the bare layout.
import { useParams } from 'react-router';
import { TrainingFocusView } from '@/features/trainings/components/training-focus-view';
import { TrainingNotFound } from '@/components/training-not-found';
import { parseTid } from '@/lib/paths/trainings';
import { SiteLoginDialog } from '@/app/layouts/site-login-dialog';
import { WithProblemView } from '../with-problem-view';

function TrainingFullProblemPageBody() {
  const params = useParams();
  const tid = parseTid(params.trainingID);
  if (tid === null) return <TrainingNotFound />;
  return (
    <>
      <TrainingFocusView key={tid} tid={tid} problemId={params.problemID ?? ''} />
      <SiteLoginDialog />
    </>
  );
}

export default function TrainingFullProblemPage() {
  return (
    <WithProblemView>
      <TrainingFullProblemPageBody />
    </WithProblemView>
  );
}
