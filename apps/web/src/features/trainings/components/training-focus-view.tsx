// A training problem in focus mode (TrainingFullProblemDetails): the training's name and the way back to the
// normal route above, the problem and its editor filling the window, the training's problems below.
import { Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FocusFrame } from '@/components/focus-mode/focus-frame';
import { FocusToggle } from '@/components/focus-mode/focus-toggle';
import { useTrainingGate } from '../hooks/use-training-gate';
import { useTrainingScope } from '@/lib/training-scope';
import { TrainingFocusStrip } from './training-focus-strip';
import { TrainingGate } from './training-gate';
import { TrainingProblemDetail } from './training-problem-detail';

export function TrainingFocusView({ tid, problemId }: { tid: number; problemId: string }) {
  const { t } = useTranslation();
  const gate = useTrainingGate(tid);
  const scope = useTrainingScope();
  const title = gate.status === 'open' || gate.status === 'password' ? gate.training.title : t('routes:TrainingDetails');
  const bar = (
    <>
      <Typography.Text strong className="focus-bar-title">
        <Link to={scope.problemsPath(tid)} data-testid="focus-training-link">
          <ArrowLeftOutlined /> {title}
        </Link>
        {` / ${problemId}`}
      </Typography.Text>
      <FocusToggle to={scope.problemPath(tid, problemId)} active />
    </>
  );
  return (
    <FocusFrame bar={bar} strip={gate.status === 'open' && <TrainingFocusStrip tid={tid} problemId={problemId} />}>
      <TrainingGate gate={gate}>
        {(training) => <TrainingProblemDetail key={problemId} tid={training.id} problemId={problemId} />}
      </TrainingGate>
    </FocusFrame>
  );
}
