// The contest clock's text, ticking every second: time to the start, time left, or Ended.
import '@/locales/need/more';
import { Typography } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ContestStatus } from '@verdict/shared';
import { formatDuration } from '@/lib/format';
import { useContestClock, type ContestClockSource } from '../hooks/use-contest-clock';

const LABEL = { [ContestStatus.Scheduled]: 'contest:clock.toStart', [ContestStatus.Running]: 'contest:clock.left' } as const;

export function ContestCountdown({ contest }: { contest: ContestClockSource }) {
  const { t } = useTranslation();
  const moment = useContestClock(contest);
  const text =
    moment.status === ContestStatus.Ended ? t('contest:clock.ended') : `${t(LABEL[moment.status])} ${formatDuration(moment.remaining)}`;
  return (
    <Typography.Text strong className="contest-countdown" data-testid="contest-countdown" data-status={moment.status}>
      <ClockCircleOutlined /> {text}
    </Typography.Text>
  );
}
