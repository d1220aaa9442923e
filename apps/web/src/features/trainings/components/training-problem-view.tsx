// A problem inside a training (TrainingProblemDetails): the way back to the training, the focus-mode toggle and
// the problem page, whose submissions carry the training's id.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TrainingDetail } from '@verdict/shared';
import { ProblemDetail } from '@/features/problems/components/detail/problem-detail';
import { ContextProblemFrame } from '@/features/focus-mode/components/context-problem-frame';
import { useRefreshTraining } from '../hooks/use-refresh-training';
import { trainingFocusPath, trainingProblemsPath } from '../lib/paths';

export function TrainingProblemView({ training, problemId }: { training: TrainingDetail; problemId: string }) {
  const { t } = useTranslation();
  const refresh = useRefreshTraining();
  const breadcrumb = [
    { title: <Link to="/training">{t('training:list.heading')}</Link> },
    {
      title: (
        <Link to={trainingProblemsPath(training.id)} data-testid="training-back">
          {training.title}
        </Link>
      ),
    },
    { title: problemId },
  ];
  return (
    <ContextProblemFrame breadcrumb={breadcrumb} focusTo={trainingFocusPath(training.id, problemId)} testId="training-problem-page">
      <ProblemDetail key={problemId} problemId={problemId} submitContext={{ tid: training.id }} onJudged={refresh} fillParent />
    </ContextProblemFrame>
  );
}
