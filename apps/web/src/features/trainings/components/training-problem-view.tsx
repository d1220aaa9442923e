// A problem inside a training (TrainingProblemDetails): the way back to the training, the focus-mode toggle and
// the problem page, whose submissions carry the training's id.
import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TrainingDetail } from '@verdict/shared';
import { ProblemDetail } from '@/features/problems/components/detail/problem-detail';
import { FocusToggle } from '@/features/focus-mode/components/focus-toggle';
import { useRefreshTraining } from '../hooks/use-refresh-training';
import { trainingFocusPath, trainingProblemsPath } from '../lib/paths';
import '../trainings.css';

export function TrainingProblemView({ training, problemId }: { training: TrainingDetail; problemId: string }) {
  const { t } = useTranslation();
  const refresh = useRefreshTraining();
  return (
    <div className="training-problem-page" data-testid="training-problem-page">
      <div className="training-problem-bar">
        <Breadcrumb
          className="training-breadcrumb"
          items={[
            { title: <Link to="/training">{t('training:list.heading')}</Link> },
            {
              title: (
                <Link to={trainingProblemsPath(training.id)} data-testid="training-back">
                  {training.title}
                </Link>
              ),
            },
            { title: problemId },
          ]}
        />
        <FocusToggle to={trainingFocusPath(training.id, problemId)} active={false} />
      </div>
      <ProblemDetail key={problemId} problemId={problemId} submitContext={{ tid: training.id }} onJudged={refresh} fillParent />
    </div>
  );
}
