// Recent contests card: upcoming and running contests with rule type, status, start time and length.
import { Card, List, Space, Typography } from 'antd';
import { TrophyOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { formatDateTime, formatDuration } from '@/lib/format';
import { useRecentContest } from '../api/get-recent-contest';
import { ContestStatusTag, ContestTypeTag } from '@/components/tags/contest-tags';

export function RecentContestsCard() {
  const { t } = useTranslation();
  const query = useRecentContest();
  return (
    <Card
      title={
        <Space>
          <TrophyOutlined />
          {t('home:recentContests')}
        </Space>
      }
      extra={<Link to="/contest">{t('common:more')}</Link>}
      data-testid="recent-contests"
    >
      <QueryState query={query} isEmpty={(rows) => rows.length === 0} emptyText={t('home:noContests')}>
        {(rows) => (
          <List
            size="small"
            dataSource={rows}
            renderItem={(contest) => (
              <List.Item>
                <List.Item.Meta
                  title={<Link to={`/contest/${contest.id}`}>{contest.title}</Link>}
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
    </Card>
  );
}
