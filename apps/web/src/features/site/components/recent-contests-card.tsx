// Recent contests card: upcoming and running contests with rule type, status, start time and length.
import { Card, Space } from 'antd';
import { TrophyOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { RecentContestList } from '@/components/recent-contest-list';
import { useRecentContest } from '../api/get-recent-contest';

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
        {(rows) => <RecentContestList contests={rows} />}
      </QueryState>
    </Card>
  );
}
