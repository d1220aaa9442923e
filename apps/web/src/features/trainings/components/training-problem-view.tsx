// A problem inside a training (TrainingProblemDetails): the way back to the training, the focus-mode toggle and
// the problem page, whose submissions carry the training's id.
import '@/locales/need/more';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TrainingDetail } from '@verdict/shared';
import { ContextProblemFrame } from '@/components/focus-mode/context-problem-frame';
import { useTrainingScope } from '@/lib/training-scope';
import { TrainingProblemDetail } from './training-problem-detail';

export function TrainingProblemView({ training, problemId }: { training: TrainingDetail; problemId: string }) {
  const { t } = useTranslation();
  const scope = useTrainingScope();
  const breadcrumb = [
    { title: <Link to={scope.listPath}>{t('training:list.heading')}</Link> },
    {
      title: (
        <Link to={scope.problemsPath(training.id)} data-testid="training-back">
          {training.title}
        </Link>
      ),
    },
    { title: problemId },
  ];
  return (
    <ContextProblemFrame breadcrumb={breadcrumb} focusTo={scope.focusPath(training.id, problemId)} testId="training-problem-page">
      <TrainingProblemDetail key={problemId} tid={training.id} problemId={problemId} />
    </ContextProblemFrame>
  );
}
