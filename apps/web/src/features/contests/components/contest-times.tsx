// A contest's start, end and length with icons, for the list and the header.
import '@/locales/need/more';
import { Space, Typography } from 'antd';
import { CalendarOutlined, FieldTimeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ContestListItem } from '@verdict/shared';
import { formatDateTime, formatDuration } from '@/lib/format';

export function ContestTimes({ contest }: { contest: Pick<ContestListItem, 'startTime' | 'endTime' | 'duration'> }) {
  const { t } = useTranslation();
  return (
    <div className="contest-times">
      <Space wrap size={[16, 2]}>
        <Typography.Text type="secondary" data-testid="contest-start">
          <CalendarOutlined /> {t('contest:list.start')}: {formatDateTime(contest.startTime)}
        </Typography.Text>
        <Typography.Text type="secondary" data-testid="contest-end">
          {t('contest:list.end')}: {formatDateTime(contest.endTime)}
        </Typography.Text>
        <Typography.Text type="secondary" data-testid="contest-duration">
          <FieldTimeOutlined /> {t('contest:list.duration')}: {formatDuration(contest.duration)}
        </Typography.Text>
      </Space>
    </div>
  );
}
