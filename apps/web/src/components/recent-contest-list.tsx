// A short list of contests (the home page's recent ones, the dashboard's upcoming ones): each a link to its page with
// its rule type, status, start time and length.
import { List, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RecentContest } from '@verdict/shared';
import { ContestStatusTag, ContestTypeTag } from '@/components/tags/contest-tags';
import { formatDateTime, formatDuration } from '@/lib/format';
import { contestPath } from '@/lib/paths/contests';

export function RecentContestList({ contests, testIdPrefix }: { contests: RecentContest[]; testIdPrefix?: string }) {
  const { t } = useTranslation();
  return (
    <List
      size="small"
      dataSource={contests}
      renderItem={(contest) => (
        <List.Item data-testid={testIdPrefix && `${testIdPrefix}${contest.id}`}>
          <List.Item.Meta
            title={<Link to={contestPath(contest.id)}>{contest.title}</Link>}
            description={
              <Space size={[4, 4]} wrap>
                <ContestTypeTag type={contest.type} />
                <ContestStatusTag status={contest.status} />
                <Typography.Text type="secondary">{formatDateTime(contest.startTime)}</Typography.Text>
                <Typography.Text type="secondary">{t('home:duration', { value: formatDuration(contest.duration) })}</Typography.Text>
              </Space>
            }
          />
        </List.Item>
      )}
    />
  );
}
