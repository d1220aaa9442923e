// A training problem in focus mode (TrainingFullProblemDetails): the training's name and the way back to the
// normal route above, the problem and its editor filling the window, the training's problems below.
import { Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProblemDetail } from '@/features/problems/components/detail/problem-detail';
import { FocusFrame } from '@/features/focus-mode/components/focus-frame';
import { FocusToggle } from '@/features/focus-mode/components/focus-toggle';
import { useRefreshTraining } from '../hooks/use-refresh-training';
import { useTrainingGate } from '../hooks/use-training-gate';
import { trainingProblemPath, trainingProblemsPath } from '../lib/paths';
import { TrainingFocusStrip } from './training-focus-strip';
import { TrainingGate } from './training-gate';

export function TrainingFocusView({ tid, problemId }: { tid: number; problemId: string }) {
  const { t } = useTranslation();
  const gate = useTrainingGate(tid);
  const refresh = useRefreshTraining();
  const title = gate.status === 'open' || gate.status === 'password' ? gate.training.title : t('routes:TrainingDetails');
  const bar = (
    <>
      <Typography.Text strong className="focus-bar-title">
        <Link to={trainingProblemsPath(tid)} data-testid="focus-training-link">
          <ArrowLeftOutlined /> {title}
        </Link>
        {` / ${problemId}`}
      </Typography.Text>
      <FocusToggle to={trainingProblemPath(tid, problemId)} active />
    </>
  );
  return (
    <FocusFrame bar={bar} strip={gate.status === 'open' && <TrainingFocusStrip tid={tid} problemId={problemId} />}>
      <TrainingGate gate={gate}>
        {(training) => <ProblemDetail key={problemId} problemId={problemId} submitContext={{ tid: training.id }} onJudged={refresh} fillParent />}
      </TrainingGate>
    </FocusFrame>
  );
}
