// The visible site contests starting within 14 days (and running ones), soonest first, each a link to its page.
import { List, Space, Typography } from 'antd';
import { TrophyOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DashboardCard } from './dashboard-card';
import { QueryState } from '@/components/query-state';
import { ContestStatusTag, ContestTypeTag } from '@/components/tags/contest-tags';
import { formatDateTime, formatDuration } from '@/lib/format';
import { contestPath } from '@/lib/paths/contests';
import { useDashboardInfo } from '../api/get-dashboard-info';

export function UpcomingContestsCard() {
  const { t } = useTranslation();
  const query = useDashboardInfo();
  return (
    <DashboardCard icon={<TrophyOutlined />} title={t('manageDashboard:upcoming.title')} testId="dashboard-upcoming">
      <QueryState query={query} isEmpty={(info) => info.recentContest.length === 0} emptyText={t('manageDashboard:upcoming.empty')}>
        {(info) => (
          <List
            size="small"
            dataSource={info.recentContest}
            renderItem={(contest) => (
              <List.Item data-testid={`dashboard-contest-${contest.id}`}>
                <List.Item.Meta
                  title={
                    <Link className="md-wrap" to={contestPath(contest.id)}>
                      {contest.title}
                    </Link>
                  }
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
        )}
      </QueryState>
    </DashboardCard>
  );
}
