// The contest's progress bar, following the one-second clock: 0 scheduled, 100 ended, else elapsed over duration.
import '@/locales/need/more';
import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContestStatus } from '@verdict/shared';
import { useContestClock, type ContestClockSource } from '../hooks/use-contest-clock';

const STROKE = { [ContestStatus.Scheduled]: '#1677ff', [ContestStatus.Running]: '#52c41a', [ContestStatus.Ended]: '#8c8c8c' } as const;

export function ContestProgress({ contest }: { contest: ContestClockSource }) {
  const { t } = useTranslation();
  const moment = useContestClock(contest);
  return (
    <Progress
      percent={Math.round(moment.progress * 100) / 100}
      showInfo={false}
      strokeColor={STROKE[moment.status]}
      status={moment.status === ContestStatus.Running ? 'active' : 'normal'}
      data-testid="contest-progress"
      data-percent={moment.progress.toFixed(2)}
      aria-label={t('contest:clock.progress')}
    />
  );
}
